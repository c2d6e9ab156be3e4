package render

// drawGeometry is the size of what the own engine draws, in points: the screen's (the
// constants of dot.go and exercise.go), or the denser one of a worksheet's exercises
// (Options.Sheet).
type drawGeometry struct {
	triW, triH, valH             float64 // a triangle node, its value row
	valSize, leafSize            float64 // an inner node's value, a leaf's
	nameSize, edgeSize           float64 // a node's name, an edge's move and cutoff rule
	abSize                       float64 // α and β
	blankW, blankH               float64 // an inner node's write-in box
	orderW, orderH               float64 // a leaf's order box
	leafW, leafH                 float64 // an exercise's leaf box, at least
	sideMin                      float64 // an exercise's name column without α and β
	gapSib, gapFar               float64 // between sibling boxes, between cousins
	rankGap, maxRankGap, fanRate float64 // between depths: at least, at most, per fan width
	// nameBeside: the value box sits low in a MAX triangle (high in a MIN one), baseGap
	// inside its base, where the triangle is wide; the name left of it, in the room
	// the triangle's slanted side leaves below (MAX) or above (MIN) its apex, not in a
	// column left of the triangle; α and β right of the triangle, on the base's side
	// of the box, so that no edge (into the apex above it, out of the base below it)
	// crosses a text
	nameBeside bool
	baseGap    float64
	// cutRules: the cutoff rule on the edge into a pruned branch (a solution)
	cutRules bool
	// caption: a solution's caption row (the result); a sheet's root shows it
	caption bool
	// tightLevels: depths as close as their drawings, not their boxes, allow
	tightLevels bool
	flatGap     float64 // with tightLevels, between a depth's flat bottom and the next's flat top, at least
	bandGap     float64 // between a band of edge labels and the depth below it
	pad         float64 // around the drawing
}

// screenGeometry is every picture's but a worksheet's.
var screenGeometry = drawGeometry{
	triW: triW, triH: triH, valH: valH,
	valSize: valSize, leafSize: ScreenLeafSize,
	nameSize: nameSz, edgeSize: edgeSz, abSize: abSize,
	blankW: blankW, blankH: blankH, orderW: orderW, orderH: orderH,
	leafW: exLeafW, leafH: exLeafH, sideMin: exSideMin,
	gapSib: exGapSib, gapFar: exGapFar, cutRules: true, caption: true, pad: pagePad, bandGap: 6,
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
	SheetBlankH   = SheetBlankW // square: room to write in, 8 mm by 8 mm as printed
)

// ScreenLeafSize is a leaf's font size in every picture but a worksheet's, in points
// at scale 1.
const ScreenLeafSize = valSize - 1

// sheetGeometry is a worksheet's: the screen's look, smaller: triangles just high
// and wide enough to hold the value box near their base, names in the triangle's
// empty corner, α and β beside its base, leaves just wide enough for two characters,
// tight gaps, edges sloped by at least rankGap, no cutoff rules (a pruned branch
// stays dashed) and no caption (the root's value is the result). MAX ▲ and MIN ▼ keep
// their shapes and every inner node its write-in box.
var sheetGeometry = drawGeometry{
	triW: 64, triH: 61, valH: 16, // a triangle 45.75 high: a square box fits near its base
	valSize: 11, leafSize: SheetLeafSize,
	nameSize: 6.5, edgeSize: 6.5, abSize: 7,
	blankW: SheetBlankW, blankH: SheetBlankH, orderW: 16, orderH: 10,
	leafW: 0, leafH: 11, sideMin: 0,
	gapSib: 1.5, gapFar: 3,
	rankGap: 6, maxRankGap: 16, fanRate: 0.08, bandGap: 3,
	nameBeside: true, baseGap: 1, tightLevels: true, flatGap: 4, pad: 2,
}

// boxY is the centre of a triangle's value box (and value) drawn with its centroid
// at y: the centroid, or with nameBeside near the base.
func (g *drawGeometry) boxY(y float64, up bool) float64 {
	if !g.nameBeside {
		return y
	}
	off := g.triH/4 - g.baseGap - g.blankH/2
	if up {
		return y + off
	}
	return y - off
}

// abY is where a triangle's α and β rows are centred.
func (g *drawGeometry) abY(y float64, up bool) (alpha, beta float64) {
	if !g.nameBeside {
		return y - g.valH/4, y + g.valH/4
	}
	base, row := y+g.triH/4, g.abSize*0.55 // centre of the row next to the base
	if up {
		return base - row - g.valH/2, base - row
	}
	base = y - g.triH/4
	return base + row, base + row + g.valH/2
}

// nameY is where a triangle's name is centred (nameBeside): level with the box's
// edge nearest the apex, where the triangle is narrow.
func (g *drawGeometry) nameY(y float64, up bool) float64 {
	if up {
		return g.boxY(y, up) - g.blankH/2
	}
	return g.boxY(y, up) + g.blankH/2
}

// nameRight is how far left of a triangle's centre its name ends (nameBeside): past
// the slanted side at the name's edge farthest from the apex, where the side is
// farthest out, and past the box.
func (g *drawGeometry) nameRight() float64 {
	h := g.triH * 0.75
	d := h - g.baseGap - g.blankH + g.nameSize/2 // the name's far edge from the apex
	return max(g.triW/2*d/h, g.blankW/2) + 1.5
}

// sheetLeafW is a worksheet leaf's width: two characters, or its text.
func sheetLeafW(text string) float64 {
	return max(textWidth("00", SheetLeafSize), textWidth(text, SheetLeafSize)) + 2.5
}
