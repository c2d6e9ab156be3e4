// Package render draws a recorded search (package trace) at any of its steps: as SVG
// laid out and written by this package ([DrawSVG], [Picture], [EachStepSVG],
// [AllSteps]), as PNG drawn from that SVG ([svgconv.Rasterize]), and as the same drawing
// in Graphviz's DOT text ([DOT], [EachStepDOT]) for Graphviz to lay out instead
// ([EngineGraphviz], through a [Renderer]). What a picture shows, its ids and classes
// and the texts a page may change are told in README.md, "Pictures".
//
// # Design
//
// A plan (plan.go) is what the steps of one trace share: the tree, which nodes are
// drawn (the whole tree folded level by level to [Options.Budget], or the region
// around the step's node, [Options.Region]; in a step's picture that hides what is
// not reached, out of the nodes the step has reached only, so that "this step" is laid
// out for what the search has reached; never folding [Options.Focus] nor the step's
// current node, focus.go), and the size of every cell. A look
// (look.go) is what one step knows of one node: its classes, texts, colours and
// tooltip, and nothing of a later step. The SVG (svg.go, svgnodes.go) and the DOT
// (dot.go, nodes.go, edges.go, header.go) are written from the same plan and looks, so
// they keep the same ids and classes; only colours and the texts of fixed-size cells
// change from step to step while the plan stays, and [EachStepSVG] decides the plan
// again only when a step reaches new nodes, moves the region or the focus. The ghost
// drawing ([UnreachedGhost], typed trees only: [Options.Check]) keeps one layout, the
// whole tree's, at every step.
//
// A picture of a search fills a slide ([Options.Ratio], fit.go): 16:9 by default, the
// tree centred and scaled to fill it, the plan folded again (a smaller budget, a
// region of fewer plies) until node values are [MinValuePx] high at 1920x1080
// (TestPicturesFitASlide).
//
// The layout (layout.go, scene.go) is Walker's tidy tree, made linear by Buchheim,
// Jünger and Leipert: parents centred over their children, children in search order,
// every depth on one line, edges turning straight down above their depth's band of
// labels; where the edges out of MIN triangles would leave the apex in line with its
// sides (and read, with them, as an X), they run down a shared stem first and part at
// its foot; boxes, edges and labels never overlap and edges meet only where they part
// (TestLayoutIsTidy, TestLayoutEdgesNeverCross). It is linear in
// the drawn tree (BenchmarkLayout: about 220 bytes in one allocation a node, from
// 1,023 to 87,381 nodes) and needs no Graphviz: 2,047 nodes become SVG in 25-35 ms
// (BenchmarkPicture), against about 1 s through go-graphviz, whose layout is no
// faster than Graphviz's own dot (BenchmarkPictureGraphviz, package graphviz).
//
// Chance nodes (chance.go) are circles with their outcomes' probabilities on the edges
// and their running weighted sums ("Σ1.5") while open; a Monte Carlo tree search's
// pictures (mcts.go, mctsrollout.go) show every node's N and W/N, edges as wide as
// their share of the visits, the iteration's path and the rollout, an overlay kept out
// of the layout. Every value is divided by the trace's scale (lang.scaled).
//
// The two halves of a printed exercise ([LookQuestion], [LookSolution]) are plans too:
// a question's plan knows nothing of where alpha-beta prunes (not even the room kept
// for a cutoff rule: its picture is the same byte for byte from a minimax or an
// alpha-beta trace), and [Options.Sheet] gives a denser geometry (geometry.go) for a
// worksheet's page.
//
// User text (tree names, leaf labels, moves, titles) is cleaned (valid UTF-8, no
// control or format characters, at most 64 characters) and escaped for where it goes:
// XML by [svgout.Escape], quoted DOT strings with \" and \\ so that no Graphviz escape
// such as \N can be triggered. Ids and classes are made of numbers and fixed words
// only. FuzzDOTEscaping draws hostile texts and checks that the DOT and the SVG keep
// the structure of the same tree drawn with plain ones.
//
// # Packages around it
//
// [svgconv] turns the SVG into PNG and PDF;
// [github.com/gametree/gametree/render/graphviz] runs go-graphviz in this process (the
// command line's --engine graphviz), [github.com/gametree/gametree/render/workers] in
// worker processes (the server's engine=graphviz). This package imports neither graphviz nor workers: a
// program that draws only with the project's own layout does not link go-graphviz,
// whose package init costs every process that does about 18 ms and 4.4 MB (GODEBUG=
// inittrace=1).
package render
