package geom

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestRect(t *testing.T) {
	t.Parallel()
	r := Rect{0, 0, 10, 10}
	assert.True(t, r.Overlaps(Rect{5, 5, 15, 15}))
	assert.False(t, r.Overlaps(Rect{10, 0, 20, 10}), "touching")
	assert.True(t, Rect{1, 1, 9, 9}.Inside(r))
	assert.True(t, Rect{-0.005, 0, 10, 10}.Inside(r), "to a hundredth")
	assert.False(t, Rect{-1, 0, 10, 10}.Inside(r))
	assert.Equal(t, Rect{1, 1, 9, 9}, r.Shrink(1))
	assert.Equal(t, Rect{-1, 2, 3, 4}, Bounds([]float64{3, 2, -1, 4, 0, 3}))
	assert.Equal(t, "[0.0,0.0]-[10.0,10.0]", r.String())
}

func TestCrosses(t *testing.T) {
	t.Parallel()
	r := Rect{0, 0, 10, 10}
	for _, c := range []struct {
		name           string
		ax, ay, bx, by float64
		want           bool
	}{
		{"through", -5, 5, 15, 5, true},
		{"inside", 2, 2, 3, 3, true},
		{"ends on the outline", -5, 5, 0, 5, false},
		{"along the outline", 0, -5, 0, 15, false},
		{"beside", 11, -5, 11, 15, false},
		{"stops short", -5, 5, -1, 5, false},
		{"diagonal past a corner", -1, 9, 9, 21, false},
		{"diagonal through", -1, -1, 11, 11, true},
		{"a point inside", 5, 5, 5, 5, true},
	} {
		assert.Equal(t, c.want, r.Crosses(c.ax, c.ay, c.bx, c.by), c.name)
	}
}
