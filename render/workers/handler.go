package workers

import (
	"context"

	"github.com/gametree/gametree/internal/procpool"
	"github.com/gametree/gametree/render/graphviz"
)

// workerKind is the kind of worker (procpool.Register) that draws with Graphviz.
const workerKind = "render"

// The worker side: a request is DOT text, its answer the SVG; a health check starts
// Graphviz (a tiny render), so that Warm leaves it ready.
func init() {
	procpool.Register(workerKind, func(procpool.Limits) procpool.Handler {
		ctx := context.Background()
		return procpool.Handler{
			Serve: func(dot []byte, _ func([]byte)) ([]byte, error) { return graphviz.SVG(ctx, dot) },
			Ping: func() error {
				_, err := graphviz.SVG(ctx, []byte("digraph{a}"))
				return err
			},
		}
	})
}
