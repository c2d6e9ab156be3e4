// The page's language: every string comes from the one dictionary in strings.js.
import { STRINGS } from './strings.js';

export const LANGS = ['es', 'en'];
let lang = 'en';
const listeners = [];

export function getLang() { return lang; }

// defaultLang: a saved choice, else the browser's language (Spanish or English).
export function defaultLang() {
  try {
    const saved = localStorage.getItem('gametree.lang');
    if (LANGS.includes(saved)) return saved;
  } catch { /* storage may be off */ }
  const nav = (navigator.languages && navigator.languages[0]) || navigator.language || 'en';
  return nav.toLowerCase().startsWith('es') ? 'es' : 'en';
}

export function setLang(l, save = false) {
  if (!LANGS.includes(l)) l = 'en';
  const changed = l !== lang;
  lang = l;
  document.documentElement.lang = l;
  if (save) {
    try { localStorage.setItem('gametree.lang', l); } catch { /* ignore */ }
  }
  applyI18n(document);
  if (changed) for (const f of listeners) f(l);
}

export function onLangChange(f) { listeners.push(f); }

// t looks a key up and fills its {placeholders}.
export function t(key, params) {
  const e = STRINGS[key];
  let s = e ? (e[lang] ?? e.en) : key;
  if (params) s = s.replace(/\{(\w+)\}/g, (m, k) => (params[k] === undefined ? m : String(params[k])));
  return s;
}

// applyI18n fills every element under root marked data-i18n (its text) and
// data-i18n-attr="attr:key;attr:key" (attributes such as aria-label and title).
export function applyI18n(root) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-attr]')) {
    for (const pair of el.dataset.i18nAttr.split(';')) {
      const [attr, key] = pair.split(':');
      if (attr && key) el.setAttribute(attr.trim(), t(key.trim()));
    }
  }
}

// Values: like trace.FormatValue. Wins of a depth-limited search sit above every
// static evaluation: WinBase plus the game's score.
export const WIN_BASE = 2 ** 40;

export function fmtValue(v) {
  if (v === -Infinity || v <= -(2 ** 62)) return '−∞';
  if (v === Infinity || v >= 2 ** 62) return '+∞';
  const s = gameScore(v);
  if (s !== v) return s > 0 ? t('win', { n: fmtNum(s) }) : t('loss', { n: fmtNum(-s) });
  return fmtNum(v);
}

// gameScore is a finite value as the game scored it: a depth-limited search's lifted
// "win k" is k (trace.GameScore); any other value is itself.
export function gameScore(v) {
  if (v > WIN_BASE / 2 && v < 2 ** 62) return v - WIN_BASE;
  if (v < -WIN_BASE / 2 && v > -(2 ** 62)) return v + WIN_BASE;
  return v;
}

// fmtNum writes a value as fmtCount does (digits grouped in the language's way), with
// a true minus sign: "−10.009.500", "−10,009,500".
export function fmtNum(v) {
  return (v < 0 ? '\u2212' : '') + fmtCount(Math.abs(v));
}

// moveName is how the page names a move of a game: a stones move is what it does
// ("take 2", "quita 2"), whether the trace calls it "-2", "take 2" or "2".
export function moveName(game, m) {
  if (game === 'coin' && m !== undefined && m !== null) return coinMoveName(m);
  if (game === 'stones' && m !== undefined && m !== null) {
    const x = /^\s*(?:-|take\s+|quita\s+)?(\d+)\s*$/i.exec(String(m));
    if (x) return t('takeMove', { n: x[1] });
  }
  return m;
}

// coinMoveName names a move of the coin game: an outcome of the toss ("H", "T") as the
// coin's side ("heads", "cara"), a take ("2") as the stones game's ("take 2").
function coinMoveName(m) {
  const s = String(m).trim();
  if (/^h$/i.test(s)) return t('coinHeads');
  if (/^t$/i.test(s)) return t('coinTails');
  return moveName('stones', s);
}

// stonesTake is the number a stones move takes ("take 2", "-2" or "2" → "2"), as
// /api/position accepts it.
export function stonesTake(m) {
  const x = /(\d+)\s*$/.exec(String(m));
  return x ? x[1] : String(m);
}

// fmtBounded: "3", "≥5" (a lower bound), "≤2" (an upper bound).
export function fmtBounded(v, b) {
  if (b === 1) return '≥' + fmtValue(v);
  if (b === 2) return '≤' + fmtValue(v);
  return fmtValue(v);
}

// fmtScaled writes a recorded value v of a trace whose values are scaled by scale
// (chance nodes' weighted means kept whole: the trace's "scale"): v/scale by the rules
// of trace.FormatScaled: as fmtValue when scale is 1, v is infinite or a lifted game
// score; else the exact decimal with at most four decimals, "." in both languages
// ("2.5", "−0.125"), else the fraction in lowest terms ("7/3").
export function fmtScaled(v, scale) {
  if (!(scale > 1) || v <= -(2 ** 62) || v >= 2 ** 62 || !Number.isFinite(v) || gameScore(v) !== v) return fmtValue(v);
  return fmtRatio(v, scale);
}

// fmtBoundedScaled is fmtBounded for a scaled value ("≥2.5").
export function fmtBoundedScaled(v, b, scale) {
  if (b === 1) return '≥' + fmtScaled(v, scale);
  if (b === 2) return '≤' + fmtScaled(v, scale);
  return fmtScaled(v, scale);
}

// fmtRatio writes the exact number n/d (whole numbers or BigInts, d ≠ 0) by
// FormatScaled's rules: a whole number in plain digits, at most four decimals as a
// decimal, else a fraction in lowest terms; a true minus sign.
export function fmtRatio(n, d) {
  const big = (x) => (typeof x === 'bigint' ? x : BigInt(Math.round(x)));
  let num = big(n), den = big(d);
  if (den < 0n) { num = -num; den = -den; }
  const neg = num < 0n;
  if (neg) num = -num;
  const gcd = (a, b) => { while (b) [a, b] = [b, a % b]; return a; };
  const g = gcd(num, den) || 1n;
  num /= g; den /= g;
  const sign = neg && num !== 0n ? '\u2212' : '';
  if (den === 1n) return sign + num;
  if (10000n % den === 0n) {
    const scaled = (num * 10000n) / den;
    const whole = scaled / 10000n, frac = String(scaled % 10000n).padStart(4, '0').replace(/0+$/, '');
    return sign + whole + '.' + frac;
  }
  return sign + num + '/' + den;
}

// fmtCount writes a count with the language's thousands separator.
// One formatter a language, made once: toLocaleString makes one a call, which costs
// more than the rest of a step.
const counts = {};
export function fmtCount(n) {
  const f = counts[lang] || (counts[lang] = new Intl.NumberFormat(lang === 'es' ? 'es-ES' : 'en-US', { useGrouping: 'always' }));
  return f.format(Number(n));
}
