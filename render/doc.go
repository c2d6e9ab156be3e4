// Package render draws recorded game-tree searches (package trace): SVG and PNG laid
// out and drawn by this package, and Graphviz DOT text, one step at a time or finished.
//
// # Drawing
//
// DOT(t, opt) writes the DOT text of trace t at step opt.Step (Finished, -1, for the
// finished search). It follows the textbook conventions:
//
//   - MAX nodes are upward triangles, MIN nodes downward triangles, with the value
//     inside ("3", "≥5" for a lower bound, "≤2" for an upper bound, "−∞"/"+∞", "win 18"),
//     an explicit tree's node name on the left and, while the node is open (on the call
//     stack), its window on the right (α above, β below). An explicit tree's leaves are
//     small boxes holding their number as written.
//   - Game positions (tic-tac-toe, connect-4 and any game whose Board has several
//     rows) are drawn as the board itself under a header with the player (▲ MAX, ▼ MIN)
//     and the value, and the window below while open; the move is written on the edge.
//     The stones game (a one-row board) is drawn as triangles with the count ("●×9").
//   - Children go strictly left to right in search order (ordering=out).
//   - Pruned nodes and their whole subtrees stay in the picture, dashed and grey, from
//     the step of their cutoff on; the edge into the first pruned child then carries
//     the cutoff rule ("β=2 ≤ α=3").
//   - The principal variation is bold in the finished search; transposition-table hits
//     have a double outline, teal, and "TT"; unfinished nodes (a search stopped by its
//     node budget or time limit) are dotted red and the caption gives the reason.
//   - A picture of step k shows nothing that happens after step k: nodes not reached
//     yet are left out (Options.Unreached: UnreachedHide, the default: nodes appear
//     as the search reaches them, the way a teacher draws the tree on a board) or
//     drawn very light grey (UnreachedGhost: the shape of the tree only); no node or
//     edge is dashed or classed pruned before its cutoff, no cutoff rule is written
//     before it fires, values and windows are those of that step, the principal
//     variation (class pv, bold) appears only in the finished picture, and tooltips
//     and legend items say only what is known by then. The step's node is yellow with
//     an orange outline; open nodes have an orange outline.
//   - α and β appear only for alpha-beta (Options.Algorithm alphabeta or
//     negamax-alphabeta): plain minimax and negamax have no window cells, no window
//     in captions, no α/β legend item.
//   - Numbers are written as the page writes them: grouped with the language's
//     separator and a true minus sign ("−10,009,500", "−10.009.500"); "win 3" is
//     "gana 3" in Spanish. Stones takes read "take 2" / "quita 2". Faster-wins scores
//     are explained in the legend per game (tic-tac-toe 6 − the winner's stones,
//     connect-4 22 − the winner's discs, stones n0 + 1 − the moves played); the
//     legend names the pieces MAX plays (X or O; red or yellow discs).
//   - Above the tree: Options.Title, a legend in Options.Lang ("en" or "es") listing
//     only what the picture uses (left out with Options.Header HeaderCompact), and a
//     caption describing the step ("Step 21 of 39: cutoff at C: β=2 ≤ α=3"; "Paso 21
//     de 39: poda en C: β=2 ≤ α=3") or, finished, the result (a stopped search says
//     so and shows its value as a bound: "Value ≥1 (a bound: the search stopped)").
//   - The picture fits a 16:9 slide Options.MaxWidth pixels wide (default 1920, at
//     the PNG resolution Options.DPI, default 144): a larger drawing is scaled down as
//     a whole (in the SVG, the root group's scale; in DOT, size); FullSize draws it at
//     its natural size.
//
// # Exercises
//
// Options.Look draws the two halves of a printed exercise. LookQuestion: the whole
// tree drawn plainly (nothing pruned, greyed or bold, no rule, no result), the
// leaves' values, and an empty box for every inner node's value; with Options.Window
// blank α= and β= lines, with Options.Order an empty box on the edge into every leaf.
// Draw it from a minimax trace of the problem: then nothing in it, not even the room
// kept for a cutoff rule, depends on where alpha-beta prunes (tested: the question
// of an alpha-beta trace is the same picture, byte for byte). LookSolution: the
// finished search with no current node; with Window the α and β each visited inner
// node held when it returned, with Order the evaluated leaves numbered 1, 2, ... in
// the order they were evaluated. Both are laid out denser than a search (small leaf
// boxes, small gaps between siblings and depths, no room right of a triangle that has
// no α/β), so that several fit a printed page.
//
// # Layout
//
// DrawSVG (and Picture, SVG, PNG, AllSteps) lay the tree out themselves, in time linear
// in the drawn tree (Walker's algorithm as made linear by Buchheim, Jünger and
// Leipert: layout.go, scene.go): every parent centred over its first and last
// children, children in order left to right, neighbours on a depth never closer than
// their boxes (and, right of their edge, their edge label) ask for; every depth on one
// line. An edge runs from the parent's bottom (a triangle's base or apex) straight to
// the child's depth and down to its top; where edges carry labels (moves, cutoff
// rules) they turn straight down above the depth's band of labels, each label right of
// its edge. Boxes, edges and labels never overlap (tested). 2,047 nodes take about
// 25 ms, 255 nodes about 2 ms (BenchmarkPicture). Graphviz is not needed: DOT is kept
// for those who lay out with Graphviz themselves (and the Renderer types below).
//
// Every step of one trace has the same layout: node positions never move. Everything
// that changes from step to step is a colour, a line style, or a text inside a table
// cell of fixed size; edge labels (moves, cutoff rules) and the legend have cells of
// fixed size at every step, empty until their text applies.
//
// Options.Region draws the part of a large tree around the step's node (the root
// when finished): the path from the root to it, the path's siblings (each drawn as
// itself, with one summary node "s<i>" below it for its subtree, edge "es<i>"), and
// the node's subtree to Options.RegionDepth plies (default 2), deeper subtrees
// summarised the same way. Summaries count the nodes the search has reached so far.
// The steps about the same node share one layout.
//
// Large traces fold: beyond Options.Budget drawn nodes (default 1500), whole levels are
// drawn from the root down while they fit, and at the first level that does not fit
// every node with children is replaced by one summary node ("+12,345 nodes" over
// "value 0"; in Spanish "+12.345 nodos", "valor 0") standing for it and its subtree,
// except along the principal variation, which unfolds as far as the budget allows.
// The folding depends on the trace only, not on the step.
//
// # Ids and classes
//
// The SVG keeps the ids and classes of the DOT, written as Graphviz writes them (so
// the SVG Graphviz makes of the DOT reads the same way); web pages and slide makers
// rely on them:
//
//	<svg>                     the root group: id "tree", class "graph gametree"
//	node of trace node 12     <g id="n12" class="node ...">
//	folded node 123           <g id="f123" class="node ... folded ..."> (n123 is absent)
//	edge into node 12         <g id="e12" class="edge ...">  (from its parent; the root has none)
//
// Node classes (Graphviz puts "node" first):
//
//	max | min        the player to move at the node (leaves too)
//	root             the root
//	inner | leaf     whether the node has children in the trace
//	folded           a summary of a folded subtree
//	board            drawn as a game board
//	terminal         the game is over here (an explicit tree's leaf)
//	horizon          the depth limit was reached: static evaluation
//	tt               value from the transposition table
//	pruned           never searched: a cutoff above made it irrelevant
//	stopped          the search stopped (node budget, time limit) before finishing it
//	pv               on the principal variation (drawn bold only when finished)
//	unreached | open | done | cut
//	                 the node's state at the drawn step: not reached yet; entered and
//	                 not returned (on the call stack); returned; pruned by a cutoff
//	                 that has happened
//	current          the node of the drawn step
//
// terminal, horizon and tt appear once the node is done, pruned once its cutoff has
// happened, stopped once the search stopped, pv only in the finished picture. A
// folded node is "open" while any node inside it is, and "current" when the step's
// node is inside it; its summary counts the nodes reached so far.
//
// Edge classes: the state of the node the edge leads to (unreached, open, done, cut),
// current (it leads to the step's node), pruned, pv and folded as for that node.
//
// # Texts that change from step to step
//
// Each changing text is a cell with an ID (in DOT, a cell of an HTML-like label with
// an empty HREF and a tooltip), written as
// <g id="a_ID"><a xlink:title="..."><text>...</text></a></g>. So, for trace node 12:
//
//	value               document.getElementById("a_n12-v").querySelector("text")
//	α (inner nodes)     document.getElementById("a_n12-alpha").querySelector("text")
//	β (inner nodes)     document.getElementById("a_n12-beta").querySelector("text")
//	folded node 123     "a_f123-v" ("value 0")
//	cutoff rule         "a_e13-cut" on the edge into the first pruned child 13, from
//	                    the step of the cutoff on (before it, an empty cell with no id)
//	move                "a_e13-move" (game trees)
//	caption             "a_caption"; the legend is "a_legend", the title "a_title"
//
// A text with nothing to show holds a single no-break space (U+00A0), so the element
// is always there. α and β are left-aligned in their cells (text-anchor="start"), the
// value, the caption, moves and rules centred (text-anchor="middle" at the cell's
// centre), so replacing a textContent is enough. (Graphviz's SVG of the DOT writes
// every text with text-anchor="start" at an x computed for the text it was given: there
// set text-anchor="middle" and x to the centre of the old text's bounding box,
// getBBox().x + getBBox().width/2, before replacing a centred one.) The picture of the finished search
// (Step: Finished) has every element any step needs: a page can draw it once and
// restyle it per step from the trace's States, with CSS rules on the state classes
// (CSS overrides presentation attributes such as fill and stroke); it must
// then itself hide what a step does not know yet (pruned marks, rules, pv).
//
// # Rendering
//
// Picture, SVG, PNG and AllSteps draw from the trace with this package's own layout:
// pure Go, safe for concurrent use, no Graphviz; their Renderer argument only gives an
// *InProcess's PNGScale and may be nil.
//
// A Renderer turns DOT text (Graphviz's layout) into svg, png (or returns the DOT
// itself for dot), for DOT made or changed elsewhere. go-graphviz
// runs Graphviz as one WebAssembly module per process: not safe for concurrent use,
// leaking memory with every render, deaf to context deadlines. So:
//
//   - InProcess renders in this process, every call behind one process-wide mutex
//     (for the command line);
//   - Worker renders in a child process, this same program started with
//     GAMETREE_RENDER_WORKER=1 (main and every TestMain call MaybeRunWorker first):
//     requests are serialised, a request whose context ends kills the child (the next
//     one starts a new child), and the child is recycled after MaxRenders renders or
//     when its resident memory passes MaxRSS; Warm starts it ahead of the first
//     request (for the server);
//   - Pool (for the server) runs several Workers (one per CPU by default), each
//     serialised, fed from one bounded queue. Admit, asked before any work, and
//     Render refuse with a *BusyError (when to retry) once the queue is full. A caller
//     whose context ends stops waiting: a queued render is dropped, a running one
//     finishes; only the render's own deadline (PoolConfig.Timeout), the watchdog
//     (a busy worker whose process uses no CPU time for StallTimeout, read from
//     /proc on Linux; its render is drawn again once) or a failed idle health check
//     kills a worker, which is then replaced at once. Worker deaths are *WorkerError, coded ("the drawing process
//     stopped unexpectedly (it exited with status 3); try again"). Lifecycle events
//     go to PoolConfig.Logger and OnEvent; Stats is a snapshot for metrics; Shutdown
//     drains it, answering what is left at the end of the grace period with
//     ErrShuttingDown.
//
// PNG is drawn from the SVG by this package's own rasteriser (Rasterize):
// go-graphviz's PNG renderer draws neither outlines nor edges. It draws at
// DefaultPNGScale (2 pixels per point, 144 dpi) with DejaVu Sans when installed, else
// the Go fonts. Options.DPI travels in an XML comment before the <svg> element
// ("gametree png dpi 300"; in DOT, the graph's comment, which Graphviz copies into its
// SVG), so the PNG is drawn at that resolution.
//
// SVG, PNG, Picture and DrawSVG draw one step; EachStepSVG, EachStepDOT and AllSteps
// draw every step of a trace (step-0001.svg, step-0002.svg, ...) for a slide sequence,
// on one layout made once.
//
// # User text
//
// Tree names, leaf labels, move names and titles are user text. They are cleaned
// (valid UTF-8, no control or format characters, line breaks as spaces, at most 64
// characters) and escaped for where they go: HTML-like labels get &amp; &lt; &gt;
// &quot; &#39;, quoted DOT strings get \" and \\ (so no Graphviz escape such as \N
// can be triggered). Ids and classes are made by this package from numbers only, so no
// user text can add an attribute (URL, href, ...).
package render
