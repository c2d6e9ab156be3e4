// The problem form's fields of Monte Carlo tree search: iterations, exploration
// constant c and seed, shown for mcts only; the options that are alpha-beta's (depth,
// ordering, quiescence, the table, iterative deepening, what alpha-beta returns)
// greyed out for it. explore-form.js calls these hooks.
import { MCTS_DEFAULTS, isMCTS } from './problem-mcts.js';

// The fields whose change asks for a search.
export const MCTS_FIELDS = ['iterations', 'exploration', 'mseed'];

// readMCTS reads the fields into problem p.
export function readMCTS(ui, p) {
  p.iterations = ui.iterations.value.trim() || MCTS_DEFAULTS.iterations;
  p.exploration = ui.exploration.value.trim();
  p.seed = ui.mseed.value.trim() || MCTS_DEFAULTS.seed;
}

// writeMCTS fills the fields from problem p.
export function writeMCTS(ui, p) {
  ui.iterations.value = p.iterations || MCTS_DEFAULTS.iterations;
  ui.exploration.value = p.exploration || '';
  ui.mseed.value = p.seed || MCTS_DEFAULTS.seed;
}

// syncMCTS shows the fields for mcts only, and greys out what mcts does not use.
export function syncMCTS(ui) {
  const on = isMCTS(ui.algo.value);
  ui.mctsOpts.hidden = !on;
  for (const el of [ui.depth, ui.order, ui.quiescence, ui.tt, ui.iterative]) if (on) el.disabled = true;
  if (on) ui.returns.disabled = true;
}
