// The report of a check of a student's search: the verdict (the first divergence
// explained with the stepper's sentence), and the student's run beside the course's
// algorithm, event by event, up to a little past where they part; each row numbered
// by the stepper's step of the algorithm's event (the divergence's row by the step
// the verdict names and the stepper opens).
import { t, getLang } from './i18n.js';
import { h } from './dom.js';

// ROWS_PAST is how many events past the divergence the table shows.
const ROWS_PAST = 3;

// ROWS_AGREED is how many events the table shows of a run that agrees throughout (a
// tic-tac-toe search has thousands): a last row says how many more there are.
const ROWS_AGREED = 40;

// eventText says one event of a run: "visits B", "evaluates leaf B1 (3)", "returns 3 for B".
export function eventText(e) {
  if (!e) return '—';
  const v = e.not_number ? e.returned : String(e.value);
  if (e.kind === 'visit') return t('labDidVisit', { name: e.name });
  if (e.kind === 'eval') return t('labDidEval', { name: e.name, v });
  return t('labDidReturn', { name: e.name, v });
}

// stepOf is the stepper's step of the algorithm's event ("18", as the stepper says
// "Step 18 of 29"), "" where the algorithm has none (the code went on past its end).
export function stepOf(e) { return e && Number.isInteger(e.step) ? String(e.step + 1) : ''; }

export class CheckReport {
  // ui: the lab's elements (check, verdict, events).
  constructor(ui) {
    this.ui = ui;
    this.report = null;
  }

  show(rep) {
    this.report = rep;
    const ui = this.ui;
    ui.check.hidden = false;
    ui.verdict.textContent = rep.summary[getLang()] || rep.summary.en;
    ui.verdict.classList.toggle('ok', rep.ok);
    ui.verdict.classList.toggle('wrong', !rep.ok);
    const d = rep.divergence;
    const n = Math.max(rep.student.length, rep.reference.length);
    const last = d ? Math.min(n, d.index + 1 + ROWS_PAST) : Math.min(n, ROWS_AGREED);
    const rows = [];
    for (let i = 0; i < last; i++) {
      rows.push(h('tr', { className: d && i === d.index ? 'lab-diverge-row' : '' },
        h('td', { textContent: d && i === d.index && d.step >= 0 ? String(d.step + 1) : stepOf(rep.reference[i]) }),
        h('td', { textContent: eventText(rep.student[i]) }),
        h('td', { textContent: eventText(rep.reference[i]) })));
    }
    if (!d && n > last) {
      rows.push(h('tr', { className: 'lab-more-row' },
        h('td', { colSpan: 3, textContent: t('labMoreSame', { n: (n - last).toLocaleString(getLang()) }) })));
    }
    ui.events.tBodies[0].replaceChildren(...rows);
  }

  hide() {
    this.report = null;
    this.ui.check.hidden = true;
  }

  relabel() { if (this.report) this.show(this.report); }
}
