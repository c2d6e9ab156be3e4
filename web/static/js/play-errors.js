// Play's errors: a pile of stones or allowed takes that cannot start a game are said
// beside their field (field-errors.js), checked before the game is asked for and again
// by the server; the board shown stays, disabled and marked as the previous game's,
// until a valid game replaces it.
import { t } from './i18n.js';
import { FieldErrors, showRefusal } from './field-errors.js';
import { range, takes } from './problem-check.js';

// The pile the play view offers (its field's min and max).
const PILE = [1, 200];

export class PlayErrors {
  // ui: play's elements (stones, takes, board, status).
  constructor(ui) {
    this.ui = ui;
    this.fields = new FieldErrors();
  }

  // check checks the stones game's fields as typed: false (each error beside its
  // field, the board shown disabled) when a game cannot start.
  check(game) {
    this.fields.clearAll();
    if (game !== 'stones') return this.done(true);
    const pile = range(this.ui.stones.value.trim(), PILE);
    if (pile) this.fields.show(this.ui.stones, pile);
    const tk = this.ui.takes.value.trim() ? takes(this.ui.takes.value) : { key: 'feTakesNone', params: {} };
    if (tk) this.fields.show(this.ui.takes, tk);
    return this.done(!pile && !tk);
  }

  // refused shows the server's refusal e beside its field: true when it has one.
  refused(e) {
    if (!showRefusal(this.fields, e, { position: this.ui.stones, takes: this.ui.takes })) return false;
    return this.done(false);
  }

  // done marks the board shown as the previous game's (ok false) or the game's.
  done(ok) {
    const board = this.ui.board;
    board.inert = !ok;
    board.classList.toggle('stale', !ok);
    if (!ok) {
      this.ui.status.textContent = t('fePlayStale');
      this.ui.status.classList.add('error');
    }
    return ok;
  }

  get pending() { return this.fields.size > 0; }

  relabel() {
    this.fields.relabel();
    if (this.pending) this.ui.status.textContent = t('fePlayStale');
  }
}
