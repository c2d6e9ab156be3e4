// A secret link on screen (a teacher's link, a student's own link): its key masked
// (•••) until asked for ("Show"), copied whole ("Copy"); and the header's "Copy link",
// which never copies a key.
import { t } from './i18n.js';
import { h, copyLink } from './dom.js';

const MASK = '••••••••';
const KEYS = /([#&](?:key|student)=)[^&]*/g;

// masked is a link with the keys of its fragment (#key=, #student=) hidden.
export const masked = (link) => String(link).replace(KEYS, '$1' + MASK);

// shareable is an address without the keys of its fragment: what a page may copy for
// others (the header's "Copy link").
export function shareable(href) {
  const u = new URL(href);
  const frag = new URLSearchParams(u.hash.replace(/^#/, ''));
  frag.delete('key');
  frag.delete('student');
  const rest = frag.toString();
  u.hash = rest ? '#' + rest : '';
  return u.toString().replace(/#$/, '');
}

// secretField is a labelled secret link: a read-only field showing it masked, "Show"
// (it shows it whole, "Hide" masks it again) and "Copy" (the whole link). ids: {field,
// show, copied}.
export function secretField(label, link, ids = {}) {
  const field = h('input', { id: ids.field || '', className: 'cl-link', type: 'text', readOnly: true, value: masked(link), dataset: { masked: 'true' } });
  const copied = h('span', { id: ids.copied || '', className: 'copy-status', attrs: { role: 'status' } });
  const show = h('button', { id: ids.show || '', type: 'button', className: 'btn btn-small btn-ghost cl-show-secret', textContent: t('clShow'), attrs: { 'aria-pressed': 'false' } });
  show.addEventListener('click', () => {
    const hidden = field.dataset.masked === 'true';
    field.value = hidden ? link : masked(link);
    field.dataset.masked = String(!hidden);
    show.textContent = t(hidden ? 'clHide' : 'clShow');
    show.setAttribute('aria-pressed', String(hidden));
  });
  const copy = h('button', {
    type: 'button', className: 'btn btn-small cl-copy-secret', textContent: t('clCopy'),
    onclick: async () => {
      await copyLink(link, copied, field);
      setTimeout(() => { copied.textContent = ''; }, 3000);
    },
  });
  if (ids.field) field.setAttribute('aria-label', label);
  return h('div', { className: 'field cl-linkrow cl-secret' },
    ids.field ? h('label', { htmlFor: ids.field, textContent: label }) : h('span', { className: 'cl-secret-label', textContent: label }),
    h('div', { className: 'btn-row' }, field, show, copy, copied));
}
