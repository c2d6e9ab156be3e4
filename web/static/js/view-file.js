// The drawing in the page made a file of its own: a copy of the page's SVG (which
// holds only what the step has reached, view.js) with the page's styles written into
// it as presentation attributes, cropped to a region, drawn alike by browsers and by
// simpler renderers (rsvg-convert, ImageMagick's own): no comments, no tooltips, no
// attribute a child inherits anyway, one plain transform each, lines in straight
// pieces, the region at the origin.

const SVG_NS = 'http://www.w3.org/2000/svg';

// The looks each element of the drawing takes from the page's stylesheet; all but
// opacity and display are inherited. An attribute is written where an element's look
// differs from its parent's (opacity: from 1); an element not displayed is left out.
const INHERITED = ['fill', 'stroke', 'stroke-width', 'stroke-dasharray', 'visibility', 'font-weight', 'font-size', 'font-family'];
const ROOT_DEFAULTS = { visibility: 'visible', 'stroke-dasharray': 'none' };

function looksOf(el, cache) {
  let v = cache.get(el);
  if (!v) {
    const cs = getComputedStyle(el);
    v = { opacity: cs.getPropertyValue('opacity'), display: cs.getPropertyValue('display') };
    for (const pr of INHERITED) v[pr] = cs.getPropertyValue(pr);
    cache.set(el, v);
  }
  return v;
}

// plainTransform is el's transform as one translate or matrix ("scale(1 1) rotate(0)
// translate(4 4)" is misread by ImageMagick's renderer), or null.
function plainTransform(el) {
  const list = el.transform && el.transform.baseVal;
  const m = list && list.numberOfItems ? list.consolidate() : null;
  if (!m) return null;
  const { a, b, c, d, e, f } = m.matrix;
  const n = (x) => String(Math.round(x * 1000) / 1000);
  if (a === 1 && b === 0 && c === 0 && d === 1) return `translate(${n(e)} ${n(f)})`;
  return `matrix(${[a, b, c, d, e, f].map(n).join(' ')})`;
}

// segments writes a line of several straight pieces ("M x,y L x,y L x,y") as one
// piece a subpath: ImageMagick's renderer closes an open line of more than one piece
// (a segment back to its start). Anything else (curves) is left as it is.
export function segments(d) {
  if (!/^\s*M[\d\s.,eE+-]*(L[\d\s.,eE+-]*)+$/.test(d)) return d;
  const pts = [...d.matchAll(/(-?[\d.]+(?:e[+-]?\d+)?)[\s,]+(-?[\d.]+(?:e[+-]?\d+)?)/gi)].map((m) => m[1] + ',' + m[2]);
  if (pts.length < 3) return d;
  let out = '';
  for (let i = 0; i + 1 < pts.length; i++) out += 'M' + pts[i] + 'L' + pts[i + 1];
  return out;
}

// svgFile is the text of a file of the page's drawing svg, showing the region
// {x, y, w, h} of its viewBox at width × height pixels on white.
export function svgFile(svg, region, width, height) {
  const { x, y, w, h } = region;
  const copy = svg.cloneNode(true);
  const cache = new Map();
  const from = svg.querySelectorAll('*'), to = copy.querySelectorAll('*');
  for (let i = 0; i < from.length && i < to.length; i++) {
    const el = from[i], out = to[i];
    // the page's tooltips and the drawing's own are the page's, not the picture's
    if (el.localName === 'title') { out.remove(); continue; }
    const v = looksOf(el, cache), up = looksOf(el.parentElement || svg, cache);
    if (v.display === 'none') { out.remove(); continue; }
    for (const pr of INHERITED) {
      if (v[pr] === up[pr]) out.removeAttribute(pr);
      else out.setAttribute(pr, v[pr]);
    }
    if (v.opacity !== '1') out.setAttribute('opacity', v.opacity);
    else out.removeAttribute('opacity');
    for (const a of ['style', 'tabindex', 'role', 'aria-label', 'aria-pressed']) out.removeAttribute(a);
    if (el.localName === 'path' && out.hasAttribute('d')) out.setAttribute('d', segments(out.getAttribute('d')));
    if (out.hasAttribute('transform')) {
      const tf = plainTransform(el);
      if (tf) out.setAttribute('transform', tf);
    }
  }
  // the looks every element inherits, on the picture itself
  const top = looksOf(svg, cache);
  for (const a of [...copy.attributes]) if (a.name !== 'xmlns:xlink' && a.name !== 'viewBox') copy.removeAttribute(a.name);
  for (const pr of INHERITED) if (ROOT_DEFAULTS[pr] !== top[pr]) copy.setAttribute(pr, top[pr]);
  // the page holds only what the step has reached: the marks where the rest goes are
  // of no use in a file
  const marks = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
  const gone = [];
  while (marks.nextNode()) gone.push(marks.currentNode);
  for (const c of gone) c.remove();
  // the region at the origin, on white
  const shift = document.createElementNS(SVG_NS, 'g');
  shift.setAttribute('transform', `translate(${(-x).toFixed(2)} ${(-y).toFixed(2)})`);
  const bg = document.createElementNS(SVG_NS, 'rect');
  for (const [a, val] of [['x', x], ['y', y], ['width', w], ['height', h]]) bg.setAttribute(a, val.toFixed(2));
  bg.setAttribute('fill', '#ffffff');
  bg.setAttribute('stroke', 'none');
  shift.appendChild(bg);
  while (copy.firstChild) shift.appendChild(copy.firstChild);
  copy.appendChild(shift);
  copy.setAttribute('xmlns', SVG_NS);
  copy.setAttribute('viewBox', `0 0 ${w.toFixed(2)} ${h.toFixed(2)}`);
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  return new XMLSerializer().serializeToString(copy);
}
