// Monte Carlo tree search's own parameters in the stepper's problem: iterations,
// exploration constant c and seed, read from a link and written as API parameters (the
// command line's names), so that a link reproduces the run (the same seed, the same
// run in the command line, the API and the page). problem.js calls these hooks.

export const MCTS_DEFAULTS = { iterations: '1000', exploration: '', seed: '1' };

// The link's names of the parameters, beside problem.js's SEARCH_PARAMS.
export const MCTS_PARAMS = ['iterations', 'exploration', 'seed'];

export const isMCTS = (algo) => algo === 'mcts';

// mctsFromURL reads the parameters a link names into problem p.
export function mctsFromURL(q, p) {
  for (const k of MCTS_PARAMS) if (q.has(k)) p[k] = q.get(k).trim();
}

// mctsQuery is what an mcts problem adds to its API parameters: iterations and seed
// always (a link says which run it is), c when one was typed (empty: the server's
// default, √2, which "1.414" is not exactly).
export function mctsQuery(p) {
  if (!isMCTS(p.algo)) return {};
  const q = { iterations: p.iterations || MCTS_DEFAULTS.iterations, seed: p.seed || MCTS_DEFAULTS.seed };
  if (p.exploration) q.exploration = p.exploration;
  return q;
}
