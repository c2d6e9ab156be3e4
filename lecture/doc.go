// Package lecture makes a recorded search (package trace) into a lecture in one file:
// a 16:9 PDF of slides, or the same slides as LaTeX Beamer source whose trees are
// drawn with TikZ. The command line (gametree lecture) and the server (/api/lecture)
// write them; only they import this package.
//
// # Which steps
//
// A lecture shows every step (one slide each, at most [MaxSlides]) or only the steps
// that matter, [KeySteps]: the first step, every cutoff, every step at which the
// root's value so far changes (its best move does), every return of a root child (the
// value of one root move), a stop, and the last step. Anything else a step does shows
// on the next key step's picture.
//
// # The slides
//
// The first slide names the problem (a preset by its title, a typed tree as typed, a
// game and its position) and the search in words ("Poda alfa-beta, profundidad 3,
// jugadas ordenadas"), which steps the slides show and what the drawings' marks mean.
// Each step's slide (slides.go) is an SVG page of 1920 by 1080 units (960 by 540
// points): a heading, render's picture of the step ([render.DrawSVG] at the step, a
// slide of the picture band's shape as wide as the slide: laid out for what is reached
// and folded until its values are legible; compact header) in the band, the stepper's
// sentence of the step under it (exercise's Explain, the page's very words, in English
// or Spanish) and "step k of n" at its foot. The
// pages become one PDF through [svgconv.PDFPages], which embeds the fonts once.
//
// # The Beamer source
//
// beamer.go writes \documentclass[aspectratio=169]{beamer} in UTF-8 (Spanish babel
// for es): a title frame, then a frame per step with its tree in plain TikZ (tikz.go),
// its sentence and its footer. The tree is laid out here (fold.go): only the nodes
// reached at the step, leaves side by side and parents centred over their children;
// MAX a triangle pointing up, MIN one pointing down, a leaf a box, as render draws
// them, with the values, α and β of the open nodes (alpha-beta), cutoffs' pruned
// branches dashed under their rule, the current node and its path orange, and the
// best line bold at the end. A tree too wide for a frame folds: first the subtrees
// off the current node's path, deepest first (a folded node says "+N nodos" under
// it), then the runs of siblings beside the path (one "+N nodos" each); the path and
// the current node's children never fold. Texts are sized to the widest value
// (connect-4's evaluations run to eight digits). Every user text is escaped for LaTeX
// by [Latex]. It compiles with pdflatex from Debian's texlive-latex-recommended
// (beamer), texlive-pictures (TikZ) and texlive-lang-spanish (babel's Spanish), with
// Computer Modern (no font package needed).
package lecture
