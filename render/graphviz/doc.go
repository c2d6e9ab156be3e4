// Package graphviz lays out and draws the DOT text of package render with Graphviz, in
// this process, through github.com/goccy/go-graphviz: [InProcess] is the
// render.Renderer of render.EngineGraphviz on the command line, and [SVG] the one call
// every render goes through, the worker processes' too (package workers).
//
// go-graphviz runs Graphviz as one WebAssembly module per process. It is not safe for
// concurrent use, so every render holds one process-wide lock; it cannot be
// interrupted, and a cancelled render can poison the module, so a context is only
// checked before a render starts; it keeps memory from every render (about 0.28 MB a
// render of the textbook tree's steps, BenchmarkTextbookEveryStepSVG). A server
// therefore draws in worker processes. Its package init compiles the module in every
// process that links it: about 18 ms and 4.4 MB (GODEBUG=inittrace=1), which is why
// package render does not import this one. Its layout is no faster than Graphviz's
// own dot: about 1 s for 2,047 nodes (BenchmarkPictureGraphviz), thirty to sixty times
// the project's own layout. Its compilation cache is kept in a folder of the user's own
// (package internal/wasmcache; [CacheDir]), never in a folder of the machine's
// temporary folder that another user may own.
package graphviz
