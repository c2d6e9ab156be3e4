package moodle

import (
	"html"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
)

// A question on the course's alpha-beta (seed 002) says so in its rule, in the quiz's
// language, and not fail-soft's or fail-hard's.
func TestQuestionNamesTheCoursesVariant(t *testing.T) {
	t.Parallel()
	spec := exercise.Spec{Source: "textbook", Q: exercise.Window, FailCourse: true}
	for _, lang := range []string{msg.EN, msg.ES} {
		// the question's HTML is escaped inside the XML: unescape both
		text := html.UnescapeString(html.UnescapeString(string(writeQuiz(t, "Week 3", lang, spec))))
		assert.True(t, strings.Contains(text, msg.Say(lang, "page.exTaskFailCourse")), "%s: the course's variant named", lang)
		assert.False(t, strings.Contains(text, msg.Say(lang, "page.exTaskFailSoft")), "%s: fail-soft named", lang)
		assert.False(t, strings.Contains(text, msg.Say(lang, "page.exTaskFailHard")), "%s: fail-hard named", lang)
	}
}
