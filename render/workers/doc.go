// Package workers draws Graphviz's pictures (package graphviz) in worker processes, for
// the server: go-graphviz cannot share one process, leaks memory and ignores
// deadlines, so each [Worker] is a child process, this same program started again
// with [WorkerEnv] set ([MaybeRunWorker], which main and the TestMain of every package
// that starts workers call first), and a [Pool] runs several of them behind one
// bounded queue.
package workers
