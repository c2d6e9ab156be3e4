package render_test

import (
	"context"

	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/render/graphviz"
)

// The tests of package render check that Graphviz reads the DOT text it writes
// (svgOf); package graphviz imports render, so only this external test package can give
// them Graphviz.
func init() {
	*render.GraphvizSVG = func(dot []byte) ([]byte, error) {
		return (&graphviz.InProcess{}).Render(context.Background(), dot, render.FormatSVG)
	}
}
