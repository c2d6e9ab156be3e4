// The mark on a view kept while a field's error stands: Practise's exercise and
// Compare's comparison stay as they were, faded, with a line saying they are the
// previous ones (as the stepper's search is marked, explore-errors.js), until a valid
// request replaces them. The line is said again when the language changes.
import { t } from './i18n.js';

export class StaleMark {
  // box: the element faded (its class "stale"); before: the element the line goes
  // before, inside box; key: the line's page word.
  constructor(box, before, key, id) {
    this.box = box;
    this.before = before;
    this.key = key;
    this.id = id;
    this.el = null;
  }

  get on() { return !!this.el && !this.el.hidden; }

  // set shows (on) or takes away the mark.
  set(on) {
    if (!this.box) return;
    this.box.classList.toggle('stale', on);
    if (on && !this.el) {
      this.el = document.createElement('p');
      this.el.id = this.id;
      this.el.className = 'kept-note';
      this.el.setAttribute('role', 'status');
      this.box.insertBefore(this.el, this.before);
    }
    if (!this.el) return;
    this.el.hidden = !on;
    this.el.textContent = on ? t(this.key) : '';
  }

  relabel() {
    if (this.on) this.el.textContent = t(this.key);
  }
}
