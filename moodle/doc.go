// Package moodle writes what a teacher takes from a class (package classroom) into
// Moodle: an assignment's results as a CSV file for the gradebook's "Import grades
// from CSV" (Gradebook), and its exercises as questions in Moodle XML for a quiz's
// question bank (Questions).
//
// # The gradebook
//
// Moodle's CSV import (grade/import/csv) reads a header row, then a row per student;
// the teacher maps one column to the user's identity (id, username, email or ID
// number) and each other column to a grade item, an existing one or a new one. The
// file here has the student number as "ID number" (so a student's number must be
// their ID number in Moodle for the mapping), the student's name (for the teacher's
// eyes), one column per exercise (the best score, its maximum in the header), the
// total in points and in per cent (a new grade item's maximum is 100, and Moodle
// refuses a value over it). A grade is a plain number with a dot; "-" is no grade
// (Moodle's own mark for it: a student who never handed the exercise in). UTF-8 with
// a byte-order mark, which Moodle's reader drops; commas; a cell a spreadsheet would
// read as a formula gets a ' in front.
//
// # The questions
//
// Each exercise is one Cloze question (Moodle's "multianswer", type="cloze" in the
// XML), the question's picture embedded as a PNG (<file encoding="base64"> in its
// <questiontext>, shown by <img src="@@PLUGINFILE@@/...">); PNG rather than SVG
// because Moodle's editors, its PDF and offline views, and some filters show a PNG
// everywhere. The answers, by question (exercise.Question):
//
//	values  a NUMERICAL field per inner node (tolerance 0)
//	prune   a SHORTANSWER field per inner node: the value a visited node returns, "-"
//	        for one alpha-beta does not visit (every inner node is asked, as the page
//	        asks, so that the fields do not tell which are pruned); one MULTIRESPONSE
//	        field over every edge, right the pruned ones ("none is pruned" among the
//	        choices, right when nothing is)
//	window  as prune, with an α and a β field per inner node; SHORTANSWER, so that
//	        inf, ∞ and -inf are answers, and the kind of field tells nothing
//	order   a SHORTANSWER field per leaf, left to right: its number in the order
//	        the leaves are evaluated, "-" for one never evaluated, as the picture's
//	        boxes above the leaves ask on paper (Moodle's ordering question would
//	        list only the leaves evaluated, telling which are pruned)
//
// Each field weighs 1 but the cuts' field, which weighs the number of cuts (at least
// 1), so that a question's mark is the page's out_of or near it. Every text a teacher
// or a student typed (a title, a node's name) is escaped for where it goes: HTML in a
// question's text, with the Cloze syntax's own characters ({, }, ~, #) and @ (no
// @@PLUGINFILE@@ of a title's making) as character references, XML by encoding/xml.
//
// This package depends on classroom, exercise, render and msg.
package moodle
