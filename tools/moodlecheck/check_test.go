package moodlecheck

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/moodle"
)

// TestMoodleReadsOurQuestions: Moodle's Cloze parser (check.php) reads and accepts
// every question of a quiz of every kind, in both languages, whose title tries to be
// XML, a Cloze field and a file.
func TestMoodleReadsOurQuestions(t *testing.T) {
	t.Parallel()
	dir := os.Getenv("MOODLE_DIR")
	php, err := exec.LookPath("php")
	if dir == "" || err != nil {
		t.Skip("needs MOODLE_DIR (a Moodle checkout) and php")
	}
	specs := []exercise.Spec{
		{Source: "random", Seed: 1, Level: 1},
		{Source: "random", Seed: 2, Level: 3, Q: exercise.Prune},
		{Source: "random", Seed: 1, Level: 4, Q: exercise.Window},
		{Source: "random", Seed: 9, Level: 5, Q: exercise.Window, FailHard: true},
		{Source: "random", Seed: 3, Level: 2, Q: exercise.Order, Root: "min"},
		{Source: "textbook", Q: exercise.Prune},
		{Source: "tictactoe", Position: "xoxox.o..", Q: exercise.Prune},
	}
	var tasks []moodle.Task
	for i, s := range specs {
		e, err := exercise.New(s)
		require.NoError(t, err)
		tasks = append(tasks, moodle.Task{N: i + 1, Exercise: e})
	}
	for _, lang := range []string{"en", "es"} {
		var b bytes.Buffer
		require.NoError(t, moodle.Questions(context.Background(), &b, `</question><script>{1:NUMERICAL:=1} @@PLUGINFILE@@/x`, tasks, lang))
		file := filepath.Join(t.TempDir(), "quiz.xml")
		require.NoError(t, os.WriteFile(file, b.Bytes(), 0o644))
		out, err := exec.Command(php, "check.php", dir, file).CombinedOutput()
		require.NoError(t, err, "%s", out)
		assert.Contains(t, string(out), "7 questions read as Moodle reads them")
		assert.Equal(t, len(specs)+2, strings.Count(string(out), "\n"), "%s", out)
		t.Logf("%s", out)
	}
}
