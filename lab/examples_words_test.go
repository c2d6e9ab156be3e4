package lab

import (
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

// commentWidth is the widest comment line the code lab's editor shows whole at the
// page's default width (its lines are not wrapped).
const commentWidth = 64

var quoted = regexp.MustCompile(`"[^"]*"`)

// TestExampleCommentsInBothLanguages: every example opens with a comment said whole in
// Spanish first, then in English, and no comment line is cut off by the editor.
func TestExampleCommentsInBothLanguages(t *testing.T) {
	t.Parallel()
	spanish := []string{" la ", " el ", " del ", " con ", " una ", " que ", " los ", " las "}
	english := []string{" the ", " with ", " each ", " is ", " it "}
	has := func(s string, words []string) bool {
		for _, w := range words {
			if strings.Contains(" "+strings.ToLower(s)+" ", w) {
				return true
			}
		}
		return false
	}
	for _, ex := range Examples() {
		mark := "#"
		if ex.Lang == JavaScript {
			mark = "//"
		}
		lines := strings.Split(ex.Source, "\n")
		var paras []string
		cur := ""
		for _, l := range lines {
			if !strings.HasPrefix(l, mark) {
				break
			}
			body := strings.TrimSpace(strings.TrimPrefix(l, mark))
			if body == "" || body == "----" {
				if cur != "" {
					paras = append(paras, cur)
				}
				cur = ""
				continue
			}
			cur += " " + body
		}
		if cur != "" {
			paras = append(paras, cur)
		}
		if !assert.GreaterOrEqual(t, len(paras), 2, "%s (%s): a Spanish and an English paragraph", ex.Name, ex.Lang) {
			continue
		}
		first := quoted.ReplaceAllString(paras[0], "") // a title quoted as its author writes it
		assert.True(t, has(first, spanish) && !has(first, english), "%s: Spanish first: %q", ex.Name, paras[0])
		rest := strings.Join(paras[1:], " ")
		assert.True(t, has(rest, english), "%s: then English", ex.Name)
		for i, l := range lines {
			if strings.HasPrefix(strings.TrimSpace(l), mark) {
				assert.LessOrEqual(t, utf8.RuneCountInString(l), commentWidth, "%s line %d: %q", ex.Name, i+1, l)
			}
		}
	}
}
