// The practise view's elements, by their ids in index.html.
import { SHEET_FORMATS } from './exercise.js';

// The sheets' links: ex-dl-{q,s,w,ws}-{svg,png,pdf}, named q_svg, ..., ws_pdf.
const SHEET_IDS = Object.fromEntries(['q', 's', 'w', 'ws'].flatMap((p) => SHEET_FORMATS.map((f) => [`${p}_${f}`, `ex-dl-${p}-${f}`])));

// The practise view's elements, by their ids in index.html: the one place that names them.
export const IDS = {
  // the form
  form: 'ex-form', source: 'ex-source', position: 'ex-position', positionField: 'ex-position-field', positionLabel: 'ex-position-label',
  level: 'ex-level', levelField: 'ex-level-field', q: 'ex-q', root: 'ex-root', seed: 'ex-seed', seedField: 'ex-seed-field',
  newSeed: 'ex-new-seed', returns: 'ex-returns',
  // the link and the sheets
  copy: 'ex-copy', copyStatus: 'ex-copy-status', link: 'ex-link', ...SHEET_IDS,
  // the task and the actions
  title: 'ex-title', outOf: 'ex-out-of', up: 'ex-up', task: 'ex-task', check: 'ex-check', hint: 'ex-hint',
  solution: 'ex-solution', clear: 'ex-clear', status: 'ex-status',
  // the drawing and its fields
  zoomOut: 'ex-zoom-out', zoomIn: 'ex-zoom-in', zoomFit: 'ex-zoom-fit', keys: 'ex-keys',
  tree: 'ex-tree', busy: 'ex-busy', error: 'ex-error', desc: 'ex-desc',
  fields: 'ex-fields', fieldsTitle: 'ex-fields-title', fValue: 'ex-f-value', fAlpha: 'ex-f-alpha', fBeta: 'ex-f-beta',
  inValue: 'ex-in-value', inAlpha: 'ex-in-alpha', inBeta: 'ex-in-beta',
  // beside it: the answer, the result, the hints
  editor: 'ex-editor', sel: 'ex-sel', result: 'ex-result', score: 'ex-score', stale: 'ex-stale', mistakes: 'ex-mistakes',
  hints: 'ex-hints', hintList: 'ex-hint-list',
};
