// How large the stepper draws its tree, and which part of it is in view: Fit fills the
// area the tree has (up to labels as large as still make sense), never below labels
// one can read; a tree too large to read whole is drawn at that least legible size
// with the step's node (or, at the end, the best line) in view. The page's Fit button
// and the presentation mode (present.js) both size the drawing so.
//
// Sizes: the drawing is in points, drawn at 4/3 px a point at zoom 1; a node's value
// at zoom z is its font size × 4/3 × z px on screen.

const PX_PER_PT = 4 / 3;

// MAX_ZOOM is the largest zoom Fit gives a small tree (400 %).
export const MAX_ZOOM = 4;

// fonts caches each drawing's value fonts (its svg element: a new drawing, new fonts).
const fonts = new WeakMap();

// valueFonts is the smallest and the largest font size (points) of the node values
// in a drawing ({min: 12, max: 12} when it has none).
export function valueFonts(view) {
  const svg = view && view.svg;
  if (!svg) return { min: 12, max: 12 };
  let f = fonts.get(svg);
  if (!f) {
    let min = Infinity, max = 0;
    for (const el of svg.querySelectorAll('text.val')) {
      const s = parseFloat(el.getAttribute('font-size')) || 0;
      if (s <= 0) continue;
      min = Math.min(min, s);
      max = Math.max(max, s);
    }
    f = max > 0 ? { min, max } : { min: 12, max: 12 };
    fonts.set(svg, f);
  }
  return f;
}

// zoomRange is the zoom at which the smallest node value is minPx on screen, and the
// most a tree is enlarged: its largest value maxPx, and MAX_ZOOM at most. The least
// wins where they cross: a label one cannot read is no use at any size.
export function zoomRange(view, minPx, maxPx) {
  const f = valueFonts(view);
  const min = minPx / (f.min * PX_PER_PT);
  const max = Math.min(MAX_ZOOM, maxPx / (f.max * PX_PER_PT));
  return { min, max: Math.max(min, max) };
}

// fillZoom is the zoom that shows a tree whole (whole: fitZoom's) as large as the
// range lets it, and no smaller than its least legible zoom.
export function fillZoom(whole, range) {
  return Math.max(range.min, Math.min(range.max, whole));
}

// lineUp lists the drawn elements of node i and its ancestors, nearest first, each
// once (a folded node stands for its subtree, and so for several of them).
export function lineUp(view, tr, i) {
  const out = [];
  for (let n = i; n >= 0; n = tr.parent[n]) {
    const el = view.elementOf(n);
    if (el && el !== out[out.length - 1]) out.push(el);
  }
  return out;
}

// bestLine lists the drawn elements of the best line, from the root down (known at
// the last step only: call it then).
export function bestLine(view, tr) {
  const out = [];
  for (let i = 0; i < tr.N; i++) {
    if (!tr.pv[i] || !tr.reached[i]) continue;
    const el = view.elementOf(i);
    if (el && !out.includes(el)) out.push(el);
  }
  return out;
}

// bringIntoView scrolls box so that els[0] is in view with as many of the elements
// after it as fit beside it (its ancestors: the way the search came down), margin px
// inside the box's edges. Unless always, it scrolls only along an axis on which
// els[0] (with the keep - 1 elements after it, when they fit together) is out of view.
// smooth: a smooth scroll (none for a reader who asks for reduced motion).
export function bringIntoView(box, els, { margin = 24, smooth = false, always = false, keep = 1 } = {}) {
  if (!els.length) return;
  const b = box.getBoundingClientRect();
  const m = Math.min(margin, b.width / 4, b.height / 4);
  const rects = els.map((el) => el.getBoundingClientRect());
  const fits = (u) => u.right - u.left <= b.width - 2 * m && u.bottom - u.top <= b.height - 2 * m;
  const join = (u, q) => ({ left: Math.min(u.left, q.left), right: Math.max(u.right, q.right), top: Math.min(u.top, q.top), bottom: Math.max(u.bottom, q.bottom) });
  let r = rects[0];
  for (const q of rects.slice(1, keep)) {
    const w = join(r, q);
    if (!fits(w)) break;
    r = w;
  }
  const outX = always || r.left < b.left + m || r.right > b.right - m;
  const outY = always || r.top < b.top + m || r.bottom > b.bottom - m;
  if (!outX && !outY) return;
  let u = rects[0];
  for (const q of rects.slice(1)) {
    const w = join(u, q);
    if (!fits(w)) break;
    u = w;
  }
  const dx = outX ? (u.left + u.right) / 2 - (b.left + b.width / 2) : 0;
  const dy = outY ? (u.top + u.bottom) / 2 - (b.top + b.height / 2) : 0;
  if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return;
  const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  box.scrollBy({ left: dx, top: dy, behavior: smooth && !still ? 'smooth' : 'auto' });
}
