package c4

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gametree/gametree/internal/testsize"
)

// published are Pons' mean node counts per tutorial part and set (strong solve), as
// printed in his tutorial (part NN of http://blog.gamesolver.org/solving-connect-four/;
// testdata/connect4/README.md).
var published = map[int]map[string]string{
	3:  {"End-Easy": "11,024"},
	4:  {"End-Easy": "283.6", "Middle-Easy": "54,236,700"},
	5:  {"End-Easy": "139.7", "Middle-Easy": "2,081,790"},
	6:  {"End-Easy": "139.7", "Middle-Easy": "2,081,790"},
	7:  {"End-Easy": "92.84", "Middle-Easy": "207,900", "Middle-Medium": "1,731,000"},
	8:  {"End-Easy": "131.6", "Middle-Easy": "9,472", "Middle-Medium": "1,699,000", "Begin-Easy": "236,700"},
	9:  {"End-Easy": "70.71", "Middle-Easy": "4,135", "Middle-Medium": "1,135,000", "Begin-Easy": "107,400"},
	10: {"End-Easy": "54.93", "Middle-Easy": "517.2", "Middle-Medium": "48,290", "Begin-Easy": "3,692", "Begin-Medium": "1,449,000"},
	11: {"End-Easy": "54.93", "Middle-Easy": "517.4", "Middle-Medium": "48,450", "Begin-Easy": "3,693", "Begin-Medium": "1,459,000"},
	12: {"End-Easy": "51.28", "Middle-Easy": "449.6", "Middle-Medium": "39,900", "Begin-Easy": "3,298", "Begin-Medium": "1,201,000"},
}

// publishedWeak are his weak-solver means (win, draw or loss).
var publishedWeak = map[int]map[string]string{
	4:  {"End-Easy": "222.9"},
	5:  {"End-Easy": "107.1"},
	6:  {"End-Easy": "107.1"},
	7:  {"End-Easy": "68.69", "Middle-Easy": "28,750"},
	8:  {"End-Easy": "74.40", "Middle-Easy": "29,910"},
	9:  {"End-Easy": "43.30", "Middle-Easy": "19,800"},
	10: {"End-Easy": "31.46", "Middle-Easy": "618.4"},
	11: {"End-Easy": "31.46", "Middle-Easy": "618.8"},
	12: {"End-Easy": "29.36", "Middle-Easy": "532.7", "Middle-Medium": "20,210", "Begin-Easy": "22,230", "Begin-Medium": "538,700"},
}

// weakDeviations are the weak means this solver does not reproduce, with its own
// value: part 8 on End-Easy searches 74.48 nodes a position against his 74.40 (80
// nodes over the 1000 positions), while its strong means and its Middle-Easy weak mean
// match; the published code gives no reason for it.
var weakDeviations = map[int]map[string]string{8: {"End-Easy": "74.48"}}

// matchesPublished reports whether mean is the printed value, rounded or truncated:
// within one unit of its last non-zero digit ("207,900" may be 4 or 6 significant
// digits; part 3's End-Easy mean, 11,024.54 here, is printed 11,024).
func matchesPublished(mean float64, printed string) bool {
	text := strings.ReplaceAll(printed, ",", "")
	v, err := strconv.ParseFloat(text, 64)
	if err != nil {
		panic(err)
	}
	unit := 1.0
	if i := strings.IndexByte(text, '.'); i >= 0 {
		unit = math.Pow(10, -float64(len(text)-i-1))
	} else {
		for t := strings.TrimRight(text, "0"); len(t) < len(text); t += "0" {
			unit *= 10
		}
	}
	return math.Abs(mean-v) < unit
}

func TestMatchesPublished(t *testing.T) {
	t.Parallel()
	assert.True(t, matchesPublished(207942.24, "207,900"))
	assert.False(t, matchesPublished(208000, "207,900"))
	assert.True(t, matchesPublished(449.59, "449.6"))
	assert.False(t, matchesPublished(449.5, "449.6"))
	assert.True(t, matchesPublished(11024.54, "11,024"))
	assert.False(t, matchesPublished(11025, "11,024"))
}

// meanNodes solves every line with the step's solver, checks the scores (their signs
// when weak) and returns the mean node count.
func meanNodes(t *testing.T, st Step, lines []line, weak bool) float64 {
	s := NewStep(st)
	var total int64
	for _, l := range lines {
		total += solveExact(t, s, l, weak)
	}
	return float64(total) / float64(len(lines))
}

// TestTutorialNodesWeak reproduces his weak-solver means on whole sets: End-Easy, and
// Middle-Easy from part 10 (from part 7 with -long: before the table it takes
// minutes); with -exhaustive part 12 on Middle-Medium, Begin-Easy and Begin-Medium too.
func TestTutorialNodesWeak(t *testing.T) {
	t.Parallel()
	for _, st := range TutorialSteps {
		for _, set := range sets {
			printed, ok := publishedWeak[st.Part][set.name]
			if !ok {
				continue
			}
			t.Run(fmt.Sprintf("part%d/%s", st.Part, set.name), func(t *testing.T) {
				t.Parallel()
				switch {
				case set.name != "End-Easy" && set.name != "Middle-Easy":
					testsize.SkipUnlessExhaustive(t, "a minute")
				case set.name == "Middle-Easy" && st.Part < 10:
					testsize.SkipUnlessLong(t, "seconds")
				}
				mean := meanNodes(t, st, readSet(t, set.file), true)
				t.Logf("part %d %s weak: %.2f nodes (published %s)", st.Part, set.name, mean, printed)
				if own, known := weakDeviations[st.Part][set.name]; known {
					assert.False(t, matchesPublished(mean, printed), "part %d %s now matches: drop the deviation", st.Part, set.name)
					printed = own
				}
				assert.True(t, matchesPublished(mean, printed), "part %d %s weak: %.2f nodes, expected %s", st.Part, set.name, mean, printed)
			})
		}
	}
}

// TestTutorialNodes reproduces Pons' mean node counts, step by step, on whole sets:
// End-Easy, and Middle-Easy from part 10 (from part 8 with -long); the rest (minutes)
// with -exhaustive. Part 4 on Middle-Easy (54 M nodes a position) is left out even
// then.
func TestTutorialNodes(t *testing.T) {
	t.Parallel()
	quick := func(part int, set string) bool {
		return set == "End-Easy" || set == "Middle-Easy" && part >= 10
	}
	long := func(part int, set string) bool {
		return set == "End-Easy" || set == "Middle-Easy" && part >= 8
	}
	for _, st := range TutorialSteps {
		for _, set := range sets {
			printed, ok := published[st.Part][set.name]
			if !ok || st.Part == 4 && set.name == "Middle-Easy" {
				continue
			}
			t.Run(fmt.Sprintf("part%d/%s", st.Part, set.name), func(t *testing.T) {
				t.Parallel()
				switch {
				case !long(st.Part, set.name):
					testsize.SkipUnlessExhaustive(t, "minutes")
				case !quick(st.Part, set.name):
					testsize.SkipUnlessLong(t, "seconds")
				}
				mean := meanNodes(t, st, readSet(t, set.file), false)
				t.Logf("part %d %s: %.2f nodes (published %s)", st.Part, set.name, mean, printed)
				assert.True(t, matchesPublished(mean, printed), "part %d %s: %.2f nodes, published %s", st.Part, set.name, mean, printed)
			})
		}
	}
}
