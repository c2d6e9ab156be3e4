//go:build browser

package web

import (
	"context"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// checkerSource is a search of testdata/checker.
func checkerSource(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile("testdata/checker/" + name + ".star")
	require.NoError(t, err)
	return string(b)
}

// runCheck checks the editor's search on one tree (or, tree "suite", on the default
// set of check trees), against alpha-beta of the variant given, and waits for the
// verdict.
func runCheck(t *testing.T, ctx context.Context, tree, variant string) string {
	t.Helper()
	setField(t, ctx, "lab-algo", "alphabeta")
	if tree == "suite" {
		setField(t, ctx, "lab-sgame", "suite")
	} else {
		setField(t, ctx, "lab-sgame", "tree")
		setField(t, ctx, "lab-tree", tree)
	}
	clickAt(t, ctx, "#lab-variant-"+variant)
	return rerunCheck(t, ctx, "#lab-run")
}

// rerunCheck clicks sel and waits for a new verdict.
func rerunCheck(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	eval[bool](t, ctx, `(() => { document.getElementById('lab-verdict').textContent = ''; return true; })()`)
	waitStill(t, ctx)
	clickAt(t, ctx, sel)
	waitFor(t, ctx, `!document.getElementById('lab-run').disabled && document.getElementById('lab-verdict').textContent !== '' && !document.getElementById('lab-stepper').hidden`)
	return text(t, ctx, "lab-verdict")
}

func byLang(lang, en, es string) string {
	if lang == "es" {
		return es
	}
	return en
}

// A correct search split into helpers that take the node (a boolean, a list, a
// number for the node) is accepted; one with an explicit stack too, the verdict
// saying plainly what it could not check.
func TestBrowserCheckerHelperStyleAccepted(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		openLab(t, ctx, ts.URL, lang, "search")
		// the three-way choice stands where the fail-hard box was
		assert.True(t, eval[bool](t, ctx, `!document.getElementById('lab-variant').hidden && document.getElementById('lab-variant-soft').checked`))
		setCode(t, ctx, checkerSource(t, "helpers"))
		verdict := runCheck(t, ctx, "textbook", "soft")
		assert.Equal(t, byLang(lang, "Your code does what alpha-beta does: 29 steps, the same nodes in the same order, the same values.",
			"Tu código hace lo mismo que el alfa-beta: 29 pasos, los mismos nodos en el mismo orden, los mismos valores."), verdict)
		assert.True(t, eval[bool](t, ctx, `window.gametree.lab.report.ok`))
		assert.Equal(t, byLang(lang, "Checked: the 4 leaves evaluated in order, the nodes expanded, the inner nodes' values and the root's value.",
			"Comprobado: las 4 hojas evaluadas en orden, los nodos expandidos, los valores de los nodos interiores y el valor de la raíz."), text(t, ctx, "lab-checked"))
		assert.True(t, eval[bool](t, ctx, `document.getElementById('lab-checkas-row').hidden`))
		screenshot(t, ctx, "checker-helpers-"+lang)
		// and on the default set of check trees
		verdict = runCheck(t, ctx, "suite", "soft")
		assert.Contains(t, verdict, byLang(lang, "Accepted on all 6 check trees", "Aceptado en los 6 árboles de comprobación"))
		assert.True(t, eval[bool](t, ctx, `window.gametree.lab.report.ok`))

		setCode(t, ctx, checkerSource(t, "stack"))
		verdict = rerunCheck(t, ctx, "#lab-run")
		assert.Contains(t, verdict, byLang(lang, "in everything that could be checked", "en todo lo que se pudo comprobar"))
		assert.Contains(t, verdict, byLang(lang, " inner nodes — your code does not return them from a function that takes the node.",
			" nodos interiores — tu código no los devuelve desde una función que reciba el nodo."))
		assert.True(t, eval[bool](t, ctx, `window.gametree.lab.report.ok`))
		screenshot(t, ctx, "checker-stack-"+lang)
		// the choice is alpha-beta's: hidden for minimax
		setField(t, ctx, "lab-algo", "minimax")
		assert.True(t, eval[bool](t, ctx, `document.getElementById('lab-variant').hidden`))
		noPageErrors(t, ctx)
	})
}

// Seed 002's pseudo-code checked as fail-soft where the two differ is told to choose
// the course's alpha-beta; the button does, and it is accepted; the address keeps it.
func TestBrowserCheckerCoursesVariantNamed(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		openLab(t, ctx, ts.URL, lang, "search")
		setField(t, ctx, "lab-example", "search_alphabeta_seed002")
		verdict := runCheck(t, ctx, "deep", "soft")
		assert.Contains(t, verdict, byLang(lang, "Your pruning is alpha-beta's; your values are the course's alpha-beta's (returns α at MAX, β at MIN): choose it.",
			"Tu poda es la del alfa-beta; tus valores son los del alfa-beta del curso (devuelve α en MAX y β en MIN): elígelo."))
		assert.Equal(t, byLang(lang, "Check it as the course's alpha-beta", "Comprobarlo como el alfa-beta del curso"), text(t, ctx, "lab-checkas"))
		screenshot(t, ctx, "checker-seed002-soft-"+lang)
		verdict = rerunCheck(t, ctx, "#lab-checkas")
		assert.True(t, eval[bool](t, ctx, `document.getElementById('lab-variant-course').checked`))
		assert.Equal(t, byLang(lang, "Your code does what the course's alpha-beta (returns α at MAX, β at MIN) does: 71 steps, the same nodes in the same order, the same values.",
			"Tu código hace lo mismo que el alfa-beta del curso (devuelve α en MAX y β en MIN): 71 pasos, los mismos nodos en el mismo orden, los mismos valores."), verdict)
		assert.Contains(t, eval[string](t, ctx, `location.search`), "fail-course=true")
		screenshot(t, ctx, "checker-seed002-course-"+lang)

		// on the default set too (where on some trees it equals fail-hard)
		verdict = runCheck(t, ctx, "suite", "soft")
		assert.Contains(t, verdict, byLang(lang, "your values are the course's alpha-beta's", "tus valores son los del alfa-beta del curso"))
		assert.NotContains(t, verdict, byLang(lang, "tick fail-hard", "marca fail-hard"))
		screenshot(t, ctx, "checker-seed002-suite-"+lang)

		// the Java transcription: rejected, and the verdict says why; no button
		setField(t, ctx, "lab-example", "search_alphabeta_seed002_java")
		verdict = runCheck(t, ctx, "deep", "course")
		assert.Contains(t, verdict, byLang(lang, "Your code overwrites α with each child's value", "Tu código sobrescribe α con el valor de cada hijo"))
		assert.True(t, eval[bool](t, ctx, `document.getElementById('lab-checkas-row').hidden`))
		screenshot(t, ctx, "checker-seed002-java-"+lang)
		noPageErrors(t, ctx)
	})
}

// A fail-hard search checked as fail-soft is told to tick fail-hard, at the stepper's
// step; the button checks it as fail-hard, and it is accepted.
func TestBrowserCheckerFailHardMismatch(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		openLab(t, ctx, ts.URL, lang, "search")
		setCode(t, ctx, checkerSource(t, "failhard"))
		verdict := runCheck(t, ctx, "textbook", "soft")
		assert.Equal(t, byLang(lang,
			"At step 19 your code returned 3 for C; alpha-beta returns 2: C returns ≤2 to A: an upper bound, its true value is at most 2. Your pruning is alpha-beta's; your values are fail-hard's: tick fail-hard.",
			"En el paso 19 tu código devolvió 3 para C; el alfa-beta devuelve 2: C devuelve ≤2 a A: una cota superior, su valor real es como mucho 2. Tu poda es la del alfa-beta; tus valores son los del fail-hard: marca fail-hard."), verdict)
		assert.Contains(t, text(t, ctx, "lab-stepno"), byLang(lang, "Step 19 of 29", "Paso 19 de 29"))
		assert.Equal(t, byLang(lang, "Check it as fail-hard alpha-beta", "Comprobarlo como el alfa-beta fail-hard"), text(t, ctx, "lab-checkas"))
		screenshot(t, ctx, "checker-failhard-"+lang)
		verdict = rerunCheck(t, ctx, "#lab-checkas")
		assert.True(t, eval[bool](t, ctx, `document.getElementById('lab-variant-hard').checked`))
		assert.Contains(t, verdict, byLang(lang, "Your code does what alpha-beta (fail-hard) does", "Tu código hace lo mismo que el alfa-beta (fail-hard)"))
		noPageErrors(t, ctx)
	})
}
