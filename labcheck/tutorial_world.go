package labcheck

import (
	"github.com/dop251/goja"

	"github.com/gametree/gametree/lab"
)

// The tutorial's world (seed 000) as a student's JavaScript finds it: the constants
// JUGADOR and ESTADO, the class Tablero with the seed's own methods (dibujar draws
// nothing), a Juego whose tablero is a Tablero, and a document and window that hold
// nothing, so that code pasted from the seed whole (its own Tablero, Juego and
// window.onload, which use document.getElementById) loads too. The search runs on a
// board and a Juego the lab makes itself (a constructor of the student's is never
// run: the seed's Juego would mark a random first move), whose panel records every
// cell written (tutorialRun.set): the marks are the moves.

// tutorialPrelude runs before the student's code.
const tutorialPrelude = `
var JUGADOR = { HUMANO:1, CPU:2 };
var ESTADO = { JUGANDO: 0, ESPERANDO: 1, TERMINADO:2 };
var document = {
    getElementById: function(){ return { innerHTML: '', style: {} }; },
    getElementsByClassName: function(){ return []; }
};
var window = {};
function Tablero(){
    this.panel=[0,0,0,0,0,0,0,0,0];
    this.celdas=[];
}
Tablero.prototype.reset=function(){
    this.panel=[0,0,0,0,0,0,0,0,0];
};
Tablero.prototype.marcable=function(posicion){
    return (this.panel[posicion]==0);
};
Tablero.prototype.marcar=function(turno,posicion){
    this.panel[posicion]=turno;
};
Tablero.prototype.esGanador=function(jugador){
    var bool=(this.panel[0] == jugador && this.panel[1] == jugador && this.panel[2]==jugador);
    bool=bool || (this.panel[3] == jugador && this.panel[4] == jugador && this.panel[5]==jugador);
    bool=bool || (this.panel[6] == jugador && this.panel[7] == jugador && this.panel[8]==jugador);
    bool=bool || (this.panel[0] == jugador && this.panel[3] == jugador && this.panel[6]==jugador);
    bool=bool || (this.panel[1] == jugador && this.panel[4] == jugador && this.panel[7]==jugador);
    bool=bool || (this.panel[2] == jugador && this.panel[5] == jugador && this.panel[8]==jugador);
    bool=bool || (this.panel[0] == jugador && this.panel[4] == jugador && this.panel[8]==jugador);
    bool=bool || (this.panel[2] == jugador && this.panel[4] == jugador && this.panel[6]==jugador);
    return bool;
};
Tablero.prototype.celdasVacias=function(){
    var n=this.panel.length;
    for (var i=0;i<n;i++)
    {
        if (this.panel[i]==0)
        {
            return true;
        }
    }
    return false;
};
Tablero.prototype.dibujar=function(){};
function Juego(){
    this.partidas=0;
    this.tablero=new Tablero();
    this.estado=ESTADO.JUGANDO;
}
`

// tutorialWrapper makes a function that records each call of a student's min or max:
// enter at its call, leave with what it returns.
const tutorialWrapper = `(function (enter, leave) {
    return function (orig, name) {
        return function () {
            enter(name);
            var v = orig.apply(this, arguments);
            leave(name, v);
            return v;
        };
    };
})`

// setup installs the world and keeps the lab's own Tablero prototype (the board is
// made from it even when the student's code declares a Tablero of its own).
func (r *tutorialRun) setup(p *lab.Program, vm *goja.Runtime) error {
	r.prog, r.vm = p, vm
	if _, err := vm.RunScript("tutorial.js", tutorialPrelude); err != nil {
		return err
	}
	r.tableroProto = vm.Get("Tablero").ToObject(vm).Get("prototype").ToObject(vm)
	return nil
}

// tutorialFunc is where one of the tutorial's functions is: a method of Juego's
// prototype or a global function.
type tutorialFunc struct {
	on   *goja.Object // Juego.prototype or the global object
	name string
}

// find looks for the student's name: Juego.prototype's first, then a global function.
func (r *tutorialRun) find(name string) []tutorialFunc {
	var out []tutorialFunc
	if proto := r.juegoProto(); proto != nil {
		if _, ok := goja.AssertFunction(proto.Get(name)); ok {
			out = append(out, tutorialFunc{on: proto, name: name})
		}
	}
	if _, ok := goja.AssertFunction(r.vm.Get(name)); ok {
		out = append(out, tutorialFunc{on: r.vm.GlobalObject(), name: name})
	}
	return out
}

// juegoProto is the prototype of the global Juego (the student's or the lab's).
func (r *tutorialRun) juegoProto() *goja.Object {
	j, ok := r.vm.Get("Juego").(*goja.Object)
	if !ok {
		return nil
	}
	proto, ok := j.Get("prototype").(*goja.Object)
	if !ok {
		return nil
	}
	return proto
}

// prepare wraps min and max, makes the board and the Juego, and returns movimientoAI
// with the this it runs with. The board is also the global tablero (plain functions
// min(), max() and movimientoAI() use it, or take it as their argument).
func (r *tutorialRun) prepare() (goja.Callable, goja.Value, goja.Value, error) {
	vm := r.vm
	wrapMaker, err := vm.RunScript("tutorial-wrap.js", tutorialWrapper)
	if err != nil {
		return nil, nil, nil, err
	}
	mk, _ := goja.AssertFunction(wrapMaker)
	wrapFn, err := mk(goja.Undefined(), vm.ToValue(r.enter), vm.ToValue(r.leave))
	if err != nil {
		return nil, nil, nil, err
	}
	wrap, _ := goja.AssertFunction(wrapFn)
	for _, name := range []string{"min", "max"} {
		found := r.find(name)
		if len(found) == 0 {
			return nil, nil, nil, &lab.Error{Kind: "tutorial.missing", Func: name, Lang: lab.JavaScript}
		}
		for _, f := range found {
			w, err := wrap(goja.Undefined(), f.on.Get(name), vm.ToValue(name))
			if err != nil {
				return nil, nil, nil, err
			}
			if err := f.on.Set(name, w); err != nil {
				return nil, nil, nil, err
			}
		}
	}
	board := vm.NewObject()
	if err := board.SetPrototype(r.tableroProto); err != nil {
		return nil, nil, nil, err
	}
	panel := vm.NewDynamicArray(r)
	if err := board.DefineDataProperty("panel", panel, goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_TRUE); err != nil {
		return nil, nil, nil, err
	}
	celdas := make([]any, tutCells)
	for i := range celdas {
		celdas[i] = map[string]any{"innerHTML": ""}
	}
	_ = board.Set("celdas", celdas)
	juego := vm.NewObject()
	if proto := r.juegoProto(); proto != nil {
		_ = juego.SetPrototype(proto)
	}
	_ = juego.DefineDataProperty("tablero", board, goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_TRUE)
	_ = juego.Set("partidas", 0)
	_ = juego.Set("estado", 0)
	_ = vm.Set("tablero", board)
	_ = vm.Set("juego", juego)
	for _, f := range r.find("movimientoAI") {
		fn, _ := goja.AssertFunction(f.on.Get("movimientoAI"))
		return fn, juego, board, nil
	}
	return nil, nil, nil, &lab.Error{Kind: "tutorial.missing", Func: "movimientoAI", Lang: lab.JavaScript}
}
