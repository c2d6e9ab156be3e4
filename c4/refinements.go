package c4

import "github.com/gametree/gametree/msg"

// Refinements are the switches of the solver: those of the tutorial's path, each a
// refinement of plain negamax (see the package documentation), then the techniques
// beyond the tutorial that the fastest solvers add (Beyond). The zero value is plain
// negamax, columns left to right, with an immediate win found before recursing
// (tutorial part 3).
type Refinements struct {
	AlphaBeta        bool `json:"alphaBeta"`
	CentreFirst      bool `json:"centreFirst"`
	Table            bool `json:"table"`
	NullWindow       bool `json:"nullWindow"`
	AnticipateLosses bool `json:"anticipateLosses"`
	WinningSpots     bool `json:"winningSpots"`
	LowerBounds      bool `json:"lowerBounds"`

	Beyond
}

// Beyond are the techniques past the tutorial (package documentation, "Beyond the
// tutorial"). Any of them runs the search of fast.go, on a table whose entries hold a
// bound type, the best move and the work done; they need every tutorial refinement.
type Beyond struct {
	TwoSlots    bool `json:"twoSlots,omitempty"`    // two entries a bucket, the lesser work replaced
	TableMove   bool `json:"tableMove,omitempty"`   // the table's best move tried first
	ETC         bool `json:"etc,omitempty"`         // enhanced transposition cutoffs
	ForcedMoves bool `json:"forcedMoves,omitempty"` // forced lines played without a node
	ScoreCaps   bool `json:"scoreCaps,omitempty"`   // no four possible, claimeven: a draw at best
	TightWindow bool `json:"tightWindow,omitempty"` // no win within 4 plies: the window shrinks
	Mirror      bool `json:"mirror,omitempty"`      // a position and its mirror image share an entry
	DeadStones  bool `json:"deadStones,omitempty"`  // stones that can no longer matter folded into the key
	ThreatOrder bool `json:"threatOrder,omitempty"` // moves ordered by the threats they make
	Prefetch    bool `json:"prefetch,omitempty"`    // the children's buckets asked of memory ahead of their reads
	LazySMP     bool `json:"lazySMP,omitempty"`     // every core searches, sharing the table
	NearTable   bool `json:"nearTable,omitempty"`   // each core's own small table near the leaves
	Deferral    bool `json:"deferral,omitempty"`    // a move another core is searching left for later (ABDADA)
	History     bool `json:"history,omitempty"`     // moves of equal threats ordered by a history of cutoffs
	OnePass     bool `json:"onePass,omitempty"`     // near the end, one pass on the whole window
	StepOut     bool `json:"stepOut,omitempty"`     // a big strong solve's null windows stepping out from 0
	Evens       bool `json:"evens,omitempty"`       // the second player's answer on top bounds the first's value
	ETCForced   bool `json:"etcForced,omitempty"`   // ETC looks past a child's forced moves
	FollowValue bool `json:"followValue,omitempty"` // a big strong solve asks where the last answer points (MTD(f))
	// a child whose reply is forced judged at its forced line's end before any search
	ForcedChildren bool `json:"forcedChildren,omitempty"`
}

// All is every refinement of the tutorial: its fastest solver, part 12.
var All = Refinements{AlphaBeta: true, CentreFirst: true, Table: true, NullWindow: true,
	AnticipateLosses: true, WinningSpots: true, LowerBounds: true}

// Fastest is All with the techniques beyond the tutorial that pay for themselves: the
// solver the command line and the page use. DeadStones is left out: on the benchmark
// sets it saves about 1% of the nodes and costs about a quarter more time (the key of
// every lookup looks at every line of the board).
var Fastest = func() Refinements {
	r := All
	r.Beyond = Beyond{TwoSlots: true, TableMove: true, ETC: true, ForcedMoves: true, ScoreCaps: true,
		TightWindow: true, Mirror: true, ThreatOrder: true, Prefetch: true, LazySMP: true,
		NearTable: true, Deferral: true, History: true, OnePass: true, StepOut: true, Evens: true, ETCForced: true,
		FollowValue: true, ForcedChildren: true}
	return r
}()

// full reports whether r is All, which runs the dedicated search function.
func (r Refinements) full() bool { return r == All }

// beyond reports whether any technique beyond the tutorial is on: the search of
// fast.go.
func (r Refinements) beyond() bool { return r.Beyond != Beyond{} }

// tutorial is r without the techniques beyond the tutorial.
func (r Refinements) tutorial() Refinements {
	r.Beyond = Beyond{}
	return r
}

// Check reports a combination the search cannot run: the table, the null windows and
// the lower bounds need alpha-beta, lower bounds need the table, and the techniques
// beyond the tutorial need all of its refinements.
func (r Refinements) Check() error {
	switch {
	case !r.AlphaBeta && (r.Table || r.NullWindow):
		return msg.New("c4.needs_alphabeta")
	case r.LowerBounds && !r.Table:
		return msg.New("c4.needs_table")
	case r.beyond() && r.tutorial() != All:
		return msg.New("c4.needs_tutorial")
	}
	return nil
}

// Step is one step of Pons' tutorial: its part number, a name, the refinements it
// has switched on and the size of its table. The lab shows the name of msg c4.step_N
// in the user's language, what the step does (c4.step_N_about) and, where its count
// can rise over the step before, why (c4.step_N_rise).
type Step struct {
	Part         int
	Name         string // English, in plain words: "skip what cannot matter (alpha-beta)"
	Refinements  Refinements
	TableEntries int
}

// TutorialSteps are the steps of the tutorial whose means it publishes, in order,
// each adding one refinement (part 6, bitboards, counts the same nodes as part 5, and
// part 11 differs from part 10 by its table's size only).
var TutorialSteps = func() []Step {
	var r Refinements
	add := func(part int, name string, on func(*Refinements), entries int) Step {
		on(&r)
		return Step{Part: part, Name: name, Refinements: r, TableEntries: entries}
	}
	return []Step{
		add(3, "negamax, every move", func(*Refinements) {}, 0),
		add(4, "skip what cannot matter (alpha-beta)", func(r *Refinements) { r.AlphaBeta = true }, 0),
		add(5, "middle columns first", func(r *Refinements) { r.CentreFirst = true }, 0),
		add(6, "the board as two numbers (bitboards)", func(*Refinements) {}, 0),
		add(7, "remember positions (transposition table)", func(r *Refinements) { r.Table = true }, smallTableEntries),
		add(8, "yes-or-no questions (null window)", func(r *Refinements) { r.NullWindow = true }, smallTableEntries),
		add(9, "skip moves that lose at once", func(r *Refinements) { r.AnticipateLosses = true }, smallTableEntries),
		add(10, "moves that make most threats first", func(r *Refinements) { r.WinningSpots = true }, smallTableEntries),
		add(11, "smaller table entries (partial keys)", func(*Refinements) {}, DefaultTableEntries),
		add(12, "the table keeps lower bounds too", func(r *Refinements) { r.LowerBounds = true }, DefaultTableEntries),
	}
}()

// BeyondSteps are the lab's steps past the tutorial: part 12, then one technique
// more at each step, numbered on from 13, in the order they were measured. The first
// of them changes the table's entries (bound type, best move, work) and keeps one
// slot a bucket; from lazy SMP on they run on every core, so their node counts vary
// from run to run.
var BeyondSteps = func() []Step {
	r := All
	var out []Step
	part := 12
	add := func(name string, on func(*Beyond)) {
		on(&r.Beyond)
		part++
		out = append(out, Step{Part: part, Name: name, Refinements: r, TableEntries: DefaultTableEntries})
	}
	add("two positions a table slot", func(b *Beyond) { b.TwoSlots = true })
	add("the remembered best move first", func(b *Beyond) { b.TableMove = true })
	add("moves ordered by the threats they leave", func(b *Beyond) { b.ThreatOrder = true })
	add("look every move up first (ETC)", func(b *Beyond) { b.ETC = true })
	add("read the table ahead (prefetch)", func(b *Beyond) { b.Prefetch = true })
	add("forced moves played without a node", func(b *Beyond) { b.ForcedMoves = true })
	add("no quick win: a narrower window", func(b *Beyond) { b.TightWindow = true })
	add("cap what each side can still win (claimeven)", func(b *Beyond) { b.ScoreCaps = true })
	add("a position and its mirror share an entry", func(b *Beyond) { b.Mirror = true })
	add("stones that can no longer matter ignored", func(b *Beyond) { b.DeadStones = true })
	add("every core searches (lazy SMP)", func(b *Beyond) { b.LazySMP = true })
	add("a small table a core near the end", func(b *Beyond) { b.NearTable = true })
	add("busy moves left for later (ABDADA)", func(b *Beyond) { b.Deferral = true })
	add("moves that cut before break ties (history)", func(b *Beyond) { b.History = true })
	add("one whole search near the end", func(b *Beyond) { b.OnePass = true })
	add("questions near a draw first", func(b *Beyond) { b.StepOut = true })
	add("the second player answering on top (evens)", func(b *Beyond) { b.Evens = true })
	add("the table read past forced replies", func(b *Beyond) { b.ETCForced = true })
	add("ask where the last answer points (MTD(f))", func(b *Beyond) { b.FollowValue = true })
	add("forced replies followed before any search", func(b *Beyond) { b.ForcedChildren = true })
	return out
}()
