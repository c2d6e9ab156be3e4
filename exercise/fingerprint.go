package exercise

import (
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"strconv"
	"strings"

	"github.com/gametree/gametree/games"
)

// MaxFingerprintNodes bounds the game trees Fingerprint reads: more than any exercise
// holds (MaxTreeNodes), so that a larger tree is no exercise's.
const MaxFingerprintNodes = 2 * MaxTreeNodes

// Fingerprint identifies the game tree from g's position whatever its nodes are
// called and in whatever order the children are written: the tree's shape with the
// leaves' values only, each inner node's children sorted (a canonical form), hashed.
// The values are the root player's (negamax's view), so that a tree read with a MIN
// root and its leaves negated has the fingerprint of the tree with a MAX root. A tree
// of more than MaxFingerprintNodes nodes has none (false). g is left as it was.
func Fingerprint(g games.Game) (string, bool) {
	budget := MaxFingerprintNodes
	var buf []games.Move
	var walk func(ply int) (string, bool)
	walk = func(ply int) (string, bool) {
		budget--
		if budget < 0 {
			return "", false
		}
		if over, score := g.Result(); over {
			if ply%2 == 1 {
				score = -score
			}
			return strconv.Itoa(score), true
		}
		start := len(buf)
		buf = g.Moves(buf)
		moves := slices.Clone(buf[start:])
		buf = buf[:start]
		if len(moves) == 0 { // not over, no move: a position whose value is its evaluation
			return "?", true
		}
		kids := make([]string, 0, len(moves))
		for _, m := range moves {
			g.Play(m)
			k, ok := walk(ply + 1)
			g.Undo(m)
			if !ok {
				return "", false
			}
			kids = append(kids, k)
		}
		slices.Sort(kids)
		return "(" + strings.Join(kids, ",") + ")", true
	}
	canon, ok := walk(0)
	if !ok {
		return "", false
	}
	sum := sha256.Sum256([]byte(canon))
	return hex.EncodeToString(sum[:16]), true
}

// SpecFingerprint is the Fingerprint of an exercise's tree (false for a student's
// game from the code lab, whose tree only its code knows, and for a spec that makes
// no tree).
func SpecFingerprint(spec Spec) (string, bool) {
	spec, err := spec.Normalize()
	if err != nil || IsLab(spec.Source) || spec.Source == SourceConnect4 {
		return "", false // connect-4's whole game is no exercise's tree
	}
	game, position := "tree", spec.Source
	switch spec.Source {
	case SourceRandom:
		position = RandomTree(spec.Level, spec.Seed)
	case SourceTree:
		position = spec.Position
	case SourceTicTacToe, SourceStones:
		game, position = spec.Source, spec.Position
	}
	g, err := games.New(game, position, games.Options{RootMin: spec.Root == "min"})
	if err != nil {
		return "", false
	}
	return Fingerprint(g)
}
