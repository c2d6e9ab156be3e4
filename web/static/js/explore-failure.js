// The stepper's failures that name no field: the server busy (429), the network down,
// a search past the server's time limit or memory, any 5xx. The search shown stays,
// faded and marked as the previous one (as a field's error marks it, explore-errors.js),
// with why in a status line above the tree, in the page's language (said again when
// the language changes) and, when asking again may help, a button that does; the form
// and the address keep what was asked for. With no search shown, the line says why
// there is none.
import { t } from './i18n.js';
import { APIError, errorText } from './api.js';
import { say } from './field-errors.js';
import { STRINGS } from './strings.js';

const num = (v) => (/^-?\d+$/.test(String(v)) ? Number(v) : String(v ?? ''));

// failureWords reads a failed request's error e as the page's words: {key, params}
// (what say() writes: why the new search is not shown) and retry, whether asking
// again may succeed.
export function failureWords(e) {
  if (!(e instanceof APIError) && !(e && typeof e.status === 'number')) {
    return { key: 'kvOther', params: { detail: errorText(e) }, retry: false };
  }
  const p = e.params || {};
  if (e.status === 0) return { key: 'kvNetwork', params: {}, retry: true };
  if (e.status === 429) {
    return e.retryAfter > 0 ? { key: 'kvBusyIn', params: { s: num(e.retryAfter) }, retry: true } : { key: 'kvBusy', params: {}, retry: true };
  }
  switch (e.code) {
    case 'web.request_timeout': return { key: 'kvTimeout', params: { seconds: num(p.seconds) }, retry: true };
    case 'web.render_timeout': return { key: 'kvDrawTimeout', params: {}, retry: true };
    case 'web.too_big_search': return { key: 'kvTooBig', params: { mb: num(p.mb), budget: num(p.budget) }, retry: false };
  }
  if (e.status >= 500) return { key: 'kvServer', params: { status: String(e.status) }, retry: true };
  // a refusal the page has no words of its own for: the catalogue's, else the server's
  const detailKey = 'err_' + String(e.code || '').replace(/\./g, '_');
  const detail = e.code && STRINGS[detailKey] ? { key: detailKey, params: p } : null;
  return { key: 'kvOther', params: { detail: e.message }, detail, retry: false };
}

// failureText writes words (failureWords') in the page's language: shown says whether
// a search is shown (it is the previous one) or none is.
export function failureText(words, shown) {
  const params = { ...words.params };
  if (words.detail) params.detail = say(words.detail);
  // with none shown, a refusal the page has no words for is said as it is
  const why = !shown && words.key === 'kvOther' ? params.detail : say({ key: words.key, params });
  return t(shown ? 'kvStaleSearch' : 'kvNoView', { why });
}

export class SearchFailure {
  // stepper: the Explorer (its ui, errors, load).
  constructor(stepper) {
    this.stepper = stepper;
    this.words = null; // why the search asked for is not shown, while it is said
    this.asked = null; // the problem asked for, to ask again
    this.el = null;
  }

  get shown() { return !!this.words; }

  // failed says why the search of problem p failed (e, an error that names no field of
  // the form): the search shown, if any, stays, marked as the previous one; the
  // address keeps p. False: e is an abort's (nothing to say).
  failed(e, p) {
    const stepper = this.stepper;
    this.words = failureWords(e);
    this.asked = p;
    this.keep = !!stepper.tr;
    if (!this.keep) stepper.clearShown('');
    const errors = stepper.errors;
    errors.mark(false); // one note: this one
    errors.typed = p; // the address and the form keep what was asked for
    if (stepper.app.view === 'explore') history.replaceState(history.state, '', errors.typedLink);
    this.render();
  }

  // clear takes the line away: a valid search is shown, or a field's error says why not.
  clear() {
    if (!this.words) return;
    this.words = null;
    this.asked = null;
    this.render();
  }

  // retry asks for the search that failed again.
  retry() {
    const p = this.asked;
    if (!p) return;
    this.stepper.load(p, 0, { push: false });
  }

  render() {
    const stepper = document.getElementById('stepper');
    if (!stepper) return;
    const on = !!this.words;
    stepper.classList.toggle('stale', on && this.keep);
    if (on && !this.el) {
      this.el = document.createElement('div');
      this.el.id = 'search-failure';
      this.el.className = 'kept-note search-failure';
      this.el.setAttribute('role', 'status');
      this.text = document.createElement('span');
      this.button = document.createElement('button');
      this.button.type = 'button';
      this.button.id = 'search-retry';
      this.button.className = 'btn btn-small';
      this.button.addEventListener('click', () => this.retry());
      this.el.append(this.text, ' ', this.button);
      stepper.insertBefore(this.el, stepper.querySelector('.controls'));
    }
    if (!this.el) return;
    this.el.hidden = !on;
    this.text.textContent = on ? failureText(this.words, this.keep) : '';
    this.button.hidden = !(on && this.words.retry);
    this.button.textContent = t('kvRetry');
  }

  // relabel says the line again in the page's language.
  relabel() {
    if (this.words) this.render();
  }
}
