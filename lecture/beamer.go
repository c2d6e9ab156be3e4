package lecture

import (
	"context"
	"fmt"
	"strings"

	"github.com/gametree/gametree/msg"
)

// The Beamer source of a lecture: the same slides as the PDF, each step's tree drawn
// with TikZ (tikz.go), for a lecturer to edit and compile with pdflatex (Debian:
// texlive-latex-recommended for beamer, texlive-pictures for TikZ, texlive-lang-spanish
// for the Spanish babel; the fonts of texlive-fonts-recommended come with them).

// preamble is the document's start: a 16:9 Beamer document in UTF-8, Spanish babel
// for es, and the colours of the project's pictures (package render).
func (l *Lecture) preamble(b *strings.Builder) {
	b.WriteString("% " + Latex(say(l.Lang, "made_by")) + ": pdflatex " + "lecture.tex\n")
	b.WriteString(`\documentclass[aspectratio=169,11pt]{beamer}
\usepackage[utf8]{inputenc}
`)
	if l.Lang == msg.ES {
		b.WriteString("\\usepackage[spanish,es-noshorthands,es-nodecimaldot]{babel}\n")
	}
	b.WriteString(`\usepackage{amssymb}
\usepackage{tikz}
\usetheme{default}
\setbeamertemplate{navigation symbols}{}
\setbeamerfont{frametitle}{size=\normalsize}
\setbeamercolor{frametitle}{fg=black!65}
\definecolor{ink}{HTML}{222222}
\definecolor{muted}{HTML}{666666}
\definecolor{pruned}{HTML}{8C8C8C}
\definecolor{current}{HTML}{E07000}
\definecolor{curfill}{HTML}{FFE27A}
\definecolor{openfill}{HTML}{FFF6DA}
\definecolor{maxfill}{HTML}{DCE9FB}
\definecolor{minfill}{HTML}{FBE0DC}
\definecolor{leaf}{HTML}{F4F4F4}
\definecolor{fold}{HTML}{F0F0F0}
\definecolor{rule}{HTML}{B3261E}
\definecolor{alpha}{HTML}{1D5FB4}
\definecolor{beta}{HTML}{B3261E}
`)
	fmt.Fprintf(b, "\\title{%s}\n\\subtitle{%s}\n\\date{}\n\\author{}\n", Latex(ProblemName(l.Params, l.Lang)), Latex(l.SearchWords()))
	b.WriteString("\\begin{document}\n")
}

// TeX writes the lecture as LaTeX Beamer source: a title frame (the problem, the
// search in words, the slides' steps, the legend), then one frame per chosen step:
// the step's tree in TikZ, its sentence under it, "step k of n" at its foot. It tells
// Progress after each frame and stops at ctx's end.
func (l *Lecture) TeX(ctx context.Context) ([]byte, error) {
	var b strings.Builder
	l.preamble(&b)
	b.WriteString("\\begin{frame}\n\\titlepage\n\\vspace{-1.5em}\n\\begin{center}\\small\\color{muted}\n")
	fmt.Fprintf(&b, "%s: %s\\\\[0.6em]\n\\footnotesize %s\n\\end{center}\n\\end{frame}\n\n",
		Latex(say(l.Lang, "slides")), Latex(l.SlidesLine()), Latex(l.Legend()))
	st := l.Trace.States(-1)
	names := l.Trace.Names()
	head := Latex(l.Title())
	next := 0
	for i, k := range l.Steps {
		if err := check(ctx); err != nil {
			return nil, err
		}
		for ; next <= k; next++ {
			l.Trace.Apply(st, next)
		}
		fmt.Fprintf(&b, "%% %s\n\\begin{frame}[t]\n\\frametitle{%s}\n\\centering\n", Latex(l.StepOf(k)), head)
		b.WriteString("\\parbox[t][5.4cm][c]{\\textwidth}{\\centering\n")
		l.tikzTree(&b, k, st, names)
		b.WriteString("}\n\n\\vfill\n")
		fmt.Fprintf(&b, "\\parbox{0.95\\textwidth}{\\centering %s}\n\n\\vspace{0.5em}\n", Latex(l.Sentence(k)))
		fmt.Fprintf(&b, "\\hfill{\\tiny\\color{muted} %s}\n\\end{frame}\n\n", Latex(l.StepOf(k)))
		l.progress(i + 1)
	}
	b.WriteString("\\end{document}\n")
	return []byte(b.String()), nil
}
