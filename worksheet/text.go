package worksheet

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
)

// words are the texts of a sheet in one language, read once from the catalogue
// (msg/words_sheet.go, and the picture's and the page's words a sheet shares).
type words struct {
	code                                       string
	exercise, solutionOf, worksheet, solutions string
	level, seed, seeds                         string
	typedTree, ticTacToe, stones               string
	connect4, emptyBoard, depth, exercises     string // chosen.go's
	minRoot, failHard, failSoft                string
	failCourse                                 string // the course's alpha-beta (seed 002)
	name, date                                 string
	question                                   map[exercise.Question]string // the question's name
	todo                                       map[exercise.Question]string // what to do
	solutionNote, solutionNoteValues           string
	pageSolutionNote                           string // a worksheet's: no cutoff rules drawn
	legend                                     map[exercise.Question]string
	online                                     string
	solutionNoteChance                         string // a chance tree's values (chance.go)
}

func newWords(lang string) *words {
	w := func(key string) string { return msg.Word(lang, "sheet."+key) }
	players := msg.Word(lang, "picture.legend_players")
	// Question (c) has one name: the page's, as a title writes it (lower case).
	window := []rune(msg.Word(lang, "page.exQ_window"))
	window[0] = unicode.ToLower(window[0])
	ws := &words{
		code:     lang,
		exercise: w("exercise"), solutionOf: w("solution_of"), worksheet: w("worksheet"), solutions: w("solutions"),
		level: w("level"), seed: w("seed"), seeds: w("seeds"),
		typedTree: w("typed_tree"), ticTacToe: w("tictactoe"), stones: w("stones"),
		connect4: w("connect4"), emptyBoard: w("empty_board"), depth: w("depth"), exercises: w("exercises"),
		minRoot: w("min_root"), failHard: w("fail_hard"), failSoft: w("fail_soft"), failCourse: w("fail_course"),
		name: w("name"), date: w("date"),
		question: map[exercise.Question]string{
			exercise.Values: w("question_values"),
			exercise.Prune:  w("question_prune"),
			exercise.Window: string(window),
			exercise.Order:  w("question_order"),
		},
		todo: map[exercise.Question]string{
			exercise.Values: w("todo_values"),
			exercise.Prune:  w("todo_prune"),
			exercise.Window: w("todo_window"),
			exercise.Order:  w("todo_order"),
		},
		solutionNote:       w("solution_note"),
		solutionNoteValues: w("solution_note_values"),
		pageSolutionNote:   w("page_solution_note"),
		legend: map[exercise.Question]string{
			exercise.Values: players,
			exercise.Prune:  players,
			exercise.Window: players + " · " + msg.Word(lang, "picture.legend_return"),
			exercise.Order:  players + " · " + msg.Word(lang, "picture.legend_order"),
		},
		online: w("online"),
	}
	addChanceWords(ws, lang)
	return ws
}

var texts = map[string]*words{msg.EN: newWords(msg.EN), msg.ES: newWords(msg.ES)}

// wordsFor gives the words of a language ("en" when unknown).
func wordsFor(lang string) *words {
	if w, ok := texts[strings.ToLower(strings.TrimSpace(lang))]; ok {
		return w
	}
	return texts[msg.EN]
}

// Langs are the languages a sheet is written in.
var Langs = []string{msg.EN, msg.ES}

// problem names an exercise's problem: "level 2 · seed 7", "figure-5.2", "tic-tac-toe
// XOX/O../...", with the root and fail-hard (or the course's alpha-beta) when they are
// not the defaults.
func (w *words) problem(s exercise.Spec) string {
	var parts []string
	switch s.Source {
	case exercise.SourceRandom:
		parts = append(parts, w.level+" "+strconv.Itoa(s.Level), w.seed+" "+strconv.FormatInt(s.Seed, 10))
	case exercise.SourceTree:
		parts = append(parts, w.typedTree)
	case exercise.SourceTicTacToe:
		parts = append(parts, w.ticTacToe+" "+s.Position)
	case exercise.SourceStones:
		parts = append(parts, w.stones+" "+s.Position)
	case exercise.SourceConnect4:
		pos := s.Position
		if pos == "" {
			pos = w.emptyBoard
		}
		parts = append(parts, w.connect4+" "+pos)
	default:
		parts = append(parts, s.Source)
	}
	if s.Depth > 0 {
		parts = append(parts, w.depth+" "+strconv.Itoa(s.Depth))
	}
	if s.Root == "min" {
		parts = append(parts, w.minRoot)
	}
	if s.Q.AlphaBeta() && s.FailHard {
		parts = append(parts, w.failHard)
	}
	if s.Q.AlphaBeta() && s.FailCourse {
		parts = append(parts, w.failCourse)
	}
	return strings.Join(parts, " · ")
}

// title is an exercise's title: "Exercise 3 · alpha-beta pruning · level 2 · seed 7"
// ("Solution of exercise 3 · ..." for its solution); number 0 leaves the number out.
func (w *words) title(s exercise.Spec, number int, solution bool) string {
	head := w.exercise
	if solution {
		head = w.solutionOf
	}
	if number > 0 {
		head += " " + strconv.Itoa(number)
	}
	return fmt.Sprintf("%s · %s · %s", head, w.question[ask(s)], w.problem(s))
}

// solution is how to read a solution of question q (ask's).
func (w *words) solution(q exercise.Question) string {
	switch q {
	case exercise.Values:
		return w.solutionNoteValues
	case valuesChance:
		return w.solutionNoteChance
	}
	return w.solutionNote
}

// instruction is what a student does (fail-soft, fail-hard or the course's said for
// alpha-beta; Star1's leaf bounds).
func (w *words) instruction(e *exercise.Exercise) string {
	s := e.Spec
	text := w.todo[ask(s)]
	if lo, hi, ok := e.LeafBounds(); ok {
		return w.star1Todo(lo, hi)
	}
	if s.Q.AlphaBeta() && s.Q != exercise.Order {
		mode := w.failSoft
		if s.FailHard {
			mode = w.failHard
		}
		if s.FailCourse {
			mode = w.failCourse
		}
		text = strings.TrimSuffix(text, ".") + " (" + mode + ")."
	}
	return text
}

// fitNote is the line a worksheet prints about its size: how many fit, when the
// number was chosen (Options.Fitted) and is less than PageSize; how small it prints,
// when it is not readable; else nothing.
func (w *words) fitNote(l Layout, n int, fitted bool) string {
	if !l.Readable() {
		return msg.Say(w.code, "sheet.too_small", "pt", strconv.FormatFloat(l.LeafPt, 'f', 1, 64), "mm", strconv.FormatFloat(l.BoxMM, 'f', 1, 64))
	}
	if fitted && n < PageSize {
		return msg.Say(w.code, "sheet.per_page", "n", strconv.Itoa(n))
	}
	return ""
}
