// The trace model's part for chance nodes (issue 31): the chance step, the chance
// player, and each outcome's probability from the columns form's "prob". model.js
// reads them; the sentences and the panels name them.

// S_CHANCE: a child returned to a chance node; the step's value is the weighted sum of
// the values returned so far (Σ pᵢ·vᵢ, scaled: the trace's "scale").
export const S_CHANCE = 10;

// The players of the nodes' column: MAX, MIN, and chance (nobody chooses: an outcome).
export const P_MAX = 1, P_MIN = -1, P_CHANCE = 0;

// isChance says whether node i of trace tr is a chance node.
export const isChance = (tr, i) => i >= 0 && tr.hasChance && tr.player[i] === P_CHANCE;

// readProbs reads the nodes' probabilities, texts ("1/2") or indexes into strings, as
// texts; null without the column (no chance in the trace).
export function readProbs(col, n, strings) {
  if (!col) return null;
  const out = new Array(n).fill('');
  for (let i = 0; i < n; i++) {
    const x = col[i];
    if (typeof x === 'number') out[i] = x > 0 ? strings[x] || '' : '';
    else if (x !== null && x !== undefined) out[i] = String(x);
  }
  return out;
}
