// The code lab's languages: Starlark (Python's syntax, the lab's first) and
// JavaScript (the course's tic-tac-toe tutorial's). Each kind of code (evaluation,
// game, search) has its language, chosen in the lab's select: the examples offered
// are that language's, the editor's hint and indentation follow it, the code is sent
// with it (code-lang) and a link carries it (?code-lang=js in the lab's own link,
// #eval-lang=js beside a code in any link's fragment: labcode.js). Without it, code is
// Starlark, as every link made before there were two languages.
import { t } from './i18n.js';

export const STARLARK = 'starlark';
export const JAVASCRIPT = 'javascript';
export const LANGS = [STARLARK, JAVASCRIPT];

// parseCodeLang reads a language's name as links and the server write it
// ("javascript", "js", "starlark", "py" ...); anything else, or nothing, is Starlark.
export function parseCodeLang(s) {
  const v = String(s || '').trim().toLowerCase();
  return ['javascript', 'js', 'ecmascript'].includes(v) ? JAVASCRIPT : STARLARK;
}

// linkLang is a language as a link writes it: 'js', or '' for Starlark (left out).
export const linkLang = (lang) => (lang === JAVASCRIPT ? 'js' : '');

// langFormValue is a language as a request's code-lang says it.
export const langFormValue = (lang) => (lang === JAVASCRIPT ? JAVASCRIPT : STARLARK);

// codeLangField is a request's code-lang field: JavaScript's, none for Starlark (the
// server's default), so that Starlark's requests are what they were.
export const codeLangField = (lang) => (lang === JAVASCRIPT ? { 'code-lang': JAVASCRIPT } : {});

// exampleLang is an example's language (lab.Examples' "lang"; none: Starlark).
export const exampleLang = (x) => parseCodeLang(x && x.lang);

// INDENT is what Tab writes in the editor, by language.
const INDENT = { [STARLARK]: '    ', [JAVASCRIPT]: '  ' };

// TEMPLATES start a kind's code in a language that has no example of it yet.
const TEMPLATES = {
  [JAVASCRIPT]: {
    eval: 'function evaluate(board, player) {\n  // board: the rows, top first; player: "X" or "O"\n  return 0;\n}\n',
    game: 'function initial() {\n  return 0;\n}\n\nfunction moves(state) {\n  return [];\n}\n\nfunction play(state, move) {\n  return state;\n}\n\nfunction result(state) {\n  return 0;\n}\n',
    search: 'function search(root) {\n  if (root.is_leaf()) return root.value();\n  // ...\n  return 0;\n}\n',
  },
  [STARLARK]: {
    eval: 'def evaluate(board, player):\n    return 0\n',
    game: 'def initial():\n    return 0\n\ndef moves(state):\n    return []\n\ndef play(state, move):\n    return state\n\ndef result(state):\n    return 0\n',
    search: 'def search(root):\n    if root.is_leaf():\n        return root.value()\n    return 0\n',
  },
};

// LabLang is the lab's choice of language: the select (ui.codeLang), the hint under
// the editor (ui.langHint) and each kind's language.
export class LabLang {
  // onChange(lang): the student chose another language for the code shown.
  constructor(ui, editor, onChange) {
    this.ui = ui;
    this.editor = editor;
    this.byKind = { eval: STARLARK, game: STARLARK, search: STARLARK };
    this.kind = 'eval';
    ui.codeLang.addEventListener('change', () => {
      const lang = parseCodeLang(ui.codeLang.value);
      this.byKind[this.kind] = lang;
      this.show();
      onChange(lang);
    });
    this.show();
  }

  // lang is the language of a kind's code (the kind shown when none is named).
  lang(kind = this.kind) { return this.byKind[kind] || STARLARK; }

  // setKind shows the language of the kind shown.
  setKind(kind) {
    this.kind = kind;
    this.show();
  }

  // set makes lang a kind's language (a link's, an example's).
  set(kind, lang) {
    this.byKind[kind] = parseCodeLang(lang);
    if (kind === this.kind) this.show();
  }

  // show writes the select, the hint and the editor's indentation of the kind shown.
  show() {
    const lang = this.lang();
    this.ui.codeLang.value = lang;
    this.ui.langHint.textContent = t(lang === JAVASCRIPT ? 'labLangHintJavaScript' : 'labLangHintStarlark');
    this.ui.source.dataset.codeLang = lang; // data-code-lang: data-lang names the page's language buttons (main.js)
    this.editor.indent = INDENT[lang];
  }

  relabel() { this.show(); }

  // key names a kind's draft in a language (the editor keeps one of each).
  key(kind = this.kind, lang = this.lang(kind)) { return kind + '/' + lang; }

  // offers reports whether an example is offered for the kind shown.
  offers(x, kind = this.kind) { return x.kind === kind && exampleLang(x) === this.lang(kind); }

  // find is the example of that name in the kind's language.
  find(examples, name, kind = this.kind) { return examples.find((x) => x.name === name && this.offers(x, kind)); }

  // firstExample is the example to open a kind with in its language: the one named
  // (the Starlark lab's default), else the language's first of the kind, else none.
  firstExample(examples, name, kind = this.kind) {
    return this.find(examples, name, kind) || examples.find((x) => this.offers(x, kind));
  }

  // template is the code a kind starts with in its language when it has no example.
  template(kind = this.kind) { return TEMPLATES[this.lang(kind)][kind] || ''; }
}
