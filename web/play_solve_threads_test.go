package web

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A live solve takes the second core only when nothing else wants it.
func TestSolveThreads(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name                          string
		running, queued, light, cores int
		load                          float64
		known                         bool
		want                          int
	}{
		{"alone on a quiet machine", 1, 0, 0, 2, 0.9, true, 2},
		{"alone, load unknown", 1, 0, 0, 2, 0, false, 2},
		{"one core", 1, 0, 0, 1, 0, true, 1},
		{"another heavy request", 2, 0, 0, 4, 0, true, 1},
		{"a solve waiting", 1, 1, 0, 2, 0, true, 1},
		{"a light search", 1, 0, 1, 2, 0, true, 1},
		{"a busy machine", 1, 0, 0, 2, 1.6, true, 1},
	} {
		assert.Equal(t, tc.want, solveThreads(tc.running, tc.queued, tc.light, tc.cores, tc.load, tc.known), tc.name)
	}
}
