// The stepper's drawing in its box: zoom (buttons, Ctrl+wheel), fit, the first view of
// a search, the step's node kept in view, panning with the mouse, a node's tooltip for
// the step shown, and clicks (a node: the step that reaches it; a folded subtree: open
// it). How large Fit draws a tree is explore-fit.js's.
import { fitZoom } from './view.js';
import { MAX_ZOOM, zoomRange, fillZoom, lineUp, bestLine, bringIntoView } from './explore-fit.js';

// Fit's node values on screen: at least FIT_MIN_PX (legible), at most FIT_MAX_PX (a
// small tree on a large screen fills its box, its labels not absurdly large).
const FIT_MIN_PX = 10, FIT_MAX_PX = 40;
// A large screen (a projector's), as present.css says it.
const LARGE_SCREEN = '(min-width: 1600px) and (min-height: 900px)';

export class TreePanel {
  // ui: the stepper's elements; stepper: the Explorer (its view, tr, k, follow,
  // playing, userGo(k), openSubtree(i)).
  constructor(ui, stepper) {
    this.ui = ui;
    this.stepper = stepper;
    this.zoom = 1;
    this.tip = null; // the node whose tooltip was written last: {g, i, folded, title, view}
    const box = ui.box;
    ui.zoomIn.addEventListener('click', () => this.setZoom(this.zoom * 1.25));
    ui.zoomOut.addEventListener('click', () => this.setZoom(this.zoom / 1.25));
    ui.zoomFit.addEventListener('click', () => this.fit());
    box.addEventListener('click', (e) => this.onClick(e));
    box.addEventListener('pointerover', (e) => this.onHover(e));
    box.addEventListener('wheel', (e) => {
      if (!(e.ctrlKey || e.metaKey) || !stepper.view) return;
      e.preventDefault();
      this.setZoom(this.zoom * (e.deltaY < 0 ? 1.1 : 1 / 1.1), e);
    }, { passive: false });
    this.bindPan(box);
    // Fit's height was the window's: a new window, the page's own again
    window.addEventListener('resize', () => { box.style.maxHeight = ''; });
  }

  // setZoom draws the tree at zoom z, keeping the point under the pointer (ev) or the
  // middle of the box where it is.
  setZoom(z, ev) {
    const view = this.stepper.view;
    if (!view) return;
    const box = this.ui.box;
    z = Math.max(0.1, Math.min(MAX_ZOOM, z));
    const svg = view.svg;
    let ax = box.clientWidth / 2, ay = box.clientHeight / 2;
    if (ev) {
      const r = box.getBoundingClientRect();
      ax = ev.clientX - r.left;
      ay = ev.clientY - r.top;
    }
    const fx = (box.scrollLeft + ax) / (svg.clientWidth || 1), fy = (box.scrollTop + ay) / (svg.clientHeight || 1);
    this.zoom = z;
    view.zoomTo(z);
    box.scrollLeft = fx * svg.clientWidth - ax;
    box.scrollTop = fy * svg.clientHeight - ay;
    this.ui.zoomLevel.textContent = Math.round(z * 100) + '%';
  }

  // pageHeight is the tallest the page's style lets the box grow (its max-height),
  // Fit's height for a tree it fitted set aside.
  pageHeight() {
    const box = this.ui.box;
    box.style.maxHeight = '';
    return parseFloat(getComputedStyle(box).maxHeight) || Math.max(240, window.innerHeight * 0.7);
  }

  // fitHeight is the height Fit fills: the box at its tallest, but no lower than the
  // window's bottom when the box starts in the window (the legend under it kept in
  // view), so that the tree, the controls and the sentence show without scrolling
  // the page.
  fitHeight() {
    const box = this.ui.box;
    const maxH = this.pageHeight();
    const b = box.getBoundingClientRect();
    const panel = box.closest('.tree-panel');
    const under = panel ? Math.max(0, panel.getBoundingClientRect().bottom - b.bottom) : 0;
    const room = Math.floor(window.innerHeight - b.top - under - 8);
    return b.top >= 0 && room >= 300 ? Math.min(maxH, room) : maxH;
  }

  // fit shows the whole tree as large as its box lets it (the Fit button): beyond its
  // natural size when it is small, up to labels of FIT_MAX_PX. A tree too large to
  // read whole is drawn with labels of FIT_MIN_PX, the step's node in view (at the
  // end, the best line).
  fit() {
    const view = this.stepper.view;
    if (!view) return;
    const box = this.ui.box;
    const height = this.fitHeight();
    // the box ends where the tree fitted: a tree larger than it scrolls inside it
    box.style.maxHeight = height + 'px';
    const { whole } = fitZoom(view, box.clientWidth, height);
    const z = fillZoom(whole, zoomRange(view, FIT_MIN_PX, FIT_MAX_PX));
    this.setZoom(z);
    box.scrollTop = 0;
    box.scrollLeft = 0;
    if (z > whole * 1.001) this.showFocus(false, true);
  }

  // initialZoom shows the whole tree when it is readable so (at half its size or
  // more), else its whole width when that is readable, else a readable part around the
  // root; following the search keeps the step's node in view. On a large screen the
  // whole tree shows in the window.
  initialZoom() {
    const view = this.stepper.view;
    if (!view) return;
    const box = this.ui.box;
    // a large screen: the box as tall as the window below it (present.css lets it
    // grow to the window's height), and no taller, as Fit does
    let height = this.pageHeight();
    if (window.matchMedia(LARGE_SCREEN).matches) {
      height = this.fitHeight();
      box.style.maxHeight = height + 'px';
    }
    const { whole, width } = fitZoom(view, box.clientWidth, height);
    this.setZoom(whole >= 0.5 ? Math.min(1.5, whole) : width >= 0.5 ? Math.min(1.5, width) : 0.8);
    box.scrollTop = 0;
    view.centreRoot(box);
  }

  // scrollSoon brings the step's node into view at the next frame (once for several
  // steps in one frame).
  scrollSoon(how) {
    if (this.scrollPending) return;
    this.scrollPending = true;
    requestAnimationFrame(() => {
      this.scrollPending = false;
      this.scrollToCurrent(how !== 'instant' && !this.stepper.controls.playing);
    });
  }

  // scrollToCurrent brings the step's node into view when it is out of it, with as
  // many of its ancestors as fit beside it: the way the search came down (in a wide
  // drawing the node alone says little).
  scrollToCurrent(smooth) {
    this.showFocus(smooth, false);
  }

  // showFocus brings the step's node and its ancestors into view (always: centred
  // even when it is in view already; keep: how many of them, the node first, must be
  // in view); at the last step, the best line with it.
  showFocus(smooth, always, margin = 24, keep = 1) {
    const { view, tr, k } = this.stepper;
    if (!view || !tr || this.dragging) return;
    const els = lineUp(view, tr, tr.current(k));
    if (k === tr.S - 1) for (const el of bestLine(view, tr)) if (!els.includes(el)) els.push(el);
    bringIntoView(this.ui.box, els, { margin, smooth, always, keep });
  }

  bindPan(box) {
    let start = null;
    box.addEventListener('pointerdown', (e) => {
      if (e.pointerType !== 'mouse' || e.button !== 0) return;
      start = { x: e.clientX, y: e.clientY, l: box.scrollLeft, t: box.scrollTop, moved: false };
    });
    box.addEventListener('pointermove', (e) => {
      if (!start) return;
      const dx = e.clientX - start.x, dy = e.clientY - start.y;
      if (!start.moved && Math.abs(dx) + Math.abs(dy) < 5) return;
      if (!start.moved) {
        start.moved = true;
        this.dragging = true;
        box.classList.add('panning');
        box.setPointerCapture(e.pointerId);
      }
      box.scrollLeft = start.l - dx;
      box.scrollTop = start.t - dy;
    });
    const end = () => {
      if (start && start.moved) {
        this.justPanned = true;
        setTimeout(() => { this.justPanned = false; }, 0);
      }
      start = null;
      this.dragging = false;
      box.classList.remove('panning');
    };
    box.addEventListener('pointerup', end);
    box.addEventListener('pointercancel', end);
  }

  // onHover writes the tooltip of the node under the pointer, for the step shown. One
  // node at a time has one: the one left has its tooltip taken away, so that no
  // tooltip written at one step stays in the page at another.
  onHover(e) {
    const view = this.stepper.view;
    if (!view) return;
    const hit = view.nodeAt(e.target);
    if (!hit) return;
    if (this.tip && this.tip.g !== hit.g) this.tip.title.remove();
    let title = hit.g.querySelector(':scope > title');
    if (!title) {
      title = document.createElementNS('http://www.w3.org/2000/svg', 'title');
      hit.g.prepend(title);
    }
    this.tip = { ...hit, title, view };
    title.textContent = view.describe(hit.i, hit.folded);
  }

  // refreshTip rewrites the tooltip written last for the step now shown.
  refreshTip() {
    const tip = this.tip, view = this.stepper.view;
    if (!tip) return;
    if (tip.view !== view || !tip.g.isConnected) { this.tip = null; return; }
    tip.title.textContent = view.describe(tip.i, tip.folded);
  }

  // A click on a node goes to the step that reaches it; on a folded subtree, opens it.
  onClick(e) {
    const st = this.stepper;
    if (!st.view || this.justPanned) return;
    const hit = st.view.nodeAt(e.target);
    if (!hit) return;
    if (hit.folded) {
      st.openSubtree(hit.i);
      return;
    }
    const s = st.tr.firstStep[hit.i];
    if (s >= 0) st.userGo(s);
  }
}
