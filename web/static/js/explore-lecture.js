// The stepper's links to its search's lecture in one file (/api/lecture): a 16:9 PDF
// of the key steps' slides, one of every step, and the key steps as LaTeX Beamer
// source. The server names the files as these links do.
import { problemQuery, budgetOf } from './problem.js';
import { getLang } from './i18n.js';
import { url } from './api.js';

// The links: element id, steps, format.
const LINKS = [
  ['dl-lecture-key-pdf', 'key', 'pdf'],
  ['dl-lecture-all-pdf', 'all', 'pdf'],
  ['dl-lecture-key-tex', 'key', 'tex'],
];

// lectureLinks is each link's address and file name for problem p, by element id.
export function lectureLinks(p) {
  const base = { ...problemQuery(p), budget: budgetOf(p), lang: getLang() };
  const name = 'gametree-' + p.game.replace(/[^A-Za-z0-9-]/g, '-');
  const out = {};
  for (const [id, steps, format] of LINKS) {
    out[id] = { href: url('/api/lecture', { ...base, steps, format }), file: `${name}-lecture-${steps}.${format}` };
  }
  return out;
}

// MAX_SLIDES is the most step slides /api/lecture makes (web/explore_lecture.go's
// webLectureSlides): a search of more steps has no "every step" link.
export const MAX_SLIDES = 250;

// updateLectureLinks points the page's lecture links (if any) at problem p, whose
// search has steps steps.
export function updateLectureLinks(p, steps, doc = document) {
  for (const [id, link] of Object.entries(lectureLinks(p))) {
    const a = doc.getElementById(id);
    if (!a) continue;
    a.href = link.href;
    a.setAttribute('download', link.file);
    if (id === 'dl-lecture-all-pdf') a.hidden = steps > MAX_SLIDES;
  }
}
