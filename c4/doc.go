// Package c4 solves connect-4 positions exactly, fast, along the path of Pascal Pons'
// tutorial "Solving Connect 4: how to build a perfect AI" (blog.gamesolver.org), with
// every refinement of the tutorial a switch a student can turn off to see what it buys.
//
// A Position is two bitboards (the side to move's stones and all stones), as in Pons'
// solver: package games/c4board's Board, the one package games' Connect4 plays on too;
// its Key, Current+Mask, is below 2^49 (a 56-bit key holds it). A Solver searches
// with negamax and the Refinements chosen:
//
//	AlphaBeta        alpha-beta pruning (tutorial part 4)
//	CentreFirst      columns tried centre first: 4 3 5 2 6 1 7 (part 5)
//	Table            a transposition table of upper bounds (part 7)
//	NullWindow       iterative deepening on null windows [med, med+1] (part 8)
//	AnticipateLosses only non-losing moves; an immediate win found before any node (part 9)
//	WinningSpots     moves ordered by the winning spots they create (part 10)
//	LowerBounds      the table holds lower bounds too (part 12)
//
// Part 6 (bitboards) is always on here: the generic, interface-based search of package
// trace is the version without them. Part 11 (a table of 32-bit partial keys) is the
// table this package always uses; the tutorial's steps differ only in its size
// (TutorialSteps). Nodes are counted as Pons does: one per call of the negamax
// function, summed over the null-window passes, with the table cleared per position.
//
// The hot loop makes no interface call and no allocation: the full refinement set runs
// in a dedicated function (negamaxFull), the other combinations in one function that
// reads the switches (negamaxSteps); both count the same nodes.
//
// # Beyond the tutorial
//
// Refinements.Beyond switches on, one by one, what the fastest solvers add (read in
// Christophe Steininger's c4 and John Tromp's Fhourstones, written anew here; each
// its own switch, in the lab as parts 13 to 32):
//
//	TwoSlots     a table of two-entry buckets; an entry holds a bound type, the best move
//	             and the work (log2 nodes) that found it; the lesser work is replaced
//	TableMove    the table's best move tried first
//	ThreatOrder  moves ordered by the threats they leave: playable after one stone, after
//	             two, any (not above an opponent's threat), then the centre; but the
//	             first, small search of an opening keeps the tutorial's order (a quick
//	             win is found sooner by the most winning spots)
//	ETC          enhanced transposition cutoffs: every child looked up before any is searched
//	Prefetch     the children's buckets asked of memory at once, ahead of their reads,
//	             with the processor's prefetch instruction (prefetch_amd64.s: Go has no
//	             intrinsic for it; elsewhere it does nothing and the reads wait)
//	ForcedMoves  a forced move (the only non-losing one) played without a node of its own
//	TightWindow  a move after which the opponent has no non-losing move wins at once;
//	             when none does, no win fits in 4 plies and the window shrinks
//	ScoreCaps    a side that can no longer make four cannot win; nor can the side to move
//	             when every column has an even number of empty cells and it has no four
//	             in rows 1, 3 and 5 (claimeven: the opponent answers on top)
//	Mirror       a position and its mirror image share an entry
//	DeadStones   the opponent's stones that can no longer matter counted as the side to
//	             move's in the key
//	LazySMP      every core searches the same window on the one lock-free table, the
//	             helpers in their own move order near the root; the first answer wins
//	NearTable    each core keeps the positions of 24 stones or more in a small table of
//	             its own (1 MB, one entry a bucket), which stays in its cache: the
//	             shared table, far larger than the cache, was waited for at half of
//	             all node time
//	Deferral     ABDADA (Weill): up to 12 plies below the root, a move that another
//	             core is searching is left for after the others, so that the cores
//	             share the work instead of repeating it (the helpers keep the main
//	             order); on one core it changes nothing
//	History      moves whose threat scores tie (centre included) ordered by a history
//	             of the cutoffs each side's moves made on each cell, kept per position
//	             (Fhourstones' history heuristic: the move that cut gains as many
//	             points as moves were tried before it, each of those loses one)
//	OnePass      a strong solve of 24 stones or more searches the whole window in one
//	             pass: near the end that costs fewer nodes than null-window passes
//	StepOut      a big strong solve (2^20 nodes on) tries null windows out from 0 in
//	             steps of 1, 2, 4, ... before halving the range: its value is most
//	             often near 0
//	Evens        the evens strategy (Steininger's upper_bound_from_evens_strategy):
//	             with the first player to move, the second can answer every move on
//	             top of it and so take every even row's cell not playable now; if the
//	             first cannot make a four before the second's fours on those cells, they
//	             bound its value; read at a node and at each child before it is
//	             searched, without a node of its own (evens.go)
//	ETCForced    ETC looks a child up past its forced replies, where ForcedMoves
//	             stored its entry (etcforced.go)
//	FollowValue  a strong solve asks the tutorial's null windows while each pass
//	             ends within followAfter nodes; once one does not, it is given up
//	             (what it found stays in the table) and each next window is put
//	             where the last pass's fail-soft value points (MTD(f), as
//	             Steininger's c4 does), one step from it, instead of halving the
//	             range; it takes over from StepOut (follow.go)
//	ForcedChildren  before any child is searched, each child whose opponent's reply
//	             is forced is followed to its forced line's end and read there as that
//	             end's own node reads itself first (its score caps and evens bound);
//	             a child so settled needs no search, one that is not is searched from
//	             that end, with the range it read (no line played twice, no bound
//	             read twice), as Steininger's c4 reads its children
//	             (etcforced.go)
//
// These run in fast.go (worker.search), on All's refinements; Fastest is All with all of
// them but DeadStones (which costs more time than it saves on the benchmark sets), the
// solver of the command line and the page.
//
// Measured and not taken (openings after 8 moves, one core, nodes deterministic, CPU
// time of solve --threads 1 interleaved in one sitting): Steininger's c4 reads every
// child before searching any, following its forced replies to a loss, a score cap or
// the evens bound (search.cpp, static_search). Ported here, it brought the interior
// nodes from 1.31 to 1.06 times his (most of the excess was at 32 stones and more: at 38, 24
// times his) and all nodes from 985,159 to 818,374, but took 16% more time (66.7 ->
// 77.7 s over 6 rounds); making only the checks that could settle the window (the same
// nodes), 9.7% more. A child read so costs about what searching it does, at every node,
// while ours finds the same cut by searching a few cheap children. Only the children
// with a forced reply: 924,183 nodes, 8.5% more time; only after the first move fails
// to cut: 958,530 nodes, 9.6% more time. Steininger's dead-stone patterns in the key
// instead of ours, from 0, 24 or 28 stones on: 4% fewer nodes, 15% to 34% more time.
// Lighter still, and taken (ForcedChildren): only the children whose reply is forced,
// followed to the line's end and read there as that end's node reads itself first (its
// bounds, score caps and evens), a child left unsettled then searched from that end (no
// line played twice): 827,294 nodes after 8 moves (-16%), 5.55 M against 6.87 M after 6
// (-19%). As first built, the end's node read its score caps and evens again when it was
// searched: about the same instructions (cachegrind, 3 openings after 8) and 5% more
// time (openings after 6, 4 rounds: 132.1 -> 138.6 s); over Prefetch, the first 2
// openings after 4 moves (6 rounds): 20% fewer nodes and 4% more time, only from 27
// stones on 19% and 2%. With the range it read kept for that search (forcedEnd.lo, hi;
// worker.bounded), the same 2 openings took 1% less time than without the read (27.91
// against 28.15 s, 4 rounds), and with the near table of 256 KB from 26 stones
// (buckets.go, nearEntries) the pair of changes took 11.7% less (4 rounds), 5.7% less
// on 30 openings after 6 moves, one at a time, interleaved (in-process time); but on
// the first 10 and 6 openings after 4 moves, one at a time, about the same (4.97
// against 5.05 s, 2.77 against 2.73 s a position), and after 8 moves 8% to 10% more
// (50 openings: 0.148 against 0.135 s, 0.186 against 0.161 s), where the near table of
// 1 MB served the smaller searches better. So the pair cuts nodes (after 4 moves 27.6 M
// to 22.7 M a position, his 19.5 M) more than time. Such a
// read settles what the child's own node settles in its first lines, so the nodes it
// saves are cheap ones: our larger count was mostly nodes his search does not count.
// The null-window passes are his too (after
// 4 moves, the first 4 openings: the same windows in the same order; our nodes a pass
// mostly 1.0 to 1.7 times his).
//
// Where the time of a big search goes (pprof, one thread, the first 4 openings after 4
// moves): a fifth and more waiting for the table's memory (the shared table is 64 MB,
// probed at random; a near table was 1 MB against a core's 512 KB level-2 cache, and is
// 256 KB now: nearEntries). The
// children's buckets are prefetched (Prefetch); measured beside it and not taken, each
// interleaved against it on the same lines: the node's own bucket prefetched at the
// node's start, and the children's before the score caps instead of after (no gain
// beyond the machine's noise); the children whose reply is forced read last, their
// line's end prefetched meanwhile (1.7% fewer nodes after 4 moves, 0.1% more after 8,
// not faster); every child's threats and evens before any child's table read (slower:
// an early cut by the table no longer saves the other children's threats); near tables
// of 2 and 4 MB (1.7% and 6% fewer nodes, 15% and 18% more time); no near table (11%
// fewer nodes, 16% more time); with the near table of 1 MB, from 26 or 28 stones
// instead of 24 (10% and 6% more time, 6 rounds); no mirror image in the
// keys from 20, 24 or 28 stones on (0.2% to 0.9% more nodes; after 4 moves 1% to 5% less
// time, after 6 moves the same time: 75.9 s against 75.9 s, 4 rounds); from 26 stones
// on, where no table read is ahead, a child's bucket prefetched just before it is
// searched (12% more time: the child's key is then made twice). Profile-guided
// optimisation: 2.4% less time (2 rounds), which "go run ." would not get without a
// profile checked in and every package built twice in CI.
//
// # The perfect player
//
// BestColumn is the column a perfect player plays from every column's exact score. A
// Book (book.go) holds those scores for the positions its own play reaches from the
// empty board against every reply, both colours, below a number of stones, made by
// GenerateBook ("gametree book"). BookOfAll makes the book of every position below K
// stones from the scores of the positions of exactly K stones (the frontier, solved in
// resumable pieces: "gametree book --all"), by minimax; EmbeddedBook is the one built
// in (book.bin): both kinds merged. Past the book, from LiveStones stones on, the
// solver answers in about a second.
//
// TraceSolve records the solver's search as a trace (package trace), for the page's
// stepper and pictures: a twin of negamaxFull with a recording call at every event
// (negamaxRecorded), so the hot loop pays nothing when nobody records. It searches the
// whole score range in one pass instead of the null-window passes, so the tree has
// one root; the rest is the full solver.
//
// Scores are those of the benchmark sets: for the side to move, 0 a draw, a win with
// the winner's k-th stone 22-k, a loss the negation. A weak solve gives only the sign
// (-1, 0 or 1 for a search that ends; a win found at the root keeps its exact score).
package c4
