package lab

import (
	"fmt"

	"github.com/gametree/gametree/trace"
)

// A search run where the code is (a sandbox worker) hands what the code answered to
// the same search run elsewhere (the server), so that it asks the code nothing it
// already asked: Answers is that hand-over.

// Answers are what a program answered during a search: an evaluation's values by
// position key, or a game's expansions, evaluations and boards by state.
type Answers struct {
	Values     map[uint64]int        `json:"values,omitempty"`
	Expansions map[string]*Expansion `json:"expansions,omitempty"`
	Evals      map[string]int        `json:"evals,omitempty"`
	NoEval     bool                  `json:"no_eval,omitempty"`
	Boards     map[string][]string   `json:"boards,omitempty"`
}

// Answers are the values the evaluation gave so far.
func (g *EvalGame) Answers() *Answers {
	g.st.mu.Lock()
	defer g.st.mu.Unlock()
	a := &Answers{Values: make(map[uint64]int, len(g.st.values))}
	for k, v := range g.st.values {
		a.Values[k] = v
	}
	return a
}

// Seed adds answers found elsewhere: those positions are not asked again.
func (g *EvalGame) Seed(a *Answers) {
	g.st.mu.Lock()
	defer g.st.mu.Unlock()
	for k, v := range a.Values {
		g.st.values[k] = v
	}
}

// Answers are the game's answers so far; with boards, every state expanded is also
// drawn (board(state)), for the pictures.
func (g *Game) Answers(boards bool) *Answers {
	sh := g.sh
	sh.mu.Lock()
	states := make([]string, 0, len(sh.exp))
	for s := range sh.exp {
		states = append(states, s)
	}
	a := &Answers{Expansions: make(map[string]*Expansion, len(sh.exp)), Evals: make(map[string]int, len(sh.evals)), NoEval: sh.noEval}
	for s, e := range sh.exp {
		a.Expansions[s] = e
		states = append(states, e.Children...) // a leaf reached but not expanded is drawn too
	}
	for s, v := range sh.evals {
		a.Evals[s] = v
	}
	sh.mu.Unlock()
	if boards {
		a.Boards = map[string][]string{}
		for _, s := range states {
			if _, done := a.Boards[s]; done {
				continue
			}
			b, err := sh.be.Board(s)
			if err != nil || b == nil {
				break
			}
			a.Boards[s] = b
		}
	}
	return a
}

// Seed adds answers found elsewhere.
func (g *Game) Seed(a *Answers) {
	sh := g.sh
	sh.mu.Lock()
	defer sh.mu.Unlock()
	for s, e := range a.Expansions {
		sh.exp[s] = e
	}
	for s, v := range a.Evals {
		sh.evals[s] = v
	}
	sh.noEval = sh.noEval || a.NoEval
	for s, b := range a.Boards {
		sh.boards[s] = b
	}
}

// Prefetcher is told a search's options before it starts (trace.SearchContext):
// package sandbox sets one that runs the search where the code is and seeds the game
// with its answers.
type Prefetcher func(position string, opt trace.Options) (*Answers, error)

// prefetchState remembers what was asked already (the same search again asks
// nothing).
type prefetchState struct {
	f    Prefetcher
	done map[string]bool
}

func (ps *prefetchState) run(position string, opt trace.Options, seed func(*Answers)) error {
	if ps == nil || ps.f == nil {
		return nil
	}
	key := position + "|" + fmt.Sprintf("%+v", opt)
	if ps.done[key] {
		return nil
	}
	a, err := ps.f(position, opt)
	if err != nil {
		return err
	}
	ps.done[key] = true
	seed(a)
	return nil
}

// SetPrefetcher makes f answer every search of the game (and its copies) at once.
func (g *EvalGame) SetPrefetcher(f Prefetcher) {
	g.st.mu.Lock()
	defer g.st.mu.Unlock()
	g.st.prefetch = &prefetchState{f: f, done: map[string]bool{}}
}

// Prefetch is called by a search before it starts.
func (g *EvalGame) Prefetch(opt trace.Options) error {
	g.st.mu.Lock()
	ps := g.st.prefetch
	g.st.mu.Unlock()
	return ps.run(g.Position(), opt, g.Seed)
}

// SetPrefetcher makes f answer every search of the game (and its copies) at once.
func (g *Game) SetPrefetcher(f Prefetcher) {
	g.sh.mu.Lock()
	defer g.sh.mu.Unlock()
	g.sh.prefetch = &prefetchState{f: f, done: map[string]bool{}}
}

// Prefetch is called by a search before it starts.
func (g *Game) Prefetch(opt trace.Options) error {
	g.sh.mu.Lock()
	ps := g.sh.prefetch
	g.sh.mu.Unlock()
	if err := ps.run(g.Position(), opt, g.Seed); err != nil {
		return err
	}
	return g.prepareChance(opt) // chance.go
}
