// Package graphviz lays out and draws the DOT text of package render with Graphviz, in
// this process, through github.com/goccy/go-graphviz: [InProcess] is the
// render.Renderer of render.EngineGraphviz for the command line, [SVG] the one call
// every render goes through.
//
// go-graphviz runs Graphviz as one WebAssembly module per process: it is not safe for
// concurrent use (every call holds one process-wide lock), keeps about 0.24 MB of every
// render, cannot be interrupted (a context is only checked before a render starts: a
// cancelled render can poison the module), and its package init compiles the module in
// every process that links it. A server therefore draws in worker processes (package
// workers). Its layout is no faster than the project's own: BenchmarkPictureGraphviz
// against render's BenchmarkPicture.
package graphviz
