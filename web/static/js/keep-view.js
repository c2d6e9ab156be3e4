// The mark on a view kept while a field's error stands: the stepper's search
// (explore-errors.js), Practise's exercise and Compare's comparison stay as they were,
// faded, with a line saying they are the previous ones, until a valid request replaces
// them. The line is said again when the language changes.
import { t } from './i18n.js';

export class StaleMark {
  // box: the element faded (its class "stale"); before: the element the line goes
  // before, inside box; key: the line's page word; id and className: the line's.
  constructor(box, before, key, id, className = 'kept-note') {
    this.box = box;
    this.before = before;
    this.key = key;
    this.id = id;
    this.className = className;
    this.el = null;
  }

  get on() { return !!this.el && !this.el.hidden; }

  // set shows (on) or takes away the mark.
  set(on) {
    if (!this.box) return;
    this.box.classList.toggle('stale', on);
    if (on && !this.el) {
      this.el = document.createElement('p');
      if (this.id) this.el.id = this.id;
      this.el.className = this.className;
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
