// The course's alpha-beta (practical 002) as the pseudo-code panel shows it when the
// search is the course's variant (options.fail_course): the seed's own pseudo-code,
// line for line, in the page's language (the Spanish page shows the seed's words):
// α := max(α, alfa-beta(hijo, ...)), cut when β ≤ α, return α at MAX, β at MIN. Its
// negamax form raises the side to move's α and returns it.
import { S_ENTER, S_EVAL, S_TT, S_BACKUP, S_ALPHA, S_BETA, S_CUTOFF, S_RETURN, S_STOP, S_QUIESCE } from './model.js';

// lines builds the panel's lines with L(indent, key, steps, when) (pseudo.js).
export function courseLines(L, o, negamax) {
  const loop = (i) => L(i, o.order ? 'pcForOrdered' : 'pcCourseFor');
  const leaf = (p) => [
    L(1, 'pcCourseLeaf'),
    L(2, 'pcQuiesce', [[S_QUIESCE, p]], 'quiescence'),
    L(2, negamax ? 'pcCourseNegVal' : 'pcCourseEval', [[S_EVAL, p]]),
    L(1, o.ttMode === 'naive' ? 'pcTTNaive' : o.ttMode === 'bounds' ? 'pcTTBounds' : 'pcTT', [[S_TT, p]], 'tt'),
  ];
  const store = L(2, o.ttMode === 'naive' ? 'pcStoreNaive' : o.ttMode === 'bounds' ? 'pcStoreBounds' : 'pcStore', [], 'tt');
  const header = o.iterative ? [L(0, 'pcIter1'), L(1, 'pcIter2')] : [];
  if (negamax) {
    return [
      ...header,
      L(0, 'pcCourseNegFn', [[S_ENTER, 0]]),
      ...leaf(0),
      loop(1),
      L(2, 'pcStop', [[S_STOP, 0]], 'stopped'),
      L(2, 'pcCourseNegUp', [[S_BACKUP, 0], [S_ALPHA, 0], [S_BETA, 0]]),
      L(2, 'pcCourseCut'),
      L(3, 'pcCourseCutB', [[S_CUTOFF, 0]]),
      store,
      L(1, 'pcCourseRetA', [[S_RETURN, 0]]),
      L(0, ''),
      L(0, 'pcNABNote1'),
      L(0, 'pcNABNote2'),
    ];
  }
  return [
    ...header,
    L(0, 'pcCourseFunc', [[S_ENTER, 0]]),
    ...leaf(0),
    L(1, 'pcCourseIfMax'),
    loop(2),
    L(3, 'pcStop', [[S_STOP, 1]], 'stopped'),
    L(3, 'pcCourseMaxUp', [[S_BACKUP, 1], [S_ALPHA, 1]]),
    L(3, 'pcCourseCut'),
    L(3, 'pcCourseCutB', [[S_CUTOFF, 1]]),
    L(2, 'pcCourseRetA', [[S_RETURN, 1]]),
    L(1, 'pcCourseElse'),
    loop(2),
    L(3, 'pcStop', [[S_STOP, -1]], 'stopped'),
    L(3, 'pcCourseMinUp', [[S_BACKUP, -1], [S_BETA, -1]]),
    L(3, 'pcCourseCut'),
    L(3, 'pcCourseCutA', [[S_CUTOFF, -1]]),
    L(2, 'pcCourseRetB', [[S_RETURN, -1]]),
  ];
}
