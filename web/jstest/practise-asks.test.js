// Practise asks before it tells (issue 29): a hint's ladder (practise-ladder.js: a
// question, a narrower one, then the value), the rule a wrong answer breaks and the
// remark on a value written on a pruned node (practise-rules.js), and where the
// answer's fields open (practise-place.js).
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { trace } from './traces.js';
import { setLang } from '../static/js/i18n.js';
import { fmtValue } from '../static/js/i18n.js';
import { nodeName } from '../static/js/explain.js';
import { S_EVAL, S_ALPHA, S_BETA, S_CUTOFF, S_RETURN } from '../static/js/model.js';
import { rungs, Ladder, RUNGS } from '../static/js/practise-ladder.js';
import { ruleOf, prunedRemarks, cutOf } from '../static/js/practise-rules.js';
import { placePop, overlap } from '../static/js/practise-place.js';
import { Answers } from '../static/js/practise-answers.js';

// The textbook: A(0) B(1) B1(2) B2(3) C(4) C1(5) C2(6) D(7) D1(8) D2(9).
const ab = trace('textbook-alphabeta');
const mm = trace('textbook-minimax');
// noNumber: a text without a number, but for node names (B1, C2)
const noNumber = (s) => !/\d/.test(s.replace(/\b[A-Z]\d+\b/g, ''));
const stepsOf = (tr, kind) => Array.from({ length: tr.S }, (_, k) => k).filter((k) => tr.sKind[k] === kind);

// every question kind of the levels (values: returns; prune: returns and cutoffs;
// window: α and β too; order: leaves evaluated), both languages: the first rung asks
// (a question mark, no value), the second narrows without the value, the last tells it
const KINDS = [
  ['a value (minimax)', mm, S_RETURN], ['a value (alpha-beta)', ab, S_RETURN], ['a cutoff', ab, S_CUTOFF],
  ['α', ab, S_ALPHA], ['β', ab, S_BETA], ['a leaf in order', ab, S_EVAL],
];
for (const lang of ['en', 'es']) {
  for (const [what, tr, kind] of KINDS) {
    test(`${lang}: the hint of ${what} asks, narrows, then tells`, () => {
      setLang(lang);
      const steps = stepsOf(tr, kind);
      assert.ok(steps.length > 0, what);
      for (const k of steps) {
        const rs = rungs(tr, k);
        assert.equal(rs.length, RUNGS);
        const n = tr.sNode[k];
        // the value the step decides: a return's or a leaf's value, α, β; a cutoff's rule
        const v = kind === S_ALPHA ? 'α=' + fmtValue(tr.stepAlpha(k)) : kind === S_BETA ? 'β=' + fmtValue(tr.stepBeta(k)) : fmtValue(tr.sValue[k]);
        assert.match(rs[0].text, /\?/, `${what} ${k}: the first hint is a question: ${rs[0].text}`);
        assert.ok(noNumber(rs[0].text), `${what} ${k}: no number in the question: ${rs[0].text}`);
        assert.ok(noNumber(rs[1].text), `${what} ${k}: no number in the narrower hint: ${rs[1].text}`);
        assert.notEqual(rs[1].text, rs[0].text);
        if (kind === S_CUTOFF) assert.match(rs[2].text, /[≥≤]/, `${what}: the cutoff's rule, told`);
        else assert.ok(rs[2].text.includes(kind === S_ALPHA || kind === S_BETA ? v.slice(2) : v), `${what} ${k}: the last tells ${v}: ${rs[2].text}`);
        // the order's question does not point at the leaf it asks for
        if (kind === S_EVAL) {
          assert.equal(rs[0].node, -1);
          assert.equal(rs[1].node, tr.parent[n]);
          assert.ok(!rs[0].text.includes(nodeName(tr, n)) && !rs[1].text.includes(nodeName(tr, n) + ' '), 'the leaf not named before the last rung');
        } else {
          assert.equal(rs[0].node, n);
        }
        assert.equal(rs[2].node, n);
      }
      setLang('en');
    });
  }
}

test('the window question asks the window first (en, es)', () => {
  const k = stepsOf(ab, S_BETA)[0];
  const n = nodeName(ab, ab.sNode[k]);
  setLang('en');
  assert.equal(rungs(ab, k)[0].text, `Which window (α, β) does ${n} enter with?`);
  setLang('es');
  assert.equal(rungs(ab, k)[0].text, `¿Con qué ventana (α, β) entra ${n}?`);
  assert.match(rungs(ab, k)[1].text, /En un nodo MIN, β baja/);
  setLang('en');
});

test('a MIN node\'s value is narrowed to its rule and the children it searched', () => {
  setLang('en');
  const k = stepsOf(ab, S_RETURN).find((j) => ab.sNode[j] === 4); // C returns (C2 pruned)
  const r = rungs(ab, k);
  assert.equal(r[0].text, 'What value does C return to A?');
  assert.equal(r[1].text, 'C is a MIN node: it takes the smallest value of the children it searched (C1); a pruned child does not count.');
});

test('the ladder: three hints a step, midway says it narrows', () => {
  const lad = new Ladder([4, 9]);
  assert.equal(lad.total, 6);
  assert.deepEqual(lad.next(), { step: 4, rung: 0 });
  assert.ok(lad.midway);
  assert.deepEqual(lad.next(), { step: 4, rung: 1 });
  assert.deepEqual(lad.next(), { step: 4, rung: 2 });
  assert.ok(!lad.midway, 'a step told: the next hint starts another');
  assert.deepEqual(lad.next(), { step: 9, rung: 0 });
  lad.next();
  lad.next();
  assert.ok(lad.done);
  assert.equal(lad.next(), null);
});

test('a wrong answer names the rule broken; one left out names none', () => {
  setLang('en');
  assert.equal(ruleOf({ kind: 'wrong-value', player: 'min' }), 'A MIN node takes the smallest of its children\'s values.');
  assert.equal(ruleOf({ kind: 'wrong-value', player: 'max' }), 'A MAX node takes the largest of its children\'s values.');
  assert.match(ruleOf({ kind: 'wrong-value', player: 'max' }, { alphabeta: true, failHard: true }), /pruned node gives no value.*clamped/);
  assert.match(ruleOf({ kind: 'wrong-alpha', player: 'min' }), /^α is the value MAX/);
  assert.match(ruleOf({ kind: 'wrong-beta', player: 'max' }), /^β is the value MIN/);
  assert.match(ruleOf({ kind: 'missed-cut', player: 'min' }), /MIN node .* β ≤ α/);
  assert.match(ruleOf({ kind: 'missed-cut', player: 'max' }), /MAX node .* α ≥ β/);
  assert.match(ruleOf({ kind: 'extra-cut', player: 'max' }), /α < β/);
  assert.match(ruleOf({ kind: 'wrong-order', player: 'max' }), /depth first/);
  assert.match(ruleOf({ kind: 'never-evaluated', player: 'max' }), /pruned leaf/);
  assert.equal(ruleOf({ kind: 'missing', field: 'value', player: 'max' }), '');
  for (const m of [{ kind: 'wrong-value', player: 'min' }, { kind: 'wrong-beta', player: 'min' }]) {
    assert.ok(noNumber(ruleOf(m)), 'a rule gives no value');
  }
  setLang('es');
  assert.equal(ruleOf({ kind: 'wrong-value', player: 'min' }), 'Un nodo MIN se queda con el menor de los valores de sus sucesores.');
  assert.match(ruleOf({ kind: 'missed-cut', player: 'min' }), /hay poda en cuanto β ≤ α/);
  setLang('en');
});

test('a value on a pruned node gets a remark; on a visited one none', () => {
  setLang('en');
  const a = new Answers();
  a.set('value', 4, 2); // C: visited
  a.set('value', 1, 3); // B: visited
  assert.deepEqual(prunedRemarks(ab, a), [], 'no remark on visited nodes');
  assert.deepEqual(prunedRemarks(mm, a), [], 'minimax prunes nothing');
  // the textbook's pruned nodes are leaves; a pruned inner node: a made-up tree where
  // C2 is taken as inner is not needed, the rule is by kind
  a.set('value', 6, 5); // C2: pruned
  a.set('beta', 9, 1); // D2: pruned
  const rs = prunedRemarks(ab, a);
  assert.deepEqual(rs.map((r) => r.node), [6, 9]);
  assert.equal(rs[0].head, 'C2 is never evaluated:');
  assert.equal(rs[0].text, 'the search pruned C after C1, because there β ≤ α; a pruned node gets no value, so nothing goes here.');
  assert.ok(noNumber(rs[0].text), 'the remark gives no value');
  assert.deepEqual(cutOf(ab, 9), { node: 7, child: 8, rule: 'β ≤ α' });
  setLang('es');
  assert.equal(prunedRemarks(ab, a)[0].text, 'la búsqueda poda C tras C1, porque allí β ≤ α; un nodo podado no tiene valor: aquí no va nada.');
  setLang('en');
});

test('the fields open beside the node and its children, never over them', () => {
  const frame = { width: 600, height: 300 };
  const node = { left: 280, top: 20, right: 320, bottom: 50 };
  const kids = [{ left: 200, top: 100, right: 240, bottom: 130 }, { left: 360, top: 100, right: 400, bottom: 130 }];
  const others = [{ left: 420, top: 20, right: 460, bottom: 50 }, { left: 40, top: 200, right: 80, bottom: 230 }];
  const keep = [node, ...kids];
  for (const [w, h] of [[200, 90], [150, 60], [300, 120]]) {
    const p = placePop(keep, others, w, h, frame);
    const r = { left: p.left, top: p.top, right: p.left + w, bottom: p.top + h };
    for (const k of keep) assert.equal(overlap(k, r), 0, `${w}x${h} at ${JSON.stringify(p)} covers ${JSON.stringify(k)}`);
  }
  // every place in the frame covers another node: under the frame when there is room
  const crowd = [{ left: 0, top: 0, right: 600, bottom: 18 }, { left: 0, top: 140, right: 600, bottom: 300 }, { left: 0, top: 0, right: 190, bottom: 300 }, { left: 410, top: 0, right: 600, bottom: 300 }];
  assert.ok(placePop(keep, crowd, 200, 90, frame, true).top >= 300, 'under the frame');
  assert.ok(placePop(keep, crowd, 200, 90, frame, false).top < 300, 'no room under it: in the frame');
  // no room in the frame: under it
  const full = [{ left: 0, top: 0, right: 600, bottom: 300 }];
  const p = placePop(full, [], 200, 90, frame);
  assert.ok(p.top >= 300, 'under the frame');
  // the old place (under the node) covered its children
  assert.ok(overlap({ left: 200, top: 56, right: 400, bottom: 146 }, kids[0]) > 0);
});
