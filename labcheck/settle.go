package labcheck

// settle turns the returns recorded while the student's code ran into one value per
// inner node, whatever the code's shape:
//
//   - a value function is one that returned a number (or None, by mistake) for some
//     inner node; what the other functions return (helpers such as terminal(node) ->
//     bool, successors(node) -> list, best_child(node) -> node) is not a node's value
//     and is dropped;
//   - when several frames returned a value for the same node (a wrapper around the
//     search, a helper called inside the node's own frame), the outermost frame's is
//     the node's (the last of equals);
//   - the Function of every kept return is filled in.
func settle(events []Event) []Event {
	valueFn := map[string]bool{}
	for _, e := range events {
		if e.Kind == EventReturn && (!e.NotNumber || e.none) {
			valueFn[e.fn] = true
		}
	}
	kept := map[int32]int{} // node -> index of its kept return
	for i, e := range events {
		if e.Kind != EventReturn || !valueFn[e.fn] {
			continue
		}
		if j, ok := kept[e.Node]; !ok || e.depth <= events[j].depth {
			kept[e.Node] = i
		}
	}
	out := make([]Event, 0, len(events))
	for i, e := range events {
		if e.Kind == EventReturn {
			if j, ok := kept[e.Node]; !ok || j != i {
				continue
			}
			e.Function = e.fn
		}
		out = append(out, e)
	}
	return out
}

// returned is the set of inner nodes the student's events give a value for.
func returned(events []Event) map[int32]bool {
	out := map[int32]bool{}
	for _, e := range events {
		if e.Kind == EventReturn {
			out[e.Node] = true
		}
	}
	return out
}

// comparable is the reference's events the student's can be compared with: the
// returns of inner nodes the student's code gives no value for are left out (an
// explicit stack, a level written inline, the root's loop in search without a number
// returned); the count of those left out is the second result.
func comparable(ref []Event, have map[int32]bool) ([]Event, int) {
	out := make([]Event, 0, len(ref))
	left := 0
	for _, e := range ref {
		if e.Kind == EventReturn && !have[e.Node] {
			left++
			continue
		}
		out = append(out, e)
	}
	return out, left
}
