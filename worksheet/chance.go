package worksheet

import (
	"strconv"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
)

// Sheets of chance trees (issue 31): the expectiminimax values of a chance tree and
// the star1 question (Star1's values and cuts, its leaf bounds L and U said in the
// instruction). The trees are drawn by render with their chance nodes and the
// probabilities on their edges.

// valuesChance is the words' key of the values question asked of a chance tree: its
// name, instruction, legend and solution note differ from minimax's.
const valuesChance exercise.Question = "values-chance"

// ask is the key of the words of spec's question.
func ask(s exercise.Spec) exercise.Question {
	if s.Q == exercise.Values && s.Chance {
		return valuesChance
	}
	return s.Q
}

// addChanceWords adds the chance questions' words of lang to w.
func addChanceWords(w *words, lang string) {
	word := func(key string) string { return msg.Word(lang, "sheet."+key) }
	legend := msg.Word(lang, "picture.legend_players") + " · " + word("legend_chance")
	w.question[valuesChance] = word("question_values_chance")
	w.question[exercise.Star1] = word("question_star1")
	w.todo[valuesChance] = word("todo_values_chance")
	w.legend[valuesChance] = legend
	w.legend[exercise.Star1] = legend
	w.solutionNoteChance = word("solution_note_values_chance")
}

// star1Todo is the star1 question's instruction, with its leaf bounds.
func (w *words) star1Todo(lo, hi int) string {
	return msg.Say(w.code, "sheet.todo_star1", "lo", strconv.Itoa(lo), "hi", strconv.Itoa(hi))
}
