// The page's DOM helpers, written once: an element by id, a view's elements by the one
// table of ids that names them, elements built from properties (never from HTML text),
// a select's options, a link copied to the clipboard.
import { t } from './i18n.js';

// $ is the element of an id, or null.
export const $ = (id) => document.getElementById(id);

// elements finds a view's elements once, by the table that names their ids
// ({name: 'id'} gives {name: element}). An id the page lacks is an error when the view
// starts, not a null met later.
export function elements(ids) {
  const out = {};
  for (const [name, id] of Object.entries(ids)) {
    const el = document.getElementById(id);
    if (!el) throw new Error(`the page has no element #${id}`);
    out[name] = el;
  }
  return out;
}

// h builds an element: h('button', { type: 'button', className: 'btn', textContent:
// 'Go', dataset: { step: '3' }, attrs: { 'aria-pressed': 'true' } }, child, ...).
// Properties are set as properties (className, textContent, value, onclick, ...),
// dataset as data-* attributes, attrs as attributes (role, aria-*: those without a
// property); children are elements or texts, and null, undefined or false is none (a
// child shown only sometimes).
export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'dataset') Object.assign(el.dataset, v);
    else if (k === 'attrs') for (const [a, x] of Object.entries(v)) el.setAttribute(a, String(x));
    else el[k] = v;
  }
  const kids = children.filter((c) => c !== null && c !== undefined && c !== false);
  if (kids.length) el.append(...kids);
  return el;
}

// setOptions replaces a select's options with [value, label] pairs.
export function setOptions(sel, pairs) {
  sel.replaceChildren(...pairs.map(([value, label]) => h('option', { value: String(value), textContent: label })));
}

// plainClick is a left click without a modifier: a link clicked with one opens as the
// browser opens links (a new tab, a download).
export const plainClick = (e) => e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey;

// copyLink puts a link on the clipboard and says so in status; where the clipboard is
// refused, it shows the link selected in field for the reader to copy.
export async function copyLink(link, status, field) {
  try {
    await navigator.clipboard.writeText(link);
    status.textContent = t('linkCopied');
  } catch {
    field.hidden = false;
    field.value = link;
    field.select();
    status.textContent = t('linkSelect');
  }
}
