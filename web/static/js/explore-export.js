// The stepper's downloads: the links to the server's pictures of the problem (the
// step, the region around it, the whole search; SVG and PNG), and the picture of what
// the page shows (the part of the drawing in view, at this step, with the page's
// styles written into it), made here.
import { downloads } from './problem.js';
import { updateLectureLinks } from './explore-lecture.js';

// The links of /api/render's pictures: downloads()' name → the element's name in the
// stepper's table of ids (explore.js).
const DL = { stepSvg: 'dlStepSvg', stepPng: 'dlStepPng', regionSvg: 'dlRegionSvg', regionPng: 'dlRegionPng', allSvg: 'dlAllSvg', allPng: 'dlAllPng' };

// The looks each element of the drawing takes from the page's stylesheet.
const LOOKS = ['fill', 'stroke', 'stroke-width', 'stroke-dasharray', 'opacity', 'visibility', 'display', 'font-weight', 'font-size', 'font-family'];
const SVG_NS = 'http://www.w3.org/2000/svg';

// save hands a file to the browser to download.
function save(blob, file) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = file;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10000);
}

export class Exports {
  // ui: the stepper's elements; stepper: the Explorer (its problem p, step k, view).
  constructor(ui, stepper) {
    this.ui = ui;
    this.stepper = stepper;
    this.last = null; // what the last picture of the view was: {format, width, height, viewBox, bytes}
    for (const [el, format] of [[ui.dlViewSvg, 'svg'], [ui.dlViewPng, 'png']]) {
      el.addEventListener('click', (e) => {
        e.preventDefault();
        this.exportView(format);
      });
    }
  }

  // update points the download links at the problem shown, at its step.
  update() {
    const { p, k } = this.stepper;
    const links = downloads(p, k, this.ui.title.textContent);
    for (const [name, el] of Object.entries(DL)) {
      const a = this.ui[el];
      a.href = links[name].href;
      a.setAttribute('download', links[name].file);
    }
    updateLectureLinks(p, this.stepper.tr ? this.stepper.tr.S : 0); // the lecture's links: explore-lecture.js
  }

  // exportView downloads what the page shows of the drawing: the part of the tree in
  // view, at this step, with the page's styles written into the picture.
  exportView(format) {
    const { view, p, k } = this.stepper;
    if (!view) return;
    const svg = view.svg, box = this.ui.box;
    const sr = svg.getBoundingClientRect(), br = box.getBoundingClientRect();
    const vb = svg.viewBox.baseVal;
    const sx = vb.width / sr.width, sy = vb.height / sr.height;
    const x0 = Math.max(br.left, sr.left), x1 = Math.min(br.right, sr.right);
    const y0 = Math.max(br.top, sr.top), y1 = Math.min(br.bottom, sr.bottom);
    if (x1 <= x0 || y1 <= y0) return;
    const x = vb.x + (x0 - sr.left) * sx, y = vb.y + (y0 - sr.top) * sy;
    const w = (x1 - x0) * sx, hh = (y1 - y0) * sy;
    const copy = svg.cloneNode(true);
    // the page's stylesheet does not travel with the file: each element's computed
    // look is written into it
    const from = svg.querySelectorAll('*'), to = copy.querySelectorAll('*');
    for (let i = 0; i < from.length && i < to.length; i++) {
      const cs = getComputedStyle(from[i]);
      if (cs.display === 'none') { to[i].remove(); continue; }
      // as presentation attributes (the file has no stylesheet, and style attributes
      // would break the page's content security policy)
      for (const pr of LOOKS) to[i].setAttribute(pr, cs.getPropertyValue(pr));
    }
    for (const a of ['class', 'style', 'role', 'aria-labelledby']) copy.removeAttribute(a);
    copy.setAttribute('xmlns', SVG_NS);
    copy.setAttribute('viewBox', `${x.toFixed(1)} ${y.toFixed(1)} ${w.toFixed(1)} ${hh.toFixed(1)}`);
    const pw = Math.round(x1 - x0), ph = Math.round(y1 - y0);
    copy.setAttribute('width', String(pw));
    copy.setAttribute('height', String(ph));
    const bg = document.createElementNS(SVG_NS, 'rect');
    for (const [a, v] of [['x', x], ['y', y], ['width', w], ['height', hh], ['fill', '#ffffff']]) bg.setAttribute(a, String(v));
    copy.insertBefore(bg, copy.firstChild);
    const text = new XMLSerializer().serializeToString(copy);
    const name = `gametree-${p.game}-step-${k + 1}-view`;
    const blob = new Blob([text], { type: 'image/svg+xml' });
    this.last = { format, width: pw, height: ph, viewBox: [x, y, w, hh], bytes: text.length };
    if (format === 'svg') { save(blob, name + '.svg'); return; }
    const img = new Image();
    const src = URL.createObjectURL(blob);
    img.onload = () => {
      const scale = 2;
      const c = document.createElement('canvas');
      c.width = pw * scale;
      c.height = ph * scale;
      const g = c.getContext('2d');
      g.fillStyle = '#fff';
      g.fillRect(0, 0, c.width, c.height);
      g.drawImage(img, 0, 0, c.width, c.height);
      URL.revokeObjectURL(src);
      c.toBlob((png) => { if (png) save(png, name + '.png'); }, 'image/png');
    };
    img.src = src;
  }
}
