// The question's picture of a class task (class-sheet.js) fitted to the screen.
//
// On a laptop or a desktop (a fine pointer, a box wider than PAN_WIDTH) the whole tree
// is drawn inside its box, no scrolling inside it: as wide as the box and no taller
// than the window below the box's top (or, when the page above it is tall, than the
// window's lower part: the page scrolls once to show the whole picture), at most twice
// its natural size. A big tree drawn so small that its smallest text (α and β, a
// leaf's value) is under MIN_TEXT px gets a magnifier: a lens above the pointer (or
// the node or edge focused with the keyboard) shows that part of the tree at LENS_TEXT
// px at least; clicks go through it to the tree. A button beside the lens's hint
// draws such a tree larger instead (its smallest text at MIN_TEXT px, the box
// scrolling), and back: the student's choice, kept for the page's other tasks.
//
// On a phone or a tablet (a coarse pointer, or a narrow box) no lens follows a finger:
// the picture is as wide as the box unless its smallest text would be under MIN_TEXT
// px; then it keeps that size and the box scrolls (a finger pans the tree inside its
// box, the page never scrolls sideways), opening on the root.
import { t } from './i18n.js';
import { h } from './dom.js';

export const MIN_TEXT = 11; // CSS px: the smallest text of a fitted picture
export const LENS_TEXT = 13; // CSS px: the smallest text in the lens
const PAN_WIDTH = 700; // a box narrower than this (CSS px) pans rather than shrinks
const MAX_ZOOM = 2; // times the natural size
const LENS_H = 190; // the lens's height, CSS px (its width: 42 % of the picture's, 260 to 440)

// natural is the picture's size in CSS px at scale 1 (its width and height are points),
// its viewBox, and its smallest font size (user units, a point each).
function natural(svg) {
  const vb = svg.viewBox && svg.viewBox.baseVal;
  const wpt = parseFloat(svg.getAttribute('width')), hpt = parseFloat(svg.getAttribute('height'));
  if (!vb || !(vb.width > 0) || !(wpt > 0) || !(hpt > 0)) return null;
  let font = Infinity;
  for (const el of svg.querySelectorAll('text[font-size]')) font = Math.min(font, parseFloat(el.getAttribute('font-size')) || Infinity);
  if (!Number.isFinite(font)) font = 12;
  return { w: wpt * 4 / 3, h: hpt * 4 / 3, vb: { x: vb.x, y: vb.y, w: vb.width, h: vb.height }, font };
}

// fitScale is the scale (1: the natural size) of a picture of natural size nat ({w,
// h} CSS px, font: its smallest font size, points) in a box w px wide with room px of
// height: whole in both (at most MAX_ZOOM); when it pans, never so small that its
// smallest text is under MIN_TEXT px.
export function fitScale(nat, w, room, pan) {
  let scale = Math.min(MAX_ZOOM, w / nat.w, room / nat.h);
  const least = MIN_TEXT * 1.01 / (nat.font * 4 / 3); // the smallest text at MIN_TEXT px (and a rounding)
  if (pan) scale = Math.max(scale, least);
  return scale;
}

// roomBelow is the height a picture may take in a box whose top is top px down the
// page (padY: its padding) in a window innerHeight px high: the window below the
// box's top, or (the page above it is tall: it scrolls once) below 45 % of the window.
export function roomBelow(top, padY, innerHeight) {
  return Math.max(200, innerHeight - Math.min(top, 0.45 * innerHeight) - padY - 24);
}

// larger: the student chose to see small trees larger (scrolling in their box).
let larger = false;

const pans = (box) => box.clientWidth < PAN_WIDTH || matchMedia('(pointer: coarse)').matches;

// fitPicture sizes svg (the question's picture) in box, and keeps it fitted when the
// window changes; it returns the text's smallest size on screen (CSS px).
export function fitPicture(svg, box) {
  let fit = box.__fit;
  if (!fit || fit.svg !== svg) {
    if (fit) fit.stop();
    // the pictures left behind (the page redrawn) stop listening
    for (const old of fittings) if (!old.box.isConnected) old.stop();
    fit = box.__fit = new Fitting(svg, box);
  }
  return fit.fit();
}

const fittings = new Set(); // the pictures fitted, until they stop

class Fitting {
  constructor(svg, box) {
    fittings.add(this);
    this.svg = svg;
    this.box = box;
    this.nat = natural(svg);
    this.width = 0;
    this.lens = null;
    this.bar = null; // the lens's hint and the button that draws the tree larger
    this.onResize = () => {
      if (!this.box.isConnected) return this.stop();
      if (this.box.clientWidth !== this.width || this.height !== innerHeight) this.fit();
    };
    addEventListener('resize', this.onResize);
    this.dragToPan();
    this.ro = typeof ResizeObserver === 'function' ? new ResizeObserver(this.onResize) : null;
    if (this.ro) this.ro.observe(box);
  }

  stop() {
    fittings.delete(this);
    removeEventListener('resize', this.onResize);
    if (this.ro) this.ro.disconnect();
    if (this.lens) this.lens.stop();
    if (this.bar) this.bar.remove();
  }

  fit() {
    const { svg, box, nat } = this;
    if (!nat || !box.isConnected) return 0;
    const cs = getComputedStyle(box);
    const padX = parseFloat(cs.paddingLeft) + parseFloat(cs.paddingRight);
    const padY = parseFloat(cs.paddingTop) + parseFloat(cs.paddingBottom);
    const w = box.clientWidth - padX;
    if (!(w > 0)) return 0;
    this.width = box.clientWidth;
    this.height = innerHeight;
    const coarse = pans(box);
    // the room below the box's top on the page (at most 45 % of the window down)
    const top = box.getBoundingClientRect().top + scrollY;
    const room = roomBelow(top, padY, innerHeight);
    const small = !coarse && fitScale(nat, w, room, false) * nat.font * 4 / 3 < MIN_TEXT;
    const pan = coarse || (small && larger);
    box.classList.toggle('cl-pan', pan);
    const scale = fitScale(nat, w, room, pan);
    // whole pixels, down: a picture never passes its box by a rounding
    const width = Math.max(1, Math.floor(nat.w * scale)), height = Math.max(1, Math.floor(nat.h * scale));
    svg.style.width = width + 'px';
    svg.style.height = height + 'px';
    const shown = nat.font * 4 / 3 * width / nat.w; // the smallest text, CSS px
    svg.dataset.textPx = shown.toFixed(2);
    const needLens = !pan && shown < MIN_TEXT;
    if (needLens && !this.lens) this.lens = new Lens(this);
    if (!needLens && this.lens) {
      this.lens.stop();
      this.lens = null;
    }
    box.classList.toggle('cl-lensed', needLens);
    this.showBar(small);
    if (pan) this.showRoot();
    return shown;
  }

  // showBar shows, under a tree too small to read whole, the lens's hint and the
  // button that draws it larger (or whole again).
  showBar(small) {
    if (!small) {
      if (this.bar) this.bar.remove();
      this.bar = null;
      return;
    }
    if (!this.bar) {
      this.bar = h('div', { className: 'cl-lens-bar' });
      this.box.after(this.bar);
    }
    const btn = h('button', {
      type: 'button', className: 'btn btn-small cl-larger', textContent: t(larger ? 'clWholeTree' : 'clLargerTree'),
      attrs: { 'aria-pressed': String(larger) },
      onclick: () => {
        larger = !larger;
        this.rooted = false;
        this.fit();
        const again = this.bar && this.bar.querySelector('button');
        if (again) again.focus();
      },
    });
    this.bar.replaceChildren(h('p', { className: 'hint', textContent: t(larger ? 'clLargerHint' : 'clLensHint') }), btn);
  }

  // dragToPan: a mouse drags a picture that pans (a finger pans it natively); a drag
  // of a few pixels is a drag, not a click on what it started on.
  dragToPan() {
    const box = this.box;
    let from = null, dragged = false;
    box.addEventListener('pointerdown', (e) => {
      dragged = false;
      if (e.pointerType !== 'mouse' || e.button !== 0 || !box.classList.contains('cl-pan')) return;
      from = { x: e.clientX, y: e.clientY, left: box.scrollLeft, top: box.scrollTop };
    });
    box.addEventListener('pointermove', (e) => {
      if (!from) return;
      const dx = e.clientX - from.x, dy = e.clientY - from.y;
      if (!dragged && Math.hypot(dx, dy) < 5) return;
      if (!dragged) box.setPointerCapture(e.pointerId);
      dragged = true;
      box.classList.add('cl-dragging');
      box.scrollLeft = from.left - dx;
      box.scrollTop = from.top - dy;
    });
    const end = () => {
      from = null;
      box.classList.remove('cl-dragging');
    };
    box.addEventListener('pointerup', end);
    box.addEventListener('pointercancel', end);
    box.addEventListener('click', (e) => {
      if (!dragged) return;
      dragged = false;
      e.stopPropagation(); // the end of a drag is no answer
    }, true);
  }

  // showRoot scrolls a box that pans to the root, once.
  showRoot() {
    const { svg, box } = this;
    if (this.rooted || box.scrollWidth <= box.clientWidth) return;
    this.rooted = true;
    const root = svg.querySelector('[id="n0"]');
    if (!root) return;
    const rb = root.getBoundingClientRect(), bb = box.getBoundingClientRect();
    box.scrollLeft += rb.left + rb.width / 2 - (bb.left + bb.width / 2);
  }
}

// Lens: the magnifier of a picture drawn too small to read. It shows a copy of the
// picture (no ids, nothing focusable, hidden from screen readers: the picture itself
// is what they read), copied again whenever the picture changes.
class Lens {
  constructor(fit) {
    this.fit = fit;
    const { box } = fit;
    this.frame = box.parentElement || box;
    this.frame.classList.add('cl-lens-frame');
    this.el = h('div', { className: 'cl-lens', attrs: { 'aria-hidden': 'true' }, hidden: true });
    this.el.inert = true;
    this.frame.appendChild(this.el);
    this.copy = null;
    this.at = null; // the point shown, client px
    this.dirty = true;
    this.mo = new MutationObserver(() => {
      this.dirty = true;
      if (!this.el.hidden) this.show(this.at);
    });
    this.mo.observe(fit.svg, { subtree: true, attributes: true, attributeFilter: ['class', 'style'], characterData: true, childList: true });
    this.onMove = (e) => {
      if (e.pointerType === 'touch') return this.hide();
      this.show({ x: e.clientX, y: e.clientY });
    };
    this.onLeave = () => this.hide();
    this.onFocus = (e) => {
      const el = e.target;
      if (!el || !el.getBoundingClientRect || el === fit.svg || !fit.svg.contains(el) || el.matches(':hover')) return;
      const r = el.getBoundingClientRect();
      this.show({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    };
    this.onBlur = () => { if (!box.matches(':hover')) this.hide(); };
    box.addEventListener('pointermove', this.onMove);
    box.addEventListener('pointerleave', this.onLeave);
    box.addEventListener('focusin', this.onFocus);
    box.addEventListener('focusout', this.onBlur);
  }

  stop() {
    const { box } = this.fit;
    box.removeEventListener('pointermove', this.onMove);
    box.removeEventListener('pointerleave', this.onLeave);
    box.removeEventListener('focusin', this.onFocus);
    box.removeEventListener('focusout', this.onBlur);
    this.mo.disconnect();
    this.el.remove();
  }

  hide() {
    this.el.hidden = true;
    this.at = null;
  }

  // unit is the lens's CSS px per user unit of the picture.
  unit() {
    const { nat, svg } = this.fit;
    const fitted = svg.getBoundingClientRect().width / nat.vb.w;
    return Math.max(LENS_TEXT * 1.01 / nat.font, 1.6 * fitted);
  }

  // show shows the lens above the client point p (below it near the window's top),
  // the picture's part around p in it.
  show(p) {
    if (!p) return;
    const { svg, nat } = this.fit;
    const r = svg.getBoundingClientRect();
    if (!(r.width > 0)) return;
    this.at = p;
    const u = this.unit();
    if (this.dirty || !this.copy) {
      const copy = svg.cloneNode(true);
      for (const el of [copy, ...copy.querySelectorAll('*')]) {
        if (el.id) el.dataset.lensOf = el.id; // the tests find a copy by its original's id
        for (const a of ['id', 'tabindex', 'role', 'aria-label', 'aria-pressed', 'aria-disabled']) el.removeAttribute(a);
      }
      copy.classList.add('cl-lens-svg');
      this.el.replaceChildren(copy);
      this.copy = copy;
      this.dirty = false;
    }
    this.copy.style.width = (nat.vb.w * u) + 'px';
    this.copy.style.height = (nat.vb.h * u) + 'px';
    // the point in the picture's units, then where the copy goes for it to sit in the
    // lens's middle
    const ux = (p.x - r.left) * nat.vb.w / r.width, uy = (p.y - r.top) * nat.vb.h / r.height;
    const fr = this.frame.getBoundingClientRect();
    const lw = Math.round(Math.min(440, Math.max(260, 0.42 * fr.width)));
    this.copy.style.transform = `translate(${(lw / 2 - ux * u).toFixed(1)}px, ${(LENS_H / 2 - uy * u).toFixed(1)}px)`;
    // over the picture's frame only (never over the answers beside it), above the
    // point (below it near the window's top)
    let left = p.x - fr.left - lw / 2;
    left = Math.max(0, Math.min(fr.width - lw, left));
    let top = p.y - fr.top - LENS_H - 22;
    if (p.y - LENS_H - 22 < 4) top = p.y - fr.top + 22;
    this.el.style.width = lw + 'px';
    this.el.style.left = Math.round(left) + 'px';
    this.el.style.top = Math.round(top) + 'px';
    this.el.hidden = false;
  }
}
