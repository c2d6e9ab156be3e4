package lecture

import (
	"strconv"
	"strings"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// say is the catalogue's word key ("lecture."+key) in lang, its placeholders filled.
func say(lang, key string, kv ...string) string { return msg.Say(lang, "lecture."+key, kv...) }

// AlgorithmName names an algorithm in lang with the words the comparisons' charts use
// ("Poda alfa-beta", "Negamax con poda alfa-beta").
func AlgorithmName(a trace.Algorithm, lang string) string {
	code := "compare.label_" + strings.ReplaceAll(string(a), "-", "_")
	if msg.Template(msg.EN, code) == "" {
		return string(a)
	}
	return msg.Format(lang, code, nil)
}

// ProblemName names what is searched: a preset tree by its title, a typed tree as
// typed, a game by its name and position ("Conecta 4, posición 4453").
func ProblemName(p trace.Params, lang string) string {
	pos := p.Start()
	if p.Game == "tree" {
		if pr, ok := games.FindPreset(strings.ToLower(strings.TrimSpace(pos))); ok {
			return pr.TitleIn(lang)
		}
		return say(lang, "game_tree") + " " + pos
	}
	game := p.Game
	if code := "compare.label_game_" + p.Game; msg.Template(msg.EN, code) != "" {
		game = msg.Format(lang, code, nil)
	}
	if strings.TrimSpace(p.Position) == "" {
		return game + ", " + say(lang, "start")
	}
	return game + ", " + say(lang, "position") + " " + pos
}

// SearchWords says in words how the search was made: the algorithm, then its options
// ("Poda alfa-beta, profundidad 4, jugadas ordenadas").
func SearchWords(p trace.Params, lang string) string {
	if p.Solver {
		return say(lang, "solver")
	}
	o := p.Options
	parts := []string{AlgorithmName(o.Algorithm, lang)}
	if p.Game != "tree" {
		if o.Depth > 0 {
			parts = append(parts, say(lang, "depth", "d", strconv.Itoa(o.Depth)))
		} else {
			parts = append(parts, say(lang, "to_the_end"))
		}
	}
	add := func(on bool, key string) {
		if on {
			parts = append(parts, say(lang, key))
		}
	}
	add(p.RootMin, "root_min")
	add(o.Order, "order")
	add(o.TT == trace.TTBounds, "tt")
	add(o.TT == trace.TTNaive, "tt_naive")
	add(o.Iterative, "iterative")
	windowed := o.Algorithm == trace.AlphaBeta || o.Algorithm == trace.NegamaxAlphaBeta
	add(windowed && o.FailHard, "fail_hard")
	add(windowed && o.FailCourse, "fail_course")
	add(o.Quiescence, "quiescence")
	add(o.PlainScores, "plain_scores")
	if p.Eval != "" && p.Game != "tree" && o.Depth > 0 {
		parts = append(parts, say(lang, "eval", "e", p.Eval))
	}
	return strings.Join(parts, ", ")
}
