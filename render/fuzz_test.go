package render_test

import (
	"bytes"
	"context"
	"encoding/xml"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/render/graphviz"
	"github.com/gametree/gametree/trace"
)

// FuzzDOTEscaping draws a small searched tree whose move names, node labels, board
// cells and title are hostile text (quotes, backslashes, newlines, <>&, HTML-like
// labels, Graphviz escapes, any unicode), and its twin with plain text in their place:
// the same tree, the same search. A strict reader of DOT (quoted strings, HTML-like
// labels read as XML) must find the same statements, attributes, ids and classes, and
// the same tags inside every HTML-like label, in both; so must a strict XML reader of
// the SVG, element by element, drawn by the project's own engine and (on some inputs)
// by Graphviz. Hostile text that left its quotes or its
// label would add, remove or change one of them.
func FuzzDOTEscaping(f *testing.F) {
	f.Add("B", "C", "A", "X.O", "title", uint8(0))
	f.Add(`a"b`, `c\"d`, `e\\`, `"<>&'`, `t"]; x [label="pwned`, uint8(1))
	f.Add(`x", shape=none, label="`, `\`, `"];n9[label="`, `\"`, `"`, uint8(0))
	f.Add("</TD></TR></TABLE>>];\nn9 [label=<", "<B>bold</B>", `\N\G\E\L\n\l\r`, "<>", "&amp;&lt;&#34;&nbsp;", uint8(2))
	f.Add("\x00\x01\x7f\u0085\u200e\u202e\ufeff", "\xff\xfe", "נחש", "日本語", "ñandú 🙂 ", uint8(3))
	f.Add("]]>", "<!--", "-->", "<?xml?>", "<script>alert(1)</script>", uint8(7))
	f.Add(strings.Repeat("ø", 80), strings.Repeat(`\`, 70), "\r\n\t", "XO\x00", "take 2", uint8(4))
	f.Add("take 2", "take 3", "", "", "", uint8(5))
	f.Add(`\N`, `\G`, `\L`, `\n|\l`, `\E\T\H`, uint8(0))
	f.Add(`\N`, `\G`, `\L`, `\n|\l`, `\E\T\H`, uint8(2))
	f.Add(`"&<`, `'>`, `</text><script>`, `<|&|"`, `]]><!--`, uint8(8))
	f.Add(`"&<`, `'>`, `</text><script>`, `<|&|"`, `]]><!--`, uint8(8|2|16))
	f.Fuzz(func(t *testing.T, move1, move2, label, board, title string, flags uint8) {
		t.Parallel()
		hostile := hostileProblem{moves: [2]string{move1, move2}, label: label, board: board, title: title, flags: flags}
		plain := hostile.twin()
		// The texts do reach the picture (a test of escaping that draws no text proves
		// nothing): one of the twin's plain names or labels is in its DOT.
		dot, texts, found := plain.dot(t, render.Finished), 0, false
		for _, s := range []string{plain.moves[0], plain.moves[1], plain.label} {
			if s = strings.TrimSpace(s); s != "" && !strings.ContainsRune(s, 1) && !strings.ContainsRune(s, 2) {
				texts++
				if r := []rune(s); len(r) > 6 {
					s = string(r[:6]) // a long text may be cut short in the picture
				}
				found = found || bytes.Contains(dot, []byte(s))
			}
		}
		if texts > 0 && !found {
			t.Fatalf("none of %q is in the picture", []string{plain.moves[0], plain.moves[1], plain.label})
		}
		for _, step := range []int{render.Finished, 2} {
			hd, pd := hostile.dot(t, step), plain.dot(t, step)
			if err := sameDOT(hd, pd); err != nil {
				t.Fatalf("step %d: %v\nhostile DOT:\n%s\nplain DOT:\n%s", step, err, hd, pd)
			}
		}
		engines := []render.Engine{render.EngineDraw}
		if flags&8 != 0 {
			engines = append(engines, render.EngineGraphviz) // slower: on some inputs only
		}
		for _, e := range engines {
			for _, step := range []int{render.Finished, 2} {
				hs, ps := hostile.svg(t, e, step), plain.svg(t, e, step)
				if err := sameSVG(hs, ps); err != nil {
					t.Fatalf("SVG (%s, step %d): %v\nhostile SVG:\n%s", e, step, err, hs)
				}
			}
		}
	})
}

// hostileProblem is a tree of 7 nodes (a MAX root, two MIN children, four leaves)
// whose texts come from the fuzzer. flags: 1 Spanish, 2 boards, 4 compact header,
// 8 also drawn by Graphviz, 16 ghost unreached nodes; the low bits also pick the
// algorithm.
type hostileProblem struct {
	moves        [2]string
	label, board string
	title        string
	flags        uint8
}

func (p hostileProblem) twin() hostileProblem {
	q := p
	// The two moves keep distinct names (when the hostile ones are): the principal
	// variation is followed by name.
	q.moves = [2]string{plainLike(p.moves[0], 'a'), plainLike(p.moves[1], 'b')}
	if p.moves[0] == p.moves[1] {
		q.moves[1] = q.moves[0]
	}
	q.label, q.title = plainLike(p.label, 'a'), plainLike(p.title, 'a')
	if _, err := strconv.ParseInt(strings.TrimPrefix(p.label, "+"), 10, 64); err == nil {
		q.label = p.label // a number (an explicit tree's leaf value), drawn as one: not hostile
	}
	q.board = plainCells(p.board)
	return q
}

// plainLike is text that a picture writes with the same shape as s: what the renderer
// drops (control and format characters, invalid UTF-8 as one replacement) it drops
// too, line breaks and tabs become spaces as they do, and every other character is
// the letter given, so that both have the same length and the same cells.
func plainLike(s string, letter rune) string {
	var b strings.Builder
	for _, r := range strings.ToValidUTF8(s, "\uFFFD") {
		if c, keep := plainRune(r); keep {
			if c == 'a' {
				c = letter
			}
			b.WriteRune(c)
		}
	}
	if s != "" && b.Len() == 0 {
		// text of nothing but dropped characters: the twin's is dropped too (a
		// control character), but it is there, as the hostile text is
		return string(rune(1 + letter - 'a'))
	}
	return b.String()
}

func plainRune(r rune) (rune, bool) {
	switch {
	case r == '\n' || r == '\r' || r == '\t' || r == ' ':
		return ' ', true
	case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0):
		return 0, false
	case r == 0xfffe || r == 0xffff || unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Co, r) || unicode.Is(unicode.Cs, r):
		return 0, false
	}
	return 'a', true
}

// plainCells keeps a board's rows and cells, byte by byte (a board has a byte per
// cell): the pieces and empty cells as they are, cells the renderer would write "a", cells it drops
// a control byte.
func plainCells(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case 'X', 'x', 'O', 'o', '.', ' ', '-', '_', '|':
			b.WriteByte(c)
		default:
			if _, keep := plainRune(rune(c)); keep {
				b.WriteByte('a')
			} else {
				b.WriteByte(0x01)
			}
		}
	}
	return b.String()
}

func (p hostileProblem) search(t *testing.T) *trace.Trace {
	t.Helper()
	algos := []trace.Algorithm{trace.AlphaBeta, trace.Minimax, trace.NegamaxAlphaBeta, trace.Negamax}
	tr, err := trace.Search(&hostileGame{p: p}, trace.Options{Algorithm: algos[p.flags%4], Record: true})
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func (p hostileProblem) options(step int) render.Options {
	o := render.Options{Step: step, Title: p.title, Lang: "en"}
	if p.flags&1 != 0 {
		o.Lang = "es"
	}
	if p.flags&4 != 0 {
		o.Header = render.HeaderCompact
	}
	if p.flags&16 != 0 {
		o.Unreached = render.UnreachedGhost
	}
	return o
}

func (p hostileProblem) dot(t *testing.T, step int) []byte {
	return render.DOT(p.search(t), p.options(step))
}

func (p hostileProblem) svg(t *testing.T, e render.Engine, step int) []byte {
	t.Helper()
	o := p.options(step)
	o.Engine = e
	o.Unreached = "" // ghosts are the DOT's only: a game's picture refuses them (Options.Check)
	b, err := render.SVG(context.Background(), &graphviz.InProcess{}, p.search(t), o)
	if err != nil {
		t.Fatalf("drawing: %v", err)
	}
	return b
}

// hostileGame plays the hostile problem's tree. Boards ("|" separates rows; at least
// two rows so it is drawn as a board) only with flags&2.
type hostileGame struct {
	p    hostileProblem
	path []games.Move
}

func (g *hostileGame) Moves(buf []games.Move) []games.Move {
	if len(g.path) >= 2 {
		return buf
	}
	return append(buf, 0, 1)
}
func (g *hostileGame) Play(m games.Move) { g.path = append(g.path, m) }
func (g *hostileGame) Undo(games.Move)   { g.path = g.path[:len(g.path)-1] }
func (g *hostileGame) Result() (bool, int) {
	if len(g.path) < 2 {
		return false, 0
	}
	return true, []int{3, 12, 2, 8}[2*g.path[0]+g.path[1]] // MAX's view; MAX moves at ply 2
}
func (g *hostileGame) Evaluate() int                { return 0 }
func (g *hostileGame) MoveName(m games.Move) string { return g.p.moves[m] }
func (g *hostileGame) Label() string                { return g.p.label }
func (g *hostileGame) Key() uint64                  { return 0 } // never with a table
func (g *hostileGame) Position() string             { return fmt.Sprint(g.path) }

// Clone lets the trace find the names again by replaying moves on a copy.
func (g *hostileGame) Clone() games.Game {
	return &hostileGame{p: g.p, path: append([]games.Move(nil), g.path...)}
}
func (g *hostileGame) Board() []string { return g.boardRows() }
func (g *hostileGame) boardRows() []string {
	if g.p.flags&2 == 0 {
		return nil
	}
	rows := strings.Split(g.p.board, "|")
	if len(rows) < 2 {
		rows = append(rows, "...")
	}
	return rows
}

// dotToken is one token of DOT text: kind 'i' an identifier or number, 'q' a quoted
// string (text unquoted), 'h' an HTML-like string (text between the outer < >), 'p'
// punctuation or an edge operator.
type dotToken struct {
	kind byte
	text string
}

// readDOT splits DOT text into tokens, strictly: a quoted string must end, an
// HTML-like string must balance its angle brackets, and anything else is an error.
func readDOT(dot []byte) ([]dotToken, error) {
	s := string(dot)
	var out []dotToken
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\n' || c == '\t' || c == '\r':
			i++
		case c == '"':
			var b strings.Builder
			j := i + 1
			for ; j < len(s) && s[j] != '"'; j++ {
				if s[j] == '\\' && j+1 < len(s) {
					if s[j+1] == '"' {
						j++
					} else {
						b.WriteByte(s[j])
						j++
					}
				}
				b.WriteByte(s[j])
			}
			if j >= len(s) {
				return nil, fmt.Errorf("quoted string at byte %d does not end", i)
			}
			out = append(out, dotToken{'q', b.String()})
			i = j + 1
		case c == '<':
			depth, j := 0, i
			for ; j < len(s); j++ {
				if s[j] == '<' {
					depth++
				} else if s[j] == '>' {
					depth--
					if depth == 0 {
						break
					}
				}
			}
			if j >= len(s) {
				return nil, fmt.Errorf("HTML-like string at byte %d does not end", i)
			}
			out = append(out, dotToken{'h', s[i+1 : j]})
			i = j + 1
		case strings.HasPrefix(s[i:], "->") || strings.HasPrefix(s[i:], "--"):
			out = append(out, dotToken{'p', s[i : i+2]})
			i += 2
		case strings.ContainsRune("{}[]=;,:", rune(c)):
			out = append(out, dotToken{'p', s[i : i+1]})
			i++
		case c == '_' || c == '.' || c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			j := i
			for j < len(s) && (s[j] == '_' || s[j] == '.' || s[j] >= '0' && s[j] <= '9' || s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z' || j == i && s[j] == '-') {
				j++
			}
			out = append(out, dotToken{'i', s[i:j]})
			i = j
		default:
			r, _ := utf8.DecodeRuneInString(s[i:])
			return nil, fmt.Errorf("unexpected %q at byte %d outside any string", r, i)
		}
	}
	return out, nil
}

// structuralKeys are the DOT attributes whose quoted values must be the same in the
// hostile picture and its twin (the others hold text, or sizes measured from text).
var structuralKeys = map[string]bool{"id": true, "class": true, "style": true, "shape": true}

// sameDOT compares two DOT texts token by token.
func sameDOT(hostile, plain []byte) error {
	ht, err := readDOT(hostile)
	if err != nil {
		return fmt.Errorf("hostile DOT: %v", err)
	}
	pt, err := readDOT(plain)
	if err != nil {
		return fmt.Errorf("plain DOT: %v", err)
	}
	if len(ht) != len(pt) {
		return fmt.Errorf("%d tokens, the plain twin %d", len(ht), len(pt))
	}
	for i := range ht {
		h, p := ht[i], pt[i]
		if h.kind != p.kind {
			return fmt.Errorf("token %d is %c %q, the twin's %c %q", i, h.kind, h.text, p.kind, p.text)
		}
		key := ""
		if i >= 2 && ht[i-1].text == "=" {
			key = ht[i-2].text
		}
		switch h.kind {
		case 'i', 'p':
			if h.text != p.text && key != "width" && key != "height" && key != "size" {
				return fmt.Errorf("token %d is %q, the twin's %q", i, h.text, p.text)
			}
		case 'q':
			if err := loneBackslash(h.text); err != nil {
				return fmt.Errorf("%s=%q: %v", key, h.text, err)
			}
			if structuralKeys[key] && h.text != p.text {
				return fmt.Errorf("%s=%q, the twin's %q", key, h.text, p.text)
			}
		case 'h':
			if err := loneBackslash(h.text); err != nil {
				return fmt.Errorf("HTML-like label %d: %v: %s", i, err, h.text)
			}
			hs, err := labelTags(h.text)
			if err != nil {
				return fmt.Errorf("HTML-like label %d: %v: %s", i, err, h.text)
			}
			ps, err := labelTags(p.text)
			if err != nil {
				return fmt.Errorf("the twin's HTML-like label %d: %v: %s", i, err, p.text)
			}
			if hs != ps {
				return fmt.Errorf("HTML-like label %d has tags\n%s\nthe twin's\n%s", i, hs, ps)
			}
		}
	}
	return nil
}

// loneBackslash finds a backslash that is not doubled in a DOT string (its quotes
// already read): Graphviz would read it as one of its escapes (\N the node's name, \n
// a line break, ...) in a quoted string and in an HTML-like label alike. The plain twin
// has no backslash, so every one comes from user text.
func loneBackslash(s string) error {
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' {
			continue
		}
		if i+1 >= len(s) || s[i+1] != '\\' {
			return fmt.Errorf("a Graphviz escape %q", s[i:min(i+2, len(s))])
		}
		i++
	}
	return nil
}

// labelTags reads an HTML-like label as XML (strictly, with HTML's entities) and lists
// its tags with their attribute names and ids, one a line.
func labelTags(label string) (string, error) {
	d := xml.NewDecoder(strings.NewReader("<L>" + label + "</L>"))
	d.Strict, d.Entity = true, xml.HTMLEntity
	var b strings.Builder
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return b.String(), nil
		}
		if err != nil {
			return "", err
		}
		switch e := tok.(type) {
		case xml.StartElement:
			b.WriteString("<" + e.Name.Local)
			for _, a := range e.Attr {
				b.WriteString(" " + a.Name.Local)
				if a.Name.Local == "ID" {
					b.WriteString("=" + a.Value)
				}
			}
			b.WriteString(">\n")
		case xml.EndElement:
			b.WriteString("</" + e.Name.Local + ">\n")
		case xml.ProcInst, xml.Directive:
			return "", fmt.Errorf("a processing instruction or directive %v", e)
		}
	}
}

// sameSVG reads two SVGs strictly and compares their elements: names, ids, classes.
func sameSVG(hostile, plain []byte) error {
	hs, err := svgElements(hostile)
	if err != nil {
		return fmt.Errorf("hostile SVG: %v", err)
	}
	ps, err := svgElements(plain)
	if err != nil {
		return fmt.Errorf("plain SVG: %v", err)
	}
	if len(hs) != len(ps) {
		return fmt.Errorf("%d elements, the twin %d", len(hs), len(ps))
	}
	if !slices.Equal(hs, ps) && slices.Equal(slices.Sorted(slices.Values(hs)), slices.Sorted(slices.Values(ps))) {
		// The same elements in another order: edges that share a stem are drawn last
		// sibling first, and whether a depth's edges share one depends on the layout,
		// so on the labels' widths, which the twin's letters do not match glyph for
		// glyph. Hostile text that escaped would add, drop or change an element.
		return nil
	}
	for i := range hs {
		if hs[i] != ps[i] {
			return fmt.Errorf("element %d is %s, the twin's %s", i, hs[i], ps[i])
		}
	}
	return nil
}

// svgDrawn are the elements a drawing is made of (the project's SVG and Graphviz's).
var svgDrawn = map[string]bool{"svg": true, "g": true, "title": true, "text": true, "tspan": true,
	"polygon": true, "polyline": true, "path": true, "ellipse": true, "rect": true, "a": true, "line": true, "circle": true}

func svgElements(svg []byte) ([]string, error) {
	d := xml.NewDecoder(bytes.NewReader(svg))
	d.Strict = true
	var out []string
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		e, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		s := e.Name.Local
		if !svgDrawn[s] {
			return nil, fmt.Errorf("an element <%s> the drawing never writes", s)
		}
		named := false
		for _, a := range e.Attr {
			if strings.HasPrefix(strings.ToLower(a.Name.Local), "on") {
				return nil, fmt.Errorf("an event attribute %s on <%s>", a.Name.Local, s)
			}
			if a.Name.Local == "id" || a.Name.Local == "class" {
				s += fmt.Sprintf(" %s=%q", a.Name.Local, a.Value)
				named = true
			}
		}
		// The elements with an id or a class are the picture's structure and must match
		// the twin's one for one. A text's lines may differ: a long or wide title or
		// legend wraps onto more lines than its plain twin, as it should.
		if named || s == "svg" || s == "a" {
			out = append(out, s)
		}
	}
}
