package labcheck

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/trace"
)

// jsNodeLooks checks the node API from inside a search, then searches as minimax:
// the same object for the same node (=== , Set, Map), a fresh array per children(),
// a read-only name, frozen nodes and prototype, the camelCase aliases, and nothing
// of Go to reach.
const jsNodeLooks = `function expect(ok, what) { if (!ok) throw new Error(what); }

function minimax(node) {
  if (node.isLeaf()) return node.evaluate();
  const vs = node.children().map(minimax);
  return node.isMax() ? Math.max(...vs) : Math.min(...vs);
}

function search(root) {
  const a = root.children(), b = root.children();
  expect(a !== b, "a fresh array");
  expect(a[0] === b[0], "the same node object");
  expect(new Set([a[0], b[0], a[1]]).size === 2, "a Set of nodes");
  const m = new Map(); m.set(a[0], 1);
  expect(m.get(b[0]) === 1, "a Map keyed by nodes");
  expect(root.name === "A", "the name");
  root.name = "Z";
  root.extra = 1;
  expect(root.name === "A" && root.extra === undefined, "frozen");
  expect(Object.isFrozen(root) && Object.isFrozen(Object.getPrototypeOf(root)), "frozen prototype");
  expect(Object.keys(root).join() === "name", "only the name is own: " + Object.keys(root).join());
  expect(root.isLeaf() === root.is_leaf() && root.isMax() === root.is_max(), "the aliases");
  expect(String(root) === "node(A)", "its text");
  expect(typeof root.children === "function" && root.children.toString().indexOf("native") >= 0, "a native method");
  let threw = false;
  try { root.children.call({}); } catch (e) { threw = e instanceof TypeError; }
  expect(threw, "a method called on another object throws");
  threw = false;
  try { root.children.constructor("return 1")(); } catch (e) { threw = true; }
  expect(threw, "no Function constructor through a method");
  expect(Object.getPrototypeOf(Object.getPrototypeOf(root)) === Object.prototype, "a plain prototype chain");
  return minimax(root);
}
`

func TestJSNodeAPI(t *testing.T) {
	t.Parallel()
	rep := checkJSOn(t, jsNodeLooks, "textbook", trace.Options{Algorithm: trace.Minimax})
	require.True(t, rep.OK, rep.Summary["en"])
	// is_leaf()/isLeaf() and name are looks: the events are minimax's alone
	star := checkOn(t, example(t, mini), "textbook", trace.Options{Algorithm: trace.Minimax})
	sameVerdict(t, star, rep, "textbook")
}

// The limits hold for a JavaScript search as for a Starlark one: an endless loop
// stops at the deadline, endless recursion at the call depth, and a program without
// search(root) is told so.
func TestJSSearchLimits(t *testing.T) {
	t.Parallel()
	p := trace.Params{Game: "tree", Position: "textbook", Options: softAB}
	for _, tc := range []struct {
		name, src, kind string
		time            time.Duration
	}{
		{"endless loop", "function search(root) { for (;;) { root.children(); } }", lab.CodeTime, 300 * time.Millisecond},
		{"endless recursion", "function f(n) { return f(n) + 1; }\nfunction search(root) { return f(root); }", lab.CodeRecursion, time.Minute},
		{"no search", "function sarch(root) { return 1; }", lab.CodeMissing, time.Minute},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			_, err := CheckLang(lab.JavaScript, tc.src, p, lab.Limits{Time: tc.time})
			var le *lab.Error
			require.ErrorAs(t, err, &le)
			assert.Equal(t, tc.kind, le.Kind, le.Error())
		})
	}
}

// What the student's code hands the checker is read under its limits, and only so
// far: a proxy that loops when read, a fake parameter list of any length.
func TestJSHostileValues(t *testing.T) {
	t.Parallel()
	p := trace.Params{Game: "tree", Position: "textbook", Options: softAB}
	for _, tc := range []struct{ name, src string }{
		{"a proxy returned by search", "function search(root) { return new Proxy([], { get() { for (;;) {} } }); }"},
		{"a proxy returned for a node", "function f(n) { return new Proxy([1, 2], { get() { for (;;) {} } }); }\nfunction search(root) { f(root); return 1; }"},
		{"__lab_ret called with a huge length", "function search(root) { __lab_ret(\"f\", { length: 1e15 }, 1); return __lab_ret(\"f\", { length: 1e15 }, 3); }"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			done := make(chan struct{})
			go func() {
				defer close(done)
				rep, err := CheckLang(lab.JavaScript, tc.src, p, lab.Limits{Time: 300 * time.Millisecond})
				if err == nil {
					assert.False(t, rep.OK)
				}
			}()
			select {
			case <-done:
			case <-time.After(10 * time.Second):
				t.Fatal("the check does not stop")
			}
		})
	}
}

// A student's own __lab_ret, declared or assigned, does not take the checker's place.
func TestJSLabRetKept(t *testing.T) {
	t.Parallel()
	for _, prelude := range []string{
		"var __lab_ret = function (f, ps, v) { return v; };\n",
		"__lab_ret = function (f, ps, v) { return v; };\n",
	} {
		rep := checkJSOn(t, prelude+jsEdit(t, rn), "textbook", softAB)
		require.True(t, rep.OK, rep.Summary["en"])
		assert.Contains(t, rep.Checked, CheckValues)
		assert.Zero(t, rep.Unchecked)
	}
}
