//go:build browser

package web

import (
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom/classtest"
)

// The teacher's downloads in the browser, in Spanish and in English: the results'
// CSV, the grades for Moodle and the questions for Moodle are saved under the names
// the server gives them (downloadName: the same on the page as in the
// Content-Disposition), with the server's bytes (the CSV's byte-order mark kept).
func TestBrowserClassDownloads(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"es", "en"} {
		t.Run(lang, func(t *testing.T) { browserClassDownloads(t, lang) })
	}
}

func browserClassDownloads(t *testing.T, lang string) {
	s, _ := classServer(t, classtest.SQLite(t))
	h := s.Handler()
	ts := httptest.NewServer(h)
	defer ts.Close()
	tc := makeClass(t, h, "")
	ana := join(t, h, tc.assignment, "Ana")
	require.Equal(t, 201, handIn(t, h, tc.assignment, ana, 1, "s1", oneWrong).code)
	before := time.Now()

	teacher := browserCtx(t)
	consoleErrors(t, teacher)
	open(t, teacher, ts.URL, "/?view=class&lang="+lang+"&class="+tc.id+"&results="+tc.assignment+"#key="+tc.key)
	waitFor(t, teacher, `!!document.getElementById('cl-csv-moodle-xml')`)
	buttons := eval[[]string](t, teacher, `[...document.querySelectorAll('.cl-results-head button')].map((b) => b.textContent)`)
	want := map[string][]string{
		"es": {"Notas para Moodle", "Preguntas para Moodle"},
		"en": {"Grades for Moodle", "Questions for Moodle"},
	}[lang]
	assert.Subset(t, buttons, want)
	screenshot(t, teacher, "class-downloads-"+lang)

	// the page's saves, as it makes them: the name and the first bytes
	// (the page's blob: URLs are not fetched: the page's CSP allows no connection to
	// them; the blobs are kept as they are made)
	eval[int](t, teacher, `(() => {
		window.saved = [];
		window.alerts = [];
		window.alert = (m) => window.alerts.push(String(m));
		const blobs = new Map();
		const make = URL.createObjectURL;
		URL.createObjectURL = (b) => { const u = make(b); blobs.set(u, b); return u; };
		HTMLAnchorElement.prototype.click = function () {
			const name = this.download;
			blobs.get(this.href).arrayBuffer().then((b) => {
				const bytes = new Uint8Array(b).slice(0, 8);
				window.saved.push({ name, head: [...bytes].map((x) => x.toString(16).padStart(2, '0')).join('') });
			});
		};
		return 0;
	})()`)
	for i, c := range []struct {
		button, kind, ext, head string
	}{
		{"#cl-csv", "", "csv", "efbbbf"},                      // a byte-order mark
		{"#cl-csv-moodle", "moodle", "csv", "efbbbf"},         // the same
		{"#cl-csv-moodle-xml", "moodle", "xml", "3c3f786d6c"}, // <?xml
	} {
		clickAt(t, teacher, c.button)
		waitFor(t, teacher, `window.saved.length > `+string(rune('0'+i))+` || window.alerts.length > 0`)
		require.Empty(t, eval[[]string](t, teacher, `window.alerts`), c.button)
		got := eval[map[string]string](t, teacher, `window.saved[window.saved.length - 1]`)
		names := []string{downloadName("Algorithms 2B", "Pruning, week 3", c.kind, c.ext, before), downloadName("Algorithms 2B", "Pruning, week 3", c.kind, c.ext, time.Now())}
		assert.Contains(t, names, got["name"], c.button)
		assert.Truef(t, len(got["head"]) >= len(c.head) && got["head"][:len(c.head)] == c.head, "%s: %s", c.button, got["head"])
	}
	noPageErrors(t, teacher)
}
