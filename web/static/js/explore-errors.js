// The stepper's errors: each beside the field that caused it (field-errors.js), the
// form and the address keeping what was typed, and the search shown staying until a
// valid one replaces it, marked as the previous one. The form is checked before a
// search is asked for (problem-check.js); the server's refusals name their field.
import { getLang } from './i18n.js';
import { APIError } from './api.js';
import { FieldErrors, sayError } from './field-errors.js';
import { checkForm, FORM_FIELDS, positionField } from './problem-check.js';
import { stepperLink } from './problem.js';
import { StaleMark } from './keep-view.js';

export class StepperErrors {
  // stepper: the Explorer (its ui, form, the search shown).
  constructor(stepper) {
    this.stepper = stepper;
    this.ui = stepper.ui;
    this.fields = new FieldErrors();
    this.typed = null; // the problem typed and refused, while its error shows
    // the mark on the search shown: it is the previous one
    const box = document.getElementById('stepper');
    this.staleMark = new StaleMark(box, box && box.querySelector('.controls'), 'feStale', '', 'stale-note');
  }

  // pending says an error of the form is shown (the address holds what was typed).
  get pending() { return !!this.typed; }

  // typedLink is the address of the problem typed and refused.
  // A depth typed below 1 is left out of the problem's parameters: it is written as
  // typed.
  get typedLink() {
    const q = new URLSearchParams(stepperLink(this.typed, 0).slice(1));
    q.delete('step');
    const depth = this.ui.depth.value.trim();
    if (depth) q.set('depth', depth);
    return '?' + q.toString();
  }

  // raw is the form's fields as typed.
  raw() {
    const ui = this.ui;
    const f = { game: ui.game.value, preset: ui.preset.value };
    for (const k of ['tree', 'rb', 'rd', 'rseed', 'stones', 'takes', 'depth', 'maxNodes', 'timeLimit', 'budget']) f[k] = ui[k].value;
    return f;
  }

  // check checks the form as typed: false (and each error beside its field) when
  // something is wrong, and then nothing is searched.
  check() {
    this.fields.clearAll();
    const wrong = checkForm(this.raw(), (this.stepper.app.meta && this.stepper.app.meta.limits) || {});
    for (const w of wrong) this.fields.show(this.ui[w.field], w);
    if (!wrong.length) return true;
    this.refusedNow(this.stepper.form.read());
    return false;
  }

  // refused shows a server's refusal e of problem p beside its field: true when it has
  // one in the form (else the stepper says it where the drawing is).
  refused(e, p) {
    if (!(e instanceof APIError) || !e.code) return false;
    const f = this.raw();
    const pos = positionField(p.game);
    const typed = this.ui[pos] ? this.ui[pos].value : '';
    const words = sayError(e, typed);
    if (!words) return false;
    const name = words.field === 'position' ? (p.game === 'tree' && f.preset === 'random' ? 'rb' : pos) : FORM_FIELDS[words.field];
    const input = name && this.ui[name];
    if (!input || input.closest('[hidden]')) return false;
    this.fields.clearAll();
    this.fields.show(input, words);
    this.refusedNow(p);
    return true;
  }

  // refusedNow keeps what was typed (problem p) in the address and the form open, and
  // marks the search shown as the previous one.
  refusedNow(p) {
    if (this.stepper.failure) this.stepper.failure.clear(); // a field's error says why now
    if (this.stepper.app.view === 'compare' && this.stepper.app.compare) this.stepper.app.compare.kept();
    this.typed = p;
    if (this.stepper.app.view === 'explore') history.replaceState(history.state, '', this.typedLink);
    this.ui.details.open = true;
    // the search shown is the previous one; with none shown (a link with a wrong
    // field), the note says so, rather than an empty stepper saying nothing
    this.staleMark.key = this.stepper.tr ? 'feStale' : 'feNoSearch';
    this.mark(true);
  }

  // boardRefused: a board editor's position typed is wrong (its status line, beside
  // the field, says why): the search shown stays, marked as the previous one.
  boardRefused() {
    const parts = this.stepper.form.editor.parts();
    if (parts) {
      parts.input.setAttribute('aria-invalid', 'true');
      if (!parts.status.id) parts.status.id = parts.input.id + '-status';
      parts.input.setAttribute('aria-describedby', parts.status.id);
    }
    this.refusedNow(this.stepper.form.read());
  }

  // accepted: a search of the form was asked for or is shown: no error stands.
  accepted() {
    this.fields.clearAll();
    for (const input of [this.ui.ttt, this.ui.c4]) {
      if (input.getAttribute('aria-invalid')) {
        input.removeAttribute('aria-invalid');
        input.removeAttribute('aria-describedby');
      }
    }
    this.typed = null;
    this.mark(false);
  }

  // mark shows (or takes away) the note over the search shown: it is the previous one.
  mark(on) {
    this.staleMark.set(on);
  }

  // relabel says every error again in the page's language (the address too).
  relabel() {
    this.fields.relabel();
    this.staleMark.relabel();
    if (this.typed && this.stepper.app.view === 'explore' && getLang()) history.replaceState(history.state, '', this.typedLink);
  }
}
