// Practise on chance trees (issue 31): a chance tree's values are exact rationals that
// a student writes as a whole number, a decimal ("2.5", the Spanish "2,5") or a
// fraction ("5/2"); the trace records them times its scale. The star1 question states
// Star1's leaf bounds L and U. Nothing here touches the page.
import { t, fmtValue } from './i18n.js';

// RATIONAL reads a decimal (with "." or ",") or a fraction, with a sign.
const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;
const FRACTION = /^[+-]?\d+\/\d+$/;

// parseRational reads a decimal or a fraction as typed (spaces and a true minus sign
// taken out): the text the grader reads, or null when it is neither (a fraction over 0
// is none). Whole numbers are exercise.js's.
export function parseRational(s) {
  if (s.length > 40) return null;
  if (FRACTION.test(s)) return /\/0+$/.test(s) ? null : s;
  return DECIMAL.test(s) && /[.,]/.test(s) ? s : null;
}

// showRational writes a typed decimal or fraction as the drawing shows values: with a
// true minus sign and "." (the tree syntax's, in both languages).
export const showRational = (s) => String(s).replace(/^-/, '\u2212').replace(/^\+/, '').replace(',', '.');

// gcd of two BigInts, positive.
const gcd = (a, b) => { while (b) [a, b] = [b, a % b]; return a < 0n ? -a : a; };

// fmtScaledValue writes a recorded value v of a trace of scale S divided by S, as the
// server's trace.FormatScaled: a whole number, an exact decimal of at most four
// places ("2.5", "−0.125"), else a fraction in lowest terms ("7/3").
export function fmtScaledValue(v, scale) {
  const S = Number(scale) || 1;
  if (S <= 1 || !Number.isFinite(v) || Math.abs(v) >= 2 ** 53) return fmtValue(v);
  let n = BigInt(v), d = BigInt(S);
  const g = gcd(n, d) || 1n;
  n /= g; d /= g;
  if (d === 1n) return fmtValue(Number(n));
  if (10000n % d === 0n) {
    const neg = n < 0n, a = neg ? -n : n;
    const scaled = a * (10000n / d);
    const frac = String(scaled % 10000n).padStart(4, '0').replace(/0+$/, '');
    return (neg ? '\u2212' : '') + String(scaled / 10000n) + '.' + frac;
  }
  return (n < 0n ? '\u2212' : '') + String(n < 0n ? -n : n) + '/' + String(d);
}

// traceScale is a trace's scale (1 without chance nodes).
export const traceScale = (tr) => (tr && tr.doc && Number(tr.doc.scale)) || 1;

// chanceTask is the task of a chance exercise (ex: /api/exercise's answer), or '' for
// a tree without chance nodes: the values question's or star1's (with its leaf
// bounds), and how values may be written.
export function chanceTask(ex, q) {
  const spec = (ex && ex.spec) || {};
  if (!spec.chance) return '';
  let s = t('exTask_valuesChance');
  const b = ((ex && ex.questions) || {}).leaf_bounds;
  if (q === 'star1' && Array.isArray(b) && b.length === 2) s = t('exTask_star1', { lo: fmtValue(b[0]), hi: fmtValue(b[1]) });
  return s + ' ' + t('exDecimals');
}

// chanceTitleKey is the key of a chance exercise's question's title.
export const chanceTitleKey = (chance, q) => (chance && q === 'values' ? 'exQ_valuesChance' : '');

// The form's choice of a random tree with chance nodes: a source of the form's own,
// source=random&chance=true to the server.
export const RANDOM_CHANCE = 'random-chance';

// chanceProblem reads expectiminimax's options from an exercise's problem pr (the
// /api/trace parameters) into the stepper's problem p, by the names problem-chance.js
// gives them (star1, chanceBounds, negamaxForm).
export function chanceProblem(pr, p, truthy) {
  if (pr.star1 !== undefined) p.star1 = truthy(String(pr.star1));
  if (pr['chance-bounds'] !== undefined) p.chanceBounds = String(pr['chance-bounds']);
  if (pr['negamax-form'] !== undefined) p.negamaxForm = truthy(String(pr['negamax-form']));
}

// chanceProblemQuery writes them back as /api/trace parameters (expectiminimax only), so
// that the stepper steps the exercise's own search.
export function chanceProblemQuery(p, q) {
  if (p.algo !== 'expectiminimax') return;
  if (p.star1) q.star1 = 'true';
  if (p.star1 && p.chanceBounds) q['chance-bounds'] = String(p.chanceBounds).replace(/\s+/g, '');
  if (p.negamaxForm) q['negamax-form'] = 'true';
}

// chanceRule is the rule a mistake at a chance node breaks: its value is the mean of
// its outcomes weighted by their probabilities; Star1 cuts its other outcomes once
// that mean, bounded by the leaf bounds, cannot end inside (α, β).
export function chanceRule(m) {
  switch (m.kind) {
    case 'wrong-value': return t('rkValueChance');
    case 'missed-cut': return t('rkMissedCutChance');
    case 'extra-cut': return t('rkExtraCut');
  }
  return '';
}

// isChanceNode says whether node i of trace tr is a chance node: its player is
// neither MAX (1) nor MIN (−1) but chance (0), as the server's columns write it.
export const isChanceNode = (tr, i) => i >= 0 && i < tr.N && tr.player[i] === 0;
