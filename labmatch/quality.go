package labmatch

import (
	_ "embed"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/msg"
)

// The quality positions: a position a line, "moves move:score,move:score,...", every
// legal move (by name) with its exact score for the side to move, found by the exact
// solver; the optimal moves are those of the best score.
//
// Connect-4: 100 positions of Pons' Middle-Medium set (Test_L2_R2) chosen so that an
// evaluation decides what a depth-limited search plays: at most half of the legal
// moves are optimal (a choice to make), and no move's game ends, under perfect play,
// within MaxQualityDepth plies (no depth the score allows sees the end: what the
// search chooses is its evaluation's doing). On positions that a search settles by
// itself (Pons' Middle-Easy set, wins a few moves away), every evaluation, even a
// constant or the course's negated, scored 87-92 % at depth 4.
//
// Tic-tac-toe: 100 positions of random games. TestQualityPositions checks both sets;
// go test ./labmatch -run TestQualityPositions -update chooses them again.
var (
	//go:embed testdata/quality_connect4.txt
	qualityConnect4 string
	//go:embed testdata/quality_tictactoe.txt
	qualityTicTacToe string
)

// qualityPosition is a position, its legal moves' exact scores by name and its
// optimal moves' names.
type qualityPosition struct {
	position string
	scores   map[string]int
	optimal  []string
	moves    int
}

func qualityPositions(game string) []qualityPosition {
	text := qualityConnect4
	if game == "tictactoe" {
		text = qualityTicTacToe
	}
	var out []qualityPosition
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		if qp, ok := parseQualityLine(line); ok {
			out = append(out, qp)
		}
	}
	return out
}

// parseQualityLine reads "moves move:score,...".
func parseQualityLine(line string) (qualityPosition, bool) {
	pos, list, ok := strings.Cut(strings.TrimSpace(line), " ")
	if !ok || strings.HasPrefix(pos, "#") {
		return qualityPosition{}, false
	}
	if pos == "-" {
		pos = ""
	}
	qp := qualityPosition{position: pos, scores: map[string]int{}}
	best := 0
	for i, ms := range strings.Split(list, ",") {
		name, s, ok := strings.Cut(ms, ":")
		v, err := strconv.Atoi(s)
		if !ok || err != nil {
			return qualityPosition{}, false
		}
		qp.scores[name] = v
		if i == 0 || v > best {
			best = v
		}
	}
	for _, ms := range strings.Split(list, ",") {
		name, _, _ := strings.Cut(ms, ":")
		if qp.scores[name] == best {
			qp.optimal = append(qp.optimal, name)
		}
	}
	qp.moves = len(qp.scores)
	return qp, true
}

// Quality is an evaluation's quality score on Positions positions with exact scores:
// in how many of them (Optimal) its depth-Depth choice is an optimal move. The choice
// is the move of the best depth-limited value; when several moves tie for it (a
// constant evaluation ties them all), the evaluation cannot tell them apart and the
// position counts the share of them that are optimal, as a pick at random among them
// would: a search's move order, which breaks such ties, is not the evaluation's merit.
// Random is the score of a move picked at random among all the legal ones (the mean
// share of optimal moves), the same for every evaluation: what an evaluation that
// knows nothing scores.
type Quality struct {
	Eval      string  `json:"eval"`
	Depth     int     `json:"depth"`
	Positions int     `json:"positions"`
	Optimal   float64 `json:"optimal"` // to a tenth
	Score     float64 `json:"score"`   // Optimal / Positions
	Random    float64 `json:"random"`
}

// QualityProgress is streamed as positions are done.
type QualityProgress struct {
	Eval string `json:"eval"`
	Done int    `json:"done"`
	Of   int    `json:"of"`
}

// MaxQualityDepth bounds the depth of a quality score.
const MaxQualityDepth = 6

// Measure scores the student's evaluation ev (Eval "lab") and the built-in ones on
// game's quality positions at depth.
func Measure(game string, depth int, ev lab.Evaluator, progress func(QualityProgress)) ([]Quality, error) {
	if game == "c4" || game == "" {
		game = "connect4"
	}
	if game != "connect4" && game != "tictactoe" {
		return nil, msg.New("lab.eval_game", "game", game, "choices", lab.EvalGames)
	}
	if depth < 1 || depth > MaxQualityDepth {
		return nil, msg.New("match.depth", "max", MaxQualityDepth)
	}
	evals := []string{PlayerLab, PlayerCourse, PlayerBetter}
	if game == "tictactoe" {
		evals = []string{PlayerLab, PlayerCourse}
	}
	var out []Quality
	for _, name := range evals {
		e := &engine{game: game, eval: name, depth: depth}
		if name == PlayerLab {
			if ev == nil {
				continue
			}
			e.ev = ev
		}
		q, err := measureEngine(e, name, progress)
		if err != nil {
			return nil, err
		}
		out = append(out, q)
	}
	return out, nil
}

// measureEngine is the quality score of one engine, named name.
func measureEngine(e *engine, name string, progress func(QualityProgress)) (Quality, error) {
	pos := qualityPositions(e.game)
	q := Quality{Eval: name, Depth: e.depth, Positions: len(pos)}
	credit := 0.0
	for i, qp := range pos {
		g, err := e.rootGame(qp.position)
		if err != nil {
			return q, err
		}
		moves, values, err := moveValues(g, e.depth)
		if lg, ok := g.(*lab.EvalGame); ok && lg.Err() != nil {
			return q, lg.Err()
		}
		if err != nil {
			return q, err
		}
		credit += tiedCredit(g, moves, values, qp)
		q.Random += float64(len(qp.optimal)) / float64(max(qp.moves, 1))
		if progress != nil && (i+1)%10 == 0 {
			progress(QualityProgress{Eval: name, Done: i + 1, Of: len(pos)})
		}
	}
	n := float64(max(q.Positions, 1))
	q.Optimal = math.Round(credit*10) / 10
	q.Score = credit / n
	q.Random /= n
	return q, nil
}

// tiedCredit is the share of optimal moves among the moves of the best value.
func tiedCredit(g games.Game, moves []games.Move, values []int, qp qualityPosition) float64 {
	if len(moves) == 0 {
		return 0
	}
	best := slices.Max(values)
	tied, good := 0, 0
	for i, m := range moves {
		if values[i] != best {
			continue
		}
		tied++
		if slices.Contains(qp.optimal, g.MoveName(m)) {
			good++
		}
	}
	return float64(good) / float64(tied)
}

// formatQualityLine writes a quality position: its moves' names and exact scores, in
// the game's move order.
func formatQualityLine(position string, names []string, scores []int) string {
	if position == "" {
		position = "-"
	}
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = n + ":" + strconv.Itoa(scores[i])
	}
	return position + " " + strings.Join(parts, ",")
}
