// The stepper's controls: first, back, play, forward, last, the previous and next
// cutoff, the slider, the speed, and the keyboard (← →, Shift for ten, Home, End,
// Space).
import { t, fmtCount } from './i18n.js';
import { S_CUTOFF } from './model.js';
import { setOptions } from './dom.js';

const SPEEDS = [1, 2, 4, 8, 16, 32, 64, 250];

export class StepControls {
  // ui: the stepper's elements; stepper: the Explorer (its trace tr, its step k,
  // go(k) and userGo(k), app.view).
  constructor(ui, stepper) {
    this.ui = ui;
    this.stepper = stepper;
    this.playing = false;
    this.speed = 2;
    const go = (k) => stepper.userGo(k);
    ui.first.addEventListener('click', () => go(0));
    ui.back.addEventListener('click', () => go(stepper.k - 1));
    ui.play.addEventListener('click', () => this.toggle());
    ui.fwd.addEventListener('click', () => go(stepper.k + 1));
    ui.last.addEventListener('click', () => go(Infinity));
    ui.prevCut.addEventListener('click', () => go(this.findCutoff(-1)));
    ui.nextCut.addEventListener('click', () => go(this.findCutoff(1)));
    ui.slider.addEventListener('input', () => go(Number(ui.slider.value)));
    setOptions(ui.speed, SPEEDS.map((s) => [s, s + '×']));
    ui.speed.value = String(this.speed);
    ui.speed.addEventListener('change', () => { this.speed = Number(ui.speed.value); });
    document.addEventListener('keydown', (e) => this.onKey(e));
  }

  // reset fits the controls to a new search of S steps (at its first step).
  reset(tr) {
    const ui = this.ui;
    ui.slider.max = String(Math.max(0, tr.S - 1));
    ui.slider.disabled = tr.S === 0;
    ui.prevCut.disabled = ui.nextCut.disabled = !tr.hasAny(S_CUTOFF);
  }

  // clear: no search is shown.
  clear() {
    const ui = this.ui;
    ui.stepLabel.textContent = '';
    ui.slider.max = '0';
    ui.slider.disabled = true;
    for (const b of [ui.first, ui.back, ui.fwd, ui.last, ui.prevCut, ui.nextCut]) b.disabled = true;
  }

  // show says step k of S.
  show(k, S) {
    const ui = this.ui;
    ui.slider.value = String(k);
    const label = t('stepOf', { k: fmtCount(k + 1), n: fmtCount(S) });
    ui.stepLabel.textContent = label;
    ui.slider.setAttribute('aria-valuetext', label);
    ui.first.disabled = ui.back.disabled = k === 0;
    ui.last.disabled = ui.fwd.disabled = k === S - 1;
  }

  // findCutoff is the step of the previous (dir -1) or next (1) cutoff, else the step shown.
  findCutoff(dir) {
    const { tr, k } = this.stepper;
    if (!tr) return k;
    for (let i = k + dir; i >= 0 && i < tr.S; i += dir) if (tr.sKind[i] === S_CUTOFF) return i;
    return k;
  }

  toggle() {
    if (this.playing) this.pause();
    else this.play();
  }

  play() {
    const st = this.stepper;
    if (!st.tr || st.tr.S === 0) return;
    if (st.k >= st.tr.S - 1) st.go(0);
    this.playing = true;
    this.ui.sentence.setAttribute('aria-live', 'off'); // a screen reader hears the step it pauses on
    this.ui.play.classList.add('playing');
    this.labelPlay();
    let last = performance.now(), acc = 0;
    const tick = (now) => {
      if (!this.playing) return;
      acc += ((now - last) / 1000) * this.speed;
      last = now;
      if (acc >= 1) {
        const n = Math.floor(acc);
        acc -= n;
        st.go(st.k + n, { scroll: 'instant' });
        if (st.k >= st.tr.S - 1) {
          this.pause();
          return;
        }
      }
      this.raf = requestAnimationFrame(tick);
    };
    this.raf = requestAnimationFrame(tick);
  }

  pause() {
    if (!this.playing) return;
    this.playing = false;
    cancelAnimationFrame(this.raf);
    this.ui.sentence.setAttribute('aria-live', 'polite');
    this.ui.play.classList.remove('playing');
    this.labelPlay();
  }

  // labelPlay names the play button for what it does now (play or pause).
  labelPlay() {
    const label = t(this.playing ? 'pause' : 'play');
    this.ui.play.setAttribute('aria-label', label);
    this.ui.play.title = label;
  }

  onKey(e) {
    const st = this.stepper;
    if (st.app.view !== 'explore' || !st.tr || e.defaultPrevented) return;
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const el = e.target;
    const tag = el && el.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (el && el.isContentEditable)) return;
    switch (e.key) {
      case 'ArrowLeft': st.userGo(st.k - (e.shiftKey ? 10 : 1)); break;
      case 'ArrowRight': st.userGo(st.k + (e.shiftKey ? 10 : 1)); break;
      case 'Home': st.userGo(0); break;
      case 'End': st.userGo(Infinity); break;
      case ' ':
        if (tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY') return;
        this.toggle();
        break;
      default: return;
    }
    e.preventDefault();
  }
}
