// The drawing's SVG as the page handles it: its elements by id, its active content
// removed, the finished search's outlines taken off, its parts in the page only while
// the step has reached them (Slot), and the page's own texts fitted to the drawing's
// cells.

// The drawing's elements by id, looked up in the drawing itself: the page may show
// several drawings at once (the stepper, an exercise, the trees compared), whose ids
// repeat.
export function idsOf(svg) {
  const ids = new Map();
  for (const el of svg.querySelectorAll('[id]')) if (!ids.has(el.id)) ids.set(el.id, el);
  return ids;
}

// sanitize keeps the drawing a drawing: the renderer escapes every user text, and
// this removes anything active all the same (scripts, foreign content, event
// handlers, links out of the picture).
export function sanitize(root) {
  for (const el of root.querySelectorAll('script, foreignObject, iframe, object, embed, use, image')) el.remove();
  for (const el of root.querySelectorAll('*')) {
    for (const a of [...el.attributes]) {
      const n = a.name.toLowerCase();
      if (n.startsWith('on') || ((n === 'href' || n === 'xlink:href') && !a.value.startsWith('#')) || n === 'style') el.removeAttribute(a.name);
    }
  }
}

// A canvas measures texts without laying the page out; widths are kept by font and text.
let measurer = null;
const measured = new Map();
function measure(text, size, family) {
  const key = size + '|' + family + '|' + text;
  let w = measured.get(key);
  if (w === undefined) {
    measurer = measurer || document.createElement('canvas').getContext('2d');
    measurer.font = size + 'px ' + family;
    w = measurer.measureText(text).width;
    if (measured.size > 5000) measured.clear();
    measured.set(key, w);
  }
  return w;
}

// fitTexts makes texts the page wrote fit the width of their cells, which the drawing
// sized for the texts it had ("α=pierde 14" where it had "α=−∞"): one smaller font
// for all (down to 6), then squeezed. The texts of a node keep one size.
export function fitTexts(els, texts, cell) {
  if (!cell.width) return;
  const { width, size: base, family } = cell;
  const widest = Math.max(...texts.map((t) => measure(t, base, family)));
  const size = widest <= width ? base : Math.max(6, Math.floor(((base * width) / widest) * 10) / 10);
  els.forEach((el, i) => {
    el.setAttribute('font-size', String(size));
    if (measure(texts[i], size, family) > width) {
      el.setAttribute('textLength', width.toFixed(1));
      el.setAttribute('lengthAdjust', 'spacingAndGlyphs');
    } else if (el.hasAttribute('textLength')) {
      el.removeAttribute('textLength');
    }
  });
}

// centre makes texts centred on where Graphviz centred them, so that a new text stays
// in the middle of its cell. Every box is measured before any text moves: a measure
// after a change would lay the drawing out again, once per text.
export function centre(texts) {
  const xs = texts.map((text) => {
    const bb = text.getBBox();
    return (bb.x + bb.width / 2).toFixed(2);
  });
  texts.forEach((text, i) => {
    text.setAttribute('x', xs[i]);
    text.setAttribute('text-anchor', 'middle');
  });
}

// Slot keeps a part of the drawing in the page only while the step shown has reached
// it: out of the page, an empty comment holds its place, so that it comes back where
// it was (the drawing's order is its z-order) and nothing of it is in the page, hidden
// or not, meanwhile.
export class Slot {
  constructor(el) {
    this.el = el;
    this.mark = null;
    this.on = true;
  }

  // set puts the part in the page (true) or takes it out.
  set(on) {
    if (on === this.on) return;
    this.on = on;
    if (on) {
      if (this.mark.parentNode) this.mark.replaceWith(this.el);
      return;
    }
    if (!this.mark) this.mark = this.el.ownerDocument.createComment('');
    if (this.el.parentNode) this.el.replaceWith(this.mark);
  }
}

// STEP_LOOKS are the presentation attributes by which the drawing of the finished
// search outlines what it found (a pruned node dashed and grey, the principal variation
// thick, a table hit teal): the page's stylesheet draws each outline from the step's
// classes instead, so they go. (The fills tell nothing a reached node's step does not:
// they stay, and an edge's fill="none" must.)
const STEP_LOOKS = ['stroke', 'stroke-width', 'stroke-dasharray'];

// unpaint removes the finished search's outlines from els (shapes or lines).
export function unpaint(els) {
  for (const el of els) for (const a of STEP_LOOKS) el.removeAttribute(a);
}
