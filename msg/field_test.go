package msg

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestFieldOf(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"a plain coded error names no field", New("param.algo"), ""},
		{"an error put in a field", InField(New("param.range", "lo", 0, "hi", 9), "depth"), "depth"},
		{"wrapped, it still names it", fmt.Errorf("reading: %w", InField(New("param.int"), "max-nodes")), "max-nodes"},
		{"an empty field is none", InField(New("param.int"), ""), ""},
		{"not an error", nil, ""},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, FieldOf(tt.err), tt.name)
	}
	// the field changes nothing of the text, in either language
	e := InField(New("param.range", "lo", 0, "hi", 9), "depth")
	assert.Equal(t, New("param.range", "lo", 0, "hi", 9).Text(ES), e.Text(ES))
	assert.Equal(t, "param.range", e.Code())
}
