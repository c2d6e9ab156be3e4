// Presentation mode: the stepper's tree and its step's sentence alone, full screen,
// for a lecture. The button in the controls or the key P opens it; Esc or P leaves.
// The arrows step (Shift: ten), and so do a clicker's Page Up and Page Down; Home and
// End go to the first and the last step, space plays. The drawing is the stepper's
// own (its TreeView) at the step the stepper shows, sized for the screen: the whole
// tree as large as the screen lets it, but never with node values under
// LABEL_MIN_PX, in which case the step's node is followed (scrolled to as it moves).
// The Fullscreen API is used when the browser has it; the mode is a layer over the
// whole window all the same (present.css), which is all a headless browser shows.
import { t, fmtCount, getLang, setLang, onLangChange, LANGS } from './i18n.js';
import { $, h } from './dom.js';
import { fitZoom } from './view.js';
import { zoomRange, fillZoom } from './explore-fit.js';

// LABEL_MIN_PX: node values on screen, at the least (legible from the back of a room:
// 14 px at 1920 × 1080 and at 1280 × 720, and a pixel more for rounding).
const LABEL_MIN_PX = 15;
// The largest node value: a sixteenth of the tree's height, 40 px at least.
const LABEL_MAX_SHARE = 1 / 16, LABEL_MAX_PX = 40;
// The sentence's smallest font (px) when a long one is made to fit its bar.
const SENTENCE_MIN_PX = 16;

// typing: the key goes to a field being typed in.
function typing(el) {
  if (!el) return false;
  if (el.isContentEditable || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') return true;
  if (el.closest && el.closest('[role=tree]')) return true; // the tree editor's keys (tree-editor.js)
  return el.tagName === 'INPUT' && !['range', 'checkbox', 'radio', 'button', 'submit', 'reset'].includes(el.type);
}

export class Presentation {
  // stepper: the Explorer (its ui, view, tr, k, tree, controls, userGo(k)); button:
  // the controls' button that opens the mode.
  constructor(stepper, button) {
    this.stepper = stepper;
    this.button = button;
    this.active = false;
    this.root = $('stepper');
    this.step = h('span', { className: 'present-step' });
    this.langs = LANGS.map((l) => h('button', { type: 'button', textContent: l.toUpperCase(), lang: l, onclick: () => setLang(l, true) }));
    this.close = h('button', { type: 'button', className: 'present-close', textContent: '×', onclick: () => this.exit() });
    this.chrome = h('div', { className: 'present-chrome', hidden: true },
      this.step, h('span', { className: 'present-buttons' }, h('span', { className: 'present-lang', attrs: { role: 'group' } }, ...this.langs), this.close));
    this.root.append(this.chrome);
    button.addEventListener('click', () => this.toggle());
    // before the stepper's keys (explore-controls.js): in the mode, the keys are its own
    window.addEventListener('keydown', (e) => this.onKey(e), true);
    document.addEventListener('fullscreenchange', () => this.onFullscreen());
    // the box resized (full screen entered or left, the window resized) or its drawing
    // replaced (a new search, a drawing of the step): sized again
    this.resized = new ResizeObserver(() => this.layoutSoon());
    this.replaced = new MutationObserver(() => this.layoutSoon());
    onLangChange(() => this.relabel());
    this.relabel();
  }

  toggle() {
    if (this.active) this.exit();
    else this.enter();
  }

  // enter opens the mode on the step shown.
  enter() {
    const st = this.stepper;
    if (this.active || !st.tr || !st.view) return;
    this.active = true;
    this.saved = { zoom: st.tree.zoom, x: window.scrollX, y: window.scrollY, focus: document.activeElement };
    if (document.activeElement && document.activeElement.blur) document.activeElement.blur();
    document.documentElement.classList.add('presenting');
    this.root.classList.add('presenting');
    this.chrome.hidden = false;
    this.relabel();
    this.fullscreen();
    this.resized.observe(st.ui.box);
    this.replaced.observe(st.ui.box, { childList: true });
    this.layout();
    this.onStep({ scroll: 'instant' });
  }

  // exit leaves the mode: the page as it was (its zoom, its scroll, the focus).
  exit() {
    if (!this.active) return;
    const st = this.stepper;
    this.active = false;
    this.resized.disconnect();
    this.replaced.disconnect();
    cancelAnimationFrame(this.raf);
    this.raf = 0;
    document.documentElement.classList.remove('presenting');
    this.root.classList.remove('presenting');
    this.chrome.hidden = true;
    st.ui.sentence.style.fontSize = '';
    if (document.fullscreenElement && document.exitFullscreen) document.exitFullscreen().catch(() => {});
    this.full = false;
    const s = this.saved || {};
    if (st.view && s.zoom) st.tree.setZoom(s.zoom);
    window.scrollTo(s.x || 0, s.y || 0);
    if (st.view) st.tree.scrollToCurrent(false);
    const back = s.focus && s.focus.isConnected && s.focus !== document.body ? s.focus : this.button;
    if (back && back.focus) back.focus({ preventScroll: true });
  }

  // fullscreen asks the browser for the whole screen (a key or a click is the user's
  // gesture it wants); the mode does without when it is refused.
  fullscreen() {
    const el = document.documentElement;
    if (!document.fullscreenEnabled || !el.requestFullscreen || document.fullscreenElement) return;
    el.requestFullscreen({ navigationUI: 'hide' }).catch(() => {});
  }

  // onFullscreen: the browser left full screen (its own Esc, which the page never
  // sees): so does the mode.
  onFullscreen() {
    if (document.fullscreenElement) {
      this.full = this.active;
      return;
    }
    if (this.full && this.active) this.exit();
    this.full = false;
  }

  onKey(e) {
    const st = this.stepper;
    if (st.app.view !== 'explore' || !st.tr || e.defaultPrevented) return;
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (!this.active) {
      if (key !== 'p' || e.repeat || typing(e.target)) return;
      this.enter();
    } else {
      const tag = e.target && e.target.tagName;
      switch (key) {
        case 'Escape': case 'p': this.exit(); break;
        case 'ArrowRight': case 'PageDown': st.userGo(st.k + (e.shiftKey ? 10 : 1)); break;
        case 'ArrowLeft': case 'PageUp': st.userGo(st.k - (e.shiftKey ? 10 : 1)); break;
        case 'Home': st.userGo(0); break;
        case 'End': st.userGo(Infinity); break;
        case ' ':
          if (tag === 'BUTTON') return; // the mode's own buttons: pressed
          st.controls.toggle();
          break;
        default: return;
      }
    }
    e.preventDefault();
    e.stopPropagation();
  }

  // onStep shows the step the stepper went to (Explorer.go): its number, its sentence
  // fitted to its bar, its node in view.
  onStep(opts = {}) {
    if (!this.active) return;
    const st = this.stepper;
    if (!st.tr || !st.view) return;
    this.step.textContent = t('stepOf', { k: fmtCount(st.k + 1), n: fmtCount(st.tr.S) });
    this.fitSentence();
    // a new drawing (a new search, or the step's own drawing): sized again
    if (st.view !== this.sized || st.view.width !== this.sizedW || st.view.height !== this.sizedH) this.layout();
    else this.follow(opts.scroll !== 'instant' && !st.playing, false);
  }

  // fitSentence makes a long sentence fit its bar (three lines at the mode's size):
  // a smaller font, never cut.
  fitSentence() {
    const el = this.stepper.ui.sentence;
    el.style.fontSize = '';
    const cs = getComputedStyle(el);
    const room = parseFloat(cs.minHeight) || el.clientHeight;
    let size = parseFloat(cs.fontSize);
    while (el.scrollHeight > room + 1 && size > SENTENCE_MIN_PX) {
      size = Math.max(SENTENCE_MIN_PX, size - 2);
      el.style.fontSize = size + 'px';
    }
  }

  layoutSoon() {
    if (!this.active || this.raf) return;
    this.raf = requestAnimationFrame(() => {
      this.raf = 0;
      if (this.active) this.layout();
    });
  }

  // layout sizes the drawing for the box it has now: whole and as large as it fits,
  // within legible labels; too large, the step's node followed.
  layout() {
    const st = this.stepper, view = st.view, box = st.ui.box;
    if (!view || !box.clientWidth || !box.clientHeight) return;
    this.sized = view;
    this.sizedW = view.width;
    this.sizedH = view.height;
    const { whole } = fitZoom(view, box.clientWidth, box.clientHeight);
    const maxPx = Math.max(LABEL_MAX_PX, box.clientHeight * LABEL_MAX_SHARE);
    const z = fillZoom(whole, zoomRange(view, LABEL_MIN_PX, maxPx));
    st.tree.setZoom(z);
    box.scrollTop = 0;
    box.scrollLeft = 0;
    this.fits = z <= whole * 1.001;
    if (!this.fits) this.follow(false, true);
  }

  // follow keeps the step's node in view, well inside the screen's edges, and its
  // parent with it where both fit: scrolled to (smoothly unless playing) when they
  // near the edges; always: centred now.
  follow(smooth, always) {
    const box = this.stepper.ui.box;
    const margin = Math.max(24, Math.min(box.clientWidth, box.clientHeight) * 0.08);
    this.stepper.tree.showFocus(smooth, always, margin, 2);
  }

  // relabel names the mode's way out in the page's language, and marks the language
  // shown (the button that opens the mode is named by its data-i18n-attr).
  relabel() {
    this.close.setAttribute('aria-label', t('presentExit'));
    this.close.title = t('presentExit');
    for (const b of this.langs) b.setAttribute('aria-pressed', String(b.lang === getLang()));
    this.langs[0].parentElement.setAttribute('aria-label', t('language'));
    const st = this.stepper;
    if (this.active && st.tr) this.step.textContent = t('stepOf', { k: fmtCount(st.k + 1), n: fmtCount(st.tr.S) });
  }
}
