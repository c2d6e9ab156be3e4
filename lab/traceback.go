package lab

import (
	"fmt"
	"strconv"
	"strings"

	"go.starlark.net/starlark"

	"github.com/gametree/gametree/msg"
)

// A traceback as an Error carries it (Error.Traceback): Starlark's own format, its
// positions the student's (origin.at), and the frames of endless recursion folded:
//
//	Traceback (most recent call last):
//	  code.star:12:12: in search
//	  code.star:9:12: in minimax
//	  ×4990 code.star:9:12: in minimax
//	  code.star:7:30: in minimax
//	Error: ...
//
// A line "  ×N FRAME | FRAME..." says the frames just above it, the ones it lists,
// were called N more times over (a cycle of up to maxCycle functions calling each
// other). TracebackIn says it in the page's language.

// builtinFile is the file Starlark names a builtin's frame by.
const builtinFile = "<builtin>"

// foldMark begins the line of a folded repetition.
const foldMark = "  ×"

// maxCycle is the longest cycle of calls folded (f calls g calls h calls f).
const maxCycle = 4

// minRepeats is how many times a cycle must repeat to be folded.
const minRepeats = 5

// traceback writes the traceback of ee against o, folded.
func (o origin) traceback(ee *starlark.EvalError) string {
	stack := ee.CallStack
	suffix := ""
	if last := len(stack) - 1; last >= 0 && stack[last].Pos.Filename() == builtinFile {
		suffix = " in " + stack[last].Name // a builtin's frame: Starlark says "Error in max:"
		stack = stack[:last]
	}
	frames := make([]string, len(stack))
	for i, fr := range stack {
		pos := fr.Pos
		where := pos.String()
		if pos.Filename() == fileName && pos.Line > 0 {
			l, c := o.at(int(pos.Line), int(pos.Col))
			where = fmt.Sprintf("%s:%d:%d", fileName, l, c)
		}
		frames[i] = where + ": in " + fr.Name
	}
	var b strings.Builder
	b.WriteString(tracebackHead + "\n")
	for _, line := range foldFrames(frames) {
		b.WriteString(line + "\n")
	}
	fmt.Fprintf(&b, "Error%s: %s", suffix, ee.Msg)
	return b.String()
}

// foldFrames writes frames one a line, indented, each cycle repeated minRepeats
// times or more written once and followed by its fold line.
func foldFrames(frames []string) []string {
	var out []string
	for i := 0; i < len(frames); {
		bestP, bestReps := 0, 0
		for p := 1; p <= maxCycle && i+p <= len(frames); p++ {
			reps := 1
			for i+(reps+1)*p <= len(frames) && equalFrames(frames[i+reps*p:i+(reps+1)*p], frames[i:i+p]) {
				reps++
			}
			if reps >= minRepeats && reps*p > bestReps*bestP {
				bestP, bestReps = p, reps
			}
		}
		if bestP == 0 {
			out = append(out, "  "+frames[i])
			i++
			continue
		}
		for _, f := range frames[i : i+bestP] {
			out = append(out, "  "+f)
		}
		out = append(out, foldMark+strconv.Itoa(bestReps-1)+" "+strings.Join(frames[i:i+bestP], " | "))
		i += bestReps * bestP
	}
	return out
}

func equalFrames(a, b []string) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// foldIn says a fold line in lang: "… 4,990 more calls of minimax (line 9)".
func foldIn(lang, line string) string {
	n, list, ok := strings.Cut(strings.TrimPrefix(line, foldMark), " ")
	times, err := strconv.Atoi(n)
	if !ok || err != nil {
		return line
	}
	frames := strings.Split(list, " | ")
	var calls []string
	for _, f := range frames {
		pos, fn, _ := strings.Cut(f, ": in ")
		parts := strings.Split(pos, ":")
		lineNo := ""
		if len(parts) >= 2 {
			lineNo = parts[1]
		}
		calls = append(calls, msg.Say(lang, "labsays.fold_call", "func", fn, "line", lineNo))
	}
	return "  " + msg.Say(lang, "labsays.fold", "n", msg.Number(lang, int64(times*len(frames))),
		"calls", strings.Join(calls, msg.Say(lang, "labsays.fold_and")))
}
