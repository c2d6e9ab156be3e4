// The pseudo-code panel's choice of code: the textbook's, seed 003's alfabeta (C++,
// its own names) or seed 002's variant; remembered by this browser (localStorage, as
// the language is), and the note that says whether the search shown is that code's,
// with the change of options that would make it so.
import { CODES, shownCode } from './pseudo.js';

const KEY = 'gametree.pseudoCode';

// savedCode is the code chosen last in this browser, or null (none chosen: the
// panel shows the course's variant for its own searches, else the textbook's).
export function savedCode() {
  try {
    const v = localStorage.getItem(KEY);
    return CODES.includes(v) ? v : null;
  } catch {
    return null;
  }
}

export function saveCode(code) {
  try { localStorage.setItem(KEY, code); } catch { /* off: the choice lasts the page */ }
}

// The trace options that reproduce each course's code exactly, worked out from it:
// seed 003's alfabeta starts maxEval at INT_MIN, raises alfa with each child's value,
// breaks once beta <= alfa and returns maxEval (MIN mirrored): fail-soft, the default
// (neither fail-hard nor fail-course); seed 002's returns α at MAX and β at MIN: the
// course's variant (fail-course).
const returnsOf = (s) => (s.failHard ? 'hard' : s.failCourse ? 'course' : 'soft');
const WANTS = { c003: 'soft', c002: 'course' };
const RETURNS_NAME = { soft: 'fail-soft', hard: 'fail-hard', course: 'fail-course' };

// codeNote says how the search shown (s: {algo, failHard, failCourse}) stands to the
// code chosen: {key, params, differs, fix, fixKey}, or null for the textbook's code
// (it follows every search). fix is the change of the problem's parameters that
// searches as the code does (the form's options), fixKey its button's word.
export function codeNote(code, s) {
  // the course's codes are of two-player games without chance: nothing to say of the others
  if (s.algo === 'expectiminimax' || s.algo === 'mcts') return null;
  const shown = shownCode(code, s.algo, s.failCourse);
  if (code === 'c003') {
    if (shown !== 'c003') {
      return { key: 'c3NoNegamax', params: {}, differs: true, fix: { algo: 'negamax-alphabeta', failHard: false, failCourse: false }, fixKey: 'c3FixNegamaxAB' };
    }
    if (s.algo === 'minimax') return { key: 'c3SameMinimax', params: {}, differs: false };
    if (returnsOf(s) !== WANTS.c003) {
      return { key: 'c3NotSoft', params: { name: RETURNS_NAME[returnsOf(s)] }, differs: true, fix: { failHard: false, failCourse: false }, fixKey: 'c3FixSoft' };
    }
    return { key: s.algo === 'negamax-alphabeta' ? 'c3SameNegamax' : 'c3Same', params: {}, differs: false };
  }
  if (code === 'c002') {
    if (shown !== 'c002') {
      return {
        key: 'c2NoWindow', params: {}, differs: true,
        fix: { algo: s.algo === 'negamax' ? 'negamax-alphabeta' : 'alphabeta', failHard: false, failCourse: true }, fixKey: 'c2FixCourse',
      };
    }
    if (returnsOf(s) !== WANTS.c002) {
      return { key: 'c2NotCourse', params: { name: RETURNS_NAME[returnsOf(s)] }, differs: true, fix: { failHard: false, failCourse: true }, fixKey: 'c2FixCourse' };
    }
    return { key: 'c2Same', params: {}, differs: false };
  }
  return null;
}
