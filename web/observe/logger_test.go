package observe

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNewLogger(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		format, level string
		ok            bool
	}{
		{"text", "info", true}, {"json", "debug", true}, {"", "", true}, {"JSON", "WARN", false},
		{"json", "ERROR", true}, {"xml", "info", false}, {"text", "loud", false},
	} {
		_, err := NewLogger(&bytes.Buffer{}, tc.format, tc.level)
		assert.Equal(t, tc.ok, err == nil, "%q %q: %v", tc.format, tc.level, err)
	}
	var buf bytes.Buffer
	l, err := NewLogger(&buf, "text", "warn")
	require.NoError(t, err)
	l.Info("hidden")
	l.Warn("shown")
	assert.NotContains(t, buf.String(), "hidden")
	assert.Contains(t, buf.String(), "level=WARN msg=shown")
}

// A child process's error output becomes one log record a line.
func TestLineLogger(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	l, err := NewLogger(&buf, "json", "info")
	require.NoError(t, err)
	w := NewLineLogger(l, "render worker")
	for _, chunk := range []string{"first li", "ne\nsecond line\r\n\nthird", " line\n", strings.Repeat("x", 5000)} {
		n, err := w.Write([]byte(chunk))
		require.NoError(t, err)
		assert.Equal(t, len(chunk), n)
	}
	var got []string
	for _, text := range strings.Split(strings.TrimSpace(buf.String()), "\n") {
		var line map[string]any
		require.NoError(t, json.Unmarshal([]byte(text), &line), text)
		assert.Equal(t, "render worker", line["msg"])
		assert.Equal(t, "WARN", line["level"])
		got = append(got, line["line"].(string))
	}
	assert.Equal(t, []string{"first line", "second line", "third line", strings.Repeat("x", maxLoggedLine)}, got)
}
