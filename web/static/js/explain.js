// One sentence per step: what just happened and why, with the nodes' names.
import { t, fmtScaled, fmtBoundedScaled, fmtCount, fmtNum, moveName, gameScore } from './i18n.js';
import {
  S_ENTER, S_EVAL, S_TT, S_BACKUP, S_ALPHA, S_BETA, S_CUTOFF, S_RETURN, S_STOP, S_QUIESCE,
  N_TERMINAL, N_HORIZON, B_EXACT, B_LOWER,
} from './model.js';
import { explainChance, chanceNoCutoff, chanceCutRule } from './explain-chance.js';
import { P_CHANCE } from './model-chance.js';
import { courseNote } from './explain-variant.js';
import { explainMCTS } from './explain-mcts.js';

// withNote adds a note after a sentence, if there is one.
const withNote = (s, note) => (note ? s + ' ' + note : s);

const isNumber = (s) => /^[+-]?\d+$/.test(s);

// nodeName is how sentences, the stack and tooltips call node i: an explicit tree's
// node by its name (a leaf by its move name, B1), a game position by the moves from
// the root ("b2 a1"), the root as "the root".
export function nodeName(tr, i) {
  if (i < 0) return '?';
  if (tr.explicit) {
    const label = tr.label(i), move = tr.move(i);
    if (label && !isNumber(label)) return label;
    if (move) return move;
    return i === 0 ? t('root') : '#' + i;
  }
  if (i === 0) return t('root');
  const moves = tr.path(i).map((m) => moveName(tr.doc.game, m));
  return moves.length > 6 ? '… ' + moves.slice(-6).join(' ') : moves.join(' ');
}

export const playerName = (tr, i) => (tr.player[i] > 0 ? 'MAX' : tr.player[i] === P_CHANCE && tr.hasChance ? t('chancePlayer') : 'MIN');

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
  if (tr.hasChance && tr.player[tr.sNode[k]] === P_CHANCE) return chanceCutRule(tr, k); // Star1's bound
  const a = fmtScaled(tr.stepAlpha(k), tr.scale), b = fmtScaled(tr.stepBeta(k), tr.scale);
  return tr.player[tr.sNode[k]] > 0 ? `α=${a} ≥ β=${b}` : `β=${b} ≤ α=${a}`;
}

// noCutoff says, at the step that enters a child other than its parent's first under
// alpha-beta, why that child is searched: the window is still open ("β=3 > α=−∞ at B:
// no cutoff, so B2 is searched"). '' for a first child or the root.
export function noCutoff(tr, k) {
  const n = tr.sNode[k];
  const par = n > 0 ? tr.parent[n] : -1;
  if (par >= 0 && tr.hasChance && tr.player[par] === P_CHANCE) return chanceNoCutoff(tr, k, nodeName); // Star1's range
  if (par < 0 || tr.kids[tr.kidStart[par]] === n) return '';
  const a = fmtScaled(tr.stepAlpha(k), tr.scale), b = fmtScaled(tr.stepBeta(k), tr.scale);
  const rule = tr.player[par] > 0 ? `α=${a} < β=${b}` : `β=${b} > α=${a}`;
  return t('noCutoff', { rule, parent: nodeName(tr, par), name: nodeName(tr, n) });
}

// stonesAtStart is the pile at the root of a stones search.
const stonesAtStart = (doc) => {
  const m = /^\s*(\d+)\s*([a-z]*)\s*$/i.exec(doc.position || ''); // the coin game's "5h" too
  return m && (doc.game === 'coin' || !m[2]) ? Number(m[1]) : doc.game === 'coin' ? 5 : 10;
};

// scoreNote explains the value of a finished game (node i) under faster-wins scores:
// "+3: MAX wins with 3 marks on the board (6 − 3)". '' for any other node.
export function scoreNote(tr, i) {
  const doc = tr.doc;
  if (tr.explicit || tr.kind[i] !== N_TERMINAL || !tr.hasValue[i]) return '';
  const raw = tr.value[i];
  let s = gameScore(raw);
  if (s === raw) s = raw / tr.scale; // a game with chance records its scores scaled
  const v = fmtScaled(raw, tr.scale);
  if (s === 0) return t('noteDraw', { v });
  const who = s > 0 ? 'MAX' : 'MIN', m = Math.abs(s);
  if (doc.options && doc.options.plain_scores) return t('notePlain', { v, who });
  switch (doc.game) {
    case 'tictactoe': return t('noteTTT', { v, who, k: 6 - m, m });
    case 'connect4': return t('noteC4', { v, who, k: 22 - m, m });
    case 'stones': {
      const n = stonesAtStart(doc);
      return t('noteStones', { v, who, n, p: n + 1 - m, m });
    }
    case 'coin': {
      const n = stonesAtStart(doc);
      return t('noteCoin', { v, who, n, p: n + 1 - m, m });
    }
  }
  return '';
}

// scoreLegend says how a game scores its ends ('' for an explicit tree).
export function scoreLegend(tr) {
  const doc = tr.doc, o = doc.options || {};
  if (tr.explicit || !doc.game || doc.game === 'tree') return '';
  if (tr.mcts) return t('legendMCTS'); // a rollout's result: +1, 0, −1, whatever the game's scores
  let s;
  if (o.plain_scores) s = t('legendPlain');
  else if (doc.game === 'tictactoe') s = t('legendTTT');
  else if (doc.game === 'connect4') s = t('legendC4');
  else if (doc.game === 'stones') s = t('legendStones', { n: stonesAtStart(doc) });
  else if (doc.game === 'coin') s = t('legendCoin', { n: stonesAtStart(doc) });
  else return '';
  if (o.depth > 0 || o.iterative) s += ' ' + t('legendWinDepth');
  return s;
}

// memoSource is the node where a table hit's position was searched and stored (the
// trace's `same`), or -1.
const memoSource = (tr, n) => tr.same[n];

// explain writes the sentence for step k (the model must stand at step k).
export function explain(tr, k, withWindow) {
  if (k < 0 || k >= tr.S) return '';
  // Monte Carlo tree search's steps (its chance nodes' too): explain-mcts.js
  if (tr.mcts) {
    const s = explainMCTS(tr, k);
    if (s) return s;
  }
  // a chance node's steps: explain-chance.js
  const chance = explainChance(tr, k, withWindow, nodeName);
  if (chance) return chance;
  const n = tr.sNode[k];
  const doc = tr.doc;
  const name = nodeName(tr, n);
  const player = playerName(tr, n);
  const v = fmtScaled(tr.sValue[k], tr.scale);
  const vb = fmtBoundedScaled(tr.sValue[k], tr.sBound[k], tr.scale);
  const a = fmtScaled(tr.stepAlpha(k), tr.scale), b = fmtScaled(tr.stepBeta(k), tr.scale);
  const role = t(tr.player[n] > 0 ? 'roleMax' : 'roleMin');
  switch (tr.sKind[k]) {
    case S_ENTER: {
      // alpha-beta at a later child: why the search goes on here (no cutoff yet)
      const why = withWindow ? noCutoff(tr, k) : '';
      const pre = why ? why + ' ' : '';
      const leaf = tr.kidStart[n + 1] === tr.kidStart[n] && (tr.kind[n] === N_TERMINAL || tr.kind[n] === N_HORIZON);
      if (leaf) return pre + t(tr.kind[n] === N_HORIZON ? 'enterHorizon' : tr.explicit ? 'enterLeaf' : 'enterOver', { name });
      if (n === 0) return t(withWindow ? 'enterRootWindow' : 'enterRoot', { name, player, role, a, b });
      return pre + t(withWindow ? 'enterWindow' : 'enter', { name, player, role, a, b });
    }
    case S_EVAL:
      if (tr.kind[n] === N_HORIZON) return t('evalHorizon', { name, v });
      if (tr.explicit) return t('evalLeaf', { name, v });
      return t('evalOver', { name, v }) + (scoreNote(tr, n) ? ' ' + t('noteSentence', { note: scoreNote(tr, n) }) : '');
    case S_TT: {
      let key = 'ttExact';
      if (tr.sBound[k] !== B_EXACT) key = tr.sBound[k] === B_LOWER ? 'ttLower' : 'ttUpper';
      if (doc.options && doc.options.tt === 'naive') key = 'ttNaiveHit';
      let s = t(key, { name, v: vb, w: v });
      // the naive memo keeps a value without saying it was only a bound: say it here
      if (doc.options && doc.options.tt === 'naive') {
        const j = memoSource(tr, n);
        if (j >= 0 && tr.nodeValue(j) !== null && tr.nodeBound(j) !== B_EXACT) {
          s += ' ' + t('ttNaiveWrong', { where: nodeName(tr, j), v, bv: fmtBoundedScaled(tr.nodeValue(j), tr.nodeBound(j), tr.scale) });
        }
      }
      return s;
    }
    case S_BACKUP: {
      const c = tr.sChild[k];
      const child = nodeName(tr, c);
      const cv = c >= 0 ? fmtBoundedScaled(tr.value[c], tr.bound[c], tr.scale) : '?';
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
      for (let c = tr.sChild[k], e = tr.prunedEnd(k); c >= 0 && c < e; c++) if (tr.parent[c] === n) pruned.push(nodeName(tr, c));
      let list = pruned.slice(0, 4).join(', ');
      if (pruned.length > 4) list += ', …';
      return t('cutoff', { rule: cutoffRule(tr, k), name, list });
    }
    case S_RETURN: {
      if (n === 0) {
        const m = moveName(doc.game, doc.best_move);
        if (doc.stopped || doc.complete === false) {
          const best = doc.best_move ? t('bestMoveSoFar', { m }) : '';
          return t('returnRootStopped', { name, v: vb, best });
        }
        const best = doc.best_move ? t('bestMoveIs', { m }) : '';
        return withNote(t('returnRoot', { name, v: vb, best }), courseNote(tr, k, n));
      }
      const parent = nodeName(tr, tr.parent[n]);
      let key = 'returnExact';
      if (tr.sBound[k] !== B_EXACT) key = tr.sBound[k] === B_LOWER ? 'returnLower' : 'returnUpper';
      let s = t(key, { name, v: vb, w: v, parent });
      // fail-hard: a bound is the window's edge, not the value found
      if (tr.sBound[k] !== B_EXACT && doc.options && doc.options.fail_hard) s += ' ' + t('returnClamped');
      return withNote(s, courseNote(tr, k, n));
    }
    case S_QUIESCE: {
      const q = tr.threat(k) || { m: '?', by: tr.player[n] };
      const who = q.by > 0 ? 'MAX' : 'MIN';
      return t(q.by === tr.player[n] ? 'quiesceOwn' : 'quiesceBlock', { name, who, m: moveName(doc.game, q.m) });
    }
    case S_STOP: {
      const why = stopReason(doc) || t('stopUnknown');
      if (tr.sHasValue[k] && tr.sBound[k] !== B_EXACT) return t('stopValue', { name, why, v: vb });
      return t('stop', { name, why });
    }
  }
  return '';
}
