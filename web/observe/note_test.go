package observe

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestValidRequestID(t *testing.T) {
	t.Parallel()
	for id, ok := range map[string]bool{
		"abc-123_x.y:z":         true,
		"":                      false,
		strings.Repeat("a", 64): true,
		strings.Repeat("a", 65): false,
		"a b":                   false,
		"a\nb":                  false,
		"ñ":                     false,
	} {
		assert.Equal(t, ok, validRequestID(id), "%q", id)
	}
	assert.True(t, validRequestID(newRequestID()))
}

func TestCutForLog(t *testing.T) {
	t.Parallel()
	assert.Equal(t, "short", cutForLog("short", 10))
	long := strings.Repeat("ש", 10) // 20 bytes
	got := cutForLog(long, 5)
	assert.Equal(t, "שש…(20 bytes)", got, "cut on a character boundary, before byte 5")
}

func TestNoteOutsideARequest(t *testing.T) {
	t.Parallel()
	n := NoteOf(context.Background())
	n.Lang = "es" // a throwaway note: writing it is harmless
	assert.Equal(t, "", RequestID(context.Background()))
	ctx := withNote(context.Background(), &Note{ID: "r1"})
	assert.Equal(t, "r1", RequestID(ctx))
	NoteOf(ctx).Cache = "hit"
	assert.Equal(t, "hit", NoteOf(ctx).Cache, "the request's own note")
}
