// Playing against the machine: tic-tac-toe, connect-4 and stones. The machine's move
// is /api/trace's best_move; "why this move?" opens the search that chose it.
import { t, fmtCount, stonesTake } from './i18n.js';
import { getJSON, query } from './api.js';
import { tttBoard, tttCellName, tttWinLine, c4Board, c4WinCells, stonesPile } from './boards.js';
import { ALGOS, algoLabel, defaultParams, problemQuery } from './explore.js';

const $ = (id) => document.getElementById(id);
const TALLY_KEY = 'gametree.tally.v1';
const PLAY_GAMES = ['tictactoe', 'connect4', 'stones'];
// depth choices (0: to the end of the game) and the default of each game
// connect-4's 0 is the exact solver (/api/solve), with a depth-8 search as its fallback
// in the opening, where solving takes longer than the server allows.
const DEPTHS = { tictactoe: [0, 1, 2, 3, 4, 5, 6], connect4: [0, 2, 3, 4, 5, 6, 7, 8], stones: [0, 1, 2, 3, 4] };
const C4_FALLBACK_DEPTH = '8';
// SOLVER_TRACE_NODES is the recording budget of the solver's search: the server's cap
// (a middle-game position records up to about 150,000 nodes).
const SOLVER_TRACE_NODES = '600000';

// the solver lab's rows: the tutorial part and the name of what it adds
const LAB_STEPS = {
  3: 'labStep3', 4: 'labStep4', 5: 'labStep5', 7: 'labStep7', 8: 'labStep8',
  9: 'labStep9', 10: 'labStep10', 11: 'labStep11', 12: 'labStep12',
};
const DEFAULT_DEPTH = { tictactoe: 0, connect4: 6, stones: 0 };
const PLAY_MAX_NODES = '200000';

export class Player {
  constructor(app) {
    this.app = app;
    this.s = null;
    this.busy = false;
    this.seq = 0;
    this.bind();
  }

  bind() {
    $('play-game').addEventListener('change', () => {
      this.fillDepths();
      this.syncStones();
      this.newGame();
    });
    for (const id of ['play-first', 'play-algo', 'play-depth']) $(id).addEventListener('change', () => this.newGame());
    $('play-new').addEventListener('click', () => this.newGame());
    $('play-stones').addEventListener('change', () => this.newGame());
    $('play-takes').addEventListener('change', () => this.newGame());
    $('play-why').addEventListener('click', () => this.why());
    $('tally-reset').addEventListener('click', () => {
      try { localStorage.removeItem(TALLY_KEY); } catch { /* ignore */ }
      this.renderTally();
    });
    const algo = $('play-algo');
    for (const a of ALGOS) {
      const o = document.createElement('option');
      o.value = a;
      algo.appendChild(o);
    }
    algo.value = 'alphabeta';
    this.fillDepths();
    this.relabelOptions();
  }

  fillDepths() {
    const g = $('play-game').value;
    const sel = $('play-depth');
    const keep = sel.value;
    sel.replaceChildren();
    for (const d of DEPTHS[g]) {
      const o = document.createElement('option');
      o.value = String(d);
      o.textContent = d === 0 ? t('depthPerfect') : d === 1 ? t('depth1') : t('depthN', { n: d });
      sel.appendChild(o);
    }
    sel.value = DEPTHS[g].includes(Number(keep)) && this.depthGame === g ? keep : String(DEFAULT_DEPTH[g]);
    this.depthGame = g;
  }

  syncStones() {
    $('play-stones-opts').hidden = $('play-game').value !== 'stones';
  }

  relabelOptions() {
    for (const o of $('play-algo').options) o.textContent = algoLabel(o.value);
    this.fillDepths();
  }

  // start reads a play view from the address (or starts a new game).
  start(q) {
    const g = PLAY_GAMES.includes(q.get('game')) ? q.get('game') : 'tictactoe';
    $('play-game').value = g;
    this.fillDepths();
    if (q.has('algo') && ALGOS.includes(q.get('algo'))) $('play-algo').value = q.get('algo');
    if (q.has('depth') && DEPTHS[g].includes(Number(q.get('depth')))) $('play-depth').value = String(Number(q.get('depth')));
    if (q.get('first') === 'machine') $('play-first').value = 'machine';
    if (g === 'stones') {
      if (q.has('stones')) $('play-stones').value = q.get('stones');
      if (q.has('takes')) $('play-takes').value = q.get('takes');
    }
    this.syncStones();
    const pos = q.get('position');
    if (pos !== null && pos !== '' && q.has('you')) this.newGame({ position: pos, you: q.get('you') });
    else this.newGame();
  }

  settings() {
    const game = $('play-game').value;
    return {
      game,
      algo: $('play-algo').value,
      depth: Number($('play-depth').value) || 0,
      first: $('play-first').value,
      stones: $('play-stones').value.trim() || '21',
      takes: $('play-takes').value.trim() || '1,2,3',
    };
  }

  // newGame starts a game (or resumes one from a link: resume.position, resume.you).
  async newGame(resume) {
    const st = this.settings();
    const seq = ++this.seq;
    this.busy = false;
    const youFirst = st.first !== 'machine';
    let you = youFirst ? 'X' : 'O';
    if (resume && (resume.you === 'X' || resume.you === 'O')) you = resume.you;
    const position = resume ? resume.position : st.game === 'stones' ? st.stones : '';
    this.s = { ...st, you, position, last: null, lastMachine: null, info: null, over: false, recorded: false, humanMoves: 0 };
    $('play-why').disabled = true;
    $('play-last').textContent = '';
    $('play-solver').hidden = true;
    try {
      const info = await getJSON('/api/position', this.posQuery(position));
      if (seq !== this.seq) return;
      this.s.info = info;
      this.s.position = info.position;
      // stones: who moves is not in the position; a resumed game says it in "you"
      this.s.turn = this.turnOf(info, youFirst, resume);
      this.render();
      this.saveURL();
      if (!info.over && this.s.turn === 'machine') this.machineMove();
    } catch (e) {
      if (seq !== this.seq) return;
      this.status(e.message, true);
    }
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
    if (s.game === 'connect4') p.eval = 'better'; // a worthier opponent than the course heuristic
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
    if (s.game !== 'stones') return this.posQuery(s.position, name);
    const k = Number(stonesTake(name));
    const legal = ((s.info && s.info.moves) || []).map((m) => Number(stonesTake(m)));
    if (!legal.includes(k)) return this.posQuery(s.position, name); // the server says why
    return this.posQuery(String(Number(s.position) - k));
  }

  async humanMove(name) {
    if (this.busy || !this.s || this.s.over || this.s.turn !== 'you') return;
    await this.move(name, 'you');
    if (this.s && !this.s.over && this.s.turn === 'machine') this.machineMove();
  }

  async move(name, who) {
    const seq = this.seq;
    this.busy = true;
    if (who === 'you') this.render(); // the board waits for the answer
    try {
      const info = await getJSON('/api/position', this.moveQuery(name));
      if (seq !== this.seq) return;
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
      if (seq !== this.seq) return;
      this.busy = false;
      this.render();
      this.status(e.message, true);
    }
  }

  async machineMove() {
    const s = this.s;
    const seq = this.seq;
    this.busy = true;
    this.render();
    this.status(t('playThinking'));
    $('play-board').classList.add('thinking');
    const p = this.machineParams(s.position);
    try {
      if (s.game === 'connect4' && s.depth === 0) {
        const solved = await this.solverMove(s.position);
        if (seq !== this.seq) return;
        if (solved) {
          s.lastMachine = solved;
          this.busy = false;
          await this.move(solved.move, 'machine');
          $('play-why').disabled = false;
          this.showLast();
          return;
        }
        p.depth = C4_FALLBACK_DEPTH; // the opening: too long to solve, a search instead
      }
      const q = { ...problemQuery(p), record: 'false' };
      const doc = await getJSON('/api/trace', q);
      if (seq !== this.seq) return;
      if (!doc.best_move) throw new Error(t('playNoMove'));
      s.lastMachine = { params: p, move: doc.best_move, value: doc.value_text, nodes: doc.stats.nodes, stopped: doc.stopped };
      this.busy = false;
      await this.move(s.game === 'stones' ? this.stonesMove(stonesTake(doc.best_move)) : doc.best_move, 'machine');
      $('play-why').disabled = false;
      this.showLast();
    } catch (e) {
      if (seq !== this.seq) return;
      this.busy = false;
      this.status(e.message, true);
    } finally {
      $('play-board').classList.remove('thinking');
    }
  }

  // showLast says what the machine played last.
  showLast() {
    const m = this.s && this.s.lastMachine;
    if (!m) return;
    const n = fmtCount(m.nodes);
    let text;
    if (m.solver) text = t('playMachineSolved', { m: t('columnN', { n: m.move }), n, v: scoreText(m.score, m.moves) });
    else if (this.s.game === 'stones') text = t('playMachineTook', { m: stonesTake(m.move), n });
    else text = t('playMachinePlayed', { m: this.s.game === 'connect4' ? t('columnN', { n: m.move }) : m.move, n });
    $('play-last').textContent = text;
  }

  // sideName names a side: X and O, or the colours of connect-4.
  sideName(x) {
    if (this.s.game === 'connect4') return t(x === 'X' ? 'red' : 'yellow');
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
    if (!s.recorded) {
      s.recorded = true;
      const tally = this.tally();
      const g = (tally[s.game] = tally[s.game] || { won: 0, lost: 0, drawn: 0 });
      g[result]++;
      try { localStorage.setItem(TALLY_KEY, JSON.stringify(tally)); } catch { /* ignore */ }
    }
  }

  tally() {
    try {
      const v = JSON.parse(localStorage.getItem(TALLY_KEY) || '{}');
      return v && typeof v === 'object' ? v : {};
    } catch {
      return {};
    }
  }

  renderTally() {
    const tally = this.tally();
    const body = $('tally-body');
    const rows = [];
    for (const g of PLAY_GAMES) {
      const r = tally[g] || { won: 0, lost: 0, drawn: 0 };
      const tr = document.createElement('tr');
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = t(g === 'tictactoe' ? 'gameTTT' : g === 'connect4' ? 'gameC4' : 'gameStones');
      tr.appendChild(th);
      for (const k of ['won', 'lost', 'drawn']) {
        const td = document.createElement('td');
        td.textContent = String(Number(r[k]) || 0);
        td.dataset.k = k;
        tr.appendChild(td);
      }
      tr.dataset.game = g;
      rows.push(tr);
    }
    body.replaceChildren(...rows);
  }

  status(msg, error = false) {
    const el = $('play-status');
    el.textContent = msg;
    el.classList.toggle('error', error);
  }

  render() {
    const s = this.s, info = s && s.info;
    this.renderTally();
    if (!info) return;
    const box = $('play-board');
    const canPlay = !s.over && s.turn === 'you' && !this.busy;
    let board;
    if (s.game === 'tictactoe') {
      const cells = info.board.join('').split('');
      let last = -1;
      if (s.last) last = ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3'].indexOf(s.last.name);
      board = tttBoard(cells, {
        last,
        win: s.over ? tttWinLine(cells) : null,
        enabled: (i) => canPlay && cells[i] === '.',
        onCell: (i) => this.humanMove(tttCellName(i)),
      });
    } else if (s.game === 'connect4') {
      let last = null;
      if (s.last) {
        const c = Number(s.last.name) - 1;
        for (let r = 0; r < 6; r++) if (info.board[r][c] !== '.') { last = { r, c }; break; }
      }
      board = c4Board(info.board, {
        last,
        win: s.over ? c4WinCells(info.board) : null,
        enabled: () => canPlay,
        onColumn: (c) => this.humanMove(String(c + 1)),
      });
    } else {
      const takes = s.takes.split(/[ ,]+/).map(Number).filter((x) => x > 0);
      board = stonesPile(Number(info.position), {
        takes, enabled: canPlay, onTake: (k) => this.humanMove(this.stonesMove(String(k))),
      });
    }
    box.replaceChildren(board);
    const who = s.game === 'stones' ? '' : ' (' + this.sideName(s.you) + ')';
    if (s.over) {
      const key = s.result === 'won' ? 'playYouWin' : s.result === 'lost' ? 'playYouLose' : 'playDraw';
      this.status(t(key));
    } else if (s.turn === 'you') {
      this.status(t('playYourTurn', { side: who }));
    }
    const me = s.you === 'X' ? 'O' : 'X';
    $('play-sides').textContent = s.game === 'stones'
      ? t('playStonesRule', { takes: s.takes })
      : t(s.game === 'connect4' ? 'playSidesC4' : 'playSides', { you: this.sideName(s.you), me: this.sideName(me) });
  }

  // why opens the search behind the machine's last move, at its last step; for the
  // connect-4 solver, the exact score of every column and the solver lab.
  why() {
    const m = this.s && this.s.lastMachine;
    if (!m) return;
    if (m.solver) {
      this.showColumns(m);
      return;
    }
    this.app.showExplore(m.params, Infinity, m.move);
  }

  // solverMove asks the connect-4 solver for the best column, or null when the
  // position is too hard to solve in the server's time (422) or the server is busy
  // with other heavy work (429: the solver is heavy): the caller searches.
  async solverMove(position) {
    try {
      const doc = await getJSON('/api/solve', { position, lang: this.app.lang() });
      if (!doc.best_move) return null;
      return { solver: true, position, move: doc.best_move, score: doc.score, scores: doc.scores, moves: doc.moves, nodes: doc.nodes };
    } catch (e) {
      if (e.status === 422 || e.status === 429) return null;
      throw e;
    }
  }

  // showColumns lists every column's exact score for the machine at its last move
  // (win in n, draw, loss in n), the chosen one marked, and offers the solver lab.
  showColumns(m) {
    const box = $('play-solver');
    box.hidden = false;
    box.replaceChildren();
    const h = document.createElement('h3');
    h.textContent = t('solverColumns');
    const ul = document.createElement('ul');
    ul.className = 'solver-columns';
    m.scores.forEach((v, i) => {
      const li = document.createElement('li');
      const col = String(i + 1);
      li.textContent = t('columnItem', { n: col }) + ': ' + (v === null ? t('solverFull') : scoreText(v, m.moves));
      if (col === m.move) li.className = 'chosen';
      ul.appendChild(li);
    });
    const lab = document.createElement('button');
    lab.type = 'button';
    lab.className = 'btn';
    lab.textContent = t('labOpen');
    const out = document.createElement('div');
    lab.addEventListener('click', () => this.showLab(m.position, out, lab));
    // the solver's own search of the position, recorded, in the stepper (folded)
    const search = document.createElement('button');
    search.type = 'button';
    search.className = 'btn';
    search.id = 'play-solver-search';
    search.textContent = t('solverSearchOpen');
    search.addEventListener('click', () => this.app.showExplore(this.solverParams(m.position), Infinity));
    // why the search is smaller than the count above, and how its values read
    const note = document.createElement('p');
    note.className = 'hint';
    note.id = 'play-solver-note';
    note.textContent = t('solverSearchNote', { n: fmtCount(m.nodes), v: m.score, w: scoreText(m.score, m.moves) });
    box.append(h, ul, lab, search, note, out);
  }

  // solverParams: the exact solver's search of a connect-4 position, recorded within
  // the server's largest node budget.
  solverParams(position) {
    const p = defaultParams();
    Object.assign(p, { game: 'connect4', position, algo: 'negamax-alphabeta', depth: '0', order: true, tt: 'bounds', solver: true, maxNodes: SOLVER_TRACE_NODES });
    return p;
  }

  // showLab solves the position with the solver's refinements switched on one by one
  // (Pons' tutorial steps): nodes, time and score of each.
  async showLab(position, out, button) {
    button.disabled = true;
    out.textContent = t('playThinking');
    try {
      const doc = await getJSON('/api/lab', { position, lang: this.app.lang() });
      const table = document.createElement('table');
      table.className = 'solver-lab';
      const head = document.createElement('tr');
      for (const k of ['labPart', 'labRefinement', 'labNodes', 'labTime', 'labScore']) {
        const th = document.createElement('th');
        th.scope = 'col';
        th.textContent = t(k);
        head.appendChild(th);
      }
      table.appendChild(head);
      for (const r of doc.steps) {
        const tr = document.createElement('tr');
        const cells = [String(r.part), t(LAB_STEPS[r.part] || 'labPart'), fmtCount(r.nodes), fmtMicros(r.us),
          r.stopped ? t('labStopped') : String(r.score)];
        for (const c of cells) {
          const td = document.createElement('td');
          td.textContent = c;
          tr.appendChild(td);
        }
        table.appendChild(tr);
      }
      out.replaceChildren(table);
    } catch (e) {
      out.textContent = e.message;
    } finally {
      button.disabled = false;
    }
  }

  link() {
    const s = this.s;
    if (!s) return '?view=play';
    const q = { view: 'play', game: s.game, algo: s.algo, depth: String(s.depth), first: s.first === 'machine' ? 'machine' : '' };
    if (s.game === 'stones') { q.stones = s.stones; q.takes = s.takes; }
    // a stones game resumed from a link has no last move but keeps its pile
    if (!s.over && (s.last || s.game !== 'stones' || String(s.position) !== String(s.stones))) {
      q.position = s.position;
      q.you = s.game === 'stones' ? s.turn : s.you;
    }
    q.lang = this.app.lang();
    return '?' + query(q);
  }

  saveURL() {
    if (this.app.view === 'play') history.replaceState(history.state, '', this.link());
  }

  relabel() {
    this.relabelOptions();
    this.render();
    this.showLast();
  }
}

// scoreText says what a connect-4 score means for the side to move at a position
// with `moves` stones: a win or a loss in so many of the winner's moves, or a draw.
// A win with the winner's k-th stone scores 22 - k.
export function scoreText(score, moves) {
  if (score === 0) return t('scoreDraw');
  if (score > 0) return t('scoreWin', { n: 22 - score - Math.floor(moves / 2) });
  return t('scoreLoss', { n: 22 + score - Math.ceil(moves / 2) });
}

function fmtMicros(us) {
  return us >= 1000 ? fmtCount(Math.round(us / 1000)) + ' ms' : us.toFixed(1) + ' µs';
}
