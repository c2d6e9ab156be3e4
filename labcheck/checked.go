package labcheck

import "github.com/gametree/gametree/msg"

// checkedWords says what a check compared and what it could not, in English and
// Spanish: "Checked: the 9 leaves evaluated in order, the nodes expanded and the
// root's value; not checked: the values of 4 inner nodes — your code does not return
// them from a function that takes the node."
func checkedWords(rep *Report) map[string]string {
	leaves := 0
	for _, e := range rep.Reference {
		if e.Kind == EventEval {
			leaves++
		}
	}
	out := map[string]string{}
	for _, l := range langs {
		var did, not []string
		for _, w := range rep.Checked {
			did = append(did, msg.Format(l, "check.what."+w, map[string]any{"n": leaves}))
		}
		for _, w := range rep.NotChecked {
			not = append(not, msg.Format(l, "check.not."+w, map[string]any{"n": rep.Unchecked}))
		}
		if len(not) == 0 {
			out[l] = msg.Format(l, "check.checked", map[string]any{"what": sentence(list(l, did))})
		} else {
			out[l] = msg.Format(l, "check.checked_not", map[string]any{"what": sentence(list(l, did)), "not": sentence(list(l, not))})
		}
	}
	return out
}

// list joins words: "a, b and c".
func list(lang string, words []string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	head := ""
	for i, w := range words[:len(words)-1] {
		if i > 0 {
			head += ", "
		}
		head += w
	}
	return msg.Format(lang, "check.what.and", map[string]any{"a": sentence(head), "b": sentence(words[len(words)-1])})
}
