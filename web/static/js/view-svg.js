// The drawing's SVG as the page handles it: its elements by id, its state classes, its
// active content removed, and the page's own texts fitted to the drawing's cells.

// STATE_CLASSES are the classes a step gives an element; baseClass is what the
// drawing gave it.
const STATE_CLASSES = new Set(['unreached', 'open', 'done', 'cut', 'current']);

export function baseClass(el) {
  return (el.getAttribute('class') || '').split(/\s+/).filter((c) => c && !STATE_CLASSES.has(c)).join(' ');
}

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
