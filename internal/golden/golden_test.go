package golden

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestFirstDifference(t *testing.T) {
	t.Parallel()
	_, _, _, differ := firstDifference([]byte("a\nb\n"), []byte("a\nb\n"))
	assert.False(t, differ)
	line, w, g, differ := firstDifference([]byte("a\nbcd\n"), []byte("a\nbxd\n"))
	assert.True(t, differ)
	assert.Equal(t, 2, line)
	assert.Equal(t, "bcd", w)
	assert.Equal(t, "bxd", g)
	line, w, g, differ = firstDifference([]byte("a\n"), []byte("a\nmore\n"))
	assert.True(t, differ)
	assert.Equal(t, 2, line, "a line only one side has")
	assert.Equal(t, "", w)
	assert.Equal(t, "more", g)
	line, w, g, differ = firstDifference([]byte("a"), []byte("a\n"))
	assert.True(t, differ, "a final line break")
	assert.Equal(t, 2, line)
	assert.Equal(t, "(no line)", w)
	assert.Equal(t, "", g)
	_, w, _, _ = firstDifference([]byte(string(make([]byte, 300))), []byte("x"))
	assert.Len(t, w, 160+len("…"), "long lines are clipped")
}
