package moodle

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/xml"
	"image/png"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/internal/golden"
	"github.com/gametree/gametree/msg"
)

// readQuiz is what question/format/xml/format.php reads of our file: the questions
// by type, a Cloze question's name, text and files (import_multianswer,
// import_text_with_files), a category's path (import_category).
type readQuiz struct {
	XMLName   xml.Name `xml:"quiz"`
	Questions []struct {
		Type     string `xml:"type,attr"`
		Category struct {
			Text string `xml:"text"`
		} `xml:"category"`
		Name struct {
			Text string `xml:"text"`
		} `xml:"name"`
		QuestionText *struct {
			Format string `xml:"format,attr"`
			Text   string `xml:"text"`
			Files  []struct {
				Name     string `xml:"name,attr"`
				Path     string `xml:"path,attr"`
				Encoding string `xml:"encoding,attr"`
				Data     string `xml:",chardata"`
			} `xml:"file"`
		} `xml:"questiontext"`
		Penalty string `xml:"penalty"`
	} `xml:"question"`
}

func mustExercise(t testing.TB, spec exercise.Spec) *exercise.Exercise {
	t.Helper()
	e, err := exercise.New(spec)
	require.NoError(t, err)
	return e
}

func writeQuiz(t testing.TB, title string, lang string, specs ...exercise.Spec) []byte {
	t.Helper()
	var tasks []Task
	for i, s := range specs {
		tasks = append(tasks, Task{N: i + 1, Exercise: mustExercise(t, s)})
	}
	var b bytes.Buffer
	require.NoError(t, Questions(context.Background(), &b, title, tasks, lang))
	return b.Bytes()
}

var imgSrc = regexp.MustCompile(`<img src="@@PLUGINFILE@@/([^"]+)"`)

// TestQuestionsReadAsMoodleReadsThem writes every kind of question in both languages
// and reads the file as Moodle's importer does: each Cloze question has a name, an
// HTML text whose fields parse and validate (Moodle's parser, clozeparse_test.go),
// one field per answer the page grades (and one per pruned inner node), the right
// answers the exercise's solution, and its picture as a PNG file its text shows.
func TestQuestionsReadAsMoodleReadsThem(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		spec exercise.Spec
		kind string // the value fields' kind
	}{
		{exercise.Spec{Source: "random", Seed: 1, Level: 1, Q: exercise.Values}, "numerical"},
		{exercise.Spec{Source: "random", Seed: 2, Level: 3, Q: exercise.Prune}, "shortanswer"},
		{exercise.Spec{Source: "random", Seed: 1, Level: 4, Q: exercise.Window}, "shortanswer"},
		{exercise.Spec{Source: "random", Seed: 3, Level: 2, Q: exercise.Order, Root: "min"}, "shortanswer"},
		{exercise.Spec{Source: "random", Seed: 5, Level: 3, Q: exercise.Prune, FailHard: true}, "shortanswer"},
		{exercise.Spec{Source: "tictactoe", Position: "xoxox.o..", Q: exercise.Prune}, "shortanswer"},
	} {
		for _, lang := range []string{msg.EN, msg.ES} {
			t.Run(string(tc.spec.Q)+"-"+tc.spec.Source+"-"+lang, func(t *testing.T) {
				t.Parallel()
				e := mustExercise(t, tc.spec)
				var q readQuiz
				require.NoError(t, xml.Unmarshal(writeQuiz(t, "Week 3", lang, tc.spec), &q))
				require.Len(t, q.Questions, 2)
				assert.Equal(t, "category", q.Questions[0].Type)
				assert.Equal(t, "$course$/top/gametree/Week 3", q.Questions[0].Category.Text)
				c := q.Questions[1]
				require.Equal(t, "cloze", c.Type)
				assert.Equal(t, "Week 3 · 1 · "+msg.Word(lang, "page.exQ_"+string(tc.spec.Q)), c.Name.Text)
				require.NotNil(t, c.QuestionText)
				assert.Equal(t, "html", c.QuestionText.Format)
				assert.Equal(t, "0.3333333", c.Penalty)

				// the picture: named by the text, a PNG
				require.Len(t, c.QuestionText.Files, 1)
				f := c.QuestionText.Files[0]
				assert.Equal(t, "base64", f.Encoding)
				assert.Equal(t, "/", f.Path)
				m := imgSrc.FindStringSubmatch(c.QuestionText.Text)
				require.NotNil(t, m)
				assert.Equal(t, f.Name, m[1])
				data, err := base64.StdEncoding.DecodeString(strings.TrimSpace(f.Data))
				require.NoError(t, err)
				img, err := png.Decode(bytes.NewReader(data))
				require.NoError(t, err)
				assert.Greater(t, img.Bounds().Dx(), 100)

				// the fields, as Moodle reads them
				fields, rest := extractCloze(t, c.QuestionText.Text)
				assert.Empty(t, validateCloze(fields))
				assert.NotContains(t, rest, "{1:", "a field Moodle would not read")
				sol := e.Solution()
				qs := e.Questions()
				switch tc.spec.Q {
				case exercise.Order:
					leaves := leavesLeftToRight(e)
					require.Len(t, fields, len(leaves))
					place := map[string]string{}
					for k, name := range sol.Order {
						place[name] = strconv.Itoa(k + 1)
					}
					evaluated := 0
					for i, f := range fields {
						assert.Equal(t, "shortanswer", f.kind)
						want, ok := place[e.Name(leaves[i])]
						if !ok {
							want = "-"
						} else {
							evaluated++
						}
						assert.Equal(t, want, f.alts[0].answer, e.Name(leaves[i]))
					}
					assert.Equal(t, len(sol.Order), evaluated, "every leaf evaluated has its field")
					return
				case exercise.Window:
					require.Len(t, fields, 3*len(qs.Values)+1)
				case exercise.Values:
					require.Len(t, fields, len(qs.Values))
				default:
					require.Len(t, fields, len(qs.Values)+1)
				}
				per := 1
				if tc.spec.Q == exercise.Window {
					per = 3
				}
				for i, name := range qs.Values {
					f := fields[i*per]
					assert.Equal(t, tc.kind, f.kind)
					v, visited := sol.Values[name]
					switch {
					case !visited:
						assert.Equal(t, "-", f.alts[0].answer, name)
					case tc.kind == "numerical":
						assert.Equal(t, exercise.FormatNumber(v)+":0", f.alts[0].answer, name)
					default:
						assert.Equal(t, exercise.FormatNumber(v), f.alts[0].answer, name)
					}
					if tc.spec.Q == exercise.Window && visited {
						assert.Equal(t, exercise.FormatNumber(sol.Alpha[name]), fields[i*per+1].alts[0].answer, name)
						assert.Equal(t, exercise.FormatNumber(sol.Beta[name]), fields[i*per+2].alts[0].answer, name)
					}
				}
				if tc.spec.Q == exercise.Values {
					return
				}
				cuts := fields[len(fields)-1]
				assert.Equal(t, "multiresponse", cuts.kind)
				assert.Equal(t, max(len(sol.Pruned), 1), cuts.weight)
				right := 0
				for _, a := range cuts.alts {
					if a.fraction > 0 {
						right++
					}
				}
				assert.Equal(t, max(len(sol.Pruned), 1), right)
				assert.Equal(t, e.NodeCount(), len(cuts.alts), "every edge and 'none is pruned'")
			})
		}
	}
}

// TestWindowAnswersTakeInfinity: the α and β fields take ∞ as the page does (inf,
// ∞, +inf ...; -inf, -∞, −∞ ...), and a negative number with either minus.
func TestWindowAnswersTakeInfinity(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		v    int
		want []string
	}{
		{1 << 62, []string{"inf", "+inf", "∞", "+∞", "infinity"}},
		{-(1 << 62), []string{"-inf", "-∞", "−inf", "−∞", "-infinity"}},
		{-3, []string{"-3", "−3"}},
		{0, []string{"0"}},
		{12, []string{"12"}},
	} {
		got := numberAnswers(tc.v)
		assert.Equal(t, tc.want, got)
		for _, a := range got {
			v, ok := exercise.ParseNumber(a)
			assert.True(t, ok, a)
			assert.Equal(t, tc.v, v, "the page reads %q as the same value", a)
		}
	}
}

// TestHostileTitleStaysText: a title of anyone's typing becomes neither XML, nor a
// Cloze field, nor a file reference.
func TestHostileTitleStaysText(t *testing.T) {
	t.Parallel()
	for _, title := range []string{
		`</question><script>alert(1)</script>`,
		`{1:NUMERICAL:=1}`,
		`@@PLUGINFILE@@/../x.png`,
		`a/b & <c> "d" ~#}`,
	} {
		out := writeQuiz(t, title, msg.EN, exercise.Spec{Source: "random", Seed: 1, Level: 1})
		assert.NotContains(t, string(out), "<script>")
		var q readQuiz
		require.NoError(t, xml.Unmarshal(out, &q), title)
		require.Len(t, q.Questions, 2, title)
		assert.Equal(t, "$course$/top/gametree/"+strings.ReplaceAll(title, "/", "//"), q.Questions[0].Category.Text)
		c := q.Questions[1]
		assert.Equal(t, title+" · 1 · "+msg.Word(msg.EN, "page.exQ_values"), c.Name.Text)
		fields, _ := extractCloze(t, c.QuestionText.Text)
		assert.Len(t, fields, len(mustExercise(t, exercise.Spec{Source: "random", Seed: 1, Level: 1}).Questions().Values), title)
		assert.Equal(t, 1, strings.Count(c.QuestionText.Text, "@@PLUGINFILE@@"), title)
	}
	// the text of a question, escaped for Cloze, reads back as it was
	for _, s := range []string{`{1:NUMERICAL:=1}`, `@@PLUGINFILE@@`, `a~b#c}d\e&f<g>"h'`, "ñandú ∞"} {
		fields, rest := extractCloze(t, `{1:SA:=`+Text(s)+`}`+Text(s))
		require.Len(t, fields, 1, s)
		assert.Equal(t, s, fields[0].alts[0].answer)
		assert.Equal(t, s, htmlDecode(strings.TrimPrefix(rest, "{#1}")))
		assert.NotContains(t, Text(s), "@@")
	}
}

// TestQuestionsGolden keeps a small quiz's file (its pictures left out: their bytes
// are the fonts'): go test ./moodle -run TestQuestionsGolden -update rewrites it.
func TestQuestionsGolden(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{msg.EN, msg.ES} {
		out := writeQuiz(t, "Poda, semana 3", lang,
			exercise.Spec{Source: "textbook", Q: exercise.Window}, exercise.Spec{Source: "random", Seed: 7, Level: 2, Q: exercise.Order})
		out = regexp.MustCompile(`(encoding="base64">)[^<]*`).ReplaceAll(out, []byte("${1}PNG"))
		out = regexp.MustCompile(`width=&#34;\d+&#34; height=&#34;\d+&#34;`).ReplaceAll(out, []byte("width=&#34;W&#34; height=&#34;H&#34;"))
		golden.Check(t, "quiz-"+lang+".xml", out)
	}
}
