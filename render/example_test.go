package render_test

import (
	"fmt"
	"regexp"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/trace"
)

// DrawSVG lays a recorded search out and draws it, without Graphviz: here the
// textbook tree's finished alpha-beta search, whose nodes and edges carry the ids a
// page restyles.
func ExampleDrawSVG() {
	g, err := games.New("tree", "((3,5),(2,9),(0,7))", games.Options{})
	if err != nil {
		panic(err)
	}
	t, err := trace.Search(g, trace.Options{Algorithm: trace.AlphaBeta, Record: true})
	if err != nil {
		panic(err)
	}
	svg := render.DrawSVG(t, render.Options{Step: render.Finished})
	nodes := regexp.MustCompile(`<g id="n[0-9]+" class="node `).FindAll(svg, -1)
	edges := regexp.MustCompile(`<g id="e[0-9]+" class="edge `).FindAll(svg, -1)
	fmt.Println(len(nodes), "nodes,", len(edges), "edges")
	fmt.Printf("%s\n", regexp.MustCompile(`<g id="e9" class="[^"]*"`).Find(svg))
	// Output:
	// 10 nodes, 9 edges
	// <g id="e9" class="edge pruned cut"
}
