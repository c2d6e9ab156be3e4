// The board of the game being played, as the player sees it and plays on it.
import { tttBoard, tttCellName, tttWinLine, c4Board, c4WinCells, stonesPile } from './boards.js';
import { isLab } from './labcode.js';
import { labBoard } from './play-lab.js';

// playBoard draws game s at info (the server's /api/position answer): its last move
// and, when over, its winning line marked; on.canPlay says whether it is the player's
// turn, on.move(name) plays a move, on.stonesMove(k) names the move taking k stones.
export function playBoard(s, info, on) {
  if (s.game === 'tictactoe') {
    const cells = info.board.join('').split('');
    let last = -1;
    if (s.last) last = ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3'].indexOf(s.last.name);
    return tttBoard(cells, {
      last,
      win: s.over ? tttWinLine(cells) : null,
      enabled: (i) => on.canPlay && cells[i] === '.',
      onCell: (i) => on.move(tttCellName(i)),
    });
  } else if (s.game === 'connect4') {
    let last = null;
    if (s.last) {
      const c = Number(s.last.name) - 1;
      for (let r = 0; r < 6; r++) if (info.board[r][c] !== '.') { last = { r, c }; break; }
    }
    return c4Board(info.board, {
      last,
      win: s.over ? c4WinCells(info.board) : null,
      enabled: () => on.canPlay,
      onColumn: (c) => on.move(String(c + 1)),
    });
  } else if (isLab(s.game)) {
    return labBoard(info, { enabled: on.canPlay, onMove: on.move, last: s.last && s.last.name });
  } else {
    const takes = s.takes.split(/[ ,]+/).map(Number).filter((x) => x > 0);
    return stonesPile(Number(info.position), {
      takes, enabled: on.canPlay, onTake: (k) => on.move(on.stonesMove(String(k))),
    });
  }
}
