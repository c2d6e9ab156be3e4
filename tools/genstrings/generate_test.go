package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
)

const committed = "../../web/static/js/strings.js"

// The committed strings.js is what the generator writes from the catalogue.
func TestStringsJSIsCurrent(t *testing.T) {
	t.Parallel()
	want, err := generate()
	require.NoError(t, err)
	got, err := os.ReadFile(committed)
	require.NoError(t, err)
	if string(got) != string(want) {
		t.Fatalf("web/static/js/strings.js is not what msg's catalogue makes: run go generate ./web (and edit words in msg/words_page.go, never in strings.js)")
	}
}

// The generated module holds every page word in both languages, as JavaScript reads
// it: node imports it and gives back what it holds.
func TestStringsJSReadsBack(t *testing.T) {
	t.Parallel()
	node, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("node is not installed (.ci/run installs Debian's nodejs)")
		}
		t.Skip("node is not installed")
	}
	js, err := generate()
	require.NoError(t, err)
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "strings.mjs"), js, 0o644))
	out, err := exec.Command(node, "--input-type=module", "-e",
		`const { STRINGS } = await import(process.argv[1]); process.stdout.write(JSON.stringify(STRINGS));`,
		filepath.Join(dir, "strings.mjs")).Output()
	require.NoError(t, err)
	var got map[string]struct {
		EN string `json:"en"`
		ES string `json:"es"`
	}
	require.NoError(t, json.Unmarshal(out, &got))
	words := msg.PageWords()
	require.Len(t, got, len(words))
	for _, w := range words {
		assert.Equal(t, w.EN, got[w.Key].EN, w.Key)
		assert.Equal(t, w.ES, got[w.Key].ES, w.Key)
	}
}

func TestQuote(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		`the root`:      `'the root'`,
		`MAX's view`:    `'MAX\'s view'`,
		`a\b`:           `'a\\b'`,
		"two\nlines":    `'two\nlines'`,
		"tab\there":     `'tab\u0009here'`,
		"«≥ v» · 🎉":     `'«≥ v» · 🎉'`,
		"line\u2028sep": `'line\u2028sep'`,
	} {
		assert.Equal(t, want, quote(in), "%q", in)
	}
	assert.False(t, strings.Contains(quote("x'y"), "x'y"))
}
