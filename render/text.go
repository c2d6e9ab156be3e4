package render

import (
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

// lang holds the words a picture writes in one language, read once from the
// catalogue (msg/words_picture.go, and the page's words a picture shares).
type lang struct {
	code                                         string
	legendPlayers                                string
	legendPruned, legendPV, legendTT, legendFold string
	legendReturn, legendOrder, orderTip          string
	legendStop, legendWindow, legendQuiet        string
	quietTip                                     string
	nodes, node                                  string // "+12,345 nodes", "+1 node"
	value                                        string // "value" in "value 0"
	max, min, root                               string
	exact, lower, upper                          string
	open, pruned, unreached, stopped             string
	ttHit, folded                                string
	notFinished, noTree                          string
	ruleTip, moveTip                             string
	winsTTT, winsC4, lift, draw                  string
	playersX, playersC4                          [2]string // MAX's side first, by who starts
	scale                                        int64     // what a trace's values are multiplied by (chancewords.go; 0, 1: none)
	chance                                       *chanceLang
}

func newLang(code string) *lang {
	w := func(key string) string { return msg.Word(code, "picture."+key) }
	page := func(key string) string { return msg.Word(code, "page."+key) }
	return &lang{
		code:          code,
		legendPlayers: w("legend_players"),
		legendPruned:  w("legend_pruned"),
		legendPV:      w("legend_pv"),
		legendTT:      w("legend_tt"),
		legendFold:    w("legend_fold"),
		legendReturn:  w("legend_return"),
		legendOrder:   w("legend_order"),
		orderTip:      w("order_tip"),
		legendStop:    w("legend_stop"),
		legendWindow:  w("legend_window"),
		legendQuiet:   w("legend_quiet"),
		quietTip:      w("quiet_tip"),
		nodes:         page("nodesWord"),
		node:          page("nodeWord"),
		value:         page("valueWord"),
		max:           w("max"),
		min:           w("min"),
		root:          w("root"),
		exact:         w("exact"),
		lower:         w("lower"),
		upper:         w("upper"),
		open:          w("open"),
		pruned:        page("tipPruned"),
		unreached:     page("tipUnreached"),
		stopped:       w("stopped"),
		ttHit:         w("tt_hit"),
		folded:        w("folded"),
		notFinished:   w("no_result"),
		noTree:        w("no_tree"),
		ruleTip:       w("rule_tip"),
		moveTip:       w("move_tip"),
		winsTTT:       w("wins_tictactoe"),
		winsC4:        w("wins_connect4"),
		lift:          w("lift"),
		draw:          w("draw"),
		playersX:      [2]string{w("players_tictactoe_max_first"), w("players_tictactoe_max_second")},
		playersC4:     [2]string{w("players_connect4_max_first"), w("players_connect4_max_second")},
		chance:        newChanceLang(code),
	}
}

var langs = map[string]*lang{msg.EN: newLang(msg.EN), msg.ES: newLang(msg.ES)}

func langFor(code string) *lang {
	if l, ok := langs[strings.ToLower(strings.TrimSpace(code))]; ok {
		return l
	}
	return langs[msg.EN]
}

// say writes the picture's word key ("picture."+key) with its placeholders filled
// from name, value pairs.
func (l *lang) say(key string, kv ...string) string {
	return msg.Say(l.code, "picture."+key, kv...)
}

// sayPage writes the page's word key ("page."+key), for what a picture says as the
// page does.
func (l *lang) sayPage(key string, kv ...string) string {
	return msg.Say(l.code, "page."+key, kv...)
}

// count writes n with the language's thousands separator: 12,345 or 12.345.
func (l *lang) count(n int) string { return msg.Number(l.code, int64(n)) }

// num writes a number as the page does (toLocaleString with grouping always): digits
// grouped by the language's separator and a true minus sign: "−10.009.500",
// "−10,009,500".
func (l *lang) num(v int) string {
	return msg.Signed(l.code, int64(v))
}

// val writes a value for people, in the language: "−∞", "+∞", "win 18" / "gana 18"
// for a finished game lifted above the static evaluations of a depth-limited search,
// the grouped number otherwise (trace.FormatValue's rules).
func (l *lang) val(v int) string {
	if s, ok := l.scaledVal(v); ok {
		return s
	}
	switch score, lifted := trace.GameScore(v); {
	case v <= -trace.Inf:
		return "−∞"
	case v >= trace.Inf:
		return "+∞"
	case lifted && score > 0:
		return l.sayPage("win", "n", l.num(score))
	case lifted:
		return l.sayPage("loss", "n", l.num(-score))
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
					return l.sayPage("takeMove", "n", strconv.Itoa(n))
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
		return l.say("stop_nodes", "n", l.count(int(t.Options.MaxNodes)))
	case "record":
		return l.say("stop_record", "n", l.count(int(t.Options.MaxNodes)))
	case "time":
		return l.say("stop_time", "limit", t.Options.TimeLimit.String())
	}
	return t.Stopped
}
