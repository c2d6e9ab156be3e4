package moodle

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The Cloze parser of Moodle, ported to Go to read our questions as Moodle will:
// moodle/moodle's question/type/multianswer/questiontype.php in its current form
// (Moodle 4.x: its ANSWER_TYPE_DEF_REGEX lists the MULTIRESPONSE types; its commit
// was not recorded with the copy read, which was the search service's stored one),
// functions qtype_multianswer_extract_question and
// qtype_multianswer_validate_question, and the regexes they use:
//
//	ANSWER_START_REGEX   \{([0-9]*):(TYPE):
//	ANSWER_ALTERNATIVE_REGEX
//	    (=|%(-?[0-9]+(?:[.,][0-9]*)?)%)?     fraction
//	    (.+?(?<!\\|&|&amp;)(?=[~#}]|$))      answer
//	    (#(.*?(?<!\\)(?=[~}]|$)))?           feedback
//	ANSWER_REGEX         ANSWER_START_REGEX (ALT(~ALT)*)\}
//	NUMERICAL_ALTERNATIVE_REGEX ^(NUMBER)(:NUMBER)?$, NUMBER -?(([0-9]+[.,]?[0-9]*|[.,][0-9]+)([eE][-+]?[0-9]+)?)
//
// Go's regexp has no look-behind or look-ahead, so the alternatives are scanned by
// hand with the same rule (an answer ends before the first ~, # or } that neither \,
// & nor &amp; stands before). PCRE may backtrack into a longer answer when the
// shorter one leaves the field unparsable; this port does not, so it is stricter:
// what it reads, Moodle reads the same way.

var (
	clozeStart    = regexp.MustCompile(`\{([0-9]*):(NUMERICAL|NM|MULTICHOICE|MC|MULTICHOICE_V|MCV|MULTICHOICE_H|MCH|SHORTANSWER|SA|MW|SHORTANSWER_C|SAC|MWC|MULTICHOICE_S|MCS|MULTICHOICE_VS|MCVS|MULTICHOICE_HS|MCHS|MULTIRESPONSE|MR|MULTIRESPONSE_H|MRH|MULTIRESPONSE_S|MRS|MULTIRESPONSE_HS|MRHS):`)
	clozeFraction = regexp.MustCompile(`^(=|%(-?[0-9]+(?:[.,][0-9]*)?)%)`)
	clozeNumber   = `-?(([0-9]+[.,]?[0-9]*|[.,][0-9]+)([eE][-+]?[0-9]+)?)`
	clozeNumeric  = regexp.MustCompile(`^(` + clozeNumber + `)(:` + clozeNumber + `)?$`)
	// entities: what html_entity_decode undoes in our answers
	clozeEntity = regexp.MustCompile(`&#([0-9]+);|&(lt|gt|amp|quot|nbsp);`)
)

// clozeField is one field as Moodle reads it.
type clozeField struct {
	weight int
	kind   string // numerical, shortanswer, multichoice, multiresponse
	alts   []clozeAlt
}

type clozeAlt struct {
	fraction float64
	answer   string // HTML-decoded, as Moodle stores it
	feedback string
}

// extractCloze reads the fields of a Cloze question's text in order, and the text
// with each replaced by {#k}, as qtype_multianswer_extract_question does.
func extractCloze(t testing.TB, text string) ([]clozeField, string) {
	t.Helper()
	var fields []clozeField
	for {
		loc := clozeStart.FindStringSubmatchIndex(text)
		if loc == nil {
			return fields, text
		}
		f := clozeField{weight: 1}
		if w := text[loc[2]:loc[3]]; w != "" {
			f.weight, _ = strconv.Atoi(w)
		}
		switch typ := text[loc[4]:loc[5]]; typ {
		case "NUMERICAL", "NM":
			f.kind = "numerical"
		case "SHORTANSWER", "SA", "MW", "SHORTANSWER_C", "SAC", "MWC":
			f.kind = "shortanswer"
		case "MULTIRESPONSE", "MR", "MULTIRESPONSE_H", "MRH", "MULTIRESPONSE_S", "MRS", "MULTIRESPONSE_HS", "MRHS":
			f.kind = "multiresponse"
		default:
			f.kind = "multichoice"
		}
		end, alts, ok := scanAlternatives(text, loc[1])
		if !ok {
			// ANSWER_REGEX does not match here; PHP's preg_match would look further on
			text = text[:loc[0]] + "\x00" + text[loc[0]+1:]
			continue
		}
		f.alts = alts
		fields = append(fields, f)
		text = text[:loc[0]] + "{#" + strconv.Itoa(len(fields)) + "}" + text[end:]
	}
}

// scanAlternatives reads ALT(~ALT)*\} from text[i:]: the end of the field (after its
// }) and its alternatives, or false.
func scanAlternatives(text string, i int) (int, []clozeAlt, bool) {
	var alts []clozeAlt
	for {
		var a clozeAlt
		if m := clozeFraction.FindStringSubmatch(text[i:]); m != nil {
			if m[1] == "=" {
				a.fraction = 1
			} else {
				v, _ := strconv.ParseFloat(strings.Replace(m[2], ",", ".", 1), 64)
				a.fraction = v / 100
			}
			i += len(m[0])
		}
		j := answerEnd(text, i)
		if j <= i {
			return 0, nil, false
		}
		a.answer = htmlDecode(text[i:j])
		i = j
		if i < len(text) && text[i] == '#' {
			k := i + 1
			for k < len(text) && !((text[k] == '~' || text[k] == '}') && text[k-1] != '\\') {
				k++
			}
			a.feedback = htmlDecode(text[i+1 : k])
			i = k
		}
		alts = append(alts, a)
		switch {
		case i < len(text) && text[i] == '~':
			i++
		case i < len(text) && text[i] == '}':
			return i + 1, alts, true
		default:
			return 0, nil, false
		}
	}
}

// answerEnd is where an answer starting at i ends: before the first ~, # or } (after
// at least one character) that neither \, & nor &amp; stands before, or the end.
func answerEnd(text string, i int) int {
	for j := i + 1; j <= len(text); j++ {
		if j == len(text) {
			return j
		}
		if !strings.ContainsRune("~#}", rune(text[j])) {
			continue
		}
		before := text[i:j]
		if strings.HasSuffix(before, `\`) || strings.HasSuffix(before, "&") || strings.HasSuffix(before, "&amp;") {
			continue
		}
		return j
	}
	return len(text)
}

// htmlDecode undoes the references our answers use, as html_entity_decode does.
func htmlDecode(s string) string {
	return clozeEntity.ReplaceAllStringFunc(s, func(m string) string {
		sub := clozeEntity.FindStringSubmatch(m)
		if sub[1] != "" {
			n, _ := strconv.Atoi(sub[1])
			return string(rune(n))
		}
		return map[string]string{"lt": "<", "gt": ">", "amp": "&", "quot": `"`, "nbsp": "\u00a0"}[sub[2]]
	})
}

// validateCloze is qtype_multianswer_validate_question: every field has an answer,
// a numerical field's answers are numbers, a multiple choice has two answers at
// least, and some answer is right (fraction 1; above 0 for a multiresponse).
func validateCloze(fields []clozeField) []string {
	var errs []string
	if len(fields) == 0 {
		errs = append(errs, "no field")
	}
	for k, f := range fields {
		answers, right := 0, false
		for _, a := range f.alts {
			if strings.TrimSpace(a.answer) == "" {
				continue
			}
			answers++
			if f.kind == "numerical" && !clozeNumeric.MatchString(strings.TrimSpace(a.answer)) && a.answer != "*" {
				errs = append(errs, "field "+strconv.Itoa(k+1)+": not a number: "+a.answer)
			}
			if a.fraction == 1 || f.kind == "multiresponse" && a.fraction > 0 {
				right = true
			}
		}
		if (f.kind == "multichoice" || f.kind == "multiresponse") && answers < 2 {
			errs = append(errs, "field "+strconv.Itoa(k+1)+": fewer than 2 choices")
		} else if answers == 0 {
			errs = append(errs, "field "+strconv.Itoa(k+1)+": no answer")
		}
		if !right {
			errs = append(errs, "field "+strconv.Itoa(k+1)+": no right answer")
		}
	}
	return errs
}

// TestClozeParserReadsMoodlesOwnExamples checks the port on the Cloze texts of
// Moodle's documentation and fixtures (question/format/xml/tests/fixtures/
// multianswer.xml), so that it reads what Moodle reads.
func TestClozeParserReadsMoodlesOwnExamples(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		text   string
		kinds  []string
		answer []string // each field's first answer
		rest   string
	}{
		{`* San Francisco: {1:MULTICHOICE:=California#OK~Arizona#Wrong}<br />* Tucson: {1:MULTICHOICE:California#Wrong~%100%Arizona#OK}`,
			[]string{"multichoice", "multichoice"}, []string{"California", "California"}, `* San Francisco: {#1}<br />* Tucson: {#2}`},
		{`The capital of France is {1:SHORTANSWER:%100%Paris#Congratulations!~%50%Marseille#No~*#Wrong}.`,
			[]string{"shortanswer"}, []string{"Paris"}, `The capital of France is {#1}.`},
		{`pi is {2:NUMERICAL:=3.14159:0.001~%50%3.14:0.1}`, []string{"numerical"}, []string{"3.14159:0.001"}, `pi is {#1}`},
		{`{1:MR:=a~b~=c}`, []string{"multiresponse"}, []string{"a"}, `{#1}`},
		{`no field {here} and {1:XX:=a}`, nil, nil, `no field {here} and {1:XX:=a}`},
		{`an escaped \} is kept: {1:SA:=a\}b~c}`, []string{"shortanswer"}, []string{`a\}b`}, `an escaped \} is kept: {#1}`},
		{`a reference &#125; is no end: {1:SA:=x&#125;y}`, []string{"shortanswer"}, []string{`x}y`}, `a reference &#125; is no end: {#1}`},
	} {
		fields, rest := extractCloze(t, tc.text)
		require.Len(t, fields, len(tc.kinds), tc.text)
		for i, f := range fields {
			assert.Equal(t, tc.kinds[i], f.kind, tc.text)
			assert.Equal(t, tc.answer[i], f.alts[0].answer, tc.text)
		}
		assert.Equal(t, tc.rest, rest)
	}
	// the validation refuses what Moodle refuses
	fields, _ := extractCloze(t, `{1:NUMERICAL:=abc}{1:MC:=only}{1:SA:wrong}`)
	assert.Len(t, validateCloze(fields), 3)
}
