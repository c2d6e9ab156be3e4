// One sentence per step of Monte Carlo tree search (explain.js hands these steps
// here): selection with UCB1's terms, expansion, simulation with the rollout's moves
// and result, backpropagation with the node's new N and W/N and whose point of view
// the mean is. Numbers are written with a point in both languages (the tree syntax's).
import { t, moveName } from './i18n.js';
import { S_SELECT, S_EXPAND, S_ROLLOUT, S_BACKPROP } from './model-mcts.js';
import { S_ENTER } from './model.js';
import { nodeName } from './explain.js';

// num writes x with two decimals and a true minus sign ("−0.33", "1.16").
export const num = (x) => (x === Infinity ? '+∞' : (x < 0 ? '\u2212' : '') + Math.abs(x).toFixed(2));

// whole writes a whole value with its sign ("+1", "−1", "0"); a fraction with two decimals.
const signed = (x) => (Number.isInteger(x) ? (x > 0 ? '+' + x : x < 0 ? '\u2212' + -x : '0') : (x > 0 ? '+' : '') + num(x));

const who = (tr, i) => (tr.player[i] > 0 ? 'MAX' : tr.player[i] < 0 ? 'MIN' : '');

// resultText says a rollout's result r (MAX's view, unscaled): a game's win, loss or
// draw ("MIN wins: −1"), a tree's leaf value.
export function resultText(tr, r) {
  if (tr.explicit) return t('mctsResultLeaf', { v: signed(r) });
  if (r > 0) return t('mctsResultMax', { v: signed(r) });
  if (r < 0) return t('mctsResultMin', { v: signed(r) });
  return t('mctsResultDraw');
}

// explainMCTS writes the sentence of mcts step k ('' for a step of another kind).
export function explainMCTS(tr, k) {
  const m = tr.mcts, n = tr.sNode[k], c = tr.sChild[k];
  const name = nodeName(tr, n), player = who(tr, n);
  switch (tr.sKind[k]) {
    case S_ENTER: {
      if (n !== 0) return '';
      const info = tr.doc.mcts || {};
      return t('mctsStart', { name, n: m.iterations, c: num(m.exploration), seed: info.seed ?? '?' });
    }
    case S_SELECT: {
      const child = nodeName(tr, c);
      if (tr.player[n] === 0) return t('mctsSelectChance', { name, child });
      const rows = m.ucb(k);
      const row = rows.find((r) => r.chosen);
      const count = rows.length;
      if (!row || row.unvisited) return t('mctsSelectNew', { name, player, child });
      const s = t(count === 1 ? 'mctsSelectOnly' : 'mctsSelect', {
        name, player, child, mean: num(row.mean), c: num(m.exploration), pn: m.visits[n], n: row.N, v: num(row.value), count,
      });
      // a tie: the first child in the order of the moves is taken (trace's best)
      const tied = rows.filter((r) => !r.chosen && Math.abs(r.value - row.value) < 1e-9).map((r) => nodeName(tr, r.child));
      const tie = tied.length ? ' ' + t('mctsSelectTie', { list: tied.slice(0, 6).join(', ') + (tied.length > 6 ? ', …' : '') }) : '';
      return s + tie + (tr.player[n] < 0 ? ' ' + t('mctsSelectMinView') : '');
    }
    case S_EXPAND:
      return t('mctsExpand', { name, child: nodeName(tr, c) });
    case S_ROLLOUT: {
      const r = tr.sValue[k] / m.scale;
      const moves = (m.rollout(k) || []).map((x) => moveName(tr.doc.game, x));
      const result = resultText(tr, r);
      if (!moves.length) return t('mctsRolloutEnd', { name, result });
      let list = moves.slice(0, 12).join(' ');
      if (moves.length > 12) list += ' … ' + t('mctsMovesCount', { n: moves.length });
      return t(tr.explicit ? 'mctsRolloutTree' : 'mctsRollout', { name, moves: list, result });
    }
    case S_BACKPROP: {
      const N = m.visits[n], W = tr.value[n] / m.scale;
      const base = t('mctsBackprop', { name, n: N, w: signed(W), mean: num(N ? W / N : 0) });
      const par = tr.parent[n];
      if (par < 0) return base + ' ' + t('mctsBackpropRoot');
      const chooser = tr.player[par];
      if (chooser > 0) return base + ' ' + t('mctsBackpropMax', { parent: nodeName(tr, par) });
      if (chooser < 0) return base + ' ' + t('mctsBackpropMin', { parent: nodeName(tr, par) });
      return base;
    }
  }
  return '';
}
