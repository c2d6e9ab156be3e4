// What the play view says of the machine it plays against when that machine is the
// student's own code from the code lab: a connect-4 machine that scores positions with
// YOUR evaluation (eval=lab:HASH), and how far it looks; a student's own game, played
// by its rules. Nothing otherwise.
import { t } from './i18n.js';
import { isLab } from './labcode.js';
import { algoLabel } from './problem.js';

// machineNotice is the sentence for game settings s ({game, algo, depth}), labEval the
// student's evaluation in use (lab:HASH) or ''; fallbackDepth the depth searched where
// the connect-4 solver gives up.
export function machineNotice(s, labEval, fallbackDepth) {
  if (!s) return '';
  const algo = algoLabel(s.algo);
  if (s.game === 'connect4' && labEval) {
    if (s.depth === 0) return t('playNoticeEvalSolver', { d: fallbackDepth });
    return t('playNoticeEval', { algo, d: s.depth });
  }
  if (isLab(s.game)) {
    return s.depth === 0 ? t('playNoticeGameEnd', { algo }) : t('playNoticeGame', { algo, d: s.depth });
  }
  return '';
}
