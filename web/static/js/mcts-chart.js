// Monte Carlo tree search's convergence chart: the root's children's visit counts N
// and mean values W/N (MAX's view) against iterations on a log axis, from the trace's
// mcts.convergence points, beside each move's exact minimax value (a dashed line): a
// game's or a tree's from /api/exact (web/mcts_exact.go), connect-4's from the solver
// (/api/solve). Each line is named at its end (no colour alone tells them apart), a
// vertical line marks the iteration of the step shown, and the figures are a table
// too (for a screen reader, and to read exactly). Drawn as SVG built element by
// element, in the page's language.
import { t, fmtCount } from './i18n.js';
import { problemQuery } from './problem.js';
import { isAbort } from './api.js';
import { h } from './dom.js';
import { nodeName } from './explain.js';
import { num } from './explain-mcts.js';

const SVG = 'http://www.w3.org/2000/svg';
const W = 440, H = 230, M = { l: 44, r: 56, t: 12, b: 34 };
// Colours for the lines, told apart in grey too (the print) by their dashes and names.
const COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#17becf', '#8c564b', '#e377c2', '#7f7f7f', '#bcbd22'];

// The chart's elements, by their ids in explore.html.
export const CHART_IDS = {
  chartCard: 'mcts-chart-card', chartNoExact: 'mcts-chart-noexact', chartVisits: 'mcts-chart-visits', chartMeans: 'mcts-chart-means', chartTable: 'mcts-chart-tablebox',
};

function s(tag, attrs = {}, text = null) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (text !== null) el.textContent = text;
  return el;
}

// series reads the convergence points: x (iterations), and per child its N and W/N
// (null before its first visit).
export function series(tr) {
  const info = tr.doc.mcts || {};
  const scale = tr.doc.scale || 1;
  const pts = (info.convergence || []).filter((p) => p.iteration > 0);
  const kids = info.children || [];
  return {
    x: pts.map((p) => p.iteration),
    kids: kids.map((id, j) => ({
      id, name: nodeName(tr, id),
      visits: pts.map((p) => (p.visits || [])[j] || 0),
      means: pts.map((p) => {
        const n = (p.visits || [])[j] || 0;
        return n > 0 ? ((p.wins || [])[j] || 0) / scale / n : null;
      }),
    })),
  };
}

// upTo is the series d cut to the points at or before iteration it: the chart shows
// nothing of iterations after the step's.
export function upTo(d, it) {
  let n = 0;
  while (n < d.x.length && d.x[n] <= it) n++;
  return {
    x: d.x.slice(0, n),
    kids: d.kids.map((k) => ({ ...k, visits: k.visits.slice(0, n), means: k.means.slice(0, n) })),
  };
}

export class MCTSChart {
  // ui: the stepper's elements (CHART_IDS among them); req: the stepper's requests.
  constructor(ui, req) {
    this.ui = ui;
    this.req = req;
    this.tr = null;
    this.exact = null;
  }

  clear() {
    this.tr = null;
    this.ui.chartCard.hidden = true;
    this.req.abort('exact');
  }

  // reset draws the chart of a new search tr of problem p (hidden for other algorithms),
  // and asks for the exact values.
  reset(tr, p) {
    this.tr = tr;
    this.exact = null;
    this.noExact = '';
    this.req.abort('exact');
    const on = !!(tr.mcts && tr.doc.mcts && (tr.doc.mcts.convergence || []).length);
    this.ui.chartCard.hidden = !on;
    if (!on) return;
    this.full = series(tr);
    this.data = upTo(this.full, 0);
    this.sayNoExact('');
    this.render();
    this.fetchExact(tr, p);
  }

  async fetchExact(tr, p) {
    const kids = this.data.kids;
    try {
      let exact = null;
      if (p.game === 'connect4') {
        const a = await this.req.getJSON('exact', '/api/solve', { position: p.position, weak: 'true' });
        exact = new Map();
        (a.scores || []).forEach((v, col) => { if (v !== null && v !== undefined) exact.set(String(col + 1), Math.sign(v)); });
      } else {
        const a = await this.req.getJSON('exact', '/api/exact', problemQuery(p));
        if (a.available) exact = new Map(a.moves.map((m) => [m.move, m.value]));
      }
      if (this.tr !== tr) return;
      if (!exact) {
        this.sayNoExact(p.game === 'connect4' ? 'mctsNoExactC4' : 'mctsNoExact');
        return;
      }
      this.exact = kids.map((k) => (exact.has(tr.move(k.id)) ? exact.get(tr.move(k.id)) : null));
      this.render();
    } catch (e) {
      if (!isAbort(e) && this.tr === tr) this.sayNoExact(p.game === 'connect4' ? 'mctsNoExactC4' : 'mctsNoExact');
    }
  }

  // sayNoExact says why no exact value is drawn (key: the words), in the page's language.
  sayNoExact(key) {
    this.noExact = key;
    this.ui.chartNoExact.textContent = key ? t(key) : '';
    this.ui.chartNoExact.hidden = !key;
  }

  // relabel draws again in the page's language.
  relabel() {
    if (!this.tr || this.ui.chartCard.hidden) return;
    this.full = series(this.tr);
    this.data = upTo(this.full, this.tr.mcts.iterOf[this.stepperK ?? 0] || 0);
    this.render();
    this.sayNoExact(this.noExact);
  }

  // show marks the iteration of step k.
  show(k) {
    this.stepperK = k;
    const tr = this.tr;
    if (!tr || !tr.mcts || this.ui.chartCard.hidden) return;
    const it = tr.mcts.iterOf[k] || 0;
    const cut = upTo(this.full, it);
    if (cut.x.length !== this.data.x.length) { // a convergence point reached or undone
      this.data = cut;
      this.render();
      return; // render shows k again
    }
    for (const mark of this.marks || []) {
      const x = it > 0 ? this.xOf(it) : -1;
      mark.setAttribute('x1', x.toFixed(1));
      mark.setAttribute('x2', x.toFixed(1));
      mark.setAttribute('visibility', it > 0 ? 'visible' : 'hidden');
    }
  }

  // xOf is iteration it's x: the axis spans the run's iterations (a parameter of the
  // search, said from its first step).
  xOf(it) {
    const { x } = this.full;
    const lo = Math.log10(Math.max(1, x[0] || 1)), hi = Math.log10(Math.max(10, x[x.length - 1] || 10));
    const f = hi > lo ? (Math.log10(Math.max(1, it)) - lo) / (hi - lo) : 0;
    return M.l + Math.max(0, Math.min(1, f)) * (W - M.l - M.r);
  }

  render() {
    const d = this.data, tr = this.tr, m = tr.mcts;
    this.marks = [];
    const maxN = Math.max(1, ...d.kids.flatMap((k) => k.visits));
    const lo = m.rewardLow, hi = m.rewardHigh;
    this.ui.chartVisits.replaceChildren(this.plot(t('mctsChartVisits'), d.kids.map((k) => k.visits), 0, maxN, null, (v) => fmtCount(Math.round(v))));
    this.ui.chartMeans.replaceChildren(this.plot(t('mctsChartMeans'), d.kids.map((k) => k.means), lo, hi, this.exact, num));
    this.renderTable();
    this.show(this.stepperK ?? 0);
  }

  // plot draws one chart: lines (one per child) of ys against the iterations, from
  // y0 to y1; exact (or null) the dashed values beside them.
  plot(title, ys, y0, y1, exact, fmt) {
    const d = this.data;
    const svg = s('svg', { viewBox: `0 0 ${W} ${H}`, class: 'mcts-plot', role: 'img', 'aria-label': title + ': ' + t('mctsChartAria', { n: d.kids.length }) });
    const yOf = (v) => H - M.b - ((v - y0) / (y1 - y0 || 1)) * (H - M.t - M.b);
    svg.appendChild(s('text', { x: M.l, y: M.t - 2, class: 'mc-title' }, title));
    // axes: y ticks at the ends and the middle, x ticks at powers of ten
    const g = s('g', { class: 'mc-axes' });
    for (const v of [y0, (y0 + y1) / 2, y1]) {
      g.appendChild(s('line', { x1: M.l, x2: W - M.r, y1: yOf(v), y2: yOf(v), class: 'mc-grid' }));
      g.appendChild(s('text', { x: M.l - 4, y: yOf(v) + 3, 'text-anchor': 'end' }, fmt(v)));
    }
    const last = this.full.x[this.full.x.length - 1] || 1;
    for (let p = 1; p <= last * 1.0001; p *= 10) {
      const x = this.xOf(p);
      g.appendChild(s('line', { x1: x, x2: x, y1: H - M.b, y2: H - M.b + 4 }));
      g.appendChild(s('text', { x, y: H - M.b + 14, 'text-anchor': 'middle' }, fmtCount(p)));
    }
    g.appendChild(s('text', { x: (M.l + W - M.r) / 2, y: H - 4, 'text-anchor': 'middle', class: 'mc-label' }, t('mctsChartX')));
    g.appendChild(s('line', { x1: M.l, x2: W - M.r, y1: H - M.b, y2: H - M.b, class: 'mc-axis' }));
    svg.appendChild(g);
    const names = []; // each line's name at its end, spread apart below
    ys.forEach((line, j) => {
      const colour = COLOURS[j % COLOURS.length];
      if (exact && exact[j] !== null && exact[j] !== undefined) {
        const y = yOf(exact[j]);
        svg.appendChild(s('line', { x1: M.l, x2: W - M.r, y1: y, y2: y, stroke: colour, class: 'mc-exact' }));
      }
      let path = '', endX = 0, endY = 0;
      line.forEach((v, i) => {
        if (v === null) return;
        endX = this.xOf(d.x[i]); endY = yOf(v);
        path += (path ? 'L' : 'M') + endX.toFixed(1) + ',' + endY.toFixed(1);
      });
      if (!path) return;
      svg.appendChild(s('path', { d: path, stroke: colour, class: 'mc-line' }));
      names.push({ x: endX + 3, y: endY + 3, colour, name: d.kids[j].name });
    });
    // names at least 9 points apart, in the order of their lines' ends
    names.sort((a, b) => a.y - b.y);
    for (let i = 1; i < names.length; i++) names[i].y = Math.max(names[i].y, names[i - 1].y + 9);
    const over = names.length ? names[names.length - 1].y - (H - M.b + 3) : 0;
    if (over > 0) for (const n of names) n.y -= over;
    for (const n of names) svg.appendChild(s('text', { x: n.x, y: n.y, fill: n.colour, class: 'mc-name' }, n.name));
    const mark = s('line', { x1: -1, x2: -1, y1: M.t, y2: H - M.b, class: 'mc-now' });
    svg.appendChild(mark);
    this.marks.push(mark);
    return svg;
  }

  // renderTable writes the figures per move at the last point shown, and the exact values.
  renderTable() {
    const d = this.data, last = d.x.length - 1;
    const head = h('tr', {}, ...[t('ucbChild'), 'N', 'W/N', t('mctsExact')].map((x) => h('th', { scope: 'col', textContent: x })));
    const rows = d.kids.map((k, j) => h('tr', {},
      h('th', { scope: 'row', textContent: k.name }),
      h('td', { textContent: fmtCount(k.visits[last] || 0) }),
      h('td', { textContent: k.means[last] === null || k.means[last] === undefined ? '—' : num(k.means[last]) }),
      h('td', { textContent: this.exact && this.exact[j] !== null ? num(this.exact[j]) : '—' })));
    const caption = h('caption', { textContent: t('mctsChartTableCaption', { n: fmtCount(d.x[last] || 0) }) });
    this.ui.chartTable.replaceChildren(h('table', { className: 'stack mcts-table' }, caption, h('thead', {}, head), h('tbody', {}, ...rows)));
  }
}
