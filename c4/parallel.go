package c4

import (
	"sync"
	"sync/atomic"
)

// searchFast runs the search beyond the tutorial on p's window (alpha, beta): first a
// small search (soloNodes), then, if that did not finish, the solver's worker alone or
// with helpers on the other cores (LazySMP).
func (s *Solver) searchFast(p Position, alpha, beta int) int {
	return s.searchBig(p, alpha, beta, s.solo > 0)
}

// searchBig is searchFast, with the small search first only if small.
func (s *Solver) searchBig(p Position, alpha, beta int, small bool) int {
	w := &s.w
	if small {
		if v, ok := s.searchSmall(p, alpha, beta, s.solo); ok {
			return v
		}
	}
	if w.near != nil {
		// A big one keeps them in the shared table, where they are worth keeping
		// (and, on several cores, shared).
		w.nearFrom = nearFrom
	}
	if s.threads > 1 {
		return s.searchParallel(p, alpha, beta)
	}
	w.nodes, w.checkAt, w.halt = s.nodes, s.checkAt, nil
	v := w.search(p, p.OpponentWinning(), alpha, beta, 0, false)
	s.nodes = w.nodes
	return v
}

// searchSmall is a small search of p's window on one core, up to maxNodes nodes, as
// searchFast starts; ok is false when it did not finish within them (what it found
// is in the tables).
func (s *Solver) searchSmall(p Position, alpha, beta int, maxNodes int64) (int, bool) {
	if s.w.near != nil {
		// A small search keeps the positions from nearDepth plies below the root
		// on in the near-leaf table too: the shared table is cold.
		s.w.nearFrom = min(nearFrom, p.Moves+nearDepth)
	}
	return s.searchSolo(p, alpha, beta, maxNodes)
}

// soloNodes is how many nodes a search first searches as a small one, on one core:
// most positions of the benchmark sets are solved within them, for which starting
// the helpers would cost more than they give (about 0.2 ms a search, measured on
// End-Easy), and the near-leaf table from nearDepth plies on is faster (Begin-Easy:
// 160 µs a position against 262). What a small search that did not finish found is
// in the tables, and the big one starts from it.
const soloNodes = 1 << 15

// smallOrderBelow: a small search (searchSolo) of a position of fewer stones orders its
// moves by their winning spots only, as the tutorial does (ThreatOrder aside): in an
// opening, a search that ends within soloNodes is one with a quick win, which that
// order finds sooner. Begin-Easy (4 to 14 stones): 162 -> 114 µs a position, 1,484 ->
// 1,016 nodes; Begin-Medium 4% slower; from 15 stones on it costs (Middle-Medium 11%).
const smallOrderBelow = 15

// searchSolo searches on the solver's worker alone, up to maxNodes nodes; ok is false
// when it did not finish within them.
func (s *Solver) searchSolo(p Position, alpha, beta int, maxNodes int64) (v int, ok bool) {
	w := &s.w
	w.nodes, w.halt = s.nodes, nil
	w.capAt = s.nodes + maxNodes
	w.checkAt = min(s.checkAt, w.capAt)
	w.small = p.Moves < smallOrderBelow
	defer func() {
		s.nodes, w.capAt, w.small = w.nodes, 0, false
	}()
	func() {
		defer recoverHalted()
		v, ok = w.search(p, p.OpponentWinning(), alpha, beta, 0, false), true
	}()
	return v, ok
}

// searchParallel is lazy SMP: every core searches the same window on the shared
// table, the helpers each in an order of their own near the root (noise), so that
// they fill the table with what the others need next; the first to finish gives the
// value, which every worker would have given, and the others stop.
func (s *Solver) searchParallel(p Position, alpha, beta int) int {
	var halt atomic.Bool
	s.fast.shared = true
	defer func() { s.fast.shared = false }()
	results := make(chan int, s.threads)
	helpers := make([]worker, s.threads-1)
	var wg sync.WaitGroup
	finish := func(v int) {
		if halt.CompareAndSwap(false, true) {
			results <- v
		}
	}
	var busy *busyTable
	busyUntil := 0
	if s.ref.Deferral {
		if s.busy == nil {
			s.busy = new(busyTable)
		}
		busy = s.busy
		busyUntil = p.Moves + deferPlies
	}
	for i := range helpers {
		h := &helpers[i]
		*h = worker{t: s.fast, b: s.ref.Beyond, halt: &halt, checkAt: haltEvery, busy: busy, busyUntil: busyUntil,
			hist: s.w.hist}
		if !s.ref.Deferral {
			// Without deferral, the helpers go their own ways near the root.
			h.noise = helperNoise(i + 1)
		}
		h.nearFrom = Cells + 1
		if s.w.near != nil {
			h.near, h.nearFrom = s.nearTable(i+1), nearFrom
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer h.leaveAll()
			defer recoverHalted()
			finish(h.search(p, p.OpponentWinning(), alpha, beta, h.noise, false))
		}()
	}
	defer func() {
		halt.Store(true)
		wg.Wait()
		for i := range helpers {
			s.nodes += helpers[i].nodes
		}
	}()
	w := &s.w
	w.nodes, w.halt = s.nodes, &halt
	w.busy, w.busyUntil = busy, busyUntil
	defer func() { w.busy = nil }()
	w.checkAt = min(s.checkAt, w.nodes+haltEvery)
	func() {
		defer w.leaveAll()
		defer recoverHalted()
		finish(w.search(p, p.OpponentWinning(), alpha, beta, 0, false))
	}()
	s.nodes = w.nodes
	return <-results
}

// recoverHalted ends a worker told to stop (halted); any other panic goes on.
func recoverHalted() {
	if r := recover(); r != nil {
		if _, ok := r.(halted); !ok {
			panic(r)
		}
	}
}

// helperNoise is helper h's rotations of the moves at the first plies, one base-7
// digit a ply: h mod 2, 3, 4, 5 shifted by the ply, so that no two helpers of the
// first few agree.
func helperNoise(h int) uint64 {
	var n uint64
	for k := 3; k >= 0; k-- {
		n = n*Width + uint64((h+k)%(k+2))
	}
	return n
}

// deferPlies is how many plies below the root a parallel search with Deferral marks
// and defers busy moves: deeper, the marks cost more than the work they share
// (measured: 8 to 20 plies equally good on positions after 4 moves, 30 slower).
const deferPlies = 12
