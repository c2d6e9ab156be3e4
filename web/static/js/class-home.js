// The classes' home of a teacher: make a class; the classes this browser opened.
import { t } from './i18n.js';
import { h, plainClick } from './dom.js';
import { IDS } from './class-ids.js';
import { classAddress, keptClasses } from './class-model.js';
import { field, onSend } from './class-form.js';

// homeView is the home's elements: on.create(name) makes a class (its errors said in
// the form), on.open(id, key) opens a kept one, on.forget(c) forgets one here.
export function homeView(on) {
  const name = h('input', { id: IDS.className, type: 'text', maxLength: 80, autocomplete: 'off', required: true });
  const status = h('p', { id: IDS.homeStatus, className: 'ex-status', attrs: { role: 'status' } });
  const go = h('button', { type: 'submit', id: IDS.createClass, className: 'btn btn-primary', textContent: t('clCreateClass') });
  const form = h('form', { id: IDS.newClass, className: 'card cl-card', noValidate: true },
    h('h2', { textContent: t('clNewClass') }),
    field(t('clClassName'), name),
    h('div', { className: 'form-actions' }, go),
    status);
  onSend(form, go, status, () => on.create(name.value));
  const items = keptClasses().map((c) => h('li', {}, h('a', {
    href: classAddress({ cls: c.id }), textContent: c.name, // the key stays out of the link
    onclick: (e) => {
      if (!plainClick(e)) return;
      e.preventDefault();
      on.open(c.id, c.key);
    },
  }), ' ', h('button', {
    type: 'button', className: 'btn btn-small btn-ghost cl-forget-kept', textContent: t('clForget'), title: t('clForgetClass'),
    onclick: () => on.forget(c),
  })));
  return h('div', { className: 'cl-home', id: IDS.home },
    h('div', { className: 'cl-head' }, h('h1', { textContent: t('clHomeTitle') }), h('p', { className: 'result-line', textContent: t('clHomeIntro') })),
    form,
    h('section', { className: 'card cl-card', attrs: { 'aria-labelledby': IDS.keptHeading } },
      h('h2', { id: IDS.keptHeading, textContent: t('clKept') }),
      items.length ? h('ul', { className: 'cl-kept' }, ...items) : h('p', { className: 'muted', textContent: t('clNoneKept') })));
}
