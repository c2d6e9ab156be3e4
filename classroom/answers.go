package classroom

import (
	"fmt"
	"strings"

	"github.com/gametree/gametree/exercise"
)

// infText is trace.Inf (1<<62) as a number in JSON: how ±∞ was stored before
// exercise.Answers wrote "inf" and "-inf" (migration 3 repairs the rows).
const infText = "4611686018427387904"

// oldInfinities rewrites ±∞ stored as numbers the way exercise.Answers writes them:
// a value follows `":` in the answers' JSON.
var oldInfinities = strings.NewReplacer(`":-`+infText, `":"-inf"`, `":`+infText, `":"inf"`)

// readAnswers reads an attempt's stored answers. Answers stored with ±∞ as a number
// (before migration 3, or by an older server on the same database since) are read as
// ±∞.
func readAnswers(text string) (exercise.Answers, error) {
	a, err := exercise.ParseAnswers([]byte(text))
	if err == nil {
		return a, nil
	}
	if fixed := oldInfinities.Replace(text); fixed != text {
		if a, err2 := exercise.ParseAnswers([]byte(fixed)); err2 == nil {
			return a, nil
		}
	}
	return exercise.Answers{}, fmt.Errorf("an attempt's stored answers: %w", err)
}
