package render

import (
	"strings"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// chanceLang holds the words of chance nodes and of Monte Carlo tree search
// (msg/words_i31_render.go).
type chanceLang struct {
	legendChance, legendSum                 string
	legendMCTS, legendVisits, legendRollout string
	legendUpdated                           string
	chance, sumTip, probTip                 string
	visitsTip, meanTip, pathTip, updatedTip string
	rolloutTip                              string
}

func newChanceLang(code string) *chanceLang {
	w := func(key string) string { return msg.Word(code, "picture."+key) }
	return &chanceLang{
		legendChance:  w("legend_chance"),
		legendSum:     w("legend_sum"),
		legendMCTS:    w("legend_mcts"),
		legendVisits:  w("legend_visits"),
		legendRollout: w("legend_rollout"),
		legendUpdated: w("legend_updated"),
		chance:        w("chance_node"),
		sumTip:        w("sum_tip"),
		probTip:       w("prob_tip"),
		visitsTip:     w("visits_tip"),
		meanTip:       w("mean_tip"),
		pathTip:       w("path_tip"),
		updatedTip:    w("updated_tip"),
		rolloutTip:    w("rollout_tip"),
	}
}

// scaled is l for a trace whose values are multiplied by scale (trace.Trace.Scale):
// a copy that divides every value it writes by scale; l itself when scale is 1.
func (l *lang) scaled(scale int64) *lang {
	if scale <= 1 || l.scale == scale {
		return l
	}
	c := *l
	c.scale = scale
	return &c
}

// scaledVal writes v divided by the language's scale, when there is one and v is a
// number (not ±∞ nor a lifted game score): a whole number as the language groups
// it, else trace.FormatScaled's decimal or fraction ("2.5", "7/3") with a true minus,
// "." in both languages and no grouping.
func (l *lang) scaledVal(v int) (string, bool) {
	if l.scale <= 1 || v <= -trace.Inf || v >= trace.Inf {
		return "", false
	}
	if _, lifted := trace.GameScore(v); lifted {
		return "", false
	}
	if int64(v)%l.scale == 0 {
		return l.num(int(int64(v) / l.scale)), true
	}
	return strings.Replace(trace.FormatScaled(v, l.scale), "-", "−", 1), true
}
