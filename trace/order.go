package trace

import "github.com/gametree/gametree/games"

// Move ordering. Alpha-beta prunes most when the best move comes first. With Order on,
// a node tries the transposition table's move first, then the rest in the game's own
// order of promise (connect-4: centre first) or, for games without one, by a one-ply
// look: the static value of the position each move leads to. Iterative deepening always
// tries the previous iteration's best move first at the root.

func (s *searcher) setHint(ply int, m games.Move) {
	for len(s.hints) <= ply {
		s.hints = append(s.hints, -1)
	}
	s.hints[ply] = m
}

func (s *searcher) orderMoves(ply int, ms []games.Move) {
	if s.opt.Order {
		if s.orderer != nil {
			s.orderer.OrderMoves(ms)
		} else {
			s.orderByLook(ply, ms)
		}
		if ply < len(s.hints) && s.hints[ply] >= 0 {
			toFront(ms, s.hints[ply])
		}
	}
	if ply == 0 && s.hasRootFirst {
		toFront(ms, s.rootFirst)
	}
}

// orderByLook sorts moves by the value, for the side to move, of the position each
// leads to (a finished game's score or the static evaluation); stable, best first.
func (s *searcher) orderByLook(ply int, ms []games.Move) {
	sc := s.scores[ply][:0]
	for _, m := range ms {
		s.g.Play(m)
		var v int
		if over, score := s.g.Result(); over {
			v = -s.terminalValue(score)
		} else {
			v = -s.g.Evaluate()
		}
		s.g.Undo(m)
		sc = append(sc, v)
	}
	s.scores[ply] = sc
	for i := 1; i < len(ms); i++ {
		for j := i; j > 0 && sc[j] > sc[j-1]; j-- {
			sc[j], sc[j-1] = sc[j-1], sc[j]
			ms[j], ms[j-1] = ms[j-1], ms[j]
		}
	}
}

// toFront moves m to the front of ms, keeping the others' order.
func toFront(ms []games.Move, m games.Move) {
	for i, x := range ms {
		if x == m {
			copy(ms[1:i+1], ms[:i])
			ms[0] = m
			return
		}
	}
}
