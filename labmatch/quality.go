package labmatch

import (
	_ "embed"
	"strings"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/msg"
)

// The quality positions: a position a line, "moves optimal" (the columns or cells,
// by name, of every optimal move, comma-separated), found by the exact solver
// (connect-4: 100 of Pons' middle-game set Test_L2_R1; tic-tac-toe: 100 positions of
// random games). TestQualityPositions checks them; go test ./labmatch -update writes
// them again.
var (
	//go:embed testdata/quality_connect4.txt
	qualityConnect4 string
	//go:embed testdata/quality_tictactoe.txt
	qualityTicTacToe string
)

// qualityPosition is a position and its optimal moves' names.
type qualityPosition struct {
	position string
	optimal  []string
}

func qualityPositions(game string) []qualityPosition {
	text := qualityConnect4
	if game == "tictactoe" {
		text = qualityTicTacToe
	}
	var out []qualityPosition
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		pos, opt, ok := strings.Cut(line, " ")
		if !ok {
			continue
		}
		if pos == "-" {
			pos = ""
		}
		out = append(out, qualityPosition{position: pos, optimal: strings.Split(opt, ",")})
	}
	return out
}

// Quality is an evaluation's quality score: of Positions positions with exact
// scores, how many (Optimal) its depth-Depth choice plays an optimal move in.
type Quality struct {
	Eval      string  `json:"eval"`
	Depth     int     `json:"depth"`
	Positions int     `json:"positions"`
	Optimal   int     `json:"optimal"`
	Score     float64 `json:"score"` // Optimal / Positions
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
	pos := qualityPositions(game)
	var out []Quality
	for _, name := range evals {
		e := &engine{game: game, eval: name, depth: depth}
		if name == PlayerLab {
			if ev == nil {
				continue
			}
			e.ev = ev
		}
		q := Quality{Eval: name, Depth: depth, Positions: len(pos)}
		for i, qp := range pos {
			g, err := games.New(game, qp.position, games.Options{})
			if err != nil {
				return nil, err
			}
			m, err := e.choose(g)
			if err != nil {
				return nil, err
			}
			for _, o := range qp.optimal {
				if g.MoveName(m) == o {
					q.Optimal++
					break
				}
			}
			if progress != nil && (i+1)%10 == 0 {
				progress(QualityProgress{Eval: name, Done: i + 1, Of: len(pos)})
			}
		}
		q.Score = float64(q.Optimal) / float64(max(q.Positions, 1))
		out = append(out, q)
	}
	return out, nil
}

// formatQualityLine writes a quality position.
func formatQualityLine(position string, optimal []string) string {
	if position == "" {
		position = "-"
	}
	return position + " " + strings.Join(optimal, ",")
}
