// The stepper's downloads: the links to the server's pictures of the problem (the
// step, the region around it, the whole search; SVG and PNG), and the picture of what
// the page shows (the part of the drawing in view, at this step, with the page's
// styles written into it), made here.
import { downloads } from './problem.js';
import { svgFile } from './view-file.js';
import { updateLectureLinks } from './explore-lecture.js';

// The links of /api/render's pictures: downloads()' name → the element's name in the
// stepper's table of ids (explore.js).
const DL = { stepSvg: 'dlStepSvg', stepPng: 'dlStepPng', regionSvg: 'dlRegionSvg', regionPng: 'dlRegionPng', allSvg: 'dlAllSvg', allPng: 'dlAllPng' };

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
  // view, at this step (the page holds nothing the step has not reached), with the
  // page's styles written into the picture (view-file.js).
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
    const pw = Math.round(x1 - x0), ph = Math.round(y1 - y0);
    const text = svgFile(svg, { x, y, w, h: hh }, pw, ph);
    // named by what it holds: the game, the step, the view (as the server's downloads)
    const name = `gametree-${p.game.replace(':', '-')}-step-${k + 1}-view`;
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
