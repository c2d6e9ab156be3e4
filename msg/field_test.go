package msg

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
)

// inField is a coded error about a field, as trace.ParamError and games.ParseError are.
type inField struct {
	Coded
	field string
}

func (e inField) Field() string { return e.field }

func TestFieldOf(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"a plain coded error names no field", New("param.algo"), ""},
		{"an error put in a field", inField{New("param.range", "lo", 0, "hi", 9), "depth"}, "depth"},
		{"wrapped, it still names it", fmt.Errorf("reading: %w", inField{New("param.int"), "max-nodes"}), "max-nodes"},
		{"an empty field names none", inField{New("param.int"), ""}, ""},
		{"not an error", nil, ""},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, FieldOf(tt.err), tt.name)
	}
}
