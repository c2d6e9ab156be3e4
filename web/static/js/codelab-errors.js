// The code lab's error box: the message (the server's, in the page's language), the
// student's own line it points at with a caret under the column, and the traceback
// folded in a <details> (closed: its summary says how many calls). The box is bounded
// by lab.css; the server folds endless recursion's frames ("… 4,990 more calls of
// minimax (line 9)"), and a traceback still longer is cut here, its first and last
// lines kept.
import { h } from './dom.js';
import { t, fmtCount } from './i18n.js';

// MAX_LINES is the most lines of a traceback shown; HEAD of them from its start.
const MAX_LINES = 60;
const HEAD = 30;

// showErrorDetails fills the error box's details of err (line, col, traceback, in)
// under its message: source is the student's code (the line is shown only when the
// error is in it, not in the game it was checked on).
export function showErrorDetails(ui, err, source) {
  const box = ui.error;
  box.querySelectorAll('.lab-error-line').forEach((el) => el.remove());
  const line = !err.in && err.line > 0 ? sourceLine(source, err.line) : null;
  if (line !== null) ui.errorText.after(codeLine(err.line, err.col || 0, line));
  const tb = cutTraceback(err.traceback || '');
  ui.traceback.textContent = tb;
  const fold = foldOf(ui.traceback);
  fold.hidden = !tb;
  fold.open = false;
  fold.querySelector('summary').textContent = t('labTraceback', { n: fmtCount(calls(tb)) });
  box.scrollTop = 0;
}

// sourceLine is line n (from 1) of source, null when it has none.
function sourceLine(source, n) {
  const lines = source.split('\n');
  return n <= lines.length ? lines[n - 1] : null;
}

// codeLine writes the student's line, its number before it and a caret under col.
function codeLine(n, col, text) {
  const num = `${n} │ `;
  const caret = col > 0 ? '\n' + ' '.repeat(num.length + col - 1) + '^' : '';
  return h('pre', { className: 'lab-error-line', textContent: num + text.replace(/\t/g, ' ') + caret });
}

// foldOf is the <details> the traceback is folded in, made around it the first time.
function foldOf(pre) {
  let d = pre.closest('details');
  if (d) return d;
  d = h('details', { className: 'lab-fold' }, h('summary'));
  pre.replaceWith(d);
  d.append(pre);
  return d;
}

// calls counts a traceback's calls: its frames and the calls its fold lines stand
// for (their first number, digits grouped in either language).
function calls(tb) {
  let n = 0;
  for (const line of tb.split('\n')) {
    if (/^ {2}\S+:\d+:\d+: /.test(line)) n++;
    else if (/^ {2}… /.test(line)) n += Number((line.match(/[\d.,]+/) || ['0'])[0].replace(/[.,]/g, '')) || 0;
  }
  return n;
}

// cutTraceback keeps a traceback within MAX_LINES: its first HEAD lines and its last
// ones, a line saying how many were left out between.
export function cutTraceback(tb) {
  const lines = tb.split('\n');
  if (lines.length <= MAX_LINES) return tb;
  const tail = MAX_LINES - HEAD - 1;
  const cut = lines.length - HEAD - tail;
  return [...lines.slice(0, HEAD), '  ' + t('labTracebackCut', { n: fmtCount(cut) }), ...lines.slice(-tail)].join('\n');
}
