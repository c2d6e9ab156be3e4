// Playing against the machine: tic-tac-toe, connect-4 and stones. The machine's move
// is /api/trace's best_move; "why this move?" opens the search that chose it.
import { t, getLang, stonesTake } from './i18n.js';
import { takesList } from './words-list.js';
import { Requests, isAbort, query, SaidError } from './api.js';
import { elements, setOptions } from './dom.js';
import { ALGOS, algoLabel, defaultParams, problemQuery } from './problem.js';
import { SolverPanel } from './play-solver.js';
import { PLAY_GAMES, LAB_TALLY, countResult, forgetTally, tallyRows, machineMoveText } from './play-tally.js';
import { labCode, labOption, chooseLab, isLab } from './labcode.js';
import { LAB_DEPTHS, labSide, afterMove } from './play-lab.js';
import { machineNotice } from './play-notice.js';
import { playBoard } from './play-board.js';
import { PlayErrors } from './play-errors.js';
import { PerfectPlayer } from './play-perfect.js';

// The play view's elements, by their ids in index.html: the one place that names them.
const IDS = {
  game: 'play-game', first: 'play-first', algo: 'play-algo', depth: 'play-depth', stonesOpts: 'play-stones-opts',
  stones: 'play-stones', takes: 'play-takes', newGame: 'play-new', sides: 'play-sides', notice: 'play-notice', status: 'play-status',
  board: 'play-board', last: 'play-last', why: 'play-why', solver: 'play-solver', tallyBody: 'tally-body', tallyReset: 'tally-reset',
};
// depth choices (0: to the end of the game) and the default of each game
// connect-4's 0 is the perfect player (/api/solve?best=true: the opening book, else the
// exact solver; a busy server is waited for: play-perfect.js), with a depth-8 search
// as its fallback, marked "not proven", only where the solve passed its limits.
const DEPTHS = { tictactoe: [0, 1, 2, 3, 4, 5, 6], connect4: [0, 2, 3, 4, 5, 6, 7, 8], stones: [0, 1, 2, 3, 4] };
const C4_FALLBACK_DEPTH = '8';
const DEFAULT_DEPTH = { tictactoe: 0, connect4: 6, stones: 0 };
const PLAY_MAX_NODES = '200000';

export class Player {
  constructor(app) {
    this.app = app;
    this.ui = elements(IDS);
    this.errors = new PlayErrors(this.ui); // a pile or takes that cannot start a game
    // requests by kind: 'game' (a game's positions and the machine's searches, one at
    // a time), 'lab' (the solver lab)
    this.req = new Requests();
    this.s = null;
    this.busy = false;
    this.seq = 0; // games started
    this.solver = new SolverPanel(this.ui.solver, this.req, app);
    this.perfect = new PerfectPlayer(this.req);
    this.bind();
  }

  bind() {
    const ui = this.ui;
    ui.game.addEventListener('change', () => {
      this.fillDepths();
      this.syncStones();
      this.newGame();
    });
    for (const el of [ui.first, ui.algo, ui.depth, ui.stones, ui.takes]) el.addEventListener('change', () => this.newGame());
    ui.newGame.addEventListener('click', () => this.newGame());
    ui.why.addEventListener('click', () => this.why());
    ui.tallyReset.addEventListener('click', () => {
      forgetTally();
      this.renderTally();
    });
    // a student's game from the code lab, offered once it has one
    labCode.onChange((kind) => { if (kind === 'game') labOption(ui.game, 'game', t('gameLab')); });
    setOptions(ui.algo, ALGOS.map((a) => [a, '']));
    ui.algo.value = 'alphabeta';
    this.fillDepths();
    this.relabelOptions();
  }

  fillDepths() {
    const g = this.ui.game.value;
    const sel = this.ui.depth;
    const keep = sel.value;
    const depths = DEPTHS[g] || LAB_DEPTHS;
    setOptions(sel, depths.map((d) => [d, d === 0 ? t('depthPerfect') : d === 1 ? t('depth1') : t('depthN', { n: d })]));
    sel.value = depths.includes(Number(keep)) && this.depthGame === g ? keep : String(DEFAULT_DEPTH[g] || 0);
    this.depthGame = g;
  }

  syncStones() {
    this.ui.stonesOpts.hidden = this.ui.game.value !== 'stones';
  }

  relabelOptions() {
    for (const o of this.ui.algo.options) o.textContent = algoLabel(o.value);
    labOption(this.ui.game, 'game', t('gameLab'));
    this.fillDepths();
  }

  // start reads a play view from the address (or starts a new game).
  start(q) {
    this.labEval = /^lab:[0-9a-f]+$/.test(q.get('eval') || '') ? q.get('eval') : ''; // connect-4
    const g = PLAY_GAMES.includes(q.get('game')) || isLab(q.get('game')) ? q.get('game') : 'tictactoe';
    if (isLab(g)) chooseLab(this.ui.game, g, t('gameLab'));
    else this.ui.game.value = g;
    this.fillDepths();
    if (q.has('algo') && ALGOS.includes(q.get('algo'))) this.ui.algo.value = q.get('algo');
    if (q.has('depth') && (DEPTHS[g] || LAB_DEPTHS).includes(Number(q.get('depth')))) this.ui.depth.value = String(Number(q.get('depth')));
    if (q.get('first') === 'machine') this.ui.first.value = 'machine';
    if (g === 'stones') {
      if (q.has('stones')) this.ui.stones.value = q.get('stones');
      if (q.has('takes')) this.ui.takes.value = q.get('takes');
    }
    this.syncStones();
    const pos = q.get('position');
    if (pos !== null && pos !== '' && q.has('you')) this.newGame({ position: pos, you: q.get('you') });
    else this.newGame();
  }

  settings() {
    const game = this.ui.game.value;
    return {
      game,
      algo: this.ui.algo.value,
      depth: Number(this.ui.depth.value) || 0,
      first: this.ui.first.value,
      stones: this.ui.stones.value.trim() || '21',
      takes: this.ui.takes.value.trim() || '1,2,3',
    };
  }

  // newGame starts a game (or resumes one from a link: resume.position, resume.you).
  // It aborts whatever the game shown was waiting for.
  async newGame(resume) {
    this.req.abortAll();
    this.perfect.cancel();
    const st = this.settings();
    if (!resume && !this.errors.check(st.game)) return;
    this.seq++;
    this.busy = false;
    this.interrupted = false;
    const youFirst = st.first !== 'machine';
    let you = youFirst ? 'X' : 'O';
    if (resume && (resume.you === 'X' || resume.you === 'O')) you = resume.you;
    const position = resume ? resume.position : st.game === 'stones' ? st.stones : '';
    this.s = { ...st, you, position, last: null, lastMachine: null, info: null, over: false, recorded: false, humanMoves: 0 };
    this.ui.why.disabled = true;
    this.ui.last.textContent = '';
    this.solver.hide();
    try {
      const info = await this.req.getJSON('game', '/api/position', this.posQuery(position));
      this.s.info = info;
      this.s.position = info.position;
      // stones: who moves is not in the position; a resumed game says it in "you"
      this.s.turn = this.turnOf(info, youFirst, resume);
      this.render();
      this.saveURL();
      if (!info.over && this.s.turn === 'machine') this.machineMove();
      this.errors.done(true);
    } catch (e) {
      if (!isAbort(e) && !this.errors.refused(e)) this.status(e.message, true);
    }
  }

  // leave aborts what the game waits for (the view is left); resume takes the game up
  // again where it was left when the view is shown again.
  leave() {
    if (this.busy || (this.s && !this.s.info)) this.interrupted = true;
    this.req.abortAll();
    this.perfect.cancel();
  }

  resume() {
    if (!this.interrupted) return;
    this.interrupted = false;
    this.busy = false;
    const s = this.s;
    if (!s.info) this.newGame();
    else if (!s.over && s.turn === 'machine') this.machineMove();
    else this.render(); // the player's move was not made: it may be made again
  }

  turnOf(info, youFirst, resume) {
    if (this.s.game === 'stones') {
      if (resume) return resume.you === 'machine' ? 'machine' : 'you';
      return youFirst ? 'you' : 'machine';
    }
    return info.to_move === this.s.you ? 'you' : 'machine';
  }

  posQuery(position, moves) {
    const s = this.s || this.settings();
    const q = { game: s.game, position };
    if (s.game === 'stones') q.takes = s.takes;
    if (moves) q.moves = moves;
    return q;
  }

  // machineParams: the search the machine makes at a position. "Why this move?" opens
  // the very same problem (the same query but for record=false), so it shows the
  // search that chose the move.
  machineParams(position) {
    const s = this.s;
    const p = defaultParams();
    Object.assign(p, { game: s.game, position, algo: s.algo, depth: String(s.depth), order: true, tt: 'bounds', maxNodes: PLAY_MAX_NODES });
    if (s.game === 'stones') p.takes = s.takes;
    // a worthier opponent than the course heuristic, or a student's own (the code lab)
    if (s.game === 'connect4') p.eval = this.labEval || 'better';
    return p;
  }

  // stonesMove is the legal move that takes n stones, by its name ("take 2"), else n.
  stonesMove(n) {
    const legal = (this.s && this.s.info && this.s.info.moves) || [];
    return legal.find((m) => stonesTake(m) === n) || n;
  }

  // moveQuery asks /api/position for the position after a move. A stones move is made
  // here: the pile less the take, checked against the legal moves (a move named
  // "take 2" cannot travel in /api/position's list of moves, which splits at spaces).
  moveQuery(name) {
    const s = this.s;
    if (isLab(s.game)) return this.posQuery(afterMove(s.position, name)); // a name may hold spaces
    if (s.game !== 'stones') return this.posQuery(s.position, name);
    const k = Number(stonesTake(name));
    const legal = ((s.info && s.info.moves) || []).map((m) => Number(stonesTake(m)));
    if (!legal.includes(k)) return this.posQuery(s.position, name); // the server says why
    return this.posQuery(String(Number(s.position) - k));
  }

  async humanMove(name) {
    if (this.busy || !this.s || this.s.over || this.s.turn !== 'you') return;
    if (!(await this.move(name, 'you'))) return;
    if (!this.s.over && this.s.turn === 'machine') this.machineMove();
  }

  // move makes a move of the game (who: 'you' or 'machine'). It resolves to false when
  // the move was aborted (a new game, or the view left), else true (made, or refused
  // with the server's message shown).
  async move(name, who) {
    this.busy = true;
    if (who === 'you') this.render(); // the board waits for the answer
    try {
      const info = await this.req.getJSON('game', '/api/position', this.moveQuery(name));
      const before = this.s.info;
      this.s.last = { name, who, before };
      this.s.info = info;
      this.s.position = info.position;
      this.s.turn = who === 'you' ? 'machine' : 'you';
      if (who === 'you') this.s.humanMoves++;
      this.busy = false;
      if (info.over) this.finish(who);
      this.render();
      this.saveURL();
    } catch (e) {
      if (isAbort(e)) return false;
      this.busy = false;
      this.render();
      this.status(e.message, true);
    }
    return true;
  }

  async machineMove() {
    const s = this.s;
    this.busy = true;
    this.render();
    this.status(t('playThinking'));
    this.ui.board.classList.add('thinking');
    const p = this.machineParams(s.position);
    let notProven = null;
    try {
      let made;
      if (s.game === 'connect4' && s.depth === 0) {
        const solved = await this.solverMove(s.position);
        if (solved && solved.move) {
          s.lastMachine = solved;
          this.busy = false;
          made = solved.move;
        } else {
          p.depth = C4_FALLBACK_DEPTH; // too long to solve: a search instead, not proven
          notProven = (solved && solved.why) || '';
        }
      }
      if (made === undefined) {
        const q = { ...problemQuery(p), record: 'false' };
        const doc = await this.req.getJSON('game', '/api/trace', q);
        if (!doc.best_move) throw new SaidError(t('playNoMove'));
        s.lastMachine = { params: p, move: doc.best_move, value: doc.value_text, nodes: doc.stats.nodes, stopped: doc.stopped, notProven };
        this.busy = false;
        made = s.game === 'stones' ? this.stonesMove(stonesTake(doc.best_move)) : doc.best_move;
      }
      if (!(await this.move(made, 'machine'))) return;
      this.ui.why.disabled = false;
      this.showLast();
    } catch (e) {
      if (isAbort(e)) return;
      this.busy = false;
      this.status(e.message, true);
    } finally {
      this.ui.board.classList.remove('thinking');
    }
  }

  // showLast says what the machine played last.
  showLast() {
    const m = this.s && this.s.lastMachine;
    if (m) this.ui.last.textContent = machineMoveText(m, this.s.game);
  }

  // sideName names a side: X and O, or the colours of connect-4.
  sideName(x) {
    if (this.s.game === 'connect4') return t(x === 'X' ? 'red' : 'yellow');
    if (isLab(this.s.game)) return labSide(x);
    return x;
  }

  // finish scores a finished game: the last mover won unless it is a draw.
  finish(lastMover) {
    const s = this.s, info = s.info;
    s.over = true;
    let result;
    if (s.game === 'stones') result = lastMover === 'you' ? 'won' : 'lost';
    else if (info.winner === 'draw') result = 'drawn';
    else result = info.winner === s.you ? 'won' : 'lost';
    s.result = result;
    if (!s.recorded && (PLAY_GAMES.includes(s.game) || isLab(s.game))) {
      s.recorded = true;
      countResult(isLab(s.game) ? LAB_TALLY : s.game, result); // every game of a student's own in one row
    }
  }

  renderTally() {
    this.ui.tallyBody.replaceChildren(...tallyRows(!!this.s && isLab(this.s.game)));
  }

  status(msg, error = false) {
    const el = this.ui.status;
    el.textContent = msg;
    el.classList.toggle('error', error);
  }

  render() {
    const s = this.s, info = s && s.info;
    this.renderTally();
    if (!info) return;
    const box = this.ui.board;
    const canPlay = !s.over && s.turn === 'you' && !this.busy;
    const board = playBoard(s, info, { canPlay, move: (name) => this.humanMove(name), stonesMove: (k) => this.stonesMove(k) });
    box.replaceChildren(board);
    const who = s.game === 'stones' ? '' : ' (' + this.sideName(s.you) + ')';
    if (s.over) {
      const key = s.result === 'won' ? 'playYouWin' : s.result === 'lost' ? 'playYouLose' : 'playDraw';
      this.status(t(key));
    } else if (s.turn === 'you') {
      this.status(t('playYourTurn', { side: who }));
    }
    const me = s.you === 'X' ? 'O' : 'X';
    this.ui.sides.textContent = s.game === 'stones'
      ? t('playStonesRule', { takes: takesList(s.takes) })
      : t(s.game === 'connect4' ? 'playSidesC4' : isLab(s.game) ? 'playSidesLab' : 'playSides', { you: this.sideName(s.you), me: this.sideName(me) });
    this.ui.notice.textContent = machineNotice(s, this.labEval, Number(C4_FALLBACK_DEPTH));
    this.ui.notice.hidden = !this.ui.notice.textContent;
  }

  // why opens the search behind the machine's last move, at its last step; for the
  // connect-4 solver, the exact score of every column and the solver lab.
  why() {
    const m = this.s && this.s.lastMachine;
    if (!m) return;
    if (m.solver) {
      this.solver.show(m);
      return;
    }
    this.app.showExplore(m.params, Infinity, m.move);
  }

  // solverMove asks the perfect player (the opening book, else the exact solver's
  // best column) for its move, waiting out a busy server (play-perfect.js), or, when
  // the solve passed its limits (422), for { why }: the caller searches, and says the
  // move is not proven. scores is every column's (the book's) or null (a live solve of
  // the best column only: "why this move?" solves the others).
  async solverMove(position) {
    try {
      const doc = await this.perfect.move(position, (text) => this.status(text));
      if (!doc.best_move) return null;
      return { solver: true, book: doc.book, position, move: doc.best_move, score: doc.score, scores: doc.scores, moves: doc.moves, nodes: doc.nodes };
    } catch (e) {
      if (e.status === 422) return { why: e.message };
      throw e;
    }
  }

  link() {
    const s = this.s;
    if (!s) return '?view=play';
    const q = { view: 'play', game: s.game, algo: s.algo, depth: String(s.depth), first: s.first === 'machine' ? 'machine' : '' };
    if (s.game === 'stones') { q.stones = s.stones; q.takes = s.takes; }
    if (s.game === 'connect4' && this.labEval) q.eval = this.labEval;
    const code = labCode.fragmentFor({ game: s.game, eval: q.eval });
    // a stones game resumed from a link has no last move but keeps its pile
    if (!s.over && (s.last || s.game !== 'stones' || String(s.position) !== String(s.stones))) {
      q.position = s.position;
      q.you = s.game === 'stones' ? s.turn : s.you;
    }
    q.lang = getLang();
    return '?' + query(q) + code;
  }

  saveURL() {
    if (this.app.view === 'play') history.replaceState(history.state, '', this.link());
  }

  relabel() {
    this.relabelOptions();
    this.render();
    this.showLast();
    this.errors.relabel();
  }
}
