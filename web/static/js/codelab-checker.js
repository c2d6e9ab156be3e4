// The checker's part of the code lab: the alpha-beta variant a search is checked
// against (fail-soft, fail-hard, the course's: a three-way choice), what a check
// compared ("Checked: the 4 leaves evaluated in order, …"), and, when the code does
// another search wholly (the report's matches), a button that checks it as that one.
import { t, getLang, onLangChange } from './i18n.js';
import { truthy, isWindowed as windowed } from './problem.js';

// The words naming a search, by algorithm.
const ALGO_WORD = { minimax: 'labAsMinimax', negamax: 'labAsNegamax', alphabeta: 'labAsAlphaBeta', 'negamax-alphabeta': 'labAsNegamaxAB' };

const byId = (id) => document.getElementById(id);

// variant is the chosen variant: 'soft', 'hard' or 'course'.
export function variant() {
  const r = document.querySelector('input[name="lab-variant"]:checked');
  return r ? r.value : 'soft';
}

export function setVariant(v) {
  const r = byId('lab-variant-' + v) || byId('lab-variant-soft');
  if (r) r.checked = true;
}

// variantParams sets the chosen variant's parameters with set(name, value)
// (fail-hard=true, fail-course=true; nothing for fail-soft).
export function variantParams(set) {
  const v = variant();
  if (v === 'hard') set('fail-hard', 'true');
  if (v === 'course') set('fail-course', 'true');
}

// variantFromQuery chooses the variant an address names.
export function variantFromQuery(q) {
  setVariant(truthy(q.get('fail-course')) ? 'course' : truthy(q.get('fail-hard')) ? 'hard' : 'soft');
}

// searchName names a search of a report's matches: "the course's alpha-beta".
export function searchName(m) {
  const algo = t(ALGO_WORD[m.algorithm] || 'labAsAlphaBeta');
  if (m.fail_hard) return t('labAsHard', { algo });
  if (m.fail_course) return t('labAsCourse', { algo });
  return algo;
}

let shown = null; // the report shown, and how to check again
let algoSelect = null;

// initChecker wires the choice to the algorithm (the variant is alpha-beta's: hidden
// for minimax and negamax) and the "check it as" button to rerun.
export function initChecker(algo, rerun) {
  algoSelect = algo;
  const sync = () => { byId('lab-variant').hidden = !windowed(algo.value); };
  algo.addEventListener('change', sync);
  sync();
  byId('lab-checkas').addEventListener('click', () => {
    const m = shown && shown.matches;
    if (!m) return;
    algo.value = m.algorithm;
    setVariant(m.fail_hard ? 'hard' : m.fail_course ? 'course' : 'soft');
    sync();
    rerun();
  });
  onLangChange(() => { if (shown) showCheckExtras(shown); });
}

// syncVariant shows or hides the choice as the algorithm asks (after the algorithm is
// set from an address or an example).
export function syncVariant() {
  if (algoSelect) byId('lab-variant').hidden = !windowed(algoSelect.value);
}

// showCheckExtras shows, under the verdict, what a right check compared (a partial one
// says it in its verdict) and, when the code does another search wholly, the button
// that checks it as that search; hideCheckExtras hides both.
export function showCheckExtras(rep) {
  shown = rep;
  const checked = byId('lab-checked');
  const words = rep.checked_words || {};
  const full = rep.ok && !(rep.not_checked || []).length;
  checked.hidden = !full;
  checked.textContent = full ? (words[getLang()] || words.en || '') : '';
  const m = rep.matches;
  const row = byId('lab-checkas-row');
  row.hidden = !m || !!m.overwrites_alpha || !!m.fresh_root_windows; // none of the searches to choose
  if (!row.hidden) byId('lab-checkas').textContent = t('labCheckAs', { algo: searchName(m) });
}

export function hideCheckExtras() {
  shown = null;
  byId('lab-checked').hidden = true;
  byId('lab-checkas-row').hidden = true;
}
