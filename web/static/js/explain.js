// One sentence per step: what just happened and why, with the nodes' names.
import { t, fmtValue, fmtBounded, fmtCount } from './i18n.js';
import {
  S_ENTER, S_EVAL, S_TT, S_BACKUP, S_ALPHA, S_BETA, S_CUTOFF, S_RETURN, S_STOP,
  N_TERMINAL, N_HORIZON, B_EXACT, B_LOWER,
} from './model.js';

const isNumber = (s) => /^[+-]?\d+$/.test(s);

// nodeName is how sentences, the stack and tooltips call node i: an explicit tree's
// node by its name (a leaf by its move name, B1), a game position by the moves from
// the root ("b2 a1"), the root as "the root".
export function nodeName(tr, i) {
  if (i < 0) return '?';
  const n = tr.doc.nodes[i];
  if (tr.explicit) {
    if (n.label && !isNumber(n.label)) return n.label;
    if (n.move) return n.move;
    return i === 0 ? t('root') : '#' + i;
  }
  if (i === 0) return t('root');
  const moves = tr.path(i);
  return moves.length > 6 ? '… ' + moves.slice(-6).join(' ') : moves.join(' ');
}

export const playerName = (tr, i) => (tr.player[i] > 0 ? 'MAX' : 'MIN');

// stopReason says in the page's language which limit stopped the search (the
// trace's stop_kind; its English text otherwise).
export function stopReason(doc) {
  const why = doc.stopped;
  if (!why) return '';
  const o = doc.options || {};
  switch (doc.stop_kind) {
    case 'nodes': case 'record': return t('stopNodes', { n: fmtCount(o.max_nodes) });
    case 'time': return t('stopTime', { d: o.time_limit_ms >= 1000 ? o.time_limit_ms / 1000 + ' s' : o.time_limit_ms + ' ms' });
  }
  let m = /budget of (\d+)/.exec(why);
  if (m) return t('stopNodes', { n: fmtCount(Number(m[1])) });
  m = /time limit of (\S+) reached/.exec(why);
  if (m) return t('stopTime', { d: m[1] });
  return why;
}

export function cutoffRule(tr, k) {
  const a = fmtValue(tr.sAlpha[k]), b = fmtValue(tr.sBeta[k]);
  return tr.player[tr.sNode[k]] > 0 ? `α=${a} ≥ β=${b}` : `β=${b} ≤ α=${a}`;
}

// explain writes the sentence for step k (the model must stand at step k).
export function explain(tr, k, withWindow) {
  if (k < 0 || k >= tr.S) return '';
  const n = tr.sNode[k];
  const doc = tr.doc;
  const name = nodeName(tr, n);
  const player = playerName(tr, n);
  const v = fmtValue(tr.sValue[k]);
  const vb = fmtBounded(tr.sValue[k], tr.sBound[k]);
  const a = fmtValue(tr.sAlpha[k]), b = fmtValue(tr.sBeta[k]);
  const role = t(tr.player[n] > 0 ? 'roleMax' : 'roleMin');
  switch (tr.sKind[k]) {
    case S_ENTER: {
      const leaf = tr.kidStart[n + 1] === tr.kidStart[n] && (tr.kind[n] === N_TERMINAL || tr.kind[n] === N_HORIZON);
      if (leaf) return t(tr.kind[n] === N_HORIZON ? 'enterHorizon' : tr.explicit ? 'enterLeaf' : 'enterOver', { name });
      if (n === 0) return t(withWindow ? 'enterRootWindow' : 'enterRoot', { name, player, role, a, b });
      return t(withWindow ? 'enterWindow' : 'enter', { name, player, role, a, b });
    }
    case S_EVAL:
      if (tr.kind[n] === N_HORIZON) return t('evalHorizon', { name, v });
      if (tr.explicit) return t('evalLeaf', { name, v });
      return t('evalOver', { name, v });
    case S_TT: {
      let key = 'ttExact';
      if (tr.sBound[k] !== B_EXACT) key = tr.sBound[k] === B_LOWER ? 'ttLower' : 'ttUpper';
      return t(key, { name, v: vb, w: v });
    }
    case S_BACKUP: {
      const c = tr.sChild[k];
      const child = nodeName(tr, c);
      const cv = c >= 0 ? fmtBounded(tr.value[c], tr.bound[c]) : '?';
      const had = (tr.uFlags[k] & 4) !== 0;
      const took = !had || tr.uValue[k] !== tr.sValue[k];
      const max = tr.player[n] > 0;
      if (took) return t(max ? 'backupTakeMax' : 'backupTakeMin', { name, child, cv, v });
      return t(max ? 'backupKeepMax' : 'backupKeepMin', { name, child, cv, v });
    }
    case S_ALPHA:
      return t('alphaUp', { name, a });
    case S_BETA:
      return t('betaDown', { name, b });
    case S_CUTOFF: {
      const pruned = [];
      for (let c = tr.sChild[k], e = tr.cutEnd[k]; c >= 0 && c < e; c++) if (tr.parent[c] === n) pruned.push(nodeName(tr, c));
      let list = pruned.slice(0, 4).join(', ');
      if (pruned.length > 4) list += ', …';
      return t('cutoff', { rule: cutoffRule(tr, k), name, list });
    }
    case S_RETURN: {
      if (n === 0) {
        const best = doc.best_move ? t('bestMoveIs', { m: doc.best_move }) : '';
        return t('returnRoot', { name, v: vb, best });
      }
      const parent = nodeName(tr, tr.parent[n]);
      let key = 'returnExact';
      if (tr.sBound[k] !== B_EXACT) key = tr.sBound[k] === B_LOWER ? 'returnLower' : 'returnUpper';
      return t(key, { name, v: vb, w: v, parent });
    }
    case S_STOP:
      return t('stop', { name, why: stopReason(doc) || t('stopUnknown') });
  }
  return '';
}
