// Lists written as the page's language writes them: the stones game's takes "1,2,3"
// read "1, 2 or 3" (English, without the serial comma, as the page's other words) and
// "1, 2 o 3" (Spanish, "7 u 8" before a word that sounds "o").
import { getLang } from './i18n.js';

const formats = {};

// orList joins items with the language's "or": ["1", "2", "3"] → "1, 2 or 3".
export function orList(items, lang = getLang()) {
  const f = formats[lang] || (formats[lang] = new Intl.ListFormat(lang, { type: 'disjunction' }));
  const s = f.format(items.map(String));
  return lang === 'en' ? s.replace(/, or /, ' or ') : s;
}

// takesList writes a stones game's takes, as the address holds them ("1,2,3" or
// "1, 2,3"), as a list the page's language reads: "1, 2 or 3".
export function takesList(takes, lang = getLang()) {
  const items = String(takes).split(',').map((x) => x.trim()).filter((x) => x !== '');
  return items.length ? orList(items, lang) : String(takes);
}
