// One sentence per step at a chance node (expectiminimax, issue 31): entering it (its
// value is the mean of its outcomes weighted by their probabilities), each outcome's
// return (the running sum Σ p·v and the probability left), its return (the whole sum),
// and Star1's cutoff (the bound that falls outside the window, from the leaf bounds L
// and U). Values are divided by the trace's scale; probabilities are exact fractions.
// explain.js asks here first; decision nodes are its own.
import { t, fmtScaled, fmtBoundedScaled, fmtRatio, moveName } from './i18n.js';
import { S_ENTER, S_CUTOFF, S_RETURN, B_EXACT } from './model.js';
import { S_CHANCE, isChance } from './model-chance.js';

// The most terms a sum writes out before "…".
const MAX_TERMS = 6;

// ---------- exact fractions (BigInt) ----------

const gcd = (a, b) => { while (b) [a, b] = [b, a % b]; return a < 0n ? -a : a; };

// frac is n/d in lowest terms, d > 0.
function frac(n, d = 1n) {
  if (d < 0n) { n = -n; d = -d; }
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
}

// parseProb reads a probability as the trace writes it ("1/2", "1", "0.25"): null if
// it is none of these.
export function parseProb(s) {
  const str = String(s || '').trim();
  let m = /^(\d+)\s*\/\s*(\d+)$/.exec(str);
  if (m && BigInt(m[2]) > 0n) return frac(BigInt(m[1]), BigInt(m[2]));
  m = /^(\d*)(?:\.(\d+))?$/.exec(str);
  if (m && (m[1] || m[2])) {
    const dec = m[2] || '';
    return frac(BigInt((m[1] || '0') + dec), 10n ** BigInt(dec.length));
  }
  return null;
}

const add = (a, b) => frac(a.n * b.d + b.n * a.d, a.d * b.d);
const sub = (a, b) => frac(a.n * b.d - b.n * a.d, a.d * b.d);

// fracText writes a probability as a fraction ("1/2", "1", "0").
export const fracText = (f) => (f.d === 1n ? String(f.n) : f.n + '/' + f.d);

// ---------- the chance node's outcomes at the step shown ----------

const fv = (tr, v) => fmtScaled(v, tr.scale);

// outcomeName names outcome c: a typed tree's node by its name, a game's by its move
// ("heads", "take 2").
function outcomeName(tr, c, nodeName) {
  return tr.explicit ? nodeName(tr, c) : moveName(tr.doc.game, tr.move(c)) || nodeName(tr, c);
}

// returned lists the outcomes of chance node n that have returned at the step shown
// (the model stands at it), up to outcome last (-1: all), in search order.
function returned(tr, n, last = -1) {
  const out = [];
  for (const c of tr.children(n)) {
    if (tr.reached[c] && !tr.open[c] && !tr.cut[c] && tr.hasValue[c]) out.push(c);
    if (c === last) break;
  }
  return out;
}

// account is what the returned outcomes cs say of their chance node: the terms
// "1/2·3 + 1/2·2", and the probability they cover.
function account(tr, cs) {
  let mass = frac(0n);
  const terms = [];
  for (const c of cs) {
    const p = parseProb(tr.prob(c)) || frac(0n);
    mass = add(mass, p);
    const v = fv(tr, tr.value[c]); // a bound at a leaf bound counts as exact (expectiminimax's chanceAdd)
    terms.push(fracText(p) + '·' + (tr.value[c] < 0 ? '(' + v + ')' : v));
  }
  let text = terms.slice(0, MAX_TERMS).join(' + ');
  if (terms.length > MAX_TERMS) text += ' + …';
  return { terms: text || '0', left: sub(frac(1n), mass) };
}

// outcomeList is "B 1/2, C 1/2": node n's outcomes with their probabilities.
function outcomeList(tr, n, nodeName) {
  const kids = [...tr.children(n)];
  const list = kids.slice(0, MAX_TERMS).map((c) => outcomeName(tr, c, nodeName) + ' ' + (tr.prob(c) || '?'));
  if (kids.length > MAX_TERMS) list.push('…');
  return list.join(', ');
}

// leafBound writes a leaf bound x (unscaled): as a value (text) and as a factor (term,
// "(−4)" when negative).
function leafBound(x) {
  const text = fmtRatio(x, 1);
  return { text, term: x < 0 ? '(' + text + ')' : text };
}

// shift is sum + left·x (sum scaled, x a leaf bound unscaled), written as a value.
function shift(tr, sum, left, x) {
  const S = BigInt(tr.scale);
  return fmtRatio(BigInt(sum) * left.d + left.n * BigInt(x) * S, S * left.d);
}

// ---------- the leaf bounds of Star1 ----------

// star1 says whether the search shown prunes at chance nodes (its windows are sent).
export const star1 = (tr) => tr.doc.algorithm === 'expectiminimax' && tr.windowed;

// leafBounds are Star1's L and U (unscaled), or null when the trace does not say them:
// the options' chance bounds (the game's own when none were given).
export function leafBounds(tr) {
  const o = tr.doc.options || {};
  const b = o.chance_bounds;
  if (Array.isArray(b) && b.length === 2) return { lo: b[0], hi: b[1] };
  if (Number.isFinite(o.chance_low) && Number.isFinite(o.chance_high) && o.chance_low < o.chance_high) return { lo: o.chance_low, hi: o.chance_high };
  return null;
}

// ---------- the sentences ----------

// explainChance is the sentence of step k at a chance node, or of a step that a chance
// node changes the words of; '' for the steps explain.js says as for minimax.
// nodeName(tr, i) names nodes (explain.js's).
export function explainChance(tr, k, withWindow, nodeName) {
  if (!tr.hasChance) return '';
  const n = tr.sNode[k];
  if (!isChance(tr, n)) return '';
  const name = nodeName(tr, n);
  const a = fv(tr, tr.stepAlpha(k)), b = fv(tr, tr.stepBeta(k));
  switch (tr.sKind[k]) {
    case S_ENTER: {
      const list = outcomeList(tr, n, nodeName);
      const lb = leafBounds(tr);
      if (withWindow && lb) return t('chEnterWindow', { name, list, a, b, lo: leafBound(lb.lo).text, hi: leafBound(lb.hi).text });
      return t(n === 0 ? 'chEnterRoot' : 'chEnter', { name, list });
    }
    case S_CHANCE: {
      const c = tr.sChild[k];
      const { terms, left } = account(tr, returned(tr, n, c));
      const child = outcomeName(tr, c, nodeName);
      const p = tr.prob(c) || '?';
      const cv = c >= 0 ? fmtBoundedScaled(tr.value[c], tr.bound[c], tr.scale) : '?';
      const sum = fv(tr, tr.sValue[k]);
      if (left.n <= 0n) return t('chStepLast', { child, cv, p, name, terms, sum });
      let s = t('chStep', { child, cv, p, terms, sum, left: fracText(left) });
      const lb = leafBounds(tr);
      if (withWindow && lb) {
        const lo = leafBound(lb.lo), hi = leafBound(lb.hi);
        s += ' ' + t('chBetween', { name, sum, left: fracText(left), loT: lo.term, hiT: hi.term, low: shift(tr, tr.sValue[k], left, lb.lo), high: shift(tr, tr.sValue[k], left, lb.hi) });
      }
      return s;
    }
    case S_CUTOFF: return chanceCutoff(tr, k, n, name, a, b, nodeName);
    case S_RETURN: {
      // a bound (Star1 cut it short) is said as any bound is
      if (tr.sBound[k] !== B_EXACT) return '';
      const { terms } = account(tr, returned(tr, n));
      const v = fv(tr, tr.sValue[k]);
      if (n === 0) {
        const best = tr.doc.best_move ? t('bestMoveIs', { m: moveName(tr.doc.game, tr.doc.best_move) }) : '';
        if (tr.doc.stopped || tr.doc.complete === false) return '';
        return t('chReturnRoot', { name, terms, v, best });
      }
      return t('chReturn', { name, terms, v, parent: nodeName(tr, tr.parent[n]) });
    }
  }
  return '';
}

// chanceCutoff says Star1's cutoff at step k of chance node n: the bound that decided
// (the step's value), how it follows from the sum so far, the probability left and
// the leaf bound, and the window's edge it passes.
function chanceCutoff(tr, k, n, name, a, b, nodeName) {
  const pruned = [];
  for (let c = tr.sChild[k], e = tr.prunedEnd(k); c >= 0 && c < e; c++) if (tr.parent[c] === n) pruned.push(outcomeName(tr, c, nodeName));
  let list = pruned.slice(0, 4).join(', ');
  if (pruned.length > 4) list += ', …';
  const { left } = account(tr, returned(tr, n));
  const sumV = tr.hasValue[n] ? tr.value[n] : 0;
  const sum = fv(tr, sumV), bound = tr.sHasValue[k] ? tr.sValue[k] : null;
  if (bound === null || left.n <= 0n) return t('chCutOther', { name, a, b, list });
  // the leaf bound that decided: bound = sum + left·x·scale, so x = (bound − sum)/(left·scale)
  const S = BigInt(tr.scale);
  const num = (BigInt(bound) - BigInt(sumV)) * left.d, den = left.n * S;
  const x = fmtRatio(num, den), xT = num < 0n ? '(' + x + ')' : x;
  const p = { name, sum, left: fracText(left), bound: fv(tr, bound), a, b, list };
  if (bound <= tr.stepAlpha(k)) return t('chCutHigh', { ...p, hi: x, hiT: xT });
  if (bound >= tr.stepBeta(k)) return t('chCutLow', { ...p, lo: x, loT: xT });
  return t('chCutOther', { name, a, b, list });
}

// chanceCutRule is Star1's rule at cutoff step k of a chance node, as the drawing
// writes it on the edge of the first outcome pruned: the bound that decided and the
// window's edge it passes ("3.5 ≤ α=5", "6 ≥ β=4").
export function chanceCutRule(tr, k) {
  const v = tr.sHasValue[k] ? tr.sValue[k] : null;
  if (v !== null && v <= tr.stepAlpha(k)) return `${fv(tr, v)} ≤ α=${fv(tr, tr.stepAlpha(k))}`;
  if (v !== null && v >= tr.stepBeta(k)) return `${fv(tr, v)} ≥ β=${fv(tr, tr.stepBeta(k))}`;
  return `α=${fv(tr, tr.stepAlpha(k))}, β=${fv(tr, tr.stepBeta(k))}`;
}

// chanceNoCutoff is what explain.js says before entering outcome n of a chance node
// under Star1: after the first, the range its parent can still end in meets the
// window, so no cutoff; and the outcome's own window is narrowed. '' without Star1.
export function chanceNoCutoff(tr, k, nodeName) {
  const n = tr.sNode[k], par = tr.parent[n];
  const lb = leafBounds(tr);
  if (!star1(tr) || !lb) return '';
  const parent = nodeName(tr, par);
  const inner = tr.kidStart[n + 1] > tr.kidStart[n];
  const narrowed = isChance(tr, n) || !inner ? '' : t('chChildWindow', { name: nodeName(tr, n), parent });
  if (!tr.hasValue[par] || tr.kids[tr.kidStart[par]] === n) return narrowed;
  const { left } = account(tr, returned(tr, par));
  const sum = tr.value[par];
  const why = t('chNoCut', {
    parent, name: nodeName(tr, n), low: shift(tr, sum, left, lb.lo), high: shift(tr, sum, left, lb.hi),
    a: fv(tr, tr.alpha[par]), b: fv(tr, tr.beta[par]),
  });
  return narrowed ? why + ' ' + narrowed : why;
}

// chanceTip is what node i's tooltip says beyond its name and player: of a chance
// node what it is and its value (the weighted sum so far while it is open); of an
// outcome its probability and its value. [] for a node neither.
export function chanceTip(tr, i) {
  if (!tr.hasChance) return [];
  const out = [];
  const has = tr.hasValue[i] && tr.reached[i];
  const value = () => fmtBoundedScaled(tr.value[i], tr.bound[i], tr.scale);
  if (isChance(tr, i)) {
    out.push(t('tipChance'));
    if (has) out.push(tr.open[i] ? t('tipChanceSum', { v: value() }) : t('valueWord') + ' ' + value());
    return out;
  }
  if (!tr.prob(i)) return out;
  out.push(t('tipProb', { p: tr.prob(i) }));
  if (has) out.push(t('valueWord') + ' ' + value());
  return out;
}
