//go:build browser

package web

// The tree editor beside the typed tree (tree-editor.js): figure 5.2 built from a new
// tree with the mouse alone (English) and with the keyboard alone (Spanish), the text
// field following every edit and the editor the text, then searched and stepped to its
// end. One page load each, on a 1366x768 screen.

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const fig52 = "A(B(3,12,8),C(2,4,6),D(14,5,2))"

// fig52Values are figure 5.2's leaves, by their path in the tree.
var fig52Values = []struct{ path, value string }{
	{"0.0", "3"}, {"0.1", "12"}, {"0.2", "8"}, {"1.0", "2"}, {"1.1", "4"}, {"1.2", "6"}, {"2.0", "14"}, {"2.1", "5"}, {"2.2", "2"},
}

// editorState is what the editor shows: the text field, its tree items as
// "level:name" (":value" for a leaf), which one is selected, and its status line.
type editorState struct {
	Text     string   `json:"text"`
	Items    []string `json:"items"`
	Selected []string `json:"selected"`
	Label    string   `json:"label"` // the selected item's accessible name
	Expanded int      `json:"expanded"`
	Status   string   `json:"status"`
}

const editorStateJS = `(() => {
	const items = [...document.querySelectorAll('#te-tree [role=treeitem]')];
	const show = (li) => li.getAttribute('aria-level') + ':' + li.querySelector('.te-name').textContent + (li.querySelector(':scope > .te-row .te-val') ? ':' + li.querySelector(':scope > .te-row .te-val').textContent : '');
	return {
		text: document.getElementById('f-tree').value,
		items: items.map(show),
		selected: items.filter((li) => li.getAttribute('aria-selected') === 'true').map(show),
		label: (items.find((li) => li.getAttribute('aria-selected') === 'true') || {getAttribute: () => ''}).getAttribute('aria-label'),
		expanded: items.filter((li) => li.getAttribute('aria-expanded') === 'true').length,
		status: document.getElementById('te-status').textContent,
	};
})()`

var fig52Items = []string{"1:A", "2:B", "3:B1:3", "3:B2:12", "3:B3:8", "2:C", "3:C1:2", "3:C2:4", "3:C3:6", "2:D", "3:D1:14", "3:D2:5", "3:D3:2"}

func TestBrowserTreeEditorMouse(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	setViewport(t, ctx, 1366, 768, false)
	open(t, ctx, ts.URL, "/?lang=en")
	waitTree(t, ctx)
	state := func() editorState { return eval[editorState](t, ctx, editorStateJS) }
	row := func(path string) string { return fmt.Sprintf(`#te-tree [data-path=%q] > .te-row`, path) }

	// at 1366 px the form is a bar above the stepper: opened, it drops over the page
	if !eval[bool](t, ctx, `document.getElementById('problem-details').open`) {
		clickAt(t, ctx, "#problem-details > summary")
	}
	clickAt(t, ctx, "#te-toggle")
	waitFor(t, ctx, `!document.getElementById('te-panel').hidden`)
	assert.Equal(t, "true", eval[string](t, ctx, `document.getElementById('te-toggle').getAttribute('aria-expanded')`))
	assert.Equal(t, []string{"1:A", "2:B", "3:B1:3", "3:B2:5", "2:C", "3:C1:2", "3:C2:9", "2:D", "3:D1:0", "3:D2:7"}, state().Items, "the editor shows the textbook's tree, the field's")

	clickAt(t, ctx, "#te-fresh")
	assert.Equal(t, editorState{Text: "0", Items: []string{"1:A:0"}, Selected: []string{"1:A:0"}, Label: "A: 0, leaf"}, state())
	// the root gets three children, each of them three
	for range 3 {
		clickAt(t, ctx, "#te-add")
	}
	assert.Equal(t, "A(0,0,0)", state().Text)
	for i, path := range []string{"0", "1", "2"} {
		clickAt(t, ctx, row(path))
		for range 3 {
			clickAt(t, ctx, "#te-add")
		}
		assert.Equal(t, string(rune('B'+i)), eval[string](t, ctx, `document.getElementById('te-name').value`), "a leaf made a parent takes the next letter")
	}
	assert.Equal(t, "A(B(0,0,0),C(0,0,0),D(0,0,0))", state().Text)
	// the leaves' values, typed in the value field
	for _, v := range fig52Values {
		clickAt(t, ctx, row(v.path))
		clickAt(t, ctx, "#te-value")
		eval[any](t, ctx, `document.getElementById('te-value').select(), 0`)
		require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(v.value)))
	}
	clickAt(t, ctx, row("2.2"))
	s := state()
	assert.Equal(t, fig52, s.Text, "the text field follows every edit")
	assert.Equal(t, fig52Items, s.Items)
	assert.Equal(t, []string{"3:D3:2"}, s.Selected)
	assert.Equal(t, "D3: 2, leaf", s.Label)
	assert.Equal(t, 4, s.Expanded)
	// it fits the screen with the field: the field's label to the editor's help line
	// in one window's height
	span := eval[float64](t, ctx, `document.getElementById('te-help').getBoundingClientRect().bottom - document.querySelector('label[for=f-tree]').getBoundingClientRect().top`)
	assert.Less(t, span, 600.0, "the field and the editor fit the window")
	screenshot(t, ctx, "tree-editor-mouse-en")

	// a drag of D onto C puts D in C's place; undo puts it back, redo again
	eval[any](t, ctx, `(() => {
		const dt = new DataTransfer(), from = document.querySelector('[data-path="2"] > .te-row'), to = document.querySelector('[data-path="1"] > .te-row');
		from.dispatchEvent(new DragEvent('dragstart', {bubbles: true, dataTransfer: dt}));
		to.dispatchEvent(new DragEvent('dragover', {bubbles: true, cancelable: true, dataTransfer: dt}));
		to.dispatchEvent(new DragEvent('drop', {bubbles: true, cancelable: true, dataTransfer: dt}));
		from.dispatchEvent(new DragEvent('dragend', {bubbles: true, dataTransfer: dt}));
	})(), 0`)
	s = state()
	assert.Equal(t, "A(B(3,12,8),D(14,5,2),C(2,4,6))", s.Text)
	assert.Equal(t, "D is now child 2 of A.", s.Status)
	assert.Equal(t, []string{"2:D"}, s.Selected)
	clickAt(t, ctx, "#te-undo")
	assert.Equal(t, fig52, state().Text)
	assert.Equal(t, []string{"2:D"}, state().Selected, "undo selects the node as it was")
	clickAt(t, ctx, "#te-redo")
	assert.Equal(t, "A(B(3,12,8),D(14,5,2),C(2,4,6))", state().Text)
	clickAt(t, ctx, "#te-undo")
	// the root cannot go, a leaf past its last sibling cannot move
	clickAt(t, ctx, row(""))
	assert.True(t, eval[bool](t, ctx, `document.getElementById('te-remove').disabled`))
	clickAt(t, ctx, row("2.2"))
	assert.True(t, eval[bool](t, ctx, `document.getElementById('te-down').disabled`))

	// the editor follows the text: not a tree keeps the last one, said quietly
	clickAt(t, ctx, "#f-tree")
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.End+"(")))
	s = state()
	assert.Equal(t, fig52+"(", s.Text)
	assert.Equal(t, fig52Items, s.Items)
	assert.Equal(t, "The text is not a tree (yet): the editor shows the last valid one.", s.Status)
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Backspace)))
	assert.Equal(t, "", state().Status)
	assert.Equal(t, fig52, state().Text)

	// searched and stepped to its end: A is worth 3
	clickAt(t, ctx, "#f-run")
	waitFor(t, ctx, fmt.Sprintf(`gametree.explorer.p && gametree.explorer.p.position === %q && gametree.explorer.tr && document.getElementById('tree-busy').hidden`, fig52))
	waitFor(t, ctx, `gametree.explorer.tr.S > 1 && document.querySelector('#treebox svg.gt')`)
	assert.Equal(t, "Start at A, a MAX node, with α=−∞ and β=+∞: MAX will keep the largest value of its children.", text(t, ctx, "sentence"))
	clickAt(t, ctx, "#btn-last")
	waitFor(t, ctx, `gametree.explorer.k === gametree.explorer.tr.S - 1`)
	assert.Equal(t, "The search is over: A is worth 3; the best move is B.", text(t, ctx, "sentence"))
	screenshot(t, ctx, "tree-editor-searched-en")

	// the language switched: the editor's words and its items' names follow
	clickAt(t, ctx, `button[data-lang="es"]`)
	waitFor(t, ctx, `document.documentElement.lang === 'es'`)
	if !eval[bool](t, ctx, `document.getElementById('problem-details').open`) {
		clickAt(t, ctx, "#problem-details > summary")
	}
	assert.Equal(t, "Editar con el ratón", text(t, ctx, "te-toggle"))
	assert.Equal(t, "+ Hijo", text(t, ctx, "te-add"))
	assert.Equal(t, "D3: 2, hoja", state().Label)
	noPageErrors(t, ctx)
}

func TestBrowserTreeEditorKeyboard(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	setViewport(t, ctx, 1366, 768, false)
	open(t, ctx, ts.URL, "/?lang=es")
	waitTree(t, ctx)
	state := func() editorState { return eval[editorState](t, ctx, editorStateJS) }
	keys := func(s ...string) {
		for _, k := range s {
			require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(k)))
		}
	}
	active := func() string { return eval[string](t, ctx, `document.activeElement.id`) }
	// tab reaches the element: at most n presses
	tabTo := func(id string, n int) {
		for i := 0; i < n && active() != id; i++ {
			keys(kb.Tab)
		}
		require.Equal(t, id, active())
	}

	// a user who has opened the form and tabbed to the field (the form's keyboard path
	// is a11y's test)
	if !eval[bool](t, ctx, `document.getElementById('problem-details').open`) {
		eval[any](t, ctx, `document.querySelector('#problem-details > summary').focus(), 0`)
		keys(kb.Enter)
		waitFor(t, ctx, `document.getElementById('problem-details').open`)
	}
	eval[any](t, ctx, `document.getElementById('f-tree').focus(), 0`)
	tabTo("te-toggle", 3)
	assert.Equal(t, "Editar con el ratón", text(t, ctx, "te-toggle"))
	keys(kb.Enter)
	waitFor(t, ctx, `!document.getElementById('te-panel').hidden`)
	assert.Contains(t, text(t, ctx, "te-help"), "Insert o + añade un hijo")
	tabTo("te-fresh", 8)
	keys(kb.Enter)
	assert.Equal(t, "0", state().Text)
	tabTo("te-n-root", 3)
	k0 := eval[int](t, ctx, `gametree.explorer.k`)

	// Insert/+ adds children; the arrows go down the tree to the next to fill
	keys(kb.Insert, "+", kb.Insert, kb.ArrowRight)
	assert.Equal(t, []string{"2:A1:0"}, state().Selected)
	keys("+", "+", "+")
	assert.Equal(t, "A(B(0,0,0),0,0)", state().Text)
	assert.Equal(t, "B3 añadido bajo B.", state().Status)
	keys(kb.ArrowDown, kb.ArrowDown, kb.ArrowDown, kb.ArrowDown, "+", "+", "+")
	keys(kb.ArrowDown, kb.ArrowDown, kb.ArrowDown, kb.ArrowDown, "+", "+", "+")
	assert.Equal(t, "A(B(0,0,0),C(0,0,0),D(0,0,0))", state().Text)
	// the leaves' values: digits typed on a leaf, Enter back to the tree
	keys(kb.Home, kb.ArrowDown)
	for i, v := range fig52Values {
		keys(kb.ArrowDown)
		if i%3 == 0 && i > 0 {
			keys(kb.ArrowDown) // over C, D
		}
		for _, c := range v.value {
			keys(string(c))
		}
		keys(kb.Enter)
	}
	s := state()
	assert.Equal(t, fig52, s.Text)
	assert.Equal(t, fig52Items, s.Items)
	assert.Equal(t, "te-n-2.2", active(), "Enter brings the focus back to the leaf")
	assert.Equal(t, k0, eval[int](t, ctx, `gametree.explorer.k`), "the arrows in the editor do not step the search")

	// a letter goes to the next node of that name (P is not the presentation mode here)
	keys("p", "c")
	assert.Equal(t, []string{"2:C"}, state().Selected)
	assert.False(t, eval[bool](t, ctx, `document.documentElement.classList.contains('presenting')`))
	keys("d", "d", "d")
	assert.Equal(t, []string{"3:D2:5"}, state().Selected)
	keys(kb.End)

	// Alt+↑ reorders, Delete removes, Ctrl+Z undoes, Ctrl+Y redoes; ← climbs to the parent
	keys(kb.ArrowLeft)
	assert.Equal(t, []string{"2:D"}, state().Selected)
	assert.Equal(t, "D, MIN, 3 hijos", state().Label)
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowUp, chromedp.KeyModifiers(1))))
	assert.Equal(t, "A(B(3,12,8),D(14,5,2),C(2,4,6))", state().Text)
	assert.Equal(t, "D es ahora el hijo 2 de A.", state().Status)
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent("z", chromedp.KeyModifiers(2))))
	assert.Equal(t, fig52, state().Text)
	assert.Equal(t, []string{"2:D"}, state().Selected, "undo selects the node as it was")
	keys(kb.Delete)
	assert.Equal(t, "A(B(3,12,8),C(2,4,6))", state().Text)
	assert.Equal(t, "D quitado.", state().Status)
	keys(kb.Home, kb.Delete)
	assert.Equal(t, "La raíz se queda; «Árbol nuevo» empieza de nuevo.", state().Status)
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent("z", chromedp.KeyModifiers(2))))
	assert.Equal(t, fig52, state().Text)
	// past the server's limits: a value out of range is refused at the editor
	keys(kb.End)
	keys("9", "9", "9", "9", "9", "9", "9", "9", "9", "9")
	assert.Equal(t, "El valor de una hoja va de −1.000.000.000 a 1.000.000.000.", state().Status)
	keys(kb.Escape)
	assert.Equal(t, fig52, state().Text, "Escape: the value as it was")
	screenshot(t, ctx, "tree-editor-keys-es")

	// Search, by the keyboard; End steps to the end
	tabTo("f-run", 40)
	keys(kb.Enter)
	waitFor(t, ctx, fmt.Sprintf(`gametree.explorer.p && gametree.explorer.p.position === %q && gametree.explorer.tr && gametree.explorer.tr.S > 1 && document.getElementById('tree-busy').hidden`, fig52))
	keys(kb.End)
	waitFor(t, ctx, `gametree.explorer.k === gametree.explorer.tr.S - 1`)
	assert.True(t, strings.HasPrefix(text(t, ctx, "sentence"), "Fin de la búsqueda: A vale 3"), text(t, ctx, "sentence"))
	screenshot(t, ctx, "tree-editor-searched-es")
	noPageErrors(t, ctx)
}
