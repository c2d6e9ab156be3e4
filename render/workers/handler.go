package workers

import (
	"context"

	"github.com/gametree/gametree/internal/procpool"
	"github.com/gametree/gametree/render/graphviz"
)

// workerKind names the workers that draw with Graphviz.
const workerKind = "render"

// Kind is the worker that draws with Graphviz (procpool.MaybeServe): a request is DOT
// text, its answer the SVG; a health check starts Graphviz (a tiny render), so that
// Warm leaves it ready.
var Kind = procpool.Kind{Name: workerKind, Start: func(procpool.Limits) procpool.Handler {
	ctx := context.Background()
	return procpool.Handler{
		Serve: func(dot []byte, _ func([]byte)) ([]byte, error) { return graphviz.SVG(ctx, dot) },
		Ping: func() error {
			_, err := graphviz.SVG(ctx, []byte("digraph{a}"))
			return err
		},
	}
}}
