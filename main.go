// Command gametree makes game-tree search visible: it traces minimax, negamax and
// alpha-beta searches, solves positions, draws search trees and serves the web page.
//
//	gametree [serve] [--addr localhost:8080]   the web page (the default command)
//	gametree trace  [search flags] [--format json|text]
//	gametree solve  [--weak | --part N | --without LIST | search flags] < positions
//	gametree compare [search flags] [--algos LIST] [--sweep depth=1..6] [-o chart.svg]
//	gametree compare --game connect4 --lab POSITION
//	gametree render [search flags] [--step K | --all-steps] -o FILE
//	gametree exercise --seed N --level L [--q Q] [--worksheet] -o sheet.svg (and sheet.solution.svg)
//	gametree check F.star --position TREE --algo alphabeta [--fail-hard]
//	gametree tournament --eval-file F.star [--against course,better,solver] [--quality]
//
// The commands, their flags and their wiring are package cli; the packages beside it
// are the architecture: games (rules), trace (searches and their record), render
// (pictures), web (the server and its page), and the capabilities built on them.
package main

import (
	"os"

	"github.com/gametree/gametree/cli"
	"github.com/gametree/gametree/internal/procpool"
	"github.com/gametree/gametree/render/workers"
	"github.com/gametree/gametree/sandbox"
)

func main() {
	// A worker child serves and exits here: Graphviz's drawings (render/workers) or
	// students' code (sandbox), the kinds this program starts.
	procpool.MaybeServe(workers.Kind, sandbox.Kind)
	os.Exit(cli.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
