package c4

import (
	"cmp"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/trace"
)

func mustGame(t testing.TB, moves string) trace.Game {
	t.Helper()
	g, err := games.ParseConnect4(moves, games.Options{})
	require.NoError(t, err)
	return g
}

// webNodeCap is the page's recording budget (web: Config.MaxNodes' default cap).
const webNodeCap = 600_000

// TestRecordedTwinVisitsTheSameNodes: the recorded twin of the hot loop visits the
// same nodes and gives the same score as negamaxFull, on the same window from the
// same (fresh) table, on End-Easy and Middle-Easy samples.
func TestRecordedTwinVisitsTheSameNodes(t *testing.T) {
	t.Parallel()
	for _, set := range []string{"Test_L3_R1", "Test_L2_R1"} {
		for _, l := range every(readSet(t, set), 50) {
			if l.pos.CanWinNext() {
				continue
			}
			lo, hi := -(Cells-l.pos.Moves)/2, (Cells+1-l.pos.Moves)/2
			plain := newAll(t)
			want := plain.negamaxFull(l.pos, lo, hi)

			rec := newAll(t)
			tr, err := TraceSolve(l.moves, MinTableEntries, 0, 0)
			require.NoError(t, err, l.moves)
			rc, err := trace.NewRecording(mustGame(t, l.moves), trace.Options{})
			require.NoError(t, err)
			got := rec.solveRecorded(l.pos, rc, 0)
			require.Equal(t, want, got, l.moves)
			require.Equal(t, plain.Nodes(), rec.Nodes(), "%s: the same nodes", l.moves)
			require.Equal(t, l.score, got, "%s: exact", l.moves)
			require.Equal(t, l.score, tr.Score, l.moves)
			require.EqualValues(t, plain.Nodes(), tr.Stats.Nodes, l.moves)
		}
	}
}

// TestTraceSolveMiddleEasy: every 50th Middle-Easy position (every 10th with -long,
// all of them with -exhaustive) solves, recorded, within the page's budget, with the web's table; the trace's value
// is the exact score, its best move is a best column, and its nodes are the visited
// ones plus the pruned ones. Measured on all 1,000: at most 221,748 nodes recorded
// (150,228 visited), the slowest in 173 ms.
func TestTraceSolveMiddleEasy(t *testing.T) {
	t.Parallel()
	biggest := 0
	lines := (stride{50, 10, 1}).of(readSet(t, "Test_L2_R1"))
	for _, l := range lines {
		tr, err := TraceSolve(l.moves, 1<<20, webNodeCap, 0)
		require.NoError(t, err, l.moves)
		require.True(t, tr.Complete)
		require.Equal(t, l.score, tr.Value, l.moves)
		biggest = max(biggest, tr.NodeCount())
		require.NotEmpty(t, tr.BestMove, l.moves)
		s := newAll(t)
		scores, ok, err := s.Analyze(l.pos, false)
		require.NoError(t, err)
		col := int(tr.BestMove[0] - '1')
		require.True(t, ok[col], l.moves)
		require.Equal(t, l.score, scores[col], "%s: the trace's move %s is a best column", l.moves, tr.BestMove)
		visited, pruned := 0, 0
		for i := range tr.NodeCount() {
			if tr.Kind(int32(i)) == trace.Pruned {
				pruned++
			} else {
				visited++
			}
		}
		require.EqualValues(t, tr.Stats.Nodes, visited, l.moves)
		_ = pruned
	}
	t.Logf("largest Middle-Easy trace of %d: %d nodes", len(lines), biggest)
	assert.Less(t, biggest, webNodeCap)
}

// TestTraceSolveBudget: a recording that outgrows its budget stops with a coded error.
func TestTraceSolveBudget(t *testing.T) {
	t.Parallel()
	_, err := TraceSolve("52753311433677442422121", 0, 20, 0)
	require.ErrorIs(t, err, ErrStopped)
	assert.Contains(t, err.Error(), "recording budget of 20")
}

// BenchmarkRecording measures what recording costs: the same search (the solver on
// the whole score range in one pass, as TraceSolve runs it), untraced (negamaxFull)
// and traced (negamaxRecorded, with the trace made and finished: its principal
// variation found), on the lines of End-Easy and Middle-Easy, the table cleared
// before each position outside the time measured. The solver's own null-window solve
// of the same lines is given too.
//
//	go test ./c4 -run '^$' -bench Recording -benchtime 300x
func BenchmarkRecording(b *testing.B) {
	for _, set := range sets[:2] {
		lines := readSet(b, set.file)
		b.Run(set.name+"/largest5/untraced", func(b *testing.B) { benchRecording(b, largest(b, lines, 5), false) })
		b.Run(set.name+"/largest5/traced", func(b *testing.B) { benchRecording(b, largest(b, lines, 5), true) })
		b.Run(set.name+"/null-window", func(b *testing.B) { benchSolve(b, All, DefaultTableEntries, lines, false) })
		for _, traced := range []bool{false, true} {
			name := set.name + "/untraced"
			if traced {
				name = set.name + "/traced"
			}
			b.Run(name, func(b *testing.B) { benchRecording(b, lines, traced) })
		}
	}
}

func benchRecording(b *testing.B, lines []line, traced bool) {
	s, err := New(All, DefaultTableEntries)
	if err != nil {
		b.Fatal(err)
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var took, cpu time.Duration
	var nodes, recorded, bytes int64
	n := 0
	for i := 0; b.Loop(); i++ {
		l := lines[i%len(lines)]
		s.Reset()
		g := mustGame(b, l.moves)
		cpu0 := threadCPU()
		start := time.Now()
		var got int
		if traced {
			rc, err := trace.NewRecording(g, trace.Options{Algorithm: trace.NegamaxAlphaBeta})
			if err != nil {
				b.Fatal(err)
			}
			got = s.solveRecorded(l.pos, rc, 0)
			tr := rc.Finish(got, s.stats)
			recorded += int64(tr.NodeCount())
			bytes += int64(tr.MemoryBytes())
		} else {
			got = s.solveFullWindow(l.pos)
		}
		took += time.Since(start)
		cpu += threadCPU() - cpu0
		if got != l.score {
			b.Fatalf("%s: got %d, want %d", l.moves, got, l.score)
		}
		nodes += s.Nodes()
		n++
	}
	b.ReportMetric(float64(took.Nanoseconds())/1e3/float64(n), "µs/pos")
	b.ReportMetric(float64(nodes)/float64(n), "nodes/pos")
	if cpu > 0 {
		b.ReportMetric(float64(cpu.Nanoseconds())/1e3/float64(n), "cpu-µs/pos")
	}
	if traced {
		b.ReportMetric(float64(recorded)/float64(n), "recorded/pos")
		b.ReportMetric(float64(bytes)/float64(n)/1e6, "MB/pos")
	}
}

// solveFullWindow is solveRecorded without the recording: the root, then one
// negamaxFull on the whole score range.
func (s *Solver) solveFullWindow(p Position) int {
	switch {
	case p.Won():
		return (p.Moves+1)/2 - 22
	case p.Moves == Cells:
		return 0
	case p.CanWinNext():
		return (Cells + 1 - p.Moves) / 2
	}
	return s.negamaxFull(p, -(Cells-p.Moves)/2, (Cells+1-p.Moves)/2)
}

// largest is the k lines of a set whose search (solveFullWindow) visits most nodes.
func largest(b *testing.B, lines []line, k int) []line {
	s, err := New(All, DefaultTableEntries)
	if err != nil {
		b.Fatal(err)
	}
	out := append([]line(nil), lines...)
	nodes := map[string]int64{}
	for _, l := range out {
		s.Reset()
		s.solveFullWindow(l.pos)
		nodes[l.moves] = s.Nodes()
	}
	slices.SortStableFunc(out, func(x, y line) int { return cmp.Compare(nodes[y.moves], nodes[x.moves]) })
	return out[:k]
}

// TestRecordedValuesHold: every value the recorded search shows holds, checked by
// solving each recorded position afresh: an exact value is the position's score, a
// lower bound is at most it, an upper bound at least it (MAX's view), on End-Easy and
// Middle-Easy samples (every 100th line, every 25th with -long).
func TestRecordedValuesHold(t *testing.T) {
	t.Parallel()
	checked := map[trace.Bound]int{}
	for _, set := range []string{"Test_L3_R1", "Test_L2_R1"} {
		for _, l := range (stride{100, 25, 25}).of(readSet(t, set)) {
			tr, err := TraceSolve(l.moves, MinTableEntries, 0, 0)
			require.NoError(t, err)
			s := newAll(t)
			for i := range tr.NodeCount() {
				n := tr.Node(int32(i))
				if n.Kind == trace.Pruned || !n.HasValue {
					continue
				}
				moves := ""
				for c := int32(i); c > 0; c = tr.Parent(c) {
					moves = string(rune('1'+tr.Node(c).Played)) + moves
				}
				p, err := Parse(l.moves + moves)
				require.NoError(t, err)
				s.Reset()
				truth, err := s.Solve(p, false)
				require.NoError(t, err)
				truth *= sideSign(int(n.Depth)) // MAX's view
				where := l.moves + " + " + moves
				switch n.Bound {
				case trace.Exact:
					require.Equal(t, truth, n.Value, "%s: shown exact", where)
				case trace.Lower:
					require.GreaterOrEqual(t, truth, n.Value, "%s: shown ≥", where)
				case trace.Upper:
					require.LessOrEqual(t, truth, n.Value, "%s: shown ≤", where)
				}
				checked[n.Bound]++
			}
		}
	}
	t.Logf("values checked: %d exact, %d lower, %d upper", checked[trace.Exact], checked[trace.Lower], checked[trace.Upper])
	assert.Positive(t, checked[trace.Exact])
}
