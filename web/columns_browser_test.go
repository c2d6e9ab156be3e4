//go:build browser

package web

// The page's model of a trace, read from /api/trace?form=columns, equals the object
// form field for field, on every node and step.

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
)

// compareForms is run in the page: it fetches one search in both forms, builds the
// page's model (Trace) from the columns and compares it with the objects. It returns
// the counts compared and the first differences.
const compareForms = `(async (query) => {
	const Trace = gametree.explorer.tr.constructor;
	const get = async (q) => {
		const r = await fetch('/api/trace?' + q, { headers: { 'Accept-Language': 'en' } });
		if (!r.ok) throw new Error(q + ': HTTP ' + r.status + ' ' + (await r.text()));
		return r.json();
	};
	const obj = await get(query), col = await get(query + '&form=columns');
	const tr = new Trace(col);
	const NK = ['inner', 'terminal', 'horizon', 'tt-hit', 'pruned', 'unfinished'];
	const SK = ['enter', 'eval', 'tt-hit', 'backup', 'alpha', 'beta', 'cutoff', 'return', 'stop'];
	const BD = ['exact', 'lower', 'upper'];
	const bad = [];
	// equal as JSON, whatever the order of an object's keys
	const canon = (v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon(v[k])])) : Array.isArray(v) ? v.map(canon) : v);
	const same = (a, b) => JSON.stringify(canon(a)) === JSON.stringify(canon(b));
	const check = (what, want, got) => {
		for (const k of Object.keys(want)) if (!same(want[k], got[k]) && bad.length < 12) bad.push(what + ' ' + k + ': objects ' + JSON.stringify(want[k]) + ', columns ' + JSON.stringify(got[k]));
	};
	const fin = (v) => (v === Infinity || v === -Infinity ? null : v);
	// the header: every field but the arrays (the search's time may differ between two searches)
	const head = { ...obj, stats: { ...obj.stats, elapsed_us: 0 } };
	delete head.nodes; delete head.steps;
	check('header', head, { ...tr.doc, stats: { ...tr.doc.stats, elapsed_us: 0 } });
	check('size', { nodes: obj.nodes.length, steps: obj.steps.length }, { nodes: tr.N, steps: tr.S });
	for (let i = 0; i < Math.min(tr.N, obj.nodes.length); i++) {
		const o = obj.nodes[i];
		const want = { ...o, bound: o.bound || 'exact', pv: !!o.pv, board: o.board || null, same: o.same ?? -1 };
		check('node ' + i, want, {
			id: i, parent: tr.parent[i], depth: tr.depth[i], move: tr.move(i), label: tr.label(i),
			player: tr.player[i] > 0 ? 'max' : 'min', kind: NK[tr.kind[i]], value: tr.nodeValue(i), bound: BD[tr.nodeBound(i)],
			alpha: fin(tr.nodeAlpha(i)), beta: fin(tr.nodeBeta(i)), pruned: tr.kind[i] === 4, pv: !!tr.pv[i],
			board: tr.board(i), same: tr.same[i], first_step: tr.firstStep[i], last_step: tr.lastStep[i],
		});
	}
	for (let k = 0; k < Math.min(tr.S, obj.steps.length); k++) {
		const o = obj.steps[k], kind = SK[tr.sKind[k]];
		// a step's bound is written for the steps that return or store a value
		const bounded = ['eval', 'tt-hit', 'return', 'stop'].includes(o.kind);
		const want = { ...o, child: o.child ?? -1, bound: bounded ? o.bound || 'exact' : '', rule: o.rule || '' };
		check('step ' + k, want, {
			kind, node: tr.sNode[k], child: tr.sChild[k], depth: tr.sDepth[k], alpha: fin(tr.stepAlpha(k)), beta: fin(tr.stepBeta(k)),
			value: tr.stepValue(k), bound: bounded ? BD[tr.sBound[k]] : '', rule: tr.rule(k),
		});
	}
	// stepped to the end, the model holds every node's value as the trace recorded it
	tr.seek(tr.S - 1);
	let ends = 0;
	for (let i = 0; i < tr.N; i++) {
		if (tr.kind[i] === 4) continue; // a pruned node is never searched
		ends++;
		check('end of node ' + i, { value: obj.nodes[i].value }, { value: tr.hasValue[i] ? tr.value[i] : null });
	}
	return { nodes: tr.N, steps: tr.S, ends, windowed: tr.windowed, explicit: tr.explicit, bad };
})`

func TestBrowserColumnsEqualObjects(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	open(t, ctx, ts.URL, "/?lang=en")
	waitTree(t, ctx)
	for _, tc := range []struct{ name, query string }{
		{"tree alphabeta", "game=tree&position=textbook&algo=alphabeta"},
		{"tree minimax", "game=tree&position=figure-5.2&algo=minimax"},
		{"tree negamax-alphabeta fail-hard min", "game=tree&position=deep&algo=negamax-alphabeta&fail-hard=true&root=min"},
		{"tree negamax random", "game=tree&position=random:b=3,d=5,seed=4&algo=negamax"},
		{"tictactoe table iterative", "game=tictactoe&position=X...O....&algo=alphabeta&tt=bounds&iterative=true&depth=4"},
		{"tictactoe negamax boards", "game=tictactoe&position=XOX.O....&algo=negamax"},
		{"stones naive memo", "game=stones&position=5&takes=1,2&algo=alphabeta&tt=naive"},
		{"stones minimax horizon", "game=stones&position=9&algo=minimax&depth=3"},
		{"connect4 stopped", "game=connect4&position=4453&algo=negamax-alphabeta&depth=5&order=true&tt=bounds&max-nodes=300"},
		{"connect4 lifted wins", "game=connect4&position=44444433332&algo=alphabeta&depth=5&order=true"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := eval[struct {
				Nodes, Steps, Ends int
				Windowed, Explicit bool
				Bad                []string
			}](t, ctx, compareForms+"("+strconv.Quote(tc.query)+")")
			t.Logf("%s: %d nodes, %d steps, windowed %v, explicit %v", tc.query, r.Nodes, r.Steps, r.Windowed, r.Explicit)
			assert.Empty(t, r.Bad)
			assert.Greater(t, r.Nodes, 1)
			assert.Greater(t, r.Ends, 1)
		})
	}
	noPageErrors(t, ctx)
}
