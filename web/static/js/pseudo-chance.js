// The pseudo-code of expectiminimax (issue 31), in the textbook's style of pseudo.js:
// plain (MAX-VALUE, MIN-VALUE and CHANCE-VALUE, the weighted sum of the outcomes),
// with Star1 (alpha-beta at the decision nodes, the bounds L and U at the chance
// nodes), and in negamax form. pseudo.js's BUILDERS calls expectiminimaxLines with its
// line helpers; a chance node's steps light the lines marked with player P_CODE.
import { P_CHANCE } from './model-chance.js';
import { S_ENTER, S_EVAL, S_BACKUP, S_ALPHA, S_BETA, S_CUTOFF, S_RETURN, S_STOP } from './model.js';
import { S_CHANCE } from './model-chance.js';
import { star1, leafBounds } from './explain-chance.js';

// P_CODE is the player a chance node's lines are marked with (pseudo.js's lines know
// 1 MAX, -1 MIN and 0 either).
export const P_CODE = 2;

// codePlayer is node i's player as the pseudo-code's lines are marked: a chance node
// P_CODE, a decision node its own (1 MAX, -1 MIN).
export const codePlayer = (tr, i) => (tr.hasChance && tr.player[i] === P_CHANCE ? P_CODE : tr.player[i]);

// chanceCodeOpts are the options of the search shown that the code of expectiminimax
// follows: Star1 (windows sent) and the negamax form.
export function chanceCodeOpts(tr) {
  const o = tr.doc.options || {};
  return { star1: star1(tr), negamaxForm: !!o.negamax_form, chanceBounds: !!leafBounds(tr) || star1(tr) };
}

// expectiminimaxLines are the lines of expectiminimax's code for options o. h holds
// pseudo.js's helpers: L(indent, key, steps, when), leafLines(o, p, negamax),
// loopLine(o), stopLine(p), storeLine(o), init(w), blank(), header(o).
export function expectiminimaxLines(h, o) {
  return o.negamaxForm ? negamaxForm(h, o) : maxMinForm(h, o);
}

// chanceLeaf: a chance node at the depth limit is evaluated as a leaf.
const chanceLeaf = (h, o) => (o.depth > 0 ? [h.L(1, 'pcIfTerminalDepth'), h.L(2, 'pcEval', [[S_EVAL, P_CODE]])] : []);

// chanceFunc is CHANCE-VALUE (plain or Star1): sum is the key of its sum's line.
function chanceFunc(h, o, func, sum) {
  const { L } = h;
  const ab = o.star1;
  return [
    L(0, func, [[S_ENTER, P_CODE]]),
    ...chanceLeaf(h, o),
    L(1, 'pcExSumInit'),
    ...(ab ? [L(1, 'pcExLeftInit')] : []),
    L(1, 'pcExForOutcome'),
    L(2, 'pcStop', [[S_STOP, P_CODE]], 'stopped'),
    ...(ab ? [L(2, 'pcExCut', [[S_CUTOFF, P_CODE]]), L(2, 'pcExLeft')] : []),
    L(2, sum, [[S_CHANCE, P_CODE]]),
    L(1, 'pcExReturnS', [[S_RETURN, P_CODE]]),
  ];
}

function maxMinForm(h, o) {
  const { L } = h;
  const ab = o.star1;
  const dec = (p) => [
    L(0, ab ? (p > 0 ? 'pcABMaxFunc' : 'pcABMinFunc') : p > 0 ? 'pcMaxFunc' : 'pcMinFunc', [[S_ENTER, p]]),
    ...h.leafLines(o, p, false),
    h.init(p > 0 ? '−∞' : '+∞'),
    h.loopLine(o),
    h.stopLine(p),
    L(2, ab ? (p > 0 ? 'pcExMaxBackupAB' : 'pcExMinBackupAB') : p > 0 ? 'pcExMaxBackup' : 'pcExMinBackup', [[S_BACKUP, p]]),
    ...(ab ? [p > 0 ? L(2, 'pcAlpha', [[S_ALPHA, 1]]) : L(2, 'pcBeta', [[S_BETA, -1]]), L(2, p > 0 ? 'pcCutMax' : 'pcCutMin', [[S_CUTOFF, p]])] : []),
    h.storeLine(o),
    L(1, ab ? 'pcReturnSoft' : 'pcReturn', [[S_RETURN, p]]),
  ];
  return [
    ...h.header(o),
    L(0, ab ? 'pcExFuncAB' : 'pcExFunc'),
    L(1, ab ? 'pcExIfChanceAB' : 'pcExIfChance'),
    L(1, ab ? 'pcExIfMaxAB' : 'pcExIfMax'),
    L(1, ab ? 'pcExElseMinAB' : 'pcExElseMin'),
    h.blank(),
    ...dec(1), h.blank(), ...dec(-1), h.blank(),
    ...chanceFunc(h, o, ab ? 'pcExChanceFuncAB' : 'pcExChanceFunc', ab ? 'pcExSumAB' : 'pcExSum'),
    ...(ab ? [h.blank(), L(0, 'pcExBounds')] : []),
  ];
}

function negamaxForm(h, o) {
  const { L } = h;
  const ab = o.star1;
  return [
    ...h.header(o),
    L(0, ab ? 'pcExNegFuncAB' : 'pcExNegFunc', [[S_ENTER, 0]]),
    ...h.leafLines(o, 0, true),
    h.init('−∞'),
    h.loopLine(o),
    h.stopLine(0),
    L(2, ab ? 'pcExNegBackupAB' : 'pcExNegBackup', [[S_BACKUP, 0]]),
    ...(ab ? [L(2, 'pcAlpha', [[S_ALPHA, 0], [S_BETA, 0]]), L(2, 'pcNABCut', [[S_CUTOFF, 0]])] : []),
    h.storeLine(o),
    L(1, ab ? 'pcReturnSoft' : 'pcReturn', [[S_RETURN, 0]]),
    h.blank(),
    ...chanceFunc(h, o, ab ? 'pcExNegChanceFuncAB' : 'pcExNegChanceFunc', ab ? 'pcExNegSumAB' : 'pcExNegSum'),
    h.blank(),
    L(0, ab ? 'pcExNegOwnAB' : 'pcExNegOwn'),
    ...(ab ? [L(0, 'pcExNegBounds')] : []),
    L(0, 'pcNegNote'),
  ];
}
