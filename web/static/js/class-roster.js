// A student as their teacher keeps them, in the panel of their work: their own link
// (shown again, or reset: a new one, the old one stops working), renamed, merged into
// another student (who joined twice), deleted. Each change asks first (in the page's
// language) and then says what the server answered.
import { t } from './i18n.js';
import { isAbort } from './api.js';
import { h, setOptions } from './dom.js';
import { IDS } from './class-ids.js';
import { secretField } from './class-secret.js';

// rosterBar is student's bar in the teacher's page (its class, key, requests, the
// assignment shown and its results); on.renamed(), on.merged(into) and on.deleted(name)
// follow a change.
export function rosterBar(page, student, on) {
  const path = page.classPath() + '/students/' + encodeURIComponent(student.id);
  const linkQuery = page.shown ? '/link?a=' + encodeURIComponent(page.shown) : '/link';
  const status = h('p', { id: IDS.rosterStatus, className: 'ex-status', attrs: { role: 'status', 'aria-live': 'polite' } });
  const linkBox = h('div', { className: 'cl-roster-link' });
  const say = (text, error = false) => {
    status.textContent = text;
    status.classList.toggle('error', error);
  };
  // send sends a change: the server's answer ({} for none), or null after a refusal
  // (said in the bar) or an aborted request (which says nothing)
  const send = async (method, tail, body) => {
    say('');
    try {
      return (await page.req.call('roster', method, path + tail, { headers: page.auth(), body })) || {}; // 204: no body
    } catch (err) {
      if (!isAbort(err)) say(err.message, true);
      return null;
    }
  };
  const showLink = (r) => linkBox.replaceChildren(secretField(t('clStudentOwnLink', { name: r.student.name }), new URL(r.link, location.href).toString(), { field: IDS.studentLink }));
  const button = (id, key, onclick, extra = 'btn-ghost') => h('button', { type: 'button', id, className: 'btn btn-small ' + extra, textContent: t(key), onclick });

  const name = h('input', { id: IDS.renameName, type: 'text', maxLength: 80, value: student.name, attrs: { 'aria-label': t('clNewName') } });
  const renameForm = h('form', { className: 'btn-row cl-rename-form', hidden: true, noValidate: true },
    name, h('button', { type: 'submit', id: IDS.renameSave, className: 'btn btn-small btn-primary', textContent: t('clSave') }),
    button('', 'clCancel', () => { renameForm.hidden = true; }));
  renameForm.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (await send('PATCH', '', { name: name.value })) on.renamed();
  });

  const others = ((page.results && page.results.students) || []).filter((x) => x.id !== student.id);
  const into = h('select', { id: IDS.mergeInto, attrs: { 'aria-label': t('clMergeInto') } });
  setOptions(into, [['', t('clMergeInto')], ...others.map((x) => [x.id, x.name + (x.number ? ' (' + x.number + ')' : '')])]);
  const mergeGo = button(IDS.mergeGo, 'clMergeGo', async () => {
    const target = others.find((x) => x.id === into.value);
    if (!target) {
      say(t('clMergePick'), true);
      return;
    }
    if (!window.confirm(t('clMergeConfirm', { from: student.name, into: target.name }))) return;
    if (await send('POST', '/merge', { into: target.id })) on.merged(target.id);
  });

  return h('div', { id: IDS.roster, className: 'cl-roster' },
    h('div', { className: 'btn-row' },
      button(IDS.showLink, 'clShowLink', async () => {
        const r = await send('GET', linkQuery);
        if (r) showLink(r);
      }),
      button(IDS.resetLink, 'clResetLink', async () => {
        if (!window.confirm(t('clResetConfirm', { name: student.name }))) return;
        const r = await send('POST', linkQuery);
        if (!r) return;
        showLink(r);
        say(t('clResetDone', { name: r.student.name }));
      }),
      button(IDS.rename, 'clRename', () => { renameForm.hidden = false; name.focus(); }),
      others.length ? h('span', { className: 'btn-row cl-merge' }, into, mergeGo) : null,
      button(IDS.deleteStudent, 'clDeleteStudent', async () => {
        if (!window.confirm(t('clDeleteStudentConfirm', { name: student.name }))) return;
        if (await send('DELETE', '')) on.deleted(student.name);
      }, 'btn-ghost btn-danger')),
    renameForm, linkBox, status);
}
