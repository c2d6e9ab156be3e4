//go:build browser

package web

import (
	"context"
	"fmt"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// stepThroughCode walks the search shown from its first step with the Next button
// and checks, at each step, that one line is lit and that it does the step (want, by
// step kind and player); it returns the number of steps.
func stepThroughCode(t *testing.T, ctx context.Context, what string, want func(kind, player int) *regexp.Regexp) int {
	t.Helper()
	eval[any](t, ctx, `gametree.explorer.userGo(0), 0`)
	n := eval[int](t, ctx, `gametree.explorer.tr.S`)
	for k := 0; k < n; k++ {
		if k > 0 {
			eval[any](t, ctx, `document.getElementById('btn-fwd').click(), 0`)
		}
		st := eval[[]any](t, ctx, `(() => { const e = gametree.explorer, tr = e.tr, lit = [...document.querySelectorAll('#code .code-line.lit')]; return [e.k, tr.sKind[e.k], tr.player[tr.sNode[e.k]], lit.length, lit.length ? lit[0].textContent : '']; })()`)
		require.Equal(t, float64(k), st[0], "%s: Next shows step %d", what, k)
		kind, player := int(st[1].(float64)), int(st[2].(float64))
		require.Equal(t, float64(1), st[3], "%s step %d: one line lit", what, k)
		assert.Regexp(t, want(kind, player), strings.TrimSpace(st[4].(string)), "%s step %d (kind %d, player %d)", what, k, kind, player)
	}
	return n
}

// pseudoActions is what each step does as each code writes it, by step kind (model.js:
// S_ENTER 0, S_EVAL 1, S_BACKUP 3, S_ALPHA 4, S_BETA 5, S_CUTOFF 6, S_RETURN 7) and
// player (1 MAX, -1 MIN), in either language: the lit line's text must match it.
var pseudoActions = map[string]func(kind, player int) *regexp.Regexp{
	"textbook": func(kind, p int) *regexp.Regexp {
		return regexp.MustCompile(map[int]string{
			0: map[bool]string{true: `^(function MAX-VALUE|función VALOR-MAX)\(`, false: `^(function MIN-VALUE|función VALOR-MIN)\(`}[p > 0],
			1: `^(return evaluate|devolver evaluar)\(`,
			3: map[bool]string{true: `^v ← max\(v, `, false: `^v ← min\(v, `}[p > 0],
			4: `α ← v$`, 5: `β ← v$`,
			6: map[bool]string{true: `^(if α ≥ β|si α ≥ β)`, false: `^(if β ≤ α|si β ≤ α)`}[p > 0],
			7: `^(return|devolver) v\b`,
		}[kind])
	},
	"c003": func(kind, p int) *regexp.Regexp {
		return regexp.MustCompile(map[int]string{
			0: `^int alfabeta\(Estado estado, int profundidad, int alfa, int beta, bool esMax\) \{$`,
			1: `^return estado\.evaluar\(\);$`,
			3: map[bool]string{true: `^maxEval = max\(maxEval, eval\);$`, false: `^minEval = min\(minEval, eval\);$`}[p > 0],
			4: `^alfa = max\(alfa, eval\);$`, 5: `^beta = min\(beta, eval\);$`,
			6: map[bool]string{true: `^if \(beta <= alfa\) break;  // (Poda beta|Beta cutoff)$`, false: `^if \(beta <= alfa\) break;  // (Poda alfa|Alpha cutoff)$`}[p > 0],
			7: map[bool]string{true: `^return maxEval;$`, false: `^return minEval;$`}[p > 0],
		}[kind])
	},
	"c002": func(kind, p int) *regexp.Regexp {
		return regexp.MustCompile(map[int]string{
			0: `^(function alpha-beta\(node|función alfa-beta\(nodo)`,
			1: `^(return the heuristic value|devolver el valor heurístico)`,
			3: map[bool]string{true: `^α := max\(α, `, false: `^β := min\(β, `}[p > 0],
			4: `^α := max\(α, `, 5: `^β := min\(β, `,
			6: map[bool]string{true: `\(\* (β cutoff|poda β) \*\)$`, false: `\(\* (α cutoff|poda α) \*\)$`}[p > 0],
			7: map[bool]string{true: `^(return|devolver) α$`, false: `^(return|devolver) β$`}[p > 0],
		}[kind])
	},
}

// The pseudo-code panel's choice, in both languages: each code chosen with the select
// and the textbook example stepped through with the Next button lights, at every
// step, one line that does the step; seed 003's code keeps its names in English; the
// note says whether the search shown is the chosen code's, and its button searches as
// the code does (seed 002: fail-course; seed 003: fail-soft). The choice survives a
// language switch and a reload. The page runs on a server of its own (an origin of its
// own: the choice kept in localStorage touches no other test's page).
func TestBrowserPseudoCourse(t *testing.T) {
	t.Parallel()
	sharedServer(t)
	ts := httptest.NewServer(shared.srv.Handler())
	t.Cleanup(ts.Close)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		setViewport(t, ctx, 1440, 1000, false)
		open(t, ctx, ts.URL, "/?game=tree&position=textbook&algo=alphabeta&lang="+lang)
		waitTree(t, ctx)
		eval[any](t, ctx, `localStorage.removeItem('gametree.pseudoCode'), 0`)
		other := map[string]string{"en": "es", "es": "en"}[lang]

		choose := func(code string) {
			eval[any](t, ctx, fmt.Sprintf(`(() => { const s = document.getElementById('code-choice'); s.value = %q; s.dispatchEvent(new Event('change', { bubbles: true })); return 0; })()`, code))
		}
		codeText := func() string {
			return eval[string](t, ctx, `[...document.querySelectorAll('#code .code-line')].map(e => e.textContent).join('\n')`)
		}
		note := func() string {
			return eval[string](t, ctx, `(() => { const n = document.getElementById('code-note'); return n.hidden ? '' : n.textContent; })()`)
		}
		stepThrough := func(code string) int { return stepThroughCode(t, ctx, lang+" "+code, pseudoActions[code]) }
		// atCutoff shows the first cutoff (the textbook's first: at C, an α cutoff) and
		// takes a picture of the page.
		atCutoff := func(name string) {
			eval[any](t, ctx, `(() => { const e = gametree.explorer, tr = e.tr; let k = 0; while (k < tr.S && tr.sKind[k] !== 6) k++; e.userGo(k); scrollTo(0, 0); return 0; })()`)
			screenshot(t, ctx, name)
		}

		// none chosen: the textbook's code, no note
		assert.Equal(t, "textbook", eval[string](t, ctx, `document.getElementById('code-choice').value`))
		assert.Empty(t, note())
		want := map[string][]string{
			"en": {"Textbook", "Course: alfabeta (practical 003)", "Course: variant (practical 002)"},
			"es": {"Libro de texto", "Curso: alfabeta (práctica 003)", "Curso: variante (práctica 002)"},
		}[lang]
		assert.Equal(t, want, eval[[]string](t, ctx, `[...document.querySelectorAll('#code-choice option')].map(o => o.textContent)`))
		steps := stepThrough("textbook")
		assert.Greater(t, steps, 20)
		atCutoff("pseudo-textbook-" + lang)

		// seed 003: the search shown is its (fail-soft), step for step
		choose("c003")
		code := codeText()
		assert.Contains(t, code, "int alfabeta(Estado estado, int profundidad, int alfa, int beta, bool esMax) {")
		assert.Contains(t, code, "int mejorValor = alfabeta(estadoInicial, maxProfundidad, INT_MIN, INT_MAX, true);")
		assert.Contains(t, code, map[string]string{"en": "// Beta cutoff", "es": "// Poda beta"}[lang])
		assert.Contains(t, note(), map[string]string{"en": "This is the search shown", "es": "Es la búsqueda mostrada"}[lang])
		assert.False(t, eval[bool](t, ctx, `document.getElementById('code-note').classList.contains('differs')`))
		stepThrough("c003")
		atCutoff("pseudo-c003-" + lang)

		// seed 002: the search shown is fail-soft, not the variant: said, with a button
		choose("c002")
		assert.Contains(t, codeText(), map[string]string{"en": "function alpha-beta(node, depth, α, β, player)", "es": "función alfa-beta(nodo, profundidad, α, β, jugador)"}[lang])
		assert.Contains(t, note(), "fail-soft")
		assert.True(t, eval[bool](t, ctx, `document.getElementById('code-note').classList.contains('differs')`))
		atCutoff("pseudo-c002-differs-" + lang)
		seq := eval[int](t, ctx, `gametree.explorer.seq`)
		eval[any](t, ctx, `document.querySelector('#code-note button').click(), 0`)
		waitFor(t, ctx, fmt.Sprintf(`gametree.explorer.seq > %d && gametree.explorer.tr && gametree.explorer.tr.doc.options.fail_course === true && document.getElementById('tree-busy').hidden`, seq))
		assert.Equal(t, "course", eval[string](t, ctx, `document.getElementById('f-returns').value`), "the form says the variant")
		assert.Contains(t, eval[string](t, ctx, `location.search`), "fail-course=true")
		assert.Equal(t, "c002", eval[string](t, ctx, `document.getElementById('code-choice').value`))
		assert.Contains(t, note(), map[string]string{"en": "This is the search shown", "es": "Es la búsqueda mostrada"}[lang])
		stepThrough("c002")
		atCutoff("pseudo-c002-" + lang)

		// seed 003 beside the variant's search: said, and its button searches fail-soft
		choose("c003")
		assert.Contains(t, note(), "fail-course")
		seq = eval[int](t, ctx, `gametree.explorer.seq`)
		eval[any](t, ctx, `document.querySelector('#code-note button').click(), 0`)
		waitFor(t, ctx, fmt.Sprintf(`gametree.explorer.seq > %d && gametree.explorer.tr && !gametree.explorer.tr.doc.options.fail_course && document.getElementById('tree-busy').hidden`, seq))
		assert.Equal(t, "soft", eval[string](t, ctx, `document.getElementById('f-returns').value`))
		assert.NotContains(t, eval[string](t, ctx, `location.search`), "fail-course")

		// the choice survives a language switch and a reload
		eval[any](t, ctx, fmt.Sprintf(`document.querySelector('.lang button[data-lang=%s]').click(), 0`, other))
		waitFor(t, ctx, fmt.Sprintf(`document.documentElement.lang === %q`, other))
		assert.Equal(t, "c003", eval[string](t, ctx, `document.getElementById('code-choice').value`), "after the switch to %s", other)
		assert.Contains(t, codeText(), map[string]string{"en": "// Beta cutoff", "es": "// Poda beta"}[other], "the comments in the new language")
		assert.Contains(t, codeText(), "int alfabeta(Estado estado", "the seed's names in the new language")
		open(t, ctx, ts.URL, "/?game=tree&position=textbook&algo=alphabeta&lang="+lang)
		waitTree(t, ctx)
		assert.Equal(t, "c003", eval[string](t, ctx, `document.getElementById('code-choice').value`), "after a reload")
		assert.Contains(t, codeText(), "int alfabeta(")
		stepThrough("c003")

		// on a phone the C++ wraps in its panel: nothing scrolls sideways
		setViewport(t, ctx, 390, 844, true)
		eval[any](t, ctx, `document.querySelector('.code-card').scrollIntoView({ block: 'start' }), 0`)
		assert.LessOrEqual(t, eval[int](t, ctx, `document.documentElement.scrollWidth`), eval[int](t, ctx, `innerWidth`), "no sideways scroll")
		assert.LessOrEqual(t, eval[int](t, ctx, `document.getElementById('code').scrollWidth`), eval[int](t, ctx, `document.getElementById('code').clientWidth`), "the code wraps")
		screenshot(t, ctx, "pseudo-c003-phone-"+lang)
		eval[any](t, ctx, `localStorage.removeItem('gametree.pseudoCode'), 0`)
		noPageErrors(t, ctx)
	})
}

// seed003Negamax is what each step does in seed 003's negamax (one function for both
// players: the same line whatever the player).
func seed003Negamax(kind, _ int) *regexp.Regexp {
	return regexp.MustCompile(map[int]string{
		0: `^int negamax\(Estado estado, int profundidad, int alfa, int beta, int color\) \{$`,
		1: `^return color \* estado\.evaluar\(\);$`,
		3: `^maxEval = max\(maxEval, eval\);$`,
		4: `^alfa = max\(alfa, eval\);$`, 5: `^alfa = max\(alfa, eval\);$`,
		6: `^if \(alfa >= beta\) break;$`,
		7: `^return maxEval;$`,
	}[kind])
}

// Seed 003 chosen for a plain negamax search: the panel says the seed has none (its
// negamax prunes) and shows the textbook's; its button searches negamax with
// alpha-beta, which shows the seed's negamax, a line lit at every step of the textbook
// example (its cutoffs lit at "if (alfa >= beta) break;").
func TestBrowserPseudoCourseNegamax(t *testing.T) {
	t.Parallel()
	sharedServer(t)
	ts := httptest.NewServer(shared.srv.Handler())
	t.Cleanup(ts.Close)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		setViewport(t, ctx, 1440, 1000, false)
		path := "/?game=tree&position=textbook&algo=negamax&lang=" + lang
		open(t, ctx, ts.URL, path)
		waitTree(t, ctx)
		eval[any](t, ctx, `localStorage.setItem('gametree.pseudoCode', 'c003'), 0`)
		open(t, ctx, ts.URL, path)
		waitTree(t, ctx)
		assert.Equal(t, "c003", eval[string](t, ctx, `document.getElementById('code-choice').value`))
		note := text(t, ctx, "code-note")
		assert.Contains(t, note, map[string]string{"en": "Practical 003 has no negamax without alpha-beta", "es": "La práctica 003 no tiene negamax sin alfa-beta"}[lang])
		assert.Contains(t, eval[string](t, ctx, `document.getElementById('code').textContent`), "NEGAMAX", "the textbook's negamax meanwhile")
		screenshot(t, ctx, "pseudo-c003-no-negamax-"+lang)
		seq := eval[int](t, ctx, `gametree.explorer.seq`)
		eval[any](t, ctx, `document.querySelector('#code-note button').click(), 0`)
		waitFor(t, ctx, fmt.Sprintf(`gametree.explorer.seq > %d && gametree.explorer.tr && gametree.explorer.tr.doc.algorithm === 'negamax-alphabeta' && document.getElementById('tree-busy').hidden`, seq))
		assert.Equal(t, "negamax-alphabeta", eval[string](t, ctx, `document.getElementById('f-algo').value`))
		assert.Contains(t, text(t, ctx, "code-note"), "INT_MIN", "the note says what differs: -INT_MIN overflows")
		stepThroughCode(t, ctx, lang+" c003 negamax", seed003Negamax)
		require.Positive(t, eval[int](t, ctx, `gametree.explorer.tr.doc.stats.cutoffs`), "the cutoff line is walked through")
		eval[any](t, ctx, `(() => { const e = gametree.explorer, tr = e.tr; let k = 0; while (k < tr.S && tr.sKind[k] !== 6) k++; e.userGo(k); scrollTo(0, 0); return 0; })()`)
		screenshot(t, ctx, "pseudo-c003-negamax-"+lang)
		eval[any](t, ctx, `localStorage.removeItem('gametree.pseudoCode'), 0`)
		noPageErrors(t, ctx)
	})
}
