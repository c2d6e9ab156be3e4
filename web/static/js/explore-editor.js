// The problem form's board editors (tic-tac-toe and connect-4): the server reads the
// position typed (it may be moves, or wrong), the board is drawn from its answer and
// says who is to move; a click on a cell or a column changes the position.
import { t } from './i18n.js';
import { isAbort } from './api.js';
import { sayError, say } from './field-errors.js';
import { tttBoard, c4Board } from './boards.js';
import { followTyping } from './explore-editor-live.js';

// positionStatus says who is to move in a board editor's position, or how it ended.
function positionStatus(game, info) {
  const side = (x) => (game === 'connect4' ? t(x === 'X' ? 'redC' : 'yellowC') : x);
  const c4 = game === 'connect4' ? 'C4' : '';
  if (info.over) return info.winner === 'draw' ? t('posDraw') : t('posWon' + c4, { p: side(info.winner) });
  return t('posToMove' + c4, { p: side(info.to_move) });
}

// fieldText is what the status line beside the field says of a server's refusal of
// the position typed: the page's words, pointing at what was typed.
function fieldText(e, typed) {
  const words = sayError(e, typed.trim());
  return words ? say(words) : e.message;
}

export class BoardEditors {
  // ui: the stepper's elements; req: its requests. on.valid(): a position was read
  // (search it soon); on.invalid(): the position typed is wrong (nothing may show a
  // search of it).
  constructor(ui, req, on) {
    this.ui = ui;
    this.req = req;
    this.on = on;
    this.checked = undefined; // the last position the server read
    this.known = null; // {game, info} of that position
    ui.ttt.addEventListener('change', () => this.load(true));
    ui.tttClear.addEventListener('click', () => {
      ui.ttt.value = '.........';
      this.load(true);
    });
    ui.c4.addEventListener('change', () => this.load(true));
    ui.c4Undo.addEventListener('click', () => {
      ui.c4.value = ui.c4.value.trim().slice(0, -1);
      this.load(true);
    });
    ui.c4Clear.addEventListener('click', () => {
      ui.c4.value = '';
      this.load(true);
    });
    followTyping([ui.ttt, ui.c4], () => this.load(false, true));
  }

  // parts: the position's field and status line of the game in the form, or null.
  parts() {
    const game = this.ui.game.value;
    if (game === 'tictactoe') return { game, input: this.ui.ttt, status: this.ui.tttStatus };
    if (game === 'connect4') return { game, input: this.ui.c4, status: this.ui.c4Status };
    return null;
  }

  // load asks the server for the position typed, draws the board and says who is to
  // move (or what is wrong). run: search it when it is valid; typing: the user is
  // still typing (the board follows, the field keeps the text as typed).
  async load(run, typing = false) {
    const parts = this.parts();
    if (!parts) return;
    const { game, input, status } = parts;
    try {
      const info = await this.req.getJSON('editor', '/api/position', { game, position: input.value.trim() });
      if (!typing) input.value = info.position;
      this.checked = info.position;
      this.known = { game, info };
      status.classList.remove('error');
      status.textContent = positionStatus(game, info);
      this.draw(game, info);
      if (run) this.on.valid();
    } catch (e) {
      if (isAbort(e)) return;
      status.classList.add('error');
      status.textContent = fieldText(e, input.value);
      // the form no longer says what the drawing shows: no drawing (the message is
      // next to the field)
      if (run) this.on.invalid();
    }
  }

  // relabel says the editor's status in the page's language: from the position
  // already known, or, for an error (the server's words), by asking again.
  relabel() {
    const parts = this.parts();
    if (!parts) return;
    const { game, status } = parts;
    const known = this.known;
    if (!status.classList.contains('error') && known && known.game === game) status.textContent = positionStatus(game, known.info);
    else this.load(false);
  }

  draw(game, info) {
    const ui = this.ui;
    if (game === 'tictactoe') {
      const cells = info.board.join('').split('');
      const next = { '.': 'X', X: 'O', O: '.' };
      ui.tttEditor.replaceChildren(tttBoard(cells, {
        onCell: (i) => {
          cells[i] = next[cells[i]] || '.';
          ui.ttt.value = cells.join('');
          this.draw(game, { ...info, board: [cells.slice(0, 3).join(''), cells.slice(3, 6).join(''), cells.slice(6).join('')] });
          this.load(true);
        },
      }));
      return;
    }
    ui.c4Editor.replaceChildren(c4Board(info.board, {
      enabled: () => !info.over,
      onColumn: async (c) => {
        try {
          const next = await this.req.getJSON('editor', '/api/position', { game, position: ui.c4.value.trim(), moves: String(c + 1) });
          ui.c4.value = next.position;
          this.load(true);
        } catch (e) {
          if (isAbort(e)) return;
          ui.c4Status.classList.add('error');
          ui.c4Status.textContent = fieldText(e, ui.c4.value);
        }
      },
    }));
  }
}
