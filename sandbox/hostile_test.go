package sandbox

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/internal/testsize"
	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/msg"
)

const okEval = "def evaluate(board, player):\n    return len(board)\n"

// memoryBudget is the budget of a case that must end at the memory bound: time enough
// that the clock never stops it first, however long the worker waits for a core.
var memoryBudget = Budget{Time: 3 * time.Minute}

func evalOnce(p *Pool, src string, b Budget) (int64, error) {
	s := p.NewSession(context.Background(), lab.KindEval, lab.Starlark, src, b)
	return s.Evaluate([]string{"...", "...", "..."}, "X")
}

func codeOf(t *testing.T, err error) string {
	t.Helper()
	require.Error(t, err)
	c, ok := msg.Find(err)
	require.True(t, ok, "%T %v", err, err)
	return c.Code()
}

// Hostile code never harms the pool: each gets its coded error, with its line when the
// interpreter stopped it, and the next request is served.
func TestHostileCode(t *testing.T) {
	t.Parallel()
	if raceEnabled {
		t.Skip("the race detector's runtime cannot run under the workers' address-space limit")
	}
	p := NewPool(Config{Workers: 2, HeapBytes: 64 << 20, AddressSpace: 512 << 20})
	defer p.Close()
	for _, tc := range []struct {
		name, src string
		budget    Budget
		code      string
		line      int
	}{
		{"infinite loop", "def evaluate(board, player):\n    n = 0\n    while True:\n        n += 1\n", Budget{Steps: 5_000_000}, lab.CodeSteps, 4},
		{"infinite loop against the clock", "def evaluate(board, player):\n    n = 0\n    while True:\n        n += 1\n", Budget{Steps: 1 << 62, Time: 300 * time.Millisecond}, lab.CodeTime, 0},
		{"[0] * 1000000000 (10**9: Starlark has no **)", "def evaluate(board, player):\n    x = [0] * 1000000000\n    return len(x)\n", Budget{}, lab.CodeMemory, 2},
		// The memory cases have minutes of time, so that the memory bound is what
		// stops them even when the niced worker waits behind CI's other packages
		// (seen: the default 10 s ran out first).
		{"string doubling", "def evaluate(board, player):\n    s = 'x'\n    for i in range(40):\n        s = s + s\n    return len(s)\n", memoryBudget, lab.CodeMemory, 4},
		{"list growing", "def evaluate(board, player):\n    x = []\n    while True:\n        x.append([0] * 1000)\n", Budget{Steps: 1 << 62, Time: memoryBudget.Time}, lab.CodeMemory, 4},
		{"recursion a million deep", "def f(n):\n    return 0 if n == 0 else 1 + f(n - 1)\ndef evaluate(board, player):\n    return f(1000000)\n", Budget{}, lab.CodeRecursion, 2},
		{"a 1 MB source", "# " + strings.Repeat("x", 1<<20) + "\n" + okEval, Budget{}, lab.CodeSourceSize, 0},
		{"a builtin that runs long", "def evaluate(board, player):\n    return len(sorted(range(100000000), reverse=True))\n", Budget{Time: 300 * time.Millisecond}, "", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			_, err := evalOnce(p, tc.src, tc.budget)
			code := codeOf(t, err)
			if tc.code != "" {
				assert.Equal(t, tc.code, code, err.Error())
			} else {
				assert.Contains(t, []string{lab.CodeTime, lab.CodeMemory}, code, err.Error())
			}
			if tc.line > 0 {
				assert.Equal(t, tc.line, err.(*lab.Error).Line, err.Error())
			}
			t.Logf("%s in %v: %s | %s", code, time.Since(start).Round(time.Millisecond), err.(*lab.Error).Text(msg.EN), err.(*lab.Error).Text(msg.ES))
			// the pool still serves
			v, err := evalOnce(p, okEval, Budget{})
			require.NoError(t, err)
			assert.Equal(t, int64(3), v)
		})
	}
	assert.LessOrEqual(t, p.Processes(), 2)
}

// 200 submissions at once (100 but under -long): each is answered (its value, or
// lab.busy when the queue is full), never with anything else, and no more workers run
// than the pool has.
func TestTwoHundredAtOnce(t *testing.T) {
	t.Parallel()
	n := testsize.Count(100, 200)
	p := NewPool(Config{Workers: 2, Queue: 64, Wait: 3 * time.Second})
	defer p.Close()
	var wg sync.WaitGroup
	var mu sync.Mutex
	counts := map[string]int{}
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// every submission is different code (a different hash)
			src := okEval + "# " + strings.Repeat("v", i) + "\n" + "def g():\n    n = 0\n    for i in range(20000):\n        n += i\n    return n\nX = g()\n"
			v, err := evalOnce(p, src, Budget{})
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err == nil && v == 3:
				counts["ok"]++
			case err != nil && codeOf(t, err) == "lab.busy":
				counts["busy"]++
			default:
				counts["other: "+err.Error()]++
			}
			assert.LessOrEqual(t, p.Processes(), 2)
		}()
	}
	wg.Wait()
	t.Logf("%d at once: %v; workers started %d", n, counts, p.Stats().Starts)
	assert.Equal(t, n, counts["ok"]+counts["busy"], "%v", counts)
	assert.Greater(t, counts["ok"], min(60, n/2))
	assert.LessOrEqual(t, p.Stats().Starts, 2)
}

// The jobs run in a worker: a check, a tournament and a quality score.
func TestJobs(t *testing.T) {
	t.Parallel()
	p := NewPool(Config{Workers: 1})
	defer p.Close()
	src, _ := lab.ExampleSource("search_alphabeta_wrong")
	rep, err := p.Check(context.Background(), lab.Starlark, src, map[string]string{"position": "textbook", "algo": "alphabeta"}, Budget{})
	require.NoError(t, err)
	assert.False(t, rep.OK)
	assert.Contains(t, rep.First.Text["es"], "En el paso 18 tu código visitó C2")
	_, err = p.Check(context.Background(), lab.Starlark, src, map[string]string{"position": "((1,2)", "algo": "alphabeta"}, Budget{})
	assert.Equal(t, "tree.unclosed", codeOf(t, err))
	assert.Contains(t, err.(*lab.Error).Text(msg.ES), "el texto se acaba")

	f, _ := lab.ExampleSource("connect4_course")
	var games []int
	res, err := p.Tournament(context.Background(), lab.Starlark, f, labmatchSpec(), Budget{}, func(g labmatchGame) { games = append(games, g.N) })
	require.NoError(t, err)
	assert.Equal(t, []int{1, 2}, games)
	assert.Len(t, res.Games, 2)
	qs, err := p.Quality(context.Background(), lab.Starlark, f, QualityArgs{Game: "tictactoe", Depth: 1}, Budget{}, nil)
	assert.Error(t, err, "a connect-4 evaluation on tic-tac-toe boards: its helpers see a 3x3 board, its tables do not")
	_ = qs
}
