package render

import (
	"bytes"
	"encoding/xml"
	"io"
	"strings"
	"testing"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/trace/tracetest"
	"github.com/stretchr/testify/require"
)

// search runs a recorded search of a game position.
var search = tracetest.Search

// handTrace builds a small trace by hand: a MAX root labelled root whose children are
// leaves with the given labels (values 1, 2, ...), searched left to right, the last
// leaf pruned. With boards, the nodes carry a tic-tac-toe board and the labels are
// the moves.
func handTrace(root string, boards bool, leaves ...string) *trace.Trace {
	return handTraceSteps(true, root, boards, leaves...)
}

// handTraceSteps is handTrace, without its steps when withSteps is false (as a search
// recorded without them would be drawn: every node as it ended).
func handTraceSteps(withSteps bool, root string, boards bool, leaves ...string) *trace.Trace {
	inf := trace.Inf
	t := &trace.Trace{RootPlayer: trace.Max, Complete: true, HasValue: true}
	board := func() []string {
		if boards {
			return []string{"X.O", ".X.", "..O"}
		}
		return nil
	}
	var nodes []trace.Node
	var texts []trace.NodeTexts
	var steps []trace.Step
	nodes = append(nodes, trace.Node{ID: 0, Parent: -1, Player: trace.Max, Kind: trace.Inner, HasValue: true,
		PV: true, Played: -1, Alpha: -inf, Beta: inf, Same: -1})
	texts = append(texts, trace.NodeTexts{Label: root, Board: board()})
	add := func(s trace.Step) { steps = append(steps, s) }
	add(trace.Step{Kind: trace.StepEnter, Node: 0, Child: -1, Alpha: -inf, Beta: inf})
	best := -inf
	for i, label := range leaves {
		id := int32(i + 1)
		nd := trace.Node{ID: id, Parent: 0, Depth: 1, Player: trace.Min, Kind: trace.Terminal, HasValue: true,
			Played: games.Move(i), Value: i + 1, Alpha: best, Beta: inf, Same: -1}
		texts = append(texts, trace.NodeTexts{Move: label, Label: label, Board: board()})
		if i == len(leaves)-1 && i > 0 {
			nd.Kind, nd.HasValue, nd.Value = trace.Pruned, false, 0
			nd.Alpha, nd.Beta = -inf, inf
			nd.FirstStep, nd.LastStep = int32(len(steps)), int32(len(steps))
			nodes = append(nodes, nd)
			add(trace.Step{Kind: trace.StepCutoff, Node: 0, Child: id, HasValue: true, Value: best, Alpha: best, Beta: best - 1})
			continue
		}
		nd.FirstStep = int32(len(steps))
		add(trace.Step{Kind: trace.StepEnter, Node: id, Child: -1, Depth: 1, Alpha: best, Beta: inf})
		add(trace.Step{Kind: trace.StepEval, Node: id, Child: -1, Depth: 1, HasValue: true, Value: i + 1, Alpha: best, Beta: inf})
		nd.LastStep = int32(len(steps) - 1)
		nodes = append(nodes, nd)
		best = i + 1
		add(trace.Step{Kind: trace.StepBackup, Node: 0, Child: id, HasValue: true, Value: best, Alpha: -inf, Beta: inf})
		nodes[id].PV = i == len(leaves)-2
	}
	add(trace.Step{Kind: trace.StepReturn, Node: 0, Child: -1, HasValue: true, Value: best, Alpha: best, Beta: inf})
	nodes[0].Value = best
	nodes[0].LastStep = int32(len(steps) - 1)
	t.Value, t.Score = best, best
	if !withSteps {
		steps = nil
	}
	trace.Assemble(t, nodes, texts, steps)
	return t
}

// xnode is a generic XML element.
type xnode struct {
	XMLName  xml.Name
	Attrs    []xml.Attr `xml:",any,attr"`
	Children []*xnode   `xml:",any"`
	Text     string     `xml:",chardata"`
}

func (n *xnode) attr(name string) string {
	for _, a := range n.Attrs {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func (n *xnode) walk(fn func(*xnode)) {
	fn(n)
	for _, c := range n.Children {
		c.walk(fn)
	}
}

// texts is the concatenated character data of the <text> elements below n.
func (n *xnode) texts() []string {
	var out []string
	n.walk(func(c *xnode) {
		if c.XMLName.Local == "text" {
			out = append(out, c.Text)
		}
	})
	return out
}

// parseSVG decodes a whole SVG document as XML, strictly: every token, to the end.
func parseSVG(tb testing.TB, svg []byte) *xnode {
	tb.Helper()
	d := xml.NewDecoder(bytes.NewReader(svg))
	for {
		_, err := d.Token()
		if err == io.EOF {
			break
		}
		require.NoError(tb, err, "SVG is not well-formed XML")
	}
	var root xnode
	require.NoError(tb, xml.Unmarshal(svg, &root))
	require.Equal(tb, "svg", root.XMLName.Local)
	return &root
}

// byID indexes the elements of an SVG by id.
func byID(root *xnode) map[string]*xnode {
	m := map[string]*xnode{}
	root.walk(func(n *xnode) {
		if id := n.attr("id"); id != "" {
			m[id] = n
		}
	})
	return m
}

// classes of an element, as a set.
func classes(n *xnode) map[string]bool {
	m := map[string]bool{}
	for _, c := range strings.Fields(n.attr("class")) {
		m[c] = true
	}
	return m
}

// geometry is what a layout fixes: the outlines of nodes and the paths of edges, by
// element id.
func geometry(root *xnode) map[string]string {
	g := map[string]string{}
	root.walk(func(n *xnode) {
		id := n.attr("id")
		cl := classes(n)
		if id == "" || !(cl["node"] || cl["edge"]) {
			return
		}
		var parts []string
		n.walk(func(c *xnode) {
			switch c.XMLName.Local {
			case "polygon", "polyline":
				parts = append(parts, c.attr("points"))
			case "path":
				parts = append(parts, c.attr("d"))
			}
		})
		g[id] = strings.Join(parts, "|")
	})
	return g
}

// graphvizSVG lays out and draws DOT text with Graphviz. Package graphviz imports this
// one, so these tests cannot import it: graphviz_test.go, of package render_test, sets
// it (through export_test.go).
var graphvizSVG func(dot []byte) ([]byte, error)

// svgOf has Graphviz draw DOT text: the DOT this package writes must be Graphviz's
// to read.
func svgOf(tb testing.TB, dot []byte) []byte {
	tb.Helper()
	require.NotNil(tb, graphvizSVG, "graphviz_test.go sets graphvizSVG")
	svg, err := graphvizSVG(dot)
	require.NoError(tb, err)
	return svg
}
