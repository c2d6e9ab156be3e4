package geom

import (
	"fmt"
	"math"
)

// Rect is an axis-aligned box: X0 < X1, Y0 < Y1.
type Rect struct{ X0, Y0, X1, Y1 float64 }

func (r Rect) String() string {
	return fmt.Sprintf("[%.1f,%.1f]-[%.1f,%.1f]", r.X0, r.Y0, r.X1, r.Y1)
}

// Box is the box from (x0, y0) to (x1, y1).
func Box(x0, y0, x1, y1 float64) Rect { return Rect{x0, y0, x1, y1} }

// Bounds is the box around the points of v (x, y, x, y, ...).
func Bounds(v []float64) Rect {
	r := Rect{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	for i := 0; i+1 < len(v); i += 2 {
		r.X0, r.X1 = math.Min(r.X0, v[i]), math.Max(r.X1, v[i])
		r.Y0, r.Y1 = math.Min(r.Y0, v[i+1]), math.Max(r.Y1, v[i+1])
	}
	return r
}

// Overlaps reports whether r and s share some inside (touching is not overlapping).
func (r Rect) Overlaps(s Rect) bool {
	return r.X0 < s.X1 && s.X0 < r.X1 && r.Y0 < s.Y1 && s.Y0 < r.Y1
}

// Inside reports whether r lies within o, to a hundredth.
func (r Rect) Inside(o Rect) bool {
	const eps = 0.01
	return r.X0 >= o.X0-eps && r.Y0 >= o.Y0-eps && r.X1 <= o.X1+eps && r.Y1 <= o.Y1+eps
}

// Shrink takes d off every side (a line touching a box's outline does not cross it).
func (r Rect) Shrink(d float64) Rect { return Box(r.X0+d, r.Y0+d, r.X1-d, r.Y1-d) }

// Crosses reports whether the segment from (ax, ay) to (bx, by) passes through r's
// inside (Liang-Barsky clipping).
func (r Rect) Crosses(ax, ay, bx, by float64) bool {
	t0, t1 := 0.0, 1.0
	dx, dy := bx-ax, by-ay
	for _, c := range [4][2]float64{{-dx, ax - r.X0}, {dx, r.X1 - ax}, {-dy, ay - r.Y0}, {dy, r.Y1 - ay}} {
		p, q := c[0], c[1]
		if p == 0 {
			if q <= 0 {
				return false
			}
			continue
		}
		t := q / p
		if p < 0 {
			t0 = math.Max(t0, t)
		} else {
			t1 = math.Min(t1, t)
		}
	}
	return t0 < t1
}
