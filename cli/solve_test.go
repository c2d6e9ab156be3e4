package cli

import (
	"bufio"
	"io"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/msg"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSolveMethods: connect-4 is solved by its own solver unless a search option is
// given; the node counts tell which ran (Pons' count for the solver).
func TestSolveMethods(t *testing.T) {
	t.Parallel()
	const pos = "52753311433677442422121 8\n"
	tests := []struct {
		name string
		args []string
		want string // the line's "position score nodes" prefix
	}{
		{"solver by default", nil, "52753311433677442422121 8 "},
		{"solver, one core", []string{"--threads", "1"}, "52753311433677442422121 8 9 "},
		{"solver, weak", []string{"--weak", "--threads", "1"}, "52753311433677442422121 1 2 "},
		{"solver, tutorial part 12", []string{"--part", "12"}, "52753311433677442422121 8 44 "},
		{"solver without a technique beyond the tutorial", []string{"--without", "etc"}, "52753311433677442422121 8 "},
		{"solver, tutorial part 9", []string{"--part", "9"}, "52753311433677442422121 8 "},
		{"solver without the table", []string{"--without", "table,lower-bounds"}, "52753311433677442422121 8 48 "},
		{"method search", []string{"--method", "search"}, "52753311433677442422121 8 "},
		{"a search flag chooses the search", []string{"--algo", "negamax-alphabeta", "--order", "--tt"}, "52753311433677442422121 8 "},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			code, out, errOut := runCLI(t, pos, append([]string{"solve"}, tc.args...)...)
			require.Equal(t, 0, code, errOut)
			lines := strings.Split(strings.TrimSpace(out), "\n")
			require.Len(t, lines, 2)
			assert.True(t, strings.HasPrefix(lines[0], tc.want), "%q should start with %q", lines[0], tc.want)
			assert.True(t, strings.HasPrefix(lines[1], "# 1 positions: mean "), lines[1])
		})
	}
}

func TestSolveSummarySpanish(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCLI(t, "52753311433677442422121\n5554224333234511764415115\n", "solve", "--game", "connect4", "--weak", "--lang", "es")
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 3)
	assert.Regexp(t, `^# 2 posiciones: media [0-9]+,[0-9]{2} µs, media [0-9]+,[0-9]{2} nodos, [0-9.]+ nodos/s$`, lines[2])
}

func TestSolveBadOptions(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		args []string
		msg  string
	}{
		{"solver for another game", []string{"--game", "stones", "--method", "solver"}, "connect4 only"},
		{"search flag with the solver", []string{"--method", "solver", "--order"}, "--order is an option of the traced search"},
		{"solver flag with the search", []string{"--algo", "minimax", "--weak"}, "--weak is an option of the connect-4 solver"},
		{"bad method", []string{"--method", "fast"}, `method "fast"`},
		{"bad part", []string{"--part", "33"}, "part 33"},
		{"bad refinement", []string{"--without", "magic"}, `unknown refinement "magic"`},
		{"impossible refinements", []string{"--without", "alpha-beta"}, "need alpha-beta"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			code, _, errOut := runCLI(t, "4\n", append([]string{"solve"}, tc.args...)...)
			assert.Equal(t, 2, code)
			assert.Contains(t, errOut, tc.msg)
		})
	}
}

// TestSolveStops: a budget that runs out ends solve with an error after the lines
// already solved.
func TestSolveStops(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCLI(t, "52753311433677442422121\n\n", "solve", "--max-nodes", "1000", "--threads", "1")
	assert.Equal(t, 1, code)
	assert.True(t, strings.HasPrefix(out, "52753311433677442422121 8 9 "), out)
	assert.Contains(t, errOut, "line 2: the solver stopped: node budget of 1,000 reached")
}

// TestSolveWritesEachLineAtOnce reads the first result before the second position is
// even written.
func TestSolveWritesEachLineAtOnce(t *testing.T) {
	t.Parallel()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan int)
	go func() {
		code := Run([]string{"solve"}, inR, outW, io.Discard)
		outW.Close()
		done <- code
	}()
	lines := bufio.NewScanner(outR)
	_, err := io.WriteString(inW, "52753311433677442422121\n")
	require.NoError(t, err)
	require.True(t, lines.Scan())
	assert.True(t, strings.HasPrefix(lines.Text(), "52753311433677442422121 8 "), lines.Text())
	_, err = io.WriteString(inW, "5554224333234511764415115\n")
	require.NoError(t, err)
	require.True(t, lines.Scan())
	assert.True(t, strings.HasPrefix(lines.Text(), "5554224333234511764415115 4 "), lines.Text())
	inW.Close()
	for lines.Scan() {
	}
	assert.Equal(t, 0, <-done)
}

// TestLabStepNamesFitTheColumn: every step's name, in both languages, fits the lab
// table's column.
func TestLabStepNamesFitTheColumn(t *testing.T) {
	t.Parallel()
	for _, st := range c4.LabSteps() {
		for _, lang := range []string{"en", "es"} {
			name := msg.Format(lang, "c4.step_"+strconv.Itoa(st.Part), nil)
			assert.LessOrEqual(t, utf8.RuneCountInString(name), labNameWidth, "%s: %q", lang, name)
		}
	}
}

// TestCompareLab prints a row per tutorial step, each with the position's score.
func TestCompareLab(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCLI(t, "", "compare", "--game", "connect4", "--lab", "5554224333234511764415115", "--tt-size", "200000")
	require.Equal(t, 0, code, errOut)
	table, notes, _ := strings.Cut(out, "\n\n") // the table, then what each step adds (TestLabNotes)
	lines := strings.Split(strings.TrimSpace(table), "\n")
	require.Len(t, lines, 10+len(c4.BeyondSteps))
	assert.True(t, strings.HasPrefix(lines[0], "part  refinement"), lines[0])
	assert.Contains(t, lines[1], "negamax: every move searched to the end")
	assert.Contains(t, lines[9], "+ the table keeps lower bounds too")
	assert.Contains(t, lines[10], "+ two positions a table slot")
	assert.Contains(t, lines[20], "+ every core searches (lazy SMP)")
	assert.Contains(t, lines[21], "+ a small table a core near the end")
	assert.Contains(t, lines[22], "+ busy moves left for later (ABDADA)")
	assert.Contains(t, lines[23], "+ moves that cut before break ties (history)")
	assert.Contains(t, lines[24], "+ one whole search near the end")
	assert.Contains(t, lines[25], "+ questions near a draw first")
	assert.Contains(t, lines[26], "+ the second player answering on top (evens)")
	assert.Contains(t, lines[27], "+ the table read past forced replies")
	assert.True(t, strings.HasPrefix(notes, "What each step adds:\n   3  Plain negamax"), notes)
	for _, l := range lines[1:] {
		assert.True(t, strings.HasSuffix(l, "  4"), l)
	}

	code, out, errOut = runCLI(t, "", "compare", "--lab", "", "--lab", "52753311433677442422121", "--max-nodes", "100", "--format", "json", "--lang", "es")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, `"stopped": true`)
	assert.Contains(t, out, `"part": 12`)

	code, out, _ = runCLI(t, "", "compare", "--lab", "4453", "--max-nodes", "10", "--lang", "es", "--tt-size", "200000")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "parte refinamiento")
	assert.Contains(t, out, "detenido")
}
