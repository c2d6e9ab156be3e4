// The stepper's drawing in its box: zoom (buttons, Ctrl+wheel), fit, the first view of
// a search, the step's node kept in view, panning with the mouse, a node's tooltip for
// the step shown, and clicks (a node: the step that reaches it; a folded subtree: open
// it).
import { fitZoom } from './view.js';

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
  }

  // setZoom draws the tree at zoom z, keeping the point under the pointer (ev) or the
  // middle of the box where it is.
  setZoom(z, ev) {
    const view = this.stepper.view;
    if (!view) return;
    const box = this.ui.box;
    z = Math.max(0.1, Math.min(4, z));
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

  // fits is the zoom at which the whole tree fits the box (as tall as the page lets
  // it grow: its max-height), and the zoom at which its width does.
  fits() {
    const box = this.ui.box;
    const maxH = parseFloat(getComputedStyle(box).maxHeight) || Math.max(240, window.innerHeight * 0.7);
    return fitZoom(this.stepper.view, box.clientWidth, maxH);
  }

  // fit shows the whole tree (the Fit button).
  fit() {
    if (!this.stepper.view) return;
    const box = this.ui.box;
    this.setZoom(Math.max(0.05, Math.min(1.5, this.fits().whole)));
    box.scrollTop = 0;
    box.scrollLeft = 0;
  }

  // initialZoom shows the whole tree when it is readable so (at half its size or
  // more), else its whole width when that is readable, else a readable part around the
  // root; following the search keeps the step's node in view.
  initialZoom() {
    const view = this.stepper.view;
    if (!view) return;
    const box = this.ui.box;
    const { whole, width } = this.fits();
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
    const { view, tr, k } = this.stepper;
    if (!view || this.dragging) return;
    const cur = tr.current(k);
    const el = view.elementOf(cur);
    if (!el) return;
    const box = this.ui.box;
    const r = el.getBoundingClientRect(), b = box.getBoundingClientRect();
    const m = 24;
    const outX = r.left < b.left + m || r.right > b.right - m, outY = r.top < b.top + m || r.bottom > b.bottom - m;
    if (!outX && !outY) return;
    let u = { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    for (let n = tr.parent[cur], last = el; n >= 0; n = tr.parent[n]) {
      const a = view.elementOf(n);
      if (!a || a === last) continue;
      last = a;
      const q = a.getBoundingClientRect();
      const w = { left: Math.min(u.left, q.left), right: Math.max(u.right, q.right), top: Math.min(u.top, q.top), bottom: Math.max(u.bottom, q.bottom) };
      if (w.right - w.left > b.width - 2 * m || w.bottom - w.top > b.height - 2 * m) break;
      u = w;
    }
    const dx = outX ? (u.left + u.right) / 2 - (b.left + b.width / 2) : 0;
    const dy = outY ? (u.top + u.bottom) / 2 - (b.top + b.height / 2) : 0;
    box.scrollBy({ left: dx, top: dy, behavior: smooth ? 'smooth' : 'auto' });
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
