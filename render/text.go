package render

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gametree/gametree/internal/svgout"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// maxTextRunes bounds any user-supplied text drawn in a picture (tree names are at most
// 32 characters; move names are short).
const maxTextRunes = 64

// clean makes user text safe to place anywhere: valid UTF-8, no control or format
// characters (XML 1.0 forbids most of them, and bidirectional overrides could disguise
// text), line breaks turned into spaces, and at most max runes (an ellipsis marks the
// cut).
func clean(s string, max int) string {
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "\uFFFD")
	}
	var b strings.Builder
	n := 0
	for _, r := range s {
		switch {
		case r == '\n' || r == '\r' || r == '\t':
			r = ' '
		case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0):
			continue
		case r == 0xfffe || r == 0xffff || unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Co, r) || unicode.Is(unicode.Cs, r):
			continue
		}
		if n == max {
			b.WriteRune('…')
			break
		}
		b.WriteRune(r)
		n++
	}
	return b.String()
}

// html escapes cleaned text for the inside of a Graphviz HTML-like label: as XML
// (svgout.Escape), so no text can open or close a tag or add an attribute, and with
// backslashes doubled: Graphviz expands \N, \G, \E ... inside HTML-like labels too.
func html(s string) string { return strings.ReplaceAll(svgout.Escape(s), `\`, `\\`) }

// quote writes cleaned text as a DOT double-quoted string. Backslashes are doubled so
// that Graphviz's escapes (\N, \G, \l, \n ...) cannot be triggered from user text, and
// quotes are escaped so the string cannot end early.
func quote(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"', '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case '\n':
			b.WriteString(`\n`)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// lang holds the words a picture writes.
type lang struct {
	code                                          string
	legendPlayers                                 string
	legendPruned, legendPV, legendTT, legendFold  string
	legendReturn, legendOrder, orderTip           string
	legendStop, legendWindow, legendQuiet         string
	quiesce, quietTip                             string
	nodes                                         string // "nodes" in "+12,345 nodes"
	value                                         string // "value" in "value 0"
	max, min, root                                string
	exact, lower, upper                           string
	open, done, pruned, cut, unreached, stopped   string
	ttHit, folded                                 string
	step                                          string
	enter, eval, tt, backup, alpha, beta, cutoff  string
	ret, stop                                     string
	result, bestMove, stoppedBy, notFinished      string
	stopNodes, stopRecord, stopTime               string
	noTree                                        string
	valueTip, alphaTip, betaTip, ruleTip, moveTip string
	enterPlain                                    string
	win, loss, take                               string // "win 3", "loss 3", "take 2"
	resultBound, stoppedAt                        string
	winsTTT, winsC4, winsStones, winsPlain, lift  string
	draw                                          string
	node                                          string    // "node" in "+1 node"
	playersX, playersC4                           [2]string // MAX's side first, by who starts
}

var langs = map[string]*lang{
	"en": {
		code:          "en",
		legendPlayers: "MAX ▲ / MIN ▼",
		legendPruned:  "dashed grey: pruned",
		legendPV:      "bold: principal variation",
		legendTT:      "TT: transposition table hit",
		legendFold:    "+n: folded subtree",
		legendStop:    "dotted red: unfinished",
		legendWindow:  "α/β: window of the open nodes",
		legendReturn:  "α/β: a node's window when it returns",
		legendOrder:   "box on an edge: the order leaves are evaluated in",
		orderTip:      "evaluation order of",
		legendQuiet:   "purple: not quiet, searched past the depth limit",
		quiesce:       "%s is at the depth limit but not quiet: %s can complete a line at %s, so the search goes on",
		quietTip:      "not quiet: searched past the depth limit (quiescence)",
		nodes:         "nodes",
		node:          "node",
		value:         "value",
		max:           "MAX", min: "MIN", root: "root",
		exact: "exact", lower: "lower bound", upper: "upper bound",
		open: "open", done: "done", pruned: "pruned", cut: "pruned", unreached: "not reached yet", stopped: "unfinished",
		ttHit: "transposition table hit", folded: "folded subtree",
		step:  "Step %s of %s: ",
		enter: "enter %s with α=%s, β=%s", eval: "%s is worth %s", tt: "%s: transposition table gives %s",
		backup: "%s takes %s from %s", alpha: "α of %s rises to %s", beta: "β of %s falls to %s",
		cutoff: "cutoff at %s: %s", ret: "%s returns %s", stop: "search stopped at %s",
		result: "Value %s", bestMove: "best move %s", stoppedBy: "Stopped: %s", notFinished: "no result",
		stopNodes: "node budget of %s reached", stopRecord: "recording budget of %s nodes reached", stopTime: "time limit of %s reached",
		noTree:   "no recorded tree",
		valueTip: "value", alphaTip: "alpha", betaTip: "beta", ruleTip: "cutoff rule", moveTip: "move",
		enterPlain: "enter %s",
		win:        "win", loss: "loss", take: "take %d",
		resultBound: "Value %s (a bound: the search stopped)", stoppedAt: "search stopped",
		winsTTT:    "wins: +s for MAX, −s for MIN, s = 6 − the winner's stones (+3: MAX wins with its 3rd stone)",
		winsC4:     "wins: +s for MAX, −s for MIN, s = 22 − the winner's discs (+18: MAX wins with its 4th disc)",
		winsStones: "wins: +s for MAX, −s for MIN, s = %d − the moves played (+%d: MAX takes the last stone at once)",
		winsPlain:  "",
		lift:       "win s / loss s: a finished game (score s), above every evaluation",
		draw:       "0: draw",
		playersX:   [2]string{"MAX ▲ plays X / MIN ▼ plays O", "MAX ▲ plays O / MIN ▼ plays X"},
		playersC4:  [2]string{"MAX ▲ red discs (first player) / MIN ▼ yellow", "MAX ▲ yellow discs / MIN ▼ red (first player)"},
	},
	"es": {
		code:          "es",
		legendPlayers: "MAX ▲ / MIN ▼",
		legendPruned:  "gris discontinuo: podado",
		legendPV:      "negrita: variante principal",
		legendTT:      "TT: tabla de transposición",
		legendFold:    "+n: subárbol plegado",
		legendStop:    "rojo punteado: sin terminar",
		legendWindow:  "α/β: ventana de los nodos abiertos",
		legendReturn:  "α/β: ventana de cada nodo al devolver su valor",
		legendOrder:   "casilla en una arista: orden en que se evalúan las hojas",
		orderTip:      "orden de evaluación de",
		legendQuiet:   "morado: posición no tranquila, buscada más allá del límite",
		quiesce:       "%s está en la profundidad límite pero la posición no es tranquila: %s puede completar una línea en %s, así que la búsqueda sigue",
		quietTip:      "no tranquila: buscada más allá de la profundidad límite (quiescencia)",
		nodes:         "nodos",
		node:          "nodo",
		value:         "valor",
		max:           "MAX", min: "MIN", root: "raíz",
		exact: "exacto", lower: "cota inferior", upper: "cota superior",
		open: "abierto", done: "terminado", pruned: "podado", cut: "podado", unreached: "aún no alcanzado", stopped: "sin terminar",
		ttHit: "acierto en la tabla de transposición", folded: "subárbol plegado",
		step:  "Paso %s de %s: ",
		enter: "entrar en %s con α=%s, β=%s", eval: "%s vale %s", tt: "%s: la tabla de transposición da %s",
		backup: "%s recibe %s de %s", alpha: "α de %s sube a %s", beta: "β de %s baja a %s",
		cutoff: "poda en %s: %s", ret: "%s devuelve %s", stop: "búsqueda detenida en %s",
		result: "Valor %s", bestMove: "mejor jugada %s", stoppedBy: "Detenida: %s", notFinished: "sin resultado",
		stopNodes: "agotado el presupuesto de %s nodos", stopRecord: "agotado el presupuesto de registro de %s nodos", stopTime: "agotado el límite de tiempo de %s",
		noTree:   "sin árbol registrado",
		valueTip: "valor", alphaTip: "alfa", betaTip: "beta", ruleTip: "regla de poda", moveTip: "jugada",
		enterPlain: "entrar en %s",
		win:        "gana", loss: "pierde", take: "quita %d",
		resultBound: "Valor %s (una cota: la búsqueda se detuvo)", stoppedAt: "búsqueda detenida",
		winsTTT:    "victorias: +s para MAX, −s para MIN, s = 6 − fichas del ganador (+3: MAX gana con su 3.ª ficha)",
		winsC4:     "victorias: +s para MAX, −s para MIN, s = 22 − fichas del ganador (+18: MAX gana con su 4.ª ficha)",
		winsStones: "victorias: +s para MAX, −s para MIN, s = %d − jugadas hechas (+%d: MAX se lleva la última piedra de una vez)",
		lift:       "gana s / pierde s: partida terminada (puntuación s), por encima de toda evaluación",
		draw:       "0: tablas",
		playersX:   [2]string{"MAX ▲ juega X / MIN ▼ juega O", "MAX ▲ juega O / MIN ▼ juega X"},
		playersC4:  [2]string{"MAX ▲ fichas rojas (empiezan) / MIN ▼ amarillas", "MAX ▲ fichas amarillas / MIN ▼ rojas (empiezan)"},
	},
}

func langFor(code string) *lang {
	if l, ok := langs[strings.ToLower(strings.TrimSpace(code))]; ok {
		return l
	}
	return langs["en"]
}

// count writes n with the language's thousands separator: 12,345 or 12.345.
func (l *lang) count(n int) string { return msg.Number(l.code, int64(n)) }

// num writes a number as the page does (toLocaleString with grouping always): digits
// grouped by the language's separator and a true minus sign: "−10.009.500",
// "−10,009,500".
func (l *lang) num(v int) string {
	return strings.Replace(msg.Number(l.code, int64(v)), "-", "−", 1)
}

// val writes a value for people, in the language: "−∞", "+∞", "win 18" / "gana 18"
// for a finished game lifted above the static evaluations of a depth-limited search,
// the grouped number otherwise (trace.FormatValue's rules).
func (l *lang) val(v int) string {
	switch score, lifted := trace.GameScore(v); {
	case v <= -trace.Inf:
		return "−∞"
	case v >= trace.Inf:
		return "+∞"
	case lifted && score > 0:
		return l.win + " " + l.num(score)
	case lifted:
		return l.loss + " " + l.num(-score)
	}
	return l.num(v)
}

// bounded writes a value with its bound: "3", "≥5", "≤2".
func (l *lang) bounded(v int, b trace.Bound) string {
	switch b {
	case trace.Lower:
		return "≥" + l.val(v)
	case trace.Upper:
		return "≤" + l.val(v)
	}
	return l.val(v)
}

// move names a game move for people: a stones take, "take 2" as games names it (or
// "-2", which the game also reads), becomes "take 2" or "quita 2"; other moves are
// cleaned.
func (l *lang) move(m string, stones bool) string {
	if stones {
		for _, prefix := range []string{"take ", "-"} {
			if rest, ok := strings.CutPrefix(strings.TrimSpace(m), prefix); ok {
				if n, err := strconv.Atoi(rest); err == nil && n > 0 {
					return fmt.Sprintf(l.take, n)
				}
			}
		}
	}
	return clean(m, 16)
}

// textWidth is the width in points of s written size points high: how this package
// sizes its cells (svgout.TextWidth). A call, not a function value: the texts it
// measures, made on the fly, then stay off the heap.
func textWidth(s string, size float64) float64 { return svgout.TextWidth(s, size) }

// stopReason says, in the language, which limit stopped the search.
func (l *lang) stopReason(t *trace.Trace) string {
	switch t.StopKind {
	case "nodes":
		return fmt.Sprintf(l.stopNodes, l.count(int(t.Options.MaxNodes)))
	case "record":
		return fmt.Sprintf(l.stopRecord, l.count(int(t.Options.MaxNodes)))
	case "time":
		return fmt.Sprintf(l.stopTime, t.Options.TimeLimit)
	}
	return t.Stopped
}
