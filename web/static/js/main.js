// The page: two views (step through a search; play against the machine), a language
// switch, and an address that always reproduces what is shown.
import { setLang, defaultLang, getLang, onLangChange, t, LANGS } from './i18n.js';
import { Requests } from './api.js';
import { $, elements, copyLink } from './dom.js';
import { shareable } from './class-secret.js';
import { paramsFromURL } from './problem.js';
import { Explorer } from './explore.js';
import { Player } from './play.js';
import { Practise } from './practise.js';
import { Compare } from './compare.js';
import { CodeLab } from './codelab.js';
import { ClassView } from './class.js';
import { labCode } from './labcode.js';
import { markScrolling } from './scroll-cue.js';
import { labelSkip, wireSkip } from './skip-link.js';

// The page's own elements (each view names its own), by their ids in index.html.
const IDS = { copy: 'copy-link', copyStatus: 'copy-status', linkField: 'link-field' };

const app = {
  meta: { presets: [] },
  view: 'explore',
  lang: getLang,
  explorer: null,
  player: null,
  practise: null,
  compare: null,
  lab: null,
  classview: null,

  // showTabs shows one view and marks its tab. The views left stop what runs for
  // them: every request on its way is aborted.
  showTabs(view) {
    this.view = view;
    for (const v of VIEWS) {
      $('view-' + v).hidden = v !== view;
      const tab = $('tab-' + v);
      tab.setAttribute('aria-selected', String(v === view));
      tab.tabIndex = v === view ? 0 : -1;
    }
    document.title = t(TITLES[view]);
    labelSkip(view);
    for (const [v, x] of [['explore', this.explorer], ['practise', this.practise], ['compare', this.compare], ['play', this.player], ['lab', this.lab], ['class', this.classview]]) {
      if (v !== view && x) x.leave();
    }
  },

  setView(view) {
    this.showTabs(view);
    if (view === 'lab') {
      this.lab.enter();
      return;
    }
    if (view === 'class') {
      this.classview.enter();
      return;
    }
    if (view === 'practise') {
      this.practise.enter();
      return;
    }
    if (view === 'compare') {
      this.compare.enter();
      if (!this.compare.rows || this.compare.interrupted) this.compare.submit();
      else this.compare.saveURL();
      return;
    }
    if (view === 'explore') {
      if (!this.explorer.tr && !this.explorer.loadingKey) {
        const p = this.explorer.readForm();
        this.explorer.load(p, 0);
      } else if (this.explorer.tr) {
        // the form may have been the compared problem meanwhile: the stepper follows it
        this.explorer.submit();
        this.explorer.saveURL(true);
      }
    } else if (!this.player.s) {
      this.player.start(new URLSearchParams());
    } else {
      this.player.resume();
      this.player.saveURL();
    }
  },

  // go opens a view's address as a new history entry (Back returns): its query and,
  // in its fragment, the student's code it names.
  go(href) {
    history.pushState(null, '', href);
    return route(new URLSearchParams(location.search));
  },

  // showExplore opens the stepper on a problem (from "why this move?", or a mistake
  // of an exercise: from says which); Back returns.
  showExplore(p, step, expectMove, from = 'play') {
    history.pushState({ sub: from }, '', '?view=explore');
    this.showTabs('explore');
    this.explorer.writeForm(p);
    this.explorer.load(p, step, { expectMove });
    this.setView('explore');
  },
};

const VIEWS = ['explore', 'practise', 'compare', 'play', 'lab', 'class'];
const TITLES = { explore: 'titleExplore', practise: 'titlePractise', compare: 'titleCompare', play: 'titlePlay', lab: 'titleLab', class: 'titleClass' };

// route shows the view an address names. The student's code a link holds (in its
// fragment: labcode.js) is read first.
async function route(q) {
  if (/(^#|&)(eval|game|search|code)=/.test(location.hash)) {
    await labCode.readFragment(location.hash, q, q.get('view') === 'lab' ? q.get('kind') || 'eval' : '');
  }
  const view = q.get('view');
  if (view === 'play') {
    app.setView('play');
    app.player.start(q);
    return;
  }
  if (view === 'practise') {
    app.showTabs('practise');
    app.practise.start(q);
    return;
  }
  if (view === 'compare') {
    app.showTabs('compare');
    app.compare.start(q);
    return;
  }
  if (view === 'lab') {
    app.showTabs('lab');
    app.lab.start(q);
    return;
  }
  if (view === 'class') {
    app.showTabs('class');
    app.classview.start(q, location.hash);
    return;
  }
  const p = paramsFromURL(q);
  app.showTabs('explore');
  app.explorer.writeForm(p);
  // step=K in a link is "Step K of N" (1 is the first step), as on the command line.
  let step = Number(q.get('step')) - 1;
  if (!Number.isFinite(step) || step < 0) step = 0;
  app.explorer.load(p, step);
}

function syncLangButtons() {
  for (const b of document.querySelectorAll('[data-lang]')) b.setAttribute('aria-pressed', String(b.dataset.lang === getLang()));
}

// copyPageLink copies the address of the view shown (it says so for a few seconds),
// without a teacher's or a student's key (shareable).
async function copyPageLink(ui) {
  await copyLink(shareable(location.href), ui.copyStatus, ui.linkField);
  clearTimeout(copyPageLink.timer);
  copyPageLink.timer = setTimeout(() => { ui.copyStatus.textContent = ''; ui.linkField.hidden = true; }, 4000);
}

async function main() {
  const q = new URLSearchParams(location.search);
  const ql = (q.get('lang') || '').toLowerCase();
  setLang(LANGS.includes(ql) ? ql : defaultLang());
  const ui = elements(IDS);
  try {
    app.meta = await new Requests().getJSON('meta', '/api/meta', {});
  } catch {
    app.meta = { presets: [] };
  }
  app.explorer = new Explorer(app);
  app.player = new Player(app);
  app.practise = new Practise(app);
  app.compare = new Compare(app);
  markScrolling(); // wide tables say they scroll (scroll-cue.js)
  app.lab = new CodeLab(app);
  app.classview = new ClassView(app);
  app.explorer.fillPresets();
  app.practise.fillForm();
  syncLangButtons();
  if (matchMedia('(max-width: 1400px)').matches) app.explorer.ui.details.open = false;

  for (const b of document.querySelectorAll('[data-lang]')) {
    b.addEventListener('click', () => setLang(b.dataset.lang, true));
  }
  onLangChange(() => {
    syncLangButtons();
    document.title = t(TITLES[app.view]);
    labelSkip(app.view);
    app.explorer.relabel();
    app.player.relabel();
    app.practise.relabel();
    app.compare.relabel();
    app.classview.relabel();
    if (app.view === 'play') app.player.saveURL();
  });
  const tabs = VIEWS.map((v) => $('tab-' + v));
  tabs.forEach((tab, i) => {
    tab.addEventListener('click', () => app.setView(VIEWS[i]));
    tab.addEventListener('keydown', (e) => {
      if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
      const next = tabs[(i + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
      next.focus();
      next.click();
      e.preventDefault();
    });
  });
  ui.copy.addEventListener('click', () => copyPageLink(ui));
  wireSkip(() => app.view);
  window.addEventListener('popstate', () => route(new URLSearchParams(location.search)));
  await route(q);
  document.body.classList.add('ready');
}

window.gametree = app; // for the browser tests and the curious
main();
