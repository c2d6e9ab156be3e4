package render

import (
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// Check tells whether the options can draw trace t: a Focus that names a node of t,
// and the ghost drawing (UnreachedGhost) only for a typed tree, whose whole shape is
// the problem's statement: for a game, the ghosts would show which moves the search
// is going to explore. Exercise looks are not searches at a step and pass. The error
// is coded (picture.focus, picture.ghost_game). Picture checks it.
func (o *Options) Check(t *trace.Trace) error {
	if o.Focus >= t.NodeCount() {
		return msg.New("picture.focus", "value", o.Focus)
	}
	if !o.exercise() && o.Unreached == UnreachedGhost && isGame(t) {
		return msg.New("picture.ghost_game")
	}
	return nil
}

// isGame reports whether t is a game's search: its positions have boards (a typed
// tree's have none).
func isGame(t *trace.Trace) bool {
	return t.NodeCount() > 0 && t.Names().Board(0) != nil
}
