// Package worksheet prints practice exercises (package exercise): one exercise's
// question and its solution, and a worksheet of up to six exercises on one A4 page
// for a class handout, with its page of solutions, in English or Spanish.
//
// Exercise writes one exercise as SVG: its title ("Exercise 3 · alpha-beta pruning ·
// level 2 · seed 7"; "Ejercicio 3 · poda alfa-beta · nivel 2 · semilla 7"), what to
// do, the tree drawn by package render (render.LookQuestion: empty boxes for what is
// asked, nothing that tells where alpha-beta prunes; render.LookSolution: the
// finished search), and the exercise's link. Page writes six of them on one A4
// portrait page, in the grid of cells (1, 2 or 3 columns) that draws the trees
// largest, every tree at one scale. Rasterize turns either into PNG (144 dpi).
//
// A question is drawn from a trace in which nothing is pruned: a tree's own trace
// (pruned subtrees are recorded whole) or, for a game, the minimax search of the
// position when it has at most 400 nodes (else the exercise's own search: its pruned
// children are then drawn without their subtrees).
//
// A worksheet of chosen trees (Chosen, ChosenPage): a teacher's items, each a typed
// tree, a preset or a game position with a depth limit and its question, in the given
// order, drawn by Page as a random worksheet is; an item's error names it. Its list's
// text form, one item a line, is read by ParseItems (ItemsHelp).
//
// Encode writes either as PDF too (svgconv.PDF: the same drawing as vectors and text,
// with codeberg.org/go-pdf/fpdf, the maintained successor of gofpdf).
//
// This package depends on exercise, render and msg.
package worksheet
