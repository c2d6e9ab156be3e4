// Command gametree makes game-tree search visible: it traces minimax, negamax and
// alpha-beta searches, solves positions, draws search trees and serves the web page.
//
//	gametree [serve] [--addr localhost:8080]   the web page (the default command)
//	gametree trace  [search flags] [--format json|text]
//	gametree solve  [--weak | --part N | --without LIST | search flags] < positions
//	gametree compare [search flags] [--algos LIST] [--sweep depth=1..6] [-o chart.svg]
//	gametree compare --game connect4 --lab POSITION
//	gametree render [search flags] [--step K | --all-steps] -o FILE
//
// main.go holds the wiring only: every parameter is defined once in package trace
// (trace.ParamSpecs) and read the same way on the command line and by the web API.
package main

import (
	"os"

	"github.com/gametree/gametree/render"
)

func main() {
	render.MaybeRunWorker() // a render worker child serves and exits here
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
