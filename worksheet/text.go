package worksheet

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gametree/gametree/exercise"
)

// words are the texts of a sheet in one language.
type words struct {
	exercise, solutionOf, worksheet, solutions string
	level, seed, seeds                         string
	typedTree, ticTacToe, stones               string
	minRoot, failHard, failSoft                string
	name, date                                 string
	question                                   map[exercise.Question]string // the question's name
	todo                                       map[exercise.Question]string // what to do
	solutionNote, solutionNoteValues           string
	pageSolutionNote                           string // a worksheet's: no cutoff rules drawn
	legend                                     map[exercise.Question]string
	online                                     string
	perPage, tooSmall                          string // a worksheet's fit note: see fitNote
}

var texts = map[string]*words{
	"en": {
		exercise: "Exercise", solutionOf: "Solution of exercise", worksheet: "Worksheet", solutions: "Solutions",
		level: "level", seed: "seed", seeds: "seeds",
		typedTree: "given tree", ticTacToe: "tic-tac-toe", stones: "stones",
		minRoot: "MIN at the root", failHard: "fail-hard", failSoft: "fail-soft",
		name: "Name", date: "Date",
		question: map[exercise.Question]string{
			exercise.Values: "minimax values",
			exercise.Prune:  "alpha-beta pruning",
			exercise.Window: "alpha-beta with α and β at each node",
			exercise.Order:  "alpha-beta evaluation order",
		},
		todo: map[exercise.Question]string{
			exercise.Values: "Write the minimax value of every inner node in its box.",
			exercise.Prune:  "Search the tree with alpha-beta, children left to right: write the value of every inner node it visits in its box and cross out the branches it prunes.",
			exercise.Window: "Search the tree with alpha-beta, children left to right: for every inner node it visits write its value in its box and its α and β when it returns; cross out the branches it prunes.",
			exercise.Order:  "Search the tree with alpha-beta, children left to right: number the leaves 1, 2, 3, … in the order they are evaluated, in the box above each; leave the pruned ones empty. The inner nodes' boxes are for your working.",
		},
		solutionNote:       "The finished search: values, pruned branches dashed grey with the rule that cut them, the principal variation in bold.",
		solutionNoteValues: "The minimax value of every node; the principal variation in bold.",
		pageSolutionNote:   "The finished search: values, pruned branches dashed grey, the principal variation in bold.",
		legend: map[exercise.Question]string{
			exercise.Values: "MAX ▲ / MIN ▼",
			exercise.Prune:  "MAX ▲ / MIN ▼",
			exercise.Window: "MAX ▲ / MIN ▼ · α/β: a node's window when it returns",
			exercise.Order:  "MAX ▲ / MIN ▼ · box on an edge: the order leaves are evaluated in",
		},
		online:   "Online:",
		perPage:  "%d per page: more of these trees would print too small to read (leaf digits under 7 pt or boxes under 8 mm).",
		tooSmall: "Printed small: leaf digits %.1f pt, boxes %.1f mm (readable: 7 pt and 8 mm); this tree is too large for an A4 page.",
	},
	"es": {
		exercise: "Ejercicio", solutionOf: "Solución del ejercicio", worksheet: "Hoja de ejercicios", solutions: "Soluciones",
		level: "nivel", seed: "semilla", seeds: "semillas",
		typedTree: "árbol dado", ticTacToe: "tres en raya", stones: "piedras",
		minRoot: "MIN en la raíz", failHard: "fail-hard", failSoft: "fail-soft",
		name: "Nombre", date: "Fecha",
		question: map[exercise.Question]string{
			exercise.Values: "valores minimax",
			exercise.Prune:  "poda alfa-beta",
			exercise.Window: "alfa-beta con α y β en cada nodo",
			exercise.Order:  "orden de evaluación alfa-beta",
		},
		todo: map[exercise.Question]string{
			exercise.Values: "Escribe en su casilla el valor minimax de cada nodo interior.",
			exercise.Prune:  "Recorre el árbol con alfa-beta, hijos de izquierda a derecha: escribe en su casilla el valor de cada nodo interior que visita y tacha las ramas que poda.",
			exercise.Window: "Recorre el árbol con alfa-beta, hijos de izquierda a derecha: de cada nodo interior que visita escribe su valor en su casilla y su α y su β al devolver el valor; tacha las ramas que poda.",
			exercise.Order:  "Recorre el árbol con alfa-beta, hijos de izquierda a derecha: numera las hojas 1, 2, 3, … en el orden en que se evalúan, en la casilla sobre cada una; deja vacías las podadas. Las casillas de los nodos interiores son para tus cálculos.",
		},
		solutionNote:       "La búsqueda terminada: valores, ramas podadas en gris discontinuo con la regla que las cortó, la variante principal en negrita.",
		solutionNoteValues: "El valor minimax de cada nodo; la variante principal en negrita.",
		pageSolutionNote:   "La búsqueda terminada: valores, ramas podadas en gris discontinuo, la variante principal en negrita.",
		legend: map[exercise.Question]string{
			exercise.Values: "MAX ▲ / MIN ▼",
			exercise.Prune:  "MAX ▲ / MIN ▼",
			exercise.Window: "MAX ▲ / MIN ▼ · α/β: ventana de cada nodo al devolver su valor",
			exercise.Order:  "MAX ▲ / MIN ▼ · casilla en una arista: orden en que se evalúan las hojas",
		},
		online:   "En línea:",
		perPage:  "%d por hoja: con más, estos árboles se imprimirían demasiado pequeños (cifras de menos de 7 pt o casillas de menos de 8 mm).",
		tooSmall: "Impreso pequeño: cifras de %.1f pt, casillas de %.1f mm (legible: 7 pt y 8 mm); este árbol es demasiado grande para una hoja A4.",
	},
}

// wordsFor gives the words of a language ("en" when unknown).
func wordsFor(lang string) *words {
	if w, ok := texts[strings.ToLower(strings.TrimSpace(lang))]; ok {
		return w
	}
	return texts["en"]
}

// Langs are the languages a sheet is written in.
var Langs = []string{"en", "es"}

// problem names an exercise's problem: "level 2 · seed 7", "figure-5.2", "tic-tac-toe
// XOX/O../...", with the root and fail-hard when they are not the defaults.
func (w *words) problem(s exercise.Spec) string {
	var parts []string
	switch s.Source {
	case exercise.SourceRandom:
		parts = append(parts, w.level+" "+strconv.Itoa(s.Level), w.seed+" "+strconv.FormatInt(s.Seed, 10))
	case exercise.SourceTree:
		parts = append(parts, w.typedTree)
	case exercise.SourceTicTacToe:
		parts = append(parts, w.ticTacToe+" "+s.Position)
	case exercise.SourceStones:
		parts = append(parts, w.stones+" "+s.Position)
	default:
		parts = append(parts, s.Source)
	}
	if s.Root == "min" {
		parts = append(parts, w.minRoot)
	}
	if s.Q.AlphaBeta() && s.FailHard {
		parts = append(parts, w.failHard)
	}
	return strings.Join(parts, " · ")
}

// title is an exercise's title: "Exercise 3 · alpha-beta pruning · level 2 · seed 7"
// ("Solution of exercise 3 · ..." for its solution); number 0 leaves the number out.
func (w *words) title(s exercise.Spec, number int, solution bool) string {
	head := w.exercise
	if solution {
		head = w.solutionOf
	}
	if number > 0 {
		head += " " + strconv.Itoa(number)
	}
	return fmt.Sprintf("%s · %s · %s", head, w.question[s.Q], w.problem(s))
}

// solution is how to read a solution of question q.
func (w *words) solution(q exercise.Question) string {
	if q == exercise.Values {
		return w.solutionNoteValues
	}
	return w.solutionNote
}

// instruction is what a student does (fail-soft or fail-hard said for alpha-beta).
func (w *words) instruction(s exercise.Spec) string {
	text := w.todo[s.Q]
	if s.Q.AlphaBeta() && s.Q != exercise.Order {
		mode := w.failSoft
		if s.FailHard {
			mode = w.failHard
		}
		text = strings.TrimSuffix(text, ".") + " (" + mode + ")."
	}
	return text
}

// fitNote is the line a worksheet prints about its size: how many fit, when the
// number was chosen (Options.Fitted) and is less than PageSize; how small it prints,
// when it is not readable; else nothing.
func (w *words) fitNote(l Layout, n int, fitted bool) string {
	if !l.Readable() {
		return fmt.Sprintf(w.tooSmall, l.LeafPt, l.BoxMM)
	}
	if fitted && n < PageSize {
		return fmt.Sprintf(w.perPage, n)
	}
	return ""
}
