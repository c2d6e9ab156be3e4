package choice

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

type size string

func TestParse(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in    string
		blank size
		want  size
		ok    bool
	}{
		{"small", "", "small", true},
		{" LARGE ", "", "large", true},
		{"", "small", "small", true},
		{"  ", "small", "small", true},
		{"", "", "", false},
		{"medium", "small", "", false},
		{"smal", "small", "", false},
	} {
		got, ok := Parse(c.in, c.blank, "small", "large")
		assert.Equal(t, c.want, got, "%q", c.in)
		assert.Equal(t, c.ok, ok, "%q", c.in)
	}
}
