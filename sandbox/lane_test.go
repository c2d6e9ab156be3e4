package sandbox

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/labmatch"
)

// enterAsync enters the lane for client in a goroutine; the turn's release arrives on
// the channel once given, each place heard is sent to places.
func enterAsync(l *Lane, client string, places chan<- int) <-chan func() {
	got := make(chan func(), 1)
	go func() {
		rel, err := l.Enter(context.Background(), client, func(p int) {
			if places != nil {
				places <- p
			}
		})
		if err == nil {
			got <- rel
		}
	}()
	return got
}

// waitQueued waits until n pieces wait in the lane.
func waitQueued(t *testing.T, l *Lane, n int) {
	t.Helper()
	require.Eventually(t, func() bool { return l.Stats().Waiting == n }, 5*time.Second, time.Millisecond)
}

// One student's many pieces do not starve another's one: with one slot held, A queues
// three more, then B queues one; B's runs second, before A's last two.
func TestLaneRoundRobin(t *testing.T) {
	t.Parallel()
	l := NewLane(LaneConfig{Slots: 1, PerClient: 10})
	first, err := l.Enter(context.Background(), "A", nil)
	require.NoError(t, err)
	var order []string
	var mu sync.Mutex
	var turns []<-chan func()
	var names []string
	for i := range 3 {
		turns = append(turns, enterAsync(l, "A", nil))
		names = append(names, "A")
		waitQueued(t, l, i+1)
	}
	bPlaces := make(chan int, 16)
	turns = append(turns, enterAsync(l, "B", bPlaces))
	names = append(names, "B")
	waitQueued(t, l, 4)
	assert.Equal(t, 2, <-bPlaces, "B is second in the queue: one of A's, then B's")

	first()
	for range 4 {
		// whichever turn was given runs, then gives it back
		var rel func()
		var who string
		require.Eventually(t, func() bool {
			for i, ch := range turns {
				select {
				case r := <-ch:
					rel, who = r, names[i]
					return true
				default:
				}
			}
			return false
		}, 5*time.Second, time.Millisecond)
		mu.Lock()
		order = append(order, who)
		mu.Unlock()
		rel()
	}
	assert.Equal(t, []string{"A", "B", "A", "A"}, order)
	assert.Equal(t, LaneStats{Slots: 1}, l.Stats().withoutCounters())
}

// withoutCounters drops the counters that grow (for comparing states).
func (s LaneStats) withoutCounters() LaneStats { s.Rejected, s.Started = 0, 0; return s }

// A client past its share is refused at once with lab.fair_share; another client is
// not; the share comes back when a piece ends.
func TestLaneFairShare(t *testing.T) {
	t.Parallel()
	l := NewLane(LaneConfig{Slots: 1, PerClient: 2})
	a1, err := l.Enter(context.Background(), "A", nil)
	require.NoError(t, err)
	a2 := enterAsync(l, "A", nil)
	waitQueued(t, l, 1)
	start := time.Now()
	_, err = l.Enter(context.Background(), "A", nil)
	assert.Equal(t, CodeFairShare, codeOf(t, err))
	assert.Less(t, time.Since(start), 100*time.Millisecond, "refused at once, not after a wait")
	assert.EqualValues(t, 1, l.Stats().Rejected)
	b := enterAsync(l, "B", nil)
	waitQueued(t, l, 2)
	a1()
	(<-a2)()
	(<-b)()
	rel, err := l.Enter(context.Background(), "A", nil)
	require.NoError(t, err, "A's share is free again")
	rel()
	_, err = l.Enter(context.Background(), "", nil)
	require.NoError(t, err)
}

// A piece whose caller leaves while it waits leaves the queue; the others move up.
func TestLaneCallerLeaves(t *testing.T) {
	t.Parallel()
	l := NewLane(LaneConfig{Slots: 1})
	held, err := l.Enter(context.Background(), "A", nil)
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := l.Enter(ctx, "B", nil)
		done <- err
	}()
	waitQueued(t, l, 1)
	places := make(chan int, 16)
	c := enterAsync(l, "C", places)
	waitQueued(t, l, 2)
	assert.Equal(t, 2, <-places)
	cancel()
	assert.ErrorIs(t, <-done, context.Canceled)
	assert.Equal(t, 1, <-places, "C moves up when B leaves")
	held()
	(<-c)()
	assert.Equal(t, LaneStats{Slots: 1}, l.Stats().withoutCounters())
}

// endlessEval loops forever in evaluate.
const endlessEval = "def evaluate(board, player):\n    n = 0\n    while True:\n        n += 1\n"

// A student's checks do not wait behind another student's endless code: with one
// worker busy with A's endless evaluations (three of them queued), B's check runs
// after at most one of A's.
func TestLaneCheckNotStarved(t *testing.T) {
	t.Parallel()
	p := NewPool(Config{Workers: 1, PerClient: 4})
	defer p.Close()
	aCtx := WithClient(context.Background(), "A", nil)
	for i := range 4 {
		go func() {
			src := endlessEval + "# " + string(rune('a'+i)) + "\n"
			_, _ = evalIn(aCtx, p, src, Budget{Time: 1500 * time.Millisecond})
		}()
	}
	require.Eventually(t, func() bool { return p.Lane().Stats().Waiting == 3 }, 10*time.Second, time.Millisecond)
	_, err := evalIn(aCtx, p, okEval, Budget{})
	assert.Equal(t, CodeFairShare, codeOf(t, err), "A holds its four places")
	var places []int
	bCtx := WithClient(context.Background(), "B", func(pos int) { places = append(places, pos) })
	src, _ := lab.ExampleSource("search_alphabeta_course")
	start := time.Now()
	tctx, give, err := p.Turn(bCtx)
	require.NoError(t, err)
	waited := time.Since(start)
	rep, err := p.Check(tctx, lab.Starlark, src, map[string]string{"position": "textbook", "algo": "alphabeta"}, Budget{})
	give()
	require.NoError(t, err)
	assert.True(t, rep.OK)
	assert.Less(t, waited, 4*time.Second, "behind one of A's endless pieces at most, not all four")
	assert.Equal(t, 2, places[0], "B is second: A's next, then B")
}

// A tournament stops an evaluation that passes its per-move limit within about
// that limit, says on which move of which game, streams every move before, and
// frees its worker.
func TestTournamentMoveLimit(t *testing.T) {
	t.Parallel()
	p := NewPool(Config{Workers: 1})
	defer p.Close()
	// good while the board has fewer than four marks, then endless: its first moves
	// are played
	slow := "def evaluate(board, player):\n    if sum([r.count('X') + r.count('O') for r in board]) >= 4:\n        while True:\n            pass\n    return 0\n"
	spec := labmatch.Spec{Game: "tictactoe", Opponents: []string{labmatch.PlayerCourse}, Depth: 1, Games: 2, MoveMillis: 500}
	var moves []labmatch.MoveProgress
	start := time.Now()
	_, err := p.TournamentMoves(context.Background(), lab.Starlark, slow, spec, Budget{Steps: 1 << 40, Time: time.Minute}, nil, func(m labmatch.MoveProgress) { moves = append(moves, m) })
	took := time.Since(start)
	require.Error(t, err)
	code := codeOf(t, err)
	assert.Contains(t, []string{"match.move_time", "match.move_steps"}, code)
	assert.Less(t, took, 5*time.Second, "stopped within seconds, not the job's minute")
	assert.NotEmpty(t, moves, "the moves before were streamed")
	le := err.(*lab.Error)
	assert.EqualValues(t, 1, le.Args["game"])
	assert.EqualValues(t, len(moves)+1, le.Args["move"])
	t.Logf("%s after %v (%s)", le.Text("en"), took, le.Text("es"))
	assert.Contains(t, le.Text("en"), "on your move")
	assert.Contains(t, le.Text("es"), "en tu jugada")
	v, err := evalOnce(p, okEval, Budget{})
	require.NoError(t, err, "the worker is free")
	assert.EqualValues(t, 3, v)
}

// evalIn evaluates a board with src under ctx (its client).
func evalIn(ctx context.Context, p *Pool, src string, b Budget) (int64, error) {
	return p.NewSession(ctx, lab.KindEval, lab.Starlark, src, b).Evaluate([]string{"...", "...", "..."}, "X")
}

// A turn waited for within a bound: lab.busy past it, counted as refused; a turn
// already held is used again at once.
func TestTurnWithin(t *testing.T) {
	t.Parallel()
	p := NewPool(Config{Workers: 1})
	defer p.Close()
	ctx, give, err := p.Turn(WithClient(context.Background(), "A", nil))
	require.NoError(t, err)
	again, giveAgain, err := p.TurnWithin(ctx, time.Millisecond)
	require.NoError(t, err, "the turn ctx holds")
	assert.Equal(t, ctx, again)
	giveAgain()
	assert.Equal(t, 1, p.Lane().Stats().Running, "giving back a turn used again gives nothing back")
	start := time.Now()
	_, _, err = p.TurnWithin(WithClient(context.Background(), "B", nil), 50*time.Millisecond)
	assert.Equal(t, "lab.busy", codeOf(t, err))
	assert.Less(t, time.Since(start), 2*time.Second)
	assert.EqualValues(t, 1, p.Lane().Stats().Rejected)
	give()
	give() // once only
	assert.Equal(t, LaneStats{Slots: 1}, p.Lane().Stats().withoutCounters())
}
