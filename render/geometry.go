package render

// drawGeometry is the size of what the own engine draws, in points: the screen's (the
// constants of dot.go and exercise.go), or the denser one of a worksheet's exercises
// (Options.Sheet).
type drawGeometry struct {
	triW, triH, valH             float64 // a triangle node, its value row
	valSize, leafSize            float64 // an inner node's value, a leaf's
	nameSize, edgeSize           float64 // a node's name, an edge's move and cutoff rule
	blankW, blankH               float64 // an inner node's write-in box
	orderW, orderH               float64 // a leaf's order box
	leafW, leafH                 float64 // an exercise's leaf box, at least
	sideMin                      float64 // an exercise's name column without α and β
	gapSib, gapFar               float64 // between sibling boxes, between cousins
	rankGap, maxRankGap, fanRate float64 // between depths: at least, at most, per fan width
	// nameBeside: a triangle's name beside its value box's corner, above the box
	// (MAX) or below it (MIN), where the triangle leaves room, not in a column left
	// of the triangle
	nameBeside bool
	// cutRules: the cutoff rule on the edge into a pruned branch (a solution)
	cutRules bool
	// caption: a solution's caption row (the result); a sheet's root shows it
	caption bool
	// tightLevels: depths as close as their drawings, not their boxes, allow
	tightLevels bool
	flatGap     float64 // with tightLevels, between a depth's flat bottom and the next's flat top, at least
	pad         float64 // around the drawing
}

// screenGeometry is every picture's but a worksheet's.
var screenGeometry = drawGeometry{
	triW: triW, triH: triH, valH: valH,
	valSize: valSize, leafSize: valSize - 1,
	nameSize: nameSz, edgeSize: edgeSz,
	blankW: blankW, blankH: blankH, orderW: orderW, orderH: orderH,
	leafW: exLeafW, leafH: exLeafH, sideMin: exSideMin,
	gapSib: exGapSib, gapFar: exGapFar, cutRules: true, caption: true, pad: pagePad,
	rankGap: exRankGap, maxRankGap: exMaxRankGap, fanRate: exFanSlope,
}

// SheetLeafSize and SheetBlankW are the leaf digits' font size and the write-in box's
// width of a worksheet's exercise (Options.Sheet), in points at scale 1: a page that
// draws its trees at scale s prints leaf digits s·SheetLeafSize points high and boxes
// s·SheetBlankW points wide. Their ratio is that of 8 mm to 7 pt, so that the two
// thresholds of a readable print bind at the same scale.
const (
	SheetLeafSize = 8.0
	SheetBlankW   = 26.0
)

// sheetGeometry is a worksheet's: small triangles around the value box, leaves just
// wide enough for two characters, small names, tight gaps, no cutoff rules (a pruned
// branch stays dashed) and no caption (the root's value is the result). MAX ▲ and MIN ▼ keep their shapes and every inner node its
// write-in box.
var sheetGeometry = drawGeometry{
	triW: 38, triH: 28, valH: 22, // valH: α and β 5.5 above and below the centre
	valSize: 9.5, leafSize: SheetLeafSize,
	nameSize: 6.5, edgeSize: 6.5,
	blankW: SheetBlankW, blankH: 12, orderW: 16, orderH: 10,
	leafW: 0, leafH: 11, sideMin: 0,
	gapSib: 1.5, gapFar: 3,
	rankGap: 5, maxRankGap: 14, fanRate: 0.06,
	nameBeside: true, tightLevels: true, flatGap: 10, pad: 2,
}

// sheetLeafW is a worksheet leaf's width: two characters, or its text.
func sheetLeafW(text string) float64 {
	return max(textWidth("00", SheetLeafSize), textWidth(text, SheetLeafSize)) + 2.5
}
