package labcheck

import (
	"strconv"

	"github.com/dop251/goja"
	"go.starlark.net/starlark"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// CheckTutorial checks a JavaScript search written as seed 000's tic-tac-toe tutorial
// writes it at the tic-tac-toe position of p, the CPU (O, MAX) to move, against p's
// algorithm (minimax unless alpha-beta is chosen; negamax's forms as their min/max
// twins) with the tutorial's values (1 the CPU wins, -1 the human, 0 a draw).
//
// Accepted: Juego.prototype.movimientoAI, min and max as the seed writes them (this.
// tablero, this.min(), this.max()), or plain functions movimientoAI, min and max that
// use the global tablero or take it as their argument; min and max may take more
// arguments (alpha and beta). The code may also hold the rest of the seed (its own
// Tablero, Juego, logica, window.onload): it loads, and is not run. The board the
// search gets is the lab's: the seed's Tablero methods (or the ones the code assigns to
// the lab's Tablero.prototype) over a panel whose writes are followed as moves.
// movimientoAI's move is the cell it leaves marked; the root's value the one min gave
// that cell.
func CheckTutorial(source string, p trace.Params, lim lab.Limits) (*Report, error) {
	g, err := p.NewGame()
	if err != nil {
		return nil, err
	}
	return checkTutorial(source, g, p, lim)
}

// checkTutorial is CheckTutorial on the game g (a tic-tac-toe position). The Report is
// one of a search on an explicit tree (game "tree", its Params draw it): its nodes are
// named by the marks from the root ("O4X0": O on 4, then X on 0).
func checkTutorial(source string, g trace.Game, p trace.Params, lim lab.Limits) (*Report, error) {
	pg, ok := g.(interface{ Position() string })
	if !ok || (p.Game != "tictactoe" && p.Game != "ttt") {
		return nil, msg.New("tutorial.game", "game", p.Game)
	}
	t, err := newTutTree(pg.Position())
	if err != nil {
		return nil, err
	}
	tp := t.params(p.Options)
	tg, err := tp.NewGame()
	if err != nil {
		return nil, err
	}
	c, refEvents, err := tutorialChecker(tg, tp)
	if err != nil {
		return nil, err
	}
	if !t.bind(c) {
		return nil, &lab.Error{Kind: lab.CodeCrash, Detail: "the tutorial's tree and its trace differ"}
	}
	r := &tutorialRun{c: c, t: t}
	prog, err := lab.LoadJS(lab.KindSearch, source, lim, r.setup)
	if err != nil {
		return nil, err
	}
	var movimientoAI goja.Callable
	var juego, board goja.Value
	// under the program's limits: the student's objects may be proxies or getters
	if _, err := prog.RunJS("", func(*goja.Runtime) (goja.Value, error) {
		var err error
		movimientoAI, juego, board, err = r.prepare()
		return nil, err
	}); err != nil {
		return nil, lab.Carry(err)
	}
	c.touch(0)
	r.frames = []tutFrame{{fn: "movimientoAI", node: 0}}
	_, runErr := prog.RunJS("movimientoAI", func(*goja.Runtime) (goja.Value, error) {
		return movimientoAI(juego, board)
	})
	if runErr == nil && r.fault == nil {
		if code, kv := r.changed(tutFrame{fn: "movimientoAI", node: 0}); code != "" {
			r.note(code, kv...)
		}
	}
	if runErr != nil && r.fault == nil {
		if rep := c.failedAfterNotNumber(tg, tp, refEvents, runErr); rep != nil {
			return rep, nil
		}
		return nil, runErr
	}
	var rv starlark.Value = starlark.None
	if r.fault == nil {
		rv = c.nodeValue(t.nodes[r.cur].id)
		r.rootValue(t.nodes[r.cur].id)
	}
	rep := c.report(tg, tp, rv, refEvents)
	r.explain(rep, runErr)
	return rep, nil
}

// tutorialChecker searches the reference on g and makes the checker of its tree (as
// CheckOn does before it runs the student's code).
func tutorialChecker(g trace.Game, p trace.Params) (*checker, []Event, error) {
	ref, ex, refEvents, err := reference(g, p)
	if err != nil {
		return nil, nil, err
	}
	n := ref.NodeCount()
	c := &checker{ref: ref, ex: ex, names: make([]string, n), kids: make([][]int32, n), isMax: make([]bool, n),
		leafValue: make([]int, n), nodes: make([]*node, n), touched: make([]bool, n)}
	names := ref.Names()
	for id := int32(0); id < int32(n); id++ {
		nd := ref.Node(id)
		c.names[id] = ex.Name(id)
		c.kids[id] = ex.Children(id)
		c.isMax[id] = nd.Player == trace.Max
		if len(c.kids[id]) > 0 {
			continue
		}
		if nd.HasValue {
			c.leafValue[id] = nd.Value
		} else if v, err := strconv.Atoi(names.Label(id)); err == nil { // a pruned leaf: its label
			c.leafValue[id] = v
		}
	}
	return c, refEvents, nil
}

// rootValue records the root's value as movimientoAI found it: what min returned for
// the cell it marked (its mejor), unless a function of the student's returned one for
// the root (a max called at the root).
func (r *tutorialRun) rootValue(move int32) {
	var val *Event
	for i := range r.c.events {
		e := &r.c.events[i]
		switch {
		case e.Node == 0 && e.Kind == EventReturn:
			return
		case e.Node == move && (e.Kind == EventEval || e.Kind == EventReturn) && !e.NotNumber:
			val = e
		}
	}
	if val != nil {
		r.c.record(Event{Kind: EventReturn, Node: 0, Value: val.Value, fn: "movimientoAI"})
	}
}

// LoadSearch loads a search's code as a worker keeps it before checking it: the
// tutorial's code (seed 000's movimientoAI, min and max, which use the tutorial's
// Tablero, JUGADOR and Juego) with the tutorial's world installed, any other as
// lab.LoadLang loads it.
func LoadSearch(lang lab.Lang, source string, lim lab.Limits) (*lab.Program, error) {
	if lang == lab.JavaScript && jsTutorialSource(source) {
		return lab.LoadJS(lab.KindSearch, source, lim, (&tutorialRun{}).setup)
	}
	return lab.LoadLang(lab.KindSearch, lang, source, lim)
}
