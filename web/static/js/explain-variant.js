// The course's alpha-beta (seed 002, the trace's options.fail_course): the note the
// stepper adds to an inner node's return, saying what that search returns there: α at
// MAX, β at MIN (MAX's view, as every value on the page). exercise/sentences_variant.go
// writes the same note in Go.
import { t, fmtValue } from './i18n.js';

// courseNote is the note for return step k of node n, '' unless the course's variant
// was searched and n has children.
export function courseNote(tr, k, n) {
  const doc = tr.doc;
  if (!doc.options || !doc.options.fail_course || !tr.sHasValue[k]) return '';
  if (tr.kidStart[n + 1] === tr.kidStart[n]) return '';
  const v = tr.sValue[k], al = tr.stepAlpha(k), be = tr.stepBeta(k);
  const first = tr.firstStep[n];
  const a = fmtValue(al), b = fmtValue(be);
  let key;
  if (tr.player[n] > 0) {
    key = 'variantMax';
    if (v > be) key = 'variantMaxPast';
    else if (first >= 0 && v === tr.stepAlpha(first) && v > -Infinity) key = 'variantMaxKept';
  } else {
    key = 'variantMin';
    if (v < al) key = 'variantMinPast';
    else if (first >= 0 && v === tr.stepBeta(first) && v < Infinity) key = 'variantMinKept';
  }
  return t(key, { a, b });
}
