package moodle

import (
	"strconv"
	"strings"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// pruned is the answer of an inner node alpha-beta does not visit, and the dashes a
// student may type for it.
var pruned = []string{"-", "\u2013", "\u2014", "\u2212"}

// numberAnswers are the texts a SHORTANSWER field takes for value v: the number as
// written ("-3", also with a true minus sign), or an infinity in the ways
// exercise.ParseNumber reads one.
func numberAnswers(v int) []string {
	switch {
	case v >= trace.Inf:
		return []string{"inf", "+inf", "∞", "+∞", "infinity"}
	case v <= -trace.Inf:
		return []string{"-inf", "-∞", "\u2212inf", "\u2212∞", "-infinity"}
	case v < 0:
		return []string{strconv.Itoa(v), "\u2212" + strconv.Itoa(-v)}
	}
	return []string{strconv.Itoa(v)}
}

// clozeText is the HTML of exercise e's question with its Cloze fields (after the
// picture, which the caller puts in front), in lang.
func clozeText(e *exercise.Exercise, lang string) string {
	var b strings.Builder
	p := func(html string) { b.WriteString("<p>" + html + "</p>\n") }
	switch e.Spec.Q {
	case exercise.Values:
		p(Text(msg.Say(lang, "moodle.todo_values")))
	case exercise.Prune:
		p(Text(msg.Say(lang, "moodle.todo_prune")))
	case exercise.Window:
		p(Text(msg.Say(lang, "moodle.todo_window")))
	case exercise.Order:
		p(Text(msg.Say(lang, "moodle.todo_order")))
	}
	rule := msg.Say(lang, "moodle.root_"+map[bool]string{true: "min", false: "max"}[e.Spec.Root == "min"])
	if e.Spec.Q.AlphaBeta() {
		task := "page.exTaskFailSoft"
		switch {
		case e.Spec.FailHard:
			task = "page.exTaskFailHard"
		case e.Spec.FailCourse:
			task = "page.exTaskFailCourse"
		}
		rule += " " + msg.Say(lang, task)
	}
	p(Text(rule))
	sol := e.Solution()
	switch e.Spec.Q {
	case exercise.Order:
		b.WriteString(orderFields(e, sol, lang))
	default:
		b.WriteString(valueFields(e, sol, lang))
		if e.Spec.Q != exercise.Values {
			p(Text(msg.Say(lang, "moodle.cuts")) + "<br>\n" + cutsField(e, sol, lang).String())
		}
	}
	return b.String()
}

// valueFields is a line per inner node (every one the page asks, pruned ones too):
// its name and its value's field, and for window its α's and β's.
func valueFields(e *exercise.Exercise, sol exercise.Answers, lang string) string {
	var b strings.Builder
	b.WriteString("<ul>\n")
	for _, name := range e.Questions().Values {
		id, _ := e.Lookup(name)
		b.WriteString("<li><strong>" + Text(e.DisplayName(lang, id)) + "</strong>: ")
		v, visited := sol.Values[name]
		switch {
		case e.Spec.Q == exercise.Values:
			b.WriteString(numeric(v).String())
		case e.Spec.Q == exercise.Window:
			b.WriteString(Text(msg.Say(lang, "moodle.value")) + " " + shortOrDash(v, visited).String())
			b.WriteString(" &nbsp; α " + shortOrDash(sol.Alpha[name], visited).String())
			b.WriteString(" &nbsp; β " + shortOrDash(sol.Beta[name], visited).String())
		default:
			b.WriteString(shortOrDash(v, visited).String())
		}
		b.WriteString("</li>\n")
	}
	b.WriteString("</ul>\n")
	return b.String()
}

// shortOrDash is the SHORTANSWER field of a value: v's texts for a visited node, a
// dash for one alpha-beta does not visit.
func shortOrDash(v int, visited bool) field {
	if !visited {
		return short(pruned...)
	}
	texts := numberAnswers(v)
	for i := range texts {
		texts[i] = Text(texts[i])
	}
	return short(texts...)
}

// edgeLabel is an edge as a choice: "A → B".
func edgeLabel(e *exercise.Exercise, lang string, parent, child int32) string {
	return Text(e.DisplayName(lang, parent) + " → " + e.DisplayName(lang, child))
}

// cutsField is the MULTIRESPONSE field over every edge of the tree (in the order of
// the recorded nodes), the pruned ones right, and "no branch is pruned", right when
// none is. It weighs the number of cuts (at least 1).
func cutsField(e *exercise.Exercise, sol exercise.Answers, lang string) field {
	cut := map[string]bool{}
	for _, c := range sol.Pruned {
		cut[c] = true
	}
	f := field{kind: "MULTIRESPONSE", weight: max(len(sol.Pruned), 1)}
	for id := range int32(e.NodeCount()) {
		for _, ch := range e.Children(id) {
			f.alts = append(f.alts, alternative{right: cut[e.Name(id)+">"+e.Name(ch)], text: edgeLabel(e, lang, id, ch)})
		}
	}
	f.alts = append(f.alts, alternative{right: len(sol.Pruned) == 0, text: Text(msg.Say(lang, "moodle.no_cut"))})
	return f
}

// orderFields is a line per leaf, left to right (every leaf, so that the fields do
// not tell which are pruned): its name and a field for its number in the order the
// leaves are evaluated (1, 2, 3, ...), a dash for a leaf never evaluated, as the
// picture's boxes above the leaves ask on paper.
func orderFields(e *exercise.Exercise, sol exercise.Answers, lang string) string {
	place := map[string]int{}
	for k, name := range sol.Order {
		place[name] = k + 1
	}
	var b strings.Builder
	b.WriteString("<ul>\n")
	for _, id := range leavesLeftToRight(e) {
		f := short(pruned...)
		if k, ok := place[e.Name(id)]; ok {
			f = short(strconv.Itoa(k))
		}
		b.WriteString("<li><strong>" + Text(e.DisplayName(lang, id)) + "</strong>: " + f.String() + "</li>\n")
	}
	b.WriteString("</ul>\n")
	return b.String()
}

// leavesLeftToRight lists the tree's leaves (visited and pruned) from left to right.
func leavesLeftToRight(e *exercise.Exercise) []int32 {
	var out []int32
	var walk func(id int32)
	walk = func(id int32) {
		ch := e.Children(id)
		if len(ch) == 0 {
			out = append(out, id)
			return
		}
		for _, c := range ch {
			walk(c)
		}
	}
	if e.NodeCount() > 0 {
		walk(0)
	}
	return out
}
