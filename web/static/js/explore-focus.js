// The step's node is never inside a folded summary ("+2 nodes") while the sentence
// talks about it: when the stepper shows a step whose node the page's drawing folds
// away, it asks the server again for its drawing with render's focus (the path from
// the root to the node, the node and its children drawn as themselves) and draws that
// one instead, at the same zoom, at the same step. Nodes move then only; stepping
// itself never moves them.
import { getLang } from './i18n.js';
import { isAbort } from './api.js';
import { problemQuery, budgetOf } from './problem.js';

// SETTLE_MS: the stepper asks once the steps have settled this long (playing fast, or
// holding an arrow key, asks nothing for the steps passed by).
const SETTLE_MS = 200;

// folded says whether the drawing in view shows trace node i only inside a folded
// summary (its own, or an ancestor's).
export function folded(view, i) {
  if (!view || i < 0) return false;
  const f = view.rep[i];
  return f < 0 || !!view.folded[f];
}

export class FocusKeeper {
  // stepper: the Explorer (its view, tr, k, p, shownKey, req, makeView(svg), tree).
  constructor(stepper) {
    this.st = stepper;
    this.timer = 0;
    this.asked = -1; // the node the drawing on its way is focused on
    this.focus = -1; // the node the drawing shown is focused on
    this.count = 0; // drawings asked for (the browser tests read it)
  }

  // check looks at the step shown: its node folded away asks for a drawing focused on it.
  check() {
    const { view, tr, k } = this.st;
    clearTimeout(this.timer);
    if (!view || !tr) return;
    const cur = tr.current(k);
    if (!folded(view, cur) || cur === this.asked || cur === this.focus) return;
    this.timer = setTimeout(() => this.refocus(cur), SETTLE_MS);
  }

  // stop forgets a drawing on its way (a new search, the view left).
  stop() {
    clearTimeout(this.timer);
    this.st.req.abort('focus');
    this.asked = this.focus = -1;
  }

  async refocus(cur) {
    const st = this.st, p = st.p, key = st.shownKey;
    this.asked = cur;
    this.count++;
    let svg;
    try {
      svg = await st.req.getText('focus', '/api/render', {
        ...problemQuery(p), step: 0, format: 'svg', budget: budgetOf(p), lang: getLang(), width: 'full', focus: cur,
      });
    } catch (e) {
      if (!isAbort(e)) this.asked = -1; // the drawing shown stays; a later step asks again
      return;
    } finally {
      if (this.asked === cur) this.asked = -1;
    }
    if (st.shownKey !== key || !st.tr || !folded(st.view, cur)) return;
    this.focus = cur;
    st.redraw(svg);
    this.check(); // the step may have moved on meanwhile
  }
}
