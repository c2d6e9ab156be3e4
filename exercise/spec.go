package exercise

import (
	"bytes"
	"encoding/json"
	"maps"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// Question is what an exercise asks.
type Question string

const (
	// Values asks for the minimax value of every inner node.
	Values Question = "values"
	// Prune asks for alpha-beta's values of the visited inner nodes and the pruned edges.
	Prune Question = "prune"
	// Window asks for values, α and β of every visited inner node when it returns, and
	// the pruned edges (alpha-beta).
	Window Question = "window"
	// Order asks for the order in which alpha-beta evaluates the leaves.
	Order Question = "order"
)

// QuestionKinds lists the question kinds of trees without chance nodes; a chance
// tree's are ChanceQuestionKinds (chance.go).
var QuestionKinds = []Question{Values, Prune, Window, Order}

// Sources other than the presets.
const (
	SourceRandom    = "random"
	SourceTree      = "tree"
	SourceTicTacToe = "tictactoe"
	SourceStones    = "stones"
	// SourceConnect4 is a connect-4 position (the columns played, "4453"), searched
	// to Spec.Depth plies and its positions there scored by the course's evaluation
	// (games' connect-4 "course").
	SourceConnect4 = "connect4"
	// SourceLab starts the source of a student's game from the code lab: "lab:" and
	// the hash its code is kept by (trace.ExternalPrefix). Position holds the moves
	// from initial(), by name, separated by commas ("" is the start).
	SourceLab = trace.ExternalPrefix
)

// IsLab reports whether a source is a student's game ("lab:HASH").
func IsLab(source string) bool {
	h, ok := strings.CutPrefix(source, SourceLab)
	if !ok || h == "" || len(h) > 64 {
		return false
	}
	for _, r := range h {
		if !('0' <= r && r <= '9' || 'a' <= r && r <= 'f') {
			return false
		}
	}
	return true
}

// MinLevel and MaxLevel bound the levels of random exercises.
const (
	MinLevel = 1
	MaxLevel = 5
)

// Spec is one exercise, as a link, a form or a command line gives it. Its zero value,
// once normalised, is the level 1 random exercise of seed 1.
type Spec struct {
	// Source is "random", a preset's name ("textbook", "figure-5.2", ...), "tree"
	// (Position holds the tree in parentheses), "tictactoe" or "stones" (Position
	// holds the position), or "lab:HASH", a student's game from the code lab
	// (Position holds the moves from its initial(), "" its start).
	Source   string `json:"source"`
	Position string `json:"position,omitempty"`
	// Seed and Level choose a random tree (Source "random").
	Seed  int64 `json:"seed"`
	Level int   `json:"level"`
	// Depth limits a game's search (plies): needed for connect-4 (1 to MaxDepth),
	// optional for tic-tac-toe and stones (0: to the end of the game); a tree has none.
	Depth int `json:"depth,omitempty"`
	// Q is the question; empty means the level's: values at level 1, prune at 2 and 3,
	// window at 4 and 5 (and prune for every other source).
	Q Question `json:"q"`
	// Root is who moves at a tree's root: "max" or "min".
	Root string `json:"root"`
	// FailHard: alpha-beta clamps values into the window (else fail-soft).
	FailHard bool `json:"fail_hard"`
	// FailCourse: the course's alpha-beta (seed 002), which returns α at MAX and β at
	// MIN (trace.Options.FailCourse); not with FailHard.
	FailCourse bool `json:"fail_course,omitempty"`
	// Chance: the tree has chance nodes (chance.go). A random exercise's asks for a
	// random tree with chance layers; New sets it for every other tree by what the
	// tree has (a game's is always false).
	Chance bool `json:"chance,omitempty"`
}

// FieldNames are the names Set accepts, as URL parameters and CLI flags ("fail_hard"
// is accepted for "fail-hard", as the JSON form writes it; likewise "fail_course").
var FieldNames = []string{"source", "position", "seed", "level", "depth", "q", "root", "fail-hard", "fail-course", "chance"}

// Set sets field name from its text form. Errors are *trace.ParamError (coded).
func (s *Spec) Set(name, value string) error {
	value = strings.TrimSpace(value)
	bad := func(code string, kv ...any) error {
		return &trace.ParamError{Name: name, Value: value, Err: msg.New(code, kv...)}
	}
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "source":
		v := strings.ToLower(value)
		if !knownSource(v) {
			return bad("exercise.source", "choices", strings.Join(presetNames(), ", "))
		}
		s.Source = v
	case "position":
		s.Position = value
	case "seed":
		n, err := strconv.ParseInt(value, 10, 64)
		if err != nil {
			return bad("exercise.seed")
		}
		s.Seed = n
	case "depth":
		n, err := strconv.Atoi(value)
		if err != nil || n < 0 || n > MaxDepth {
			return bad("exercise.depth", "max", MaxDepth)
		}
		s.Depth = n
	case "level":
		n, err := strconv.Atoi(value)
		if err != nil || n < MinLevel || n > MaxLevel {
			return bad("exercise.level")
		}
		s.Level = n
	case "q":
		q := Question(strings.ToLower(value))
		switch q {
		case "a":
			q = Values
		case "b":
			q = Prune
		case "c":
			q = Window
		case "d":
			q = Order
		}
		if !q.valid() {
			return bad("exercise.q")
		}
		s.Q = q
	case "root":
		v := strings.ToLower(value)
		if v != "max" && v != "min" {
			return bad("exercise.root")
		}
		s.Root = v
	case "fail-hard", "fail_hard", "failhard":
		on, ok := trace.ParseBool(value)
		if !ok {
			return bad("param.bool")
		}
		s.FailHard = on
	case "fail-course", "fail_course", "failcourse":
		on, ok := trace.ParseBool(value)
		if !ok {
			return bad("param.bool")
		}
		s.FailCourse = on
	case "chance":
		on, ok := trace.ParseBool(value)
		if !ok {
			return bad("param.bool")
		}
		s.Chance = on
	default:
		return msg.New("exercise.unknown", "name", name)
	}
	return nil
}

func (q Question) valid() bool {
	for _, k := range append(QuestionKinds, Star1) {
		if q == k {
			return true
		}
	}
	return false
}

// AlphaBeta reports whether the question is about alpha-beta (all but values).
func (q Question) AlphaBeta() bool { return q != Values }

func knownSource(v string) bool {
	switch v {
	case SourceRandom, SourceTree, SourceTicTacToe, SourceStones, SourceConnect4:
		return true
	}
	if IsLab(v) {
		return true
	}
	_, ok := games.FindPreset(v)
	return ok
}

func presetNames() []string {
	var names []string
	for _, p := range games.Presets() {
		names = append(names, p.Name)
	}
	return names
}

// FromValues reads a Spec from URL query parameters (or form fields), ignoring the
// names in ignore (a page's own parameters such as view or lang), and normalises it.
func FromValues(v url.Values, ignore ...string) (Spec, error) {
	var s Spec
	skip := map[string]bool{}
	for _, n := range ignore {
		skip[n] = true
	}
	for _, name := range sortedKeys(v) {
		if skip[name] {
			continue
		}
		for _, value := range v[name] {
			if err := s.Set(name, value); err != nil {
				return Spec{}, err
			}
		}
	}
	return s.Normalize()
}

// UnmarshalJSON reads a Spec from a JSON object whose fields have Set's names (or
// fail_hard), numbers and booleans as JSON values or as strings; it does not normalise.
// A seed or level of 0 is a field not given: a Spec written as JSON holds 0 in the
// fields its source does not use (a tree's seed and level), and posting such a Spec
// back (as /api/exercise returns it, to /api/grade) must give the same exercise.
func (s *Spec) UnmarshalJSON(b []byte) error {
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	var raw map[string]any
	if err := d.Decode(&raw); err != nil {
		return msg.New("exercise.json", "detail", jsonDetail(err))
	}
	if raw == nil {
		return msg.New("exercise.json", "detail", "null")
	}
	*s = Spec{}
	for _, name := range sortedKeys(raw) {
		var text string
		switch x := raw[name].(type) {
		case nil:
			continue
		case string:
			text = x
		case json.Number:
			text = x.String()
		case bool:
			text = strconv.FormatBool(x)
		default:
			return &trace.ParamError{Name: name, Value: "…", Err: msg.New("exercise.json", "detail", "not a string, number or boolean")}
		}
		if text == "0" && (name == "seed" || name == "level" || name == "depth") {
			continue // unused: see above
		}
		if err := s.Set(name, text); err != nil {
			return err
		}
	}
	return nil
}

// ParseJSON reads and normalises a Spec from JSON.
func ParseJSON(b []byte) (Spec, error) {
	var s Spec
	if err := json.Unmarshal(b, &s); err != nil {
		if c, ok := msg.Find(err); ok {
			return Spec{}, c
		}
		return Spec{}, msg.New("exercise.json", "detail", jsonDetail(err))
	}
	return s.Normalize()
}

// jsonDetail is a JSON error's text without Go's package prefix.
func jsonDetail(err error) string {
	return msg.Shorten(strings.TrimPrefix(err.Error(), "json: "))
}

// Normalize fills the defaults and checks the fields together: a random exercise has
// no position, a typed tree or a game one has; a game has no MIN root. Seed and Level
// only matter to random exercises and are cleared for the others.
//
// Minimax has no window: fail-hard and the course's variant are dropped from a values
// exercise. Fail-hard and the course's variant together are an error.
func (s Spec) Normalize() (Spec, error) {
	if s.FailHard && s.FailCourse {
		return s, msg.New("options.fail_both")
	}
	n, err := s.normalize()
	if err == nil && (n.Q == Values || n.Q == Star1) { // Star1 is fail-soft (chance.go)
		n.FailHard, n.FailCourse = false, false
	}
	return n, err
}

func (s Spec) normalize() (Spec, error) {
	if s.Source == "" {
		s.Source = SourceRandom
	}
	if p, ok := games.FindPreset(s.Source); ok {
		s.Source = p.Name
	}
	if !knownSource(s.Source) {
		return Spec{}, &trace.ParamError{Name: "source", Value: s.Source, Err: msg.New("exercise.source", "choices", strings.Join(presetNames(), ", "))}
	}
	if s.Root == "" {
		s.Root = "max"
	}
	if s.Root != "max" && s.Root != "min" {
		return Spec{}, &trace.ParamError{Name: "root", Value: s.Root, Err: msg.New("exercise.root")}
	}
	if s.Q != "" && !s.Q.valid() {
		return Spec{}, &trace.ParamError{Name: "q", Value: string(s.Q), Err: msg.New("exercise.q")}
	}
	s.Position = strings.TrimSpace(s.Position)
	if err := s.checkDepth(); err != nil {
		return Spec{}, err
	}
	switch s.Source {
	case SourceRandom:
		if s.Seed == 0 {
			s.Seed = 1
		}
		if s.Level == 0 {
			s.Level = 1
		}
		if s.Level < MinLevel || s.Level > MaxLevel {
			return Spec{}, &trace.ParamError{Name: "level", Value: strconv.Itoa(s.Level), Err: msg.New("exercise.level")}
		}
		if s.Position != "" {
			return Spec{}, msg.New("exercise.position_unused", "source", s.Source)
		}
		if s.Q == "" {
			s.Q = levelQuestion(s.Level, s.Chance)
		}
		return s, nil
	case SourceTree, SourceTicTacToe, SourceStones, SourceConnect4:
		if s.Position == "" && s.Source != SourceConnect4 { // connect-4's "" is its empty board
			return Spec{}, msg.New("exercise.no_position", "source", s.Source)
		}
		if s.Source != SourceTree && s.Root == "min" {
			return Spec{}, msg.New("exercise.root_min_game", "source", s.Source)
		}
	default:
		if IsLab(s.Source) { // a student's game: its start, or the moves played
			if s.Root == "min" {
				return Spec{}, msg.New("exercise.root_min_game", "source", s.Source)
			}
			break
		}
		// a preset
		if s.Position != "" {
			return Spec{}, msg.New("exercise.position_unused", "source", s.Source)
		}
	}
	s.Seed, s.Level = 0, 0
	if !s.explicitTree() { // a game's: chance is a tree's
		s.Chance = false
	}
	if s.Q == "" {
		s.Q = Prune
	}
	return s, nil
}

// levelQuestion is the question a level asks by default (of a chance tree: values at
// level 1, star1 above).
func levelQuestion(level int, chance bool) Question {
	switch {
	case level <= 1:
		return Values
	case chance:
		return Star1
	case level <= 3:
		return Prune
	}
	return Window
}

// Values writes the spec back as URL parameters (only what differs from the
// defaults, always source and q), in FieldNames' order: Link and the CLI use them.
func (s Spec) Values() [][2]string {
	out := [][2]string{{"source", s.Source}}
	if s.Position != "" {
		out = append(out, [2]string{"position", s.Position})
	}
	if s.Source == SourceRandom {
		out = append(out, [2]string{"seed", strconv.FormatInt(s.Seed, 10)}, [2]string{"level", strconv.Itoa(s.Level)})
	}
	if s.Depth > 0 {
		out = append(out, [2]string{"depth", strconv.Itoa(s.Depth)})
	}
	out = append(out, [2]string{"q", string(s.Q)})
	if s.Root == "min" {
		out = append(out, [2]string{"root", "min"})
	}
	if s.FailHard {
		out = append(out, [2]string{"fail-hard", "true"})
	}
	if s.FailCourse {
		out = append(out, [2]string{"fail-course", "true"})
	}
	if s.Chance {
		out = append(out, [2]string{"chance", "true"})
	}
	return out
}

// Query is the spec as a URL query (source=random&seed=7&level=3&q=prune).
func (s Spec) Query() string {
	var b strings.Builder
	for i, kv := range s.Values() {
		if i > 0 {
			b.WriteByte('&')
		}
		b.WriteString(url.QueryEscape(kv[0]))
		b.WriteByte('=')
		b.WriteString(url.QueryEscape(kv[1]))
	}
	return b.String()
}

// Link is the page's address of the exercise: /?view=practise&source=...
func (s Spec) Link() string { return "/?view=practise&" + s.Query() }

func sortedKeys[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }
