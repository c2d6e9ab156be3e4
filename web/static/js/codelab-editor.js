// The code lab's editor: a text area with line numbers beside it, Tab indenting by
// the language's spaces (four in Starlark, two in JavaScript) (Escape, then Tab, leaves it), and a failing program's error shown under
// it, its line marked and the caret put where it happened.
import { h } from './dom.js';
import { errorText } from './api.js';
import { showErrorDetails } from './codelab-errors.js';

const LINE_PX = 20; // the editor's line height (lab.css)

export class CodeEditor {
  // ui: the lab's elements (source, gutter, error, errorText, traceback); onEdit():
  // the code was edited.
  constructor(ui, onEdit) {
    this.ui = ui;
    this.errLine = 0;
    this.escaped = false;
    this.indent = '    '; // what Tab writes: the language's (codelab-lang.js)
    const src = ui.source;
    src.addEventListener('input', () => {
      this.gutter();
      this.clearError();
      onEdit();
    });
    src.addEventListener('scroll', () => { ui.gutter.scrollTop = src.scrollTop; });
    src.addEventListener('keydown', (e) => {
      if (e.key !== 'Tab' || e.shiftKey || e.ctrlKey || e.metaKey || e.altKey) return;
      if (this.escaped) { this.escaped = false; return; }
      e.preventDefault();
      const { selectionStart: a, selectionEnd: b, value: v } = src;
      src.value = v.slice(0, a) + this.indent + v.slice(b);
      src.selectionStart = src.selectionEnd = a + this.indent.length;
      this.gutter();
      onEdit();
    });
    src.addEventListener('keyup', (e) => { if (e.key === 'Escape') this.escaped = true; });
  }

  get value() { return this.ui.source.value; }

  set value(text) {
    this.ui.source.value = text;
    this.clearError();
    this.gutter();
  }

  // gutter writes the line numbers beside the code, the error's line marked.
  gutter() {
    const n = this.ui.source.value.split('\n').length;
    const spans = [];
    for (let i = 1; i <= n; i++) spans.push(h('span', { textContent: String(i), className: i === this.errLine ? 'lab-errline' : '' }), '\n');
    this.ui.gutter.replaceChildren(...spans);
    this.ui.gutter.scrollTop = this.ui.source.scrollTop;
  }

  clearError() {
    if (!this.errLine && this.ui.error.hidden) return;
    this.errLine = 0;
    this.ui.error.hidden = true;
    this.gutter();
  }

  // showError shows what went wrong. An error of this code (not of the game a search
  // is checked on: err.in) at a line has the line marked and the caret put there.
  showError(err) {
    const ui = this.ui;
    ui.error.hidden = false;
    ui.errorText.textContent = errorText(err);
    showErrorDetails(ui, err, ui.source.value);
    const own = !err.in;
    this.errLine = own ? err.line || 0 : 0;
    this.gutter();
    if (!this.errLine) return;
    const lines = ui.source.value.split('\n');
    let pos = 0;
    for (let i = 0; i < this.errLine - 1 && i < lines.length; i++) pos += lines[i].length + 1;
    pos += Math.max(0, (err.col || 1) - 1);
    ui.source.setSelectionRange(pos, pos);
    ui.source.scrollTop = Math.max(0, (this.errLine - 3) * LINE_PX);
    ui.gutter.scrollTop = ui.source.scrollTop;
  }
}
