package trace

import (
	"errors"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/msg"
)

// Params is a whole search problem: the game, its position and the search options. The
// command line's flags and the web API's parameters are both read through Set, so they
// have the same names and the same checks.
type Params struct {
	Game     string
	Position string
	RootMin  bool
	Takes    []int
	Eval     string
	Options  Options
	// Solver asks for the exact connect-4 solver's search (package c4), recorded,
	// instead of the algorithm: connect-4 only; of the options, only the node budget
	// and the time limit apply.
	Solver bool
}

// DefaultParams is the problem the command line and the web page start from: the
// textbook tree under alpha-beta. The position is empty, which means the chosen game's
// own start (for trees, the textbook example), so choosing only a game works.
func DefaultParams() Params {
	return Params{Game: "tree", Options: Options{Algorithm: AlphaBeta}}
}

// Start is the position searched, written out: Position, or the game's start when it
// is empty ("textbook" for trees, the empty board for tic-tac-toe, ...).
func (p *Params) Start() string {
	if p.Position != "" {
		return p.Position
	}
	if p.Game == "tree" {
		return "textbook"
	}
	if g, err := p.NewGame(); err == nil {
		if pg, ok := g.(interface{ Position() string }); ok {
			return pg.Position()
		}
	}
	return ""
}

// Problem names what is searched, for the JSON and text forms.
func (p *Params) Problem() Problem { return Problem{Game: p.Game, Position: p.Start()} }

// ParamSpec describes one parameter.
type ParamSpec struct {
	Name  string
	Usage string
	Bool  bool // a switch: "--order" alone means true
}

// ParamSpecs lists the parameters Set accepts, in the order a help text shows them.
var ParamSpecs = []ParamSpec{
	{Name: "game", Usage: "game: tree, tictactoe, connect4 or stones"},
	{Name: "position", Usage: "position: a tree such as ((3,5),(2,9),(0,7)) or a preset (textbook, figure-5.2, random:b=3,d=4,seed=7); 9 tic-tac-toe cells (X.O......) or moves; connect-4 columns played (4453); a stone count; for coin, a stone count then h or t when the first toss is shown (5, 5h)"},
	{Name: "root", Usage: "who moves at an explicit tree's root: max or min"},
	{Name: "takes", Usage: "stones that may be taken in the stones game, e.g. 1,2,3"},
	{Name: "eval", Usage: "static evaluation for depth-limited search (connect4: course, the default: seed 002's F as its Java computes it; course8: its scoring in all 8 directions; better. tictactoe: lines)"},
	{Name: "algo", Usage: "algorithm: minimax, negamax, alphabeta, negamax-alphabeta, expectiminimax (chance nodes) or mcts (Monte Carlo tree search)"},
	{Name: "depth", Usage: "depth limit in plies (0: search to the end)"},
	{Name: "solver", Usage: "connect4: the exact solver's search (alpha-beta on the whole score range, table with lower bounds, anticipated losses, winning-spot order), recorded, instead of the algorithm", Bool: true},
	{Name: "quiescence", Usage: "at the depth limit, go on while a line can be completed now (a threat of either side; connect4, tictactoe), at most 4 plies more, then evaluate", Bool: true},
	{Name: "order", Usage: "try the most promising moves first", Bool: true},
	{Name: "tt", Usage: "transposition table: true (bound types), naive (plain memo: wrong under alpha-beta) or false", Bool: true},
	{Name: "tt-size", Usage: "transposition table entries (0: default)"},
	{Name: "iterative", Usage: "iterative deepening, previous best move first", Bool: true},
	{Name: "fail-hard", Usage: "alpha-beta clamps every value into its window [α, β] (default: fail-soft, which returns the best value found)", Bool: true},
	{Name: "fail-soft", Usage: "alpha-beta returns the best value found (the default; fail-soft=false is fail-hard)", Bool: true},
	{Name: "fail-course", Usage: "the course's alpha-beta (practical 002): α := max(α, child) at MAX and return α, β := min(β, child) at MIN and return β; prunes as fail-soft does (not with fail-hard)", Bool: true},
	{Name: "plain-scores", Usage: "score every win +1 and loss -1 however far away (the tutorial's scores)", Bool: true},
	{Name: "pruned-whole", Usage: "record a game's pruned subtrees whole, to the depth limit and within the node budget, their finished positions with values (an exercise's full tree)", Bool: true},
	{Name: "star1", Usage: "expectiminimax: prune, alpha-beta at decision nodes and Star1 at chance nodes (needs bounded leaf values: chance-bounds)", Bool: true},
	{Name: "chance-bounds", Usage: "expectiminimax with star1: the least and greatest leaf value, e.g. -10,10 (default: the game's own)"},
	{Name: "negamax-form", Usage: "expectiminimax in negamax form: values for the side to move", Bool: true},
	{Name: "iterations", Usage: "mcts: iterations to run (default 1000)"},
	{Name: "exploration", Usage: "mcts: UCT's exploration constant c (default 1.414, √2)"},
	{Name: "seed", Usage: "mcts: seed of the random choices; the same seed gives the same run (default 1)"},
	{Name: "max-nodes", Usage: "node budget: the search stops after this many nodes (0: none)"},
	{Name: "time-limit", Usage: "time limit, e.g. 2s or 500ms (0: none)"},
}

// Set sets the parameter name from its text form.
func (p *Params) Set(name, value string) error {
	value = strings.TrimSpace(value)
	var err *msg.Error
	switch name {
	case "game":
		p.Game = strings.ToLower(value)
	case "position":
		p.Position = value
	case "root":
		switch strings.ToLower(value) {
		case "max":
			p.RootMin = false
		case "min":
			p.RootMin = true
		default:
			err = msg.New("param.root")
		}
	case "takes":
		p.Takes, err = parseInts(value)
	case "eval":
		p.Eval = value
	case "solver":
		p.Solver, err = parseBool(value)
	default:
		var known bool
		if known, err = p.Options.set(name, value); !known {
			return msg.New("param.unknown", "name", name)
		}
	}
	if err != nil {
		return &ParamError{Name: name, Value: value, Err: err}
	}
	return nil
}

// set sets the search option name (a parameter of ParamSpecs) from its text form;
// known is false for a name that is not an option.
func (o *Options) set(name, value string) (known bool, err *msg.Error) {
	switch name {
	case "algo":
		o.Algorithm = Algorithm(strings.ToLower(value))
		if !slices.Contains(Algorithms, o.Algorithm) {
			err = msg.New("param.algo")
		}
	case "depth":
		o.Depth, err = parseInt(value, 0, 200)
	case "quiescence":
		o.Quiescence, err = parseBool(value)
	case "order":
		o.Order, err = parseBool(value)
	case "tt":
		o.TT, err = parseTT(value)
	case "tt-size":
		o.TTSize, err = parseInt(value, 0, 1<<26)
	case "iterative":
		o.Iterative, err = parseBool(value)
	case "fail-hard":
		o.FailHard, err = parseBool(value)
	case "fail-soft":
		var soft bool
		soft, err = parseBool(value)
		o.FailHard = !soft
	case "fail-course":
		o.FailCourse, err = parseBool(value)
	case "pruned-whole":
		o.PrunedWhole, err = parseBool(value)
	case "plain-scores":
		o.PlainScores, err = parseBool(value)
	case "max-nodes":
		var n int
		n, err = parseInt(value, 0, 1<<40)
		o.MaxNodes = int64(n)
	case "time-limit":
		o.TimeLimit, err = parseDuration(value)
	case "star1":
		o.Star1, err = parseBool(value)
	case "chance-bounds":
		o.ChanceLow, o.ChanceHigh, err = parseChanceBounds(value)
	case "negamax-form":
		o.NegamaxForm, err = parseBool(value)
	case "iterations":
		o.Iterations, err = parseInt(value, 0, MaxIterations)
	case "exploration":
		o.Exploration, err = parseExploration(value)
	case "seed":
		var n int
		n, err = parseInt(value, 0, 1<<53)
		o.Seed = int64(n)
	default:
		return false, nil
	}
	return true, err
}

// parseTT reads the tt parameter: naive, bounds, off, or a boolean (true: bounds). A
// bad value gives TTOff and the error.
func parseTT(value string) (TTMode, *msg.Error) {
	switch strings.ToLower(value) {
	case "naive":
		return TTNaive, nil
	case "bounds":
		return TTBounds, nil
	case "off":
		return TTOff, nil
	}
	on, err := parseBool(value)
	if err != nil {
		return TTOff, msg.New("param.tt")
	}
	if on {
		return TTBounds, nil
	}
	return TTOff, nil
}

// ParamError is a parameter whose value is not acceptable. Err is a *msg.Error (what
// is wrong); the ParamError is itself a msg.Coded error with Err's code.
type ParamError struct {
	Name, Value string
	Err         *msg.Error
}

func (e *ParamError) Error() string { return e.Text(msg.EN) }
func (e *ParamError) Unwrap() error { return e.Err }

// Code is the code of what is wrong ("param.range").
func (e *ParamError) Code() string { return e.Err.Code() }

// Field is the parameter the error is about (msg.Fielded).
func (e *ParamError) Field() string { return e.Name }

// Params are Err's parameters plus name and value.
func (e *ParamError) Params() map[string]any {
	p := e.Err.Params()
	p["name"], p["value"] = e.Name, msg.Shorten(e.Value)
	return p
}

// Text writes the error in lang: `depth "x": not a whole number`.
func (e *ParamError) Text(lang string) string {
	return msg.Format(lang, "param.where", map[string]any{"name": e.Name, "value": e.Value, "detail": e.Err})
}

// Values writes the parameters back in their text form (those differing from def),
// so a link or a command can reproduce the problem.
func (p *Params) Values() map[string]string {
	v := map[string]string{"game": p.Game, "position": p.Position, "algo": string(p.Options.Algorithm)}
	o := p.Options
	if p.RootMin {
		v["root"] = "min"
	}
	if len(p.Takes) > 0 {
		s := make([]string, len(p.Takes))
		for i, t := range p.Takes {
			s[i] = strconv.Itoa(t)
		}
		v["takes"] = strings.Join(s, ",")
	}
	if p.Eval != "" {
		v["eval"] = p.Eval
	}
	if o.Depth > 0 {
		v["depth"] = strconv.Itoa(o.Depth)
	}
	for name, on := range map[string]bool{"order": o.Order, "quiescence": o.Quiescence, "iterative": o.Iterative, "fail-hard": o.FailHard, "fail-course": o.FailCourse, "plain-scores": o.PlainScores, "pruned-whole": o.PrunedWhole} {
		if on {
			v[name] = "true"
		}
	}
	if o.TT != TTOff {
		v["tt"] = ttName(o.TT)
	}
	if p.Solver {
		v["solver"] = "true"
	}
	if o.MaxNodes > 0 {
		v["max-nodes"] = strconv.FormatInt(o.MaxNodes, 10)
	}
	if o.TimeLimit > 0 {
		v["time-limit"] = o.TimeLimit.String()
	}
	p.chanceValues(v) // params_values_chance.go
	return v
}

// CheckSolver refuses the solver for a game other than connect-4.
func (p *Params) CheckSolver() error {
	if p.Solver && p.Game != "connect4" {
		return msg.New("param.solver_game", "game", p.Game)
	}
	return nil
}

// NewGame parses the problem's position in one of package games' games. A student's
// game or evaluation (IsExternal) is made by Makers.NewGame: here it is refused.
func (p *Params) NewGame() (Game, error) {
	if p.IsExternal() {
		return nil, msg.New("lab.unavailable")
	}
	g, err := games.New(p.Game, p.Position, games.Options{RootMin: p.RootMin, Takes: p.Takes, Eval: p.Eval})
	if err != nil {
		return nil, err
	}
	tg, ok := g.(Game)
	if !ok {
		return nil, msg.New("game.not_searchable", "game", p.Game)
	}
	return tg, nil
}

// ParseBool reads a switch as a query or a form writes it: "" (the name alone), 1, t,
// true, yes and on are true; 0, f, false, no and off are false, in any case; ok is
// false for anything else.
func ParseBool(s string) (v, ok bool) {
	switch strings.ToLower(s) {
	case "", "1", "t", "true", "yes", "on":
		return true, true
	case "0", "f", "false", "no", "off":
		return false, true
	}
	return false, false
}

func parseBool(s string) (bool, *msg.Error) {
	if v, ok := ParseBool(s); ok {
		return v, nil
	}
	return false, msg.New("param.bool")
}

func parseInt(s string, lo, hi int) (int, *msg.Error) {
	n, err := strconv.Atoi(s)
	if errors.Is(err, strconv.ErrRange) {
		return 0, msg.New("param.range", "lo", lo, "hi", hi) // a whole number, far too big
	}
	if err != nil {
		return 0, msg.New("param.int")
	}
	if n < lo || n > hi {
		return 0, msg.New("param.range", "lo", lo, "hi", hi)
	}
	return n, nil
}

// parseInts reads the takes: numbers 1 to 20 separated by commas (spaces around them
// are fine, "1 2 3" too); an empty item ("1,,2") is an error.
func parseInts(s string) ([]int, *msg.Error) {
	if strings.TrimSpace(s) == "" {
		return nil, msg.New("param.takes_none")
	}
	var out []int
	for _, item := range strings.Split(s, ",") {
		fields := strings.Fields(item)
		if len(fields) == 0 {
			return nil, msg.New("param.takes_empty")
		}
		for _, f := range fields {
			n, err := strconv.Atoi(f)
			if err != nil {
				return nil, msg.New("param.takes_number", "item", f)
			}
			if n < 1 || n > 20 {
				return nil, msg.New("param.takes_range", "item", f, "lo", 1, "hi", 20)
			}
			out = append(out, n)
		}
	}
	return out, nil
}

// durationSyntax is the form time.ParseDuration reads: a duration it refuses in this
// form is out of range.
var durationSyntax = regexp.MustCompile(`^[-+]?((\d+\.?\d*|\.\d+)(ns|us|µs|μs|ms|s|m|h))+$`)

func parseDuration(s string) (time.Duration, *msg.Error) {
	if n, err := strconv.ParseFloat(s, 64); err == nil || errors.Is(err, strconv.ErrRange) { // plain seconds
		if !(n >= 0 && n <= 3600) { // NaN, ±Inf and 1e400 too
			return 0, msg.New("param.seconds_range")
		}
		return time.Duration(n * float64(time.Second)), nil
	}
	d, err := time.ParseDuration(s)
	if err != nil && durationSyntax.MatchString(s) {
		return 0, msg.New("param.duration_range") // well written, but too long for a Duration
	}
	if err != nil {
		return 0, msg.New("param.duration")
	}
	if d < 0 || d > time.Hour {
		return 0, msg.New("param.duration_range")
	}
	return d, nil
}

// Check checks options made without Set (Set already keeps every value in range),
// with the same coded errors: the search refuses what Check refuses.
func (o *Options) Check() error {
	known := o.Algorithm == ""
	for _, a := range Algorithms {
		known = known || a == o.Algorithm
	}
	switch {
	case !known:
		return msg.New("options.algo", "algo", string(o.Algorithm))
	case o.Depth < 0 || o.Depth > 200:
		return msg.New("options.depth", "depth", o.Depth)
	case o.MaxNodes < 0:
		return msg.New("options.max_nodes")
	case o.TimeLimit < 0:
		return msg.New("options.time_limit")
	case o.TTSize < 0 || o.TTSize > 1<<26:
		return msg.New("options.tt_size", "max", 1<<26)
	case o.FailHard && o.FailCourse:
		return msg.New("options.fail_both")
	}
	return nil
}

// parseChanceBounds reads chance-bounds: "lo,hi", two whole numbers within the leaf
// values' range, lo below hi.
func parseChanceBounds(s string) (lo, hi int, err *msg.Error) {
	parts := strings.Split(s, ",")
	if len(parts) != 2 {
		return 0, 0, msg.New("param.chance_bounds")
	}
	l, e1 := strconv.Atoi(strings.TrimSpace(parts[0]))
	h, e2 := strconv.Atoi(strings.TrimSpace(parts[1]))
	const most = games.MaxLeafValue
	if e1 != nil || e2 != nil || l >= h || l < -most || h > most {
		return 0, 0, msg.New("param.chance_bounds")
	}
	return l, h, nil
}

// parseExploration reads mcts's exploration constant: a number from 0 to 100.
func parseExploration(s string) (float64, *msg.Error) {
	c, err := strconv.ParseFloat(s, 64)
	if err != nil || c < 0 || c > 100 || c != c {
		return 0, msg.New("param.exploration")
	}
	return c, nil
}
