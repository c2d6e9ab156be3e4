package moodle

import (
	"bytes"
	"context"
	"image/png"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/render"
)

// Picture is exercise e's question as the class's page draws it (render.LookQuestion:
// the whole tree, the leaves' values, an empty box on every inner node but in the order
// question, nothing of where alpha-beta prunes), in lang, as PNG, with its size in pixels. It is drawn by
// package render's own layout (no Graphviz).
func Picture(ctx context.Context, e *exercise.Exercise, lang string) (pngData []byte, w, h int, err error) {
	q := e.Spec.Q
	opt := render.Options{Lang: lang, MaxWidth: render.FullSize, Look: render.LookQuestion,
		Window: q == exercise.Window, Order: q == exercise.Order, Header: render.HeaderCompact}
	pngData, err = render.PNG(ctx, nil, e.Trace, opt)
	if err != nil {
		return nil, 0, 0, err
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(pngData))
	if err != nil {
		return nil, 0, 0, err
	}
	return pngData, cfg.Width, cfg.Height, nil
}
