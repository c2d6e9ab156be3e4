// The problem form's part for chance nodes (issue 31): expectiminimax's options (Star1
// pruning, its leaf bounds, the negamax form), shown under expectiminimax only, and
// the coin game's position (its pile, and the coin of the first turn if tossed
// already). explore-form.js calls these.
// The form's fields of this part whose change asks for a search (by their names in
// the stepper's elements, explore.js).
export const CHANCE_FIELDS = ['star1', 'chanceBounds', 'negamaxForm', 'coin', 'coinSide'];

// coinPosition reads a coin game's position ("5", "5h", "5 cara") as the form's two
// fields: the pile (as typed when it is not a pile) and the side ('', 'h' or 't').
export function coinPosition(position) {
  const m = /^\s*(\d*)\s*(h|t|heads|tails|cara|cruz)?\s*$/i.exec(String(position || ''));
  if (!m) return { pile: String(position || ''), side: '' };
  const side = (m[2] || '').toLowerCase();
  return { pile: m[1], side: side ? ({ heads: 'h', cara: 'h', tails: 't', cruz: 't' }[side] || side) : '' };
}

// readChance reads this part of the form into problem p.
export function readChance(ui, p) {
  p.star1 = ui.star1.checked;
  p.chanceBounds = ui.chanceBounds.value.trim();
  p.negamaxForm = ui.negamaxForm.checked;
  if (p.game === 'coin') p.position = ui.coin.value.trim() + ui.coinSide.value;
}

// writeChance fills this part of the form with problem p.
export function writeChance(ui, p) {
  ui.star1.checked = !!p.star1;
  ui.chanceBounds.value = p.chanceBounds || '';
  ui.negamaxForm.checked = !!p.negamaxForm;
  if (p.game === 'coin') {
    const c = coinPosition(p.position);
    ui.coin.value = c.pile;
    ui.coinSide.value = c.side;
  }
}

// syncChance shows expectiminimax's options under expectiminimax only, the leaf
// bounds only with Star1 (they bound the leaves for it alone).
export function syncChance(ui) {
  ui.chanceOpts.hidden = ui.algo.value !== 'expectiminimax';
  ui.star1Opts.hidden = !ui.star1.checked;
}
