// The depth sweep's errors: a branching, a depth or a number of trees the sweep cannot
// take is said beside its field (field-errors.js), in the page's words, checked before
// the chart is asked for and again from the server's refusal; the chart shown stays.
import { FieldErrors } from './field-errors.js';
import { range } from './problem-check.js';

// The sweep's ranges, as the server reads them (compare.MaxSweepDepth, MaxTrees,
// games.MaxRandomBranching).
const SWEEP = { swB: [1, 10], swDepth: [1, 12], swTrees: [1, 10000] };

// sweepError reads the server's refusal of a sweep as the page's words: {field, key,
// params}, field the sweep form's name (swB, swDepth, swTrees); null when it names none
// of them. typed: the sweep form's fields as typed.
export function sweepError(e, typed) {
  const p = (e && e.params) || {};
  switch (e && e.code) {
    case 'compare.branching': return { field: 'swB', key: 'feRange', params: { lo: 1, hi: p.max, value: String(p.value) } };
    case 'compare.trees': return { field: 'swTrees', key: 'feRange', params: { lo: 1, hi: p.max, value: String(p.value) } };
    case 'compare.depths_range': return { field: 'swDepth', key: 'feRange', params: { lo: 1, hi: p.max, value: typed.swDepth } };
    case 'random.too_many_nodes': return { field: 'swDepth', key: 'feRandomNodes', params: { b: p.branching, d: p.depth, max: p.max } };
  }
  return null;
}

export class SweepErrors {
  // ui: the compare view's elements (swB, swDepth, swTrees, swWhat).
  constructor(ui) {
    this.ui = ui;
    this.fields = new FieldErrors();
  }

  typed() {
    return { swB: this.ui.swB.value.trim(), swDepth: this.ui.swDepth.value.trim(), swTrees: this.ui.swTrees.value.trim() };
  }

  // check checks the sweep's fields as typed (those of random trees only when it
  // sweeps them): false, each error beside its field, when it cannot run.
  check() {
    this.fields.clearAll();
    const typed = this.typed();
    const names = this.ui.swWhat.value === 'random' ? ['swB', 'swDepth', 'swTrees'] : ['swDepth'];
    for (const name of names) {
      const w = typed[name] ? range(typed[name], SWEEP[name]) : null;
      if (w) this.fields.show(this.ui[name], w);
    }
    return this.fields.size === 0;
  }

  // refused shows the server's refusal e beside its field: true when it names one.
  refused(e) {
    const w = sweepError(e, this.typed());
    if (!w) return false;
    this.fields.clearAll();
    this.fields.show(this.ui[w.field], w);
    return true;
  }

  relabel() { this.fields.relabel(); }
}
