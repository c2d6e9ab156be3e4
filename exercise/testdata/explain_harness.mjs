// Runs the page's explain() on traces in the columns form and prints every step's
// sentence in English and Spanish, as JSON: [{"en": [...], "es": [...]}, ...], one per
// file named on the command line. Used by TestSentencesMatchPageExplain.
import { readFileSync } from 'node:fs';

globalThis.document = { documentElement: {}, querySelectorAll: () => [] };
globalThis.localStorage = { getItem: () => null, setItem: () => {} };
const { Trace } = await import('./model.js');
const { explain } = await import('./explain.js');
const { setLang } = await import('./i18n.js');

const out = [];
for (const file of process.argv.slice(2)) {
  const res = {};
  for (const lang of ['en', 'es']) {
    setLang(lang);
    const tr = new Trace(JSON.parse(readFileSync(file, 'utf8')));
    const windowed = tr.doc.algorithm === 'alphabeta' || tr.doc.algorithm === 'negamax-alphabeta';
    const s = [];
    for (let k = 0; k < tr.S; k++) {
      tr.seek(k);
      s.push(explain(tr, k, windowed));
    }
    res[lang] = s;
  }
  out.push(res);
}
process.stdout.write(JSON.stringify(out));
