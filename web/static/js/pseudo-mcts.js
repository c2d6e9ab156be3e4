// The pseudo-code of Monte Carlo tree search (UCT), in the textbook's style (its lines
// are in the dictionary: msg/words_i31_pagemcts.go), each phase's line lit by its
// steps: selection, expansion, simulation, backpropagation. pseudo.js's BUILDERS
// call mctsLines with its line maker L(indent, key, steps).
import { S_ENTER } from './model.js';
import { S_SELECT, S_EXPAND, S_ROLLOUT, S_BACKPROP } from './model-mcts.js';

export function mctsLines(L) {
  return [
    L(0, 'pcMctsFunc', [[S_ENTER, 0]]),
    L(1, 'pcMctsRepeat'),
    L(2, 'pcMctsStart'),
    L(2, 'pcMctsWhile'),
    L(3, 'pcMctsSelect', [[S_SELECT, 0]]),
    L(2, 'pcMctsIfNew'),
    L(3, 'pcMctsExpand', [[S_EXPAND, 0]]),
    L(2, 'pcMctsRollout', [[S_ROLLOUT, 0]]),
    L(2, 'pcMctsUp'),
    L(3, 'pcMctsBackprop', [[S_BACKPROP, 0]]),
    L(3, 'pcMctsParent'),
    L(1, 'pcMctsReturn'),
    L(0, ''),
    L(0, 'pcMctsNote'),
  ];
}
