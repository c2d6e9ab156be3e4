//go:build browser

package web

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// labEndlessSearch is a search that never ends: the lab's budget stops it.
const labEndlessSearch = "def search(root):\n    n = 0\n    while True:\n        n += 1\n"

// labGoodSearch is a correct alpha-beta.
const labGoodSearch = `INF = float("inf")

def ab(node, a, b):
    if node.is_leaf():
        return node.value()
    if node.is_max():
        v = -INF
        for c in node.children():
            v = max(v, ab(c, a, b))
            a = max(a, v)
            if b <= a:
                break
        return v
    v = INF
    for c in node.children():
        v = min(v, ab(c, a, b))
        b = min(b, v)
        if b <= a:
            break
    return v

def search(root):
    return ab(root, -INF, INF)
`

// The queue under load: the lab lane full of other students' endless searches (two
// running, two waiting), a student's check from the page says its place in the queue
// ("position 3"), moves up, and then shows its verdict.
func TestBrowserLabQueueUnderLoad(t *testing.T) {
	forBothLanguages(t, func(t *testing.T, lang string) {
		s, err := New(Config{})
		require.NoError(t, err)
		ts := httptest.NewServer(s.Handler())
		defer func() { ts.Close(); s.Close() }()
		slots := s.codelab.pool.Lane().Stats().Slots
		ctx := browserCtxFor(t, 4*time.Minute)
		consoleErrors(t, ctx)
		openLab(t, ctx, ts.URL, lang, "search")
		setCode(t, ctx, labGoodSearch)
		setField(t, ctx, "lab-tree", "textbook")
		setField(t, ctx, "lab-algo", "alphabeta")

		// the other students: endless searches, one each, filling every worker and
		// two places of the queue
		var wg sync.WaitGroup
		for i := range slots + 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				form := url.Values{"source": {labEndlessSearch + fmt.Sprintf("# student %d\n", i)}, "position": {"textbook"}, "algo": {"alphabeta"}}
				req, _ := http.NewRequest(http.MethodPost, ts.URL+"/api/lab/check", strings.NewReader(form.Encode()))
				req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
				req.Header.Set(labClientHeader, fmt.Sprint("endless", i))
				if resp, err := http.DefaultClient.Do(req); err == nil {
					resp.Body.Close()
				}
			}()
			require.Eventually(t, func() bool { st := s.codelab.pool.Lane().Stats(); return st.Running+st.Waiting == i+1 }, 30*time.Second, 5*time.Millisecond)
		}
		clickAt(t, ctx, "#lab-run")
		want := map[string]string{"en": "position 3 in the queue", "es": "posición 3 en la cola"}[lang]
		waitFor(t, ctx, fmt.Sprintf(`document.getElementById('lab-status').textContent.includes(%q)`, want))
		screenshot(t, ctx, "lab-queue-"+lang)
		st := text(t, ctx, "lab-status")
		if lang == "es" {
			assert.Equal(t, "Esperando tu turno: posición 3 en la cola", st)
		} else {
			assert.Equal(t, "Waiting for your turn: position 3 in the queue", st)
		}
		// it moves up as the endless searches are stopped by their budget
		up := map[string]string{"en": "position 1 in the queue", "es": "posición 1 en la cola"}[lang]
		waitFor(t, ctx, fmt.Sprintf(`document.getElementById('lab-status').textContent.includes(%q) || window.gametree.lab.report`, up))
		waitFor(t, ctx, `!document.getElementById('lab-check').hidden && window.gametree.lab.report && window.gametree.lab.tr`)
		assert.True(t, eval[bool](t, ctx, `window.gametree.lab.report.ok === true`), "the correct search is accepted")
		assert.Empty(t, text(t, ctx, "lab-status"), "no place in the queue once the verdict is shown")
		assert.NotEmpty(t, text(t, ctx, "lab-verdict"))
		screenshot(t, ctx, "lab-queue-verdict-"+lang)
		noPageErrors(t, ctx)
		wg.Wait()
	})
}

// A tournament of an evaluation that never ends stops within seconds and says on
// which move of which game; the per-move limit is said under the button.
func TestBrowserLabTournamentMoveLimit(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		openLab(t, ctx, ts.URL, lang, "eval")
		note := eval[string](t, ctx, `document.querySelector('.lab-move-limit').textContent`)
		if lang == "es" {
			assert.Contains(t, note, "como mucho 2 s y 20 millones de pasos")
		} else {
			assert.Contains(t, note, "at most 2 s and 20 million steps")
		}
		setCode(t, ctx, fmt.Sprintf("# %s\ndef evaluate(board, player):\n    n = 0\n    while True:\n        n += 1\n", lang))
		setField(t, ctx, "lab-games", "2")
		setField(t, ctx, "lab-mdepth", "1")
		start := time.Now()
		clickAt(t, ctx, "#lab-tournament")
		waitFor(t, ctx, `!document.getElementById('lab-error').hidden && !document.getElementById('lab-tournament').disabled`)
		took := time.Since(start)
		msg := text(t, ctx, "lab-error-text")
		if lang == "es" {
			assert.Regexp(t, `tu evaluación (tardó más de 2\.000 ms|dio más de 20\.000\.000 pasos) en tu jugada 1 de la partida 1: detenida`, msg)
		} else {
			assert.Regexp(t, `your evaluation took more than (2,000 ms|20,000,000 steps) on your move 1 of game 1: stopped`, msg)
		}
		assert.Less(t, took, 20*time.Second, "within seconds, not the job's minutes")
		screenshot(t, ctx, "lab-move-limit-"+lang)
		noPageErrors(t, ctx)
	})
}
