// What the drawing says of a node of Monte Carlo tree search at the step shown
// (view-step.js calls these hooks): its visit count N and mean W/N (MAX's view) as its
// value text, and its edge's class by its share of its parent's visits (explore.css
// draws mv-0 to mv-4 thinner to thicker). No DOM here.
import { num } from './explain-mcts.js';

// mctsValueText is node v's text: "N=9 · 0.62", '' before its first visit.
export function mctsValueText(tr, v) {
  const m = tr.mcts;
  if (!v.reached || !m.visits[v.i]) return '';
  return 'N=' + m.visits[v.i] + ' · ' + num(m.mean(v.i));
}

// mctsEdgeClass is the class of the edge into node v by its visits.
export const mctsEdgeClass = (tr, v) => (v.reached ? tr.mcts.visitClass(v.i) : 'mv-0');
