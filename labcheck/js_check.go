package labcheck

import (
	"github.com/dop251/goja"
	"go.starlark.net/starlark"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/trace"
)

// checkJS is Check of a JavaScript search(root).
func checkJS(source string, p trace.Params, lim lab.Limits) (*Report, error) {
	g, err := p.NewGame()
	if err != nil {
		return nil, err
	}
	return checkOnJS(source, g, p, lim)
}

// checkOnJS is CheckOn of a JavaScript search(root): the same checker, the nodes and
// __lab_ret made in the program's runtime (jsNodes), the returns instrumented by
// instrumentJS.
func checkOnJS(source string, g trace.Game, p trace.Params, lim lab.Limits) (*Report, error) {
	if jsTutorialSource(source) {
		// seed 000's Juego (min, max, movimientoAI) without a search(root): checked by
		// the tutorial's checker, which loads it with its own Tablero, JUGADOR and Juego
		return checkTutorial(source, g, p, lim)
	}
	c, refEvents, err := newChecker(g, p)
	if err != nil {
		return nil, err
	}
	j := &jsNodes{c: c}
	run, ins := instrumentJS(source)
	prog, err := lab.LoadJSMapped(lab.KindSearch, source, run, ins, lim, j.setup)
	if err != nil {
		return nil, err
	}
	if _, ok := goja.AssertFunction(prog.JS().Get("search")); !ok && lab.HasTutorialSearch(prog) {
		// the same, for a program the source alone did not show to be the tutorial's
		return checkTutorial(source, g, p, lim)
	}
	c.touched[0] = false
	var rv starlark.Value = starlark.None
	_, err = prog.RunJS("search", func(vm *goja.Runtime) (goja.Value, error) {
		f, ok := goja.AssertFunction(vm.Get("search"))
		if !ok {
			return nil, &lab.Error{Kind: lab.CodeMissing, Func: "search", Lang: lab.JavaScript}
		}
		v, err := f(goja.Undefined(), j.node(0))
		if err == nil {
			rv = j.toStarlark(v, 0) // read here, under the program's limits
		}
		return v, err
	})
	if err != nil {
		if rep := c.failedAfterNotNumber(g, p, refEvents, err); rep != nil {
			return rep, nil
		}
		return nil, err
	}
	return c.report(g, p, rv, refEvents), nil
}
