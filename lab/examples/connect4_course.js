// La heurística F de la práctica de conecta 4 (semilla 002),
// tal como la calcula su Java, con sus rarezas: igual a
// eval=course.
//
// Por cada ficha, F suma tres puntuaciones, cada una la suma de
// una o dos miradas: desde la ficha, hasta 3 casillas en una
// dirección, contando las fichas del dueño (ficha) y las
// casillas vacías (vacio), y parando (salir) en una ficha del
// rival o en el borde; una mirada se puntúa con
// puntuacion(ficha, vacio), y una mirada que no llega a hacerse
// puntúa puntuacion(0, 0) = 100. La puntuación se suma por las
// fichas del jugador y se resta por las del rival. Las rarezas
// del Java, conservadas:
//
//   - vertical: solo hacia arriba;
//   - horizontal: derecha y luego izquierda; salir no se
//     reinicia, así que la mirada a la izquierda solo se hace
//     si la de la derecha no paró;
//   - diagonal: arriba-izquierda solo si j - 3 >= 0 (columnas
//     4-7); luego arriba-derecha solo si j + 3 >= numColumnas()
//     (columnas 5-7; seguramente quería decir j + 3 < 7) y la
//     mirada arriba-izquierda no paró (salir otra vez).
//
// La fila i de la semilla crece hacia arriba («arriba» es i +
// 1); su columna j va aquí de 0 a 6.
//
// F, abajo, es el Java función a función. evaluate da los
// mismos valores más deprisa (el código se interpreta): lo que
// puede lo calcula una vez, al cargar el archivo, con las
// mismas funciones.
//
// ----
//
// Seed 002's heuristic F (the connect-4 practical), exactly as
// its Java computes it, quirks and all: equal to eval=course.
//
// For every disc, F adds three scores, each the sum of one or
// two looks: from the disc, up to 3 cells in one direction,
// counting the owner's discs (ficha) and the empty cells
// (vacio), stopping (salir) at an opponent's disc or at the
// edge; a look is scored by puntuacion(ficha, vacio), and a
// look that never runs scores puntuacion(0, 0) = 100. The score
// is added for the player's discs and subtracted for the
// opponent's. The Java's quirks, kept:
//
//   - vertical: up only;
//   - horizontal: right, then left; salir is not reset, so the
//     left look runs only when the right one did not stop;
//   - diagonal: up-left only when j - 3 >= 0 (columns 4-7),
//     then up-right only when j + 3 >= numColumnas() (columns
//     5-7; surely meant j + 3 < 7) and the up-left look did not
//     stop (salir again).
//
// The seed's row i grows upwards ("arriba" is i + 1); its
// column j is 0 to 6 here.
//
// F below is the Java, function by function. evaluate gives the
// same values faster (the code is interpreted): what it can, it
// works out once, when the file loads, with the same functions.

function puntuacion(ficha, vacio) {
  let result = 100;
  if (ficha === 3) {
    result = 2 * 10000000; // four in a row / cuatro en raya
  }
  if (ficha === 2 && vacio === 1) {
    result = 10000000;
  } else if (ficha === 1 && vacio === 2) {
    result = 10 * 600;
  } else if (ficha === 2 && vacio === 0) {
    result = 10 * 400;
  } else if (vacio === 3) {
    result = 10 * 200;
  }
  return result;
}

function mirar(quien, vista) {
  // One of the Java's loops: vista is the 3 cells seen from a
  // stone of quien, nearest first ("#": off the board).
  // Returns ficha, vacio and salir.
  let ficha = 0;
  let vacio = 0;
  for (const x of vista) {
    if (x === ".") {
      vacio++;
    } else if (x === quien) {
      ficha++;
    } else {
      return [ficha, vacio, true]; // an opponent's stone, or the edge
    }
  }
  return [ficha, vacio, false];
}

function comprobarVertical(quien, arriba) {
  const [ficha, vacio] = mirar(quien, arriba);
  return puntuacion(ficha, vacio);
}

function comprobarHorizontal(quien, derecha, izquierda) {
  let [ficha, vacio, salir] = mirar(quien, derecha);
  const result = puntuacion(ficha, vacio);
  ficha = 0;
  vacio = 0;
  if (!salir) { // salir is not reset
    [ficha, vacio, salir] = mirar(quien, izquierda);
  }
  return result + puntuacion(ficha, vacio);
}

function comprobarDiagonal(quien, j, arribaIzq, arribaDer) {
  let ficha = 0, vacio = 0, salir = false;
  if (j - 3 >= 0) {
    [ficha, vacio, salir] = mirar(quien, arribaIzq);
  }
  const result = puntuacion(ficha, vacio);
  ficha = 0;
  vacio = 0;
  if (!salir && j + 3 >= 7) { // salir is not reset
    [ficha, vacio, salir] = mirar(quien, arribaDer);
  }
  return result + puntuacion(ficha, vacio);
}

// The board as one string: each row (top first) and a "#"
// after it, under 4 rows of "#" (off the board). The cell of
// row r (0 at the top) and column j is at 32 + 8 * r + j; the
// 3 cells seen from k are vista(t, k, paso): up paso -8, right
// +1, left -1, up-left -9, up-right -7.
function tablero(board) {
  return "#".repeat(32) + board.join("#") + "#";
}

function vista(t, k, paso) {
  return t.charAt(k + paso) + t.charAt(k + 2 * paso) + t.charAt(k + 3 * paso);
}

function F(board, jugador) {
  const t = tablero(board);
  let puntos = 0;
  for (let r = 0; r < 6; r++) {
    for (let j = 0; j < 7; j++) {
      const k = 32 + 8 * r + j;
      const quien = t[k];
      if (quien === ".") {
        continue;
      }
      let result = comprobarHorizontal(quien, vista(t, k, 1), vista(t, k, -1));
      result += comprobarVertical(quien, vista(t, k, -8));
      result += comprobarDiagonal(quien, j, vista(t, k, -9), vista(t, k, -7));
      if (quien !== jugador) {
        result = -result;
      }
      puntos += result;
    }
  }
  return puntos;
}

// What evaluate reads, worked out when the file loads. Scores
// are X's (O's stones count against), negated at the end when
// O is to move.

function vistas() {
  let out = [""];
  for (let n = 0; n < 3; n++) {
    out = out.flatMap((v) => [".", "X", "O", "#"].map((x) => v + x));
  }
  return out;
}

function mirada(quien, v) {
  // one look's score, and whether it stopped
  const [ficha, vacio, salir] = mirar(quien, v);
  return [puntuacion(ficha, vacio), salir];
}

// MIRADA[quien][vista]: [puntuacion, salir] of every look of 3
// cells.
const MIRADA = {};
for (const q of ["X", "O"]) {
  MIRADA[q] = {};
  for (const v of vistas()) {
    MIRADA[q][v] = mirada(q, v);
  }
}
const SIGNO = { X: 1, O: -1 };

function filas() {
  let out = [""];
  for (let n = 0; n < 7; n++) {
    out = out.flatMap((f) => [".", "X", "O"].map((x) => f + x));
  }
  return out;
}

function horizontal(fila) {
  // comprobarHorizontal of every stone of a row of 7 cells
  const t = "####" + fila + "####";
  let s = 0;
  for (let k = 4; k < 11; k++) {
    const quien = t[k];
    if (quien === ".") {
      continue;
    }
    let [h, salir] = MIRADA[quien][vista(t, k, 1)];
    if (salir) {
      h += 100; // the left look does not run
    } else {
      h += MIRADA[quien][vista(t, k, -1)][0];
    }
    s += SIGNO[quien] * h;
  }
  return s;
}

// HORIZONTAL[row]: a row's horizontal looks, for any row of 7
// cells.
const HORIZONTAL = {};
for (const fila of filas()) {
  HORIZONTAL[fila] = horizontal(fila);
}

function columnas() {
  const out = [];
  for (let n = 0; n < 7; n++) {
    let fichas = [""];
    for (let i = 0; i < n; i++) {
      fichas = fichas.flatMap((f) => ["X", "O"].map((x) => f + x));
    }
    for (const f of fichas) {
      out.push(".".repeat(6 - n) + f);
    }
  }
  return out;
}

function vertical(j, columna) {
  // comprobarVertical of every stone of column j (6 cells, top
  // first), and, in columns 1-3 (j < 3), comprobarDiagonal,
  // whose looks never run there: 100 + 100
  const t = "####" + columna;
  let s = 0;
  for (let k = 4; k < 10; k++) {
    const quien = t[k];
    if (quien === ".") {
      continue;
    }
    let v = MIRADA[quien][vista(t, k, -1)][0];
    if (j < 3) {
      v += 200;
    }
    s += SIGNO[quien] * v;
  }
  return s;
}

// VERTICAL[j][column]: column j's vertical looks (and its
// diagonal ones, j < 3).
const VERTICAL = [];
for (let j = 0; j < 7; j++) {
  VERTICAL.push({});
  for (const c of columnas()) {
    VERTICAL[j][c] = vertical(j, c);
  }
}

// The cells of columns 4-7 (j >= 3), whose stones look along
// the diagonals.
const DIAGONALES = [];
for (let r = 0; r < 6; r++) {
  for (let j = 3; j < 7; j++) {
    DIAGONALES.push([32 + 8 * r + j, j]);
  }
}

// evaluate loops over indices: for...of and [a, b] = ... go
// through iterators, which the lab's engine runs slower.
function evaluate(board, player) {
  const t = tablero(board);
  let total = 0;
  for (let r = 0; r < 6; r++) {
    total += HORIZONTAL[board[r]];
  }
  for (let j = 0; j < 7; j++) {
    let columna = ""; // column j, top first / la columna j
    for (let k = 32 + j; k < t.length; k += 8) {
      columna += t[k];
    }
    total += VERTICAL[j][columna];
  }
  for (let i = 0; i < DIAGONALES.length; i++) {
    const k = DIAGONALES[i][0];
    const j = DIAGONALES[i][1];
    const quien = t[k];
    if (quien === ".") {
      continue;
    }
    const arribaIzq = MIRADA[quien][vista(t, k, -9)]; // up-left
    let d = arribaIzq[0];
    if (arribaIzq[1] || j === 3) {
      d += 100; // the up-right look does not run
    } else {
      d += MIRADA[quien][vista(t, k, -7)][0]; // up-right
    }
    total += SIGNO[quien] * d;
  }
  if (player === "O") {
    return -total;
  }
  return total;
}
