// A confirmation asked in the page: a modal <dialog> with a title, what the action
// does (a paragraph each), and two buttons, the action's and Cancel (Escape cancels
// too). It resolves true when the action is confirmed. Unlike window.confirm, it says
// its text in the page's own type, and a test can read it and answer it.
import { t } from './i18n.js';
import { h } from './dom.js';

// confirmDialog asks: id names the dialog (its buttons are ID-ok and ID-cancel); ok
// is the action's button's label; danger colours it as a destructive action.
export function confirmDialog({ id, title, paragraphs = [], ok, danger = false }) {
  document.getElementById(id)?.remove();
  return new Promise((resolve) => {
    const dlg = h('dialog', { id, className: 'cl-dialog', attrs: { 'aria-labelledby': id + '-title' } });
    const done = (yes) => {
      if (dlg.open) dlg.close();
      dlg.remove();
      resolve(yes);
    };
    const cancel = h('button', { type: 'button', id: id + '-cancel', className: 'btn btn-ghost', textContent: t('clCancel'), onclick: () => done(false) });
    const confirm = h('button', { type: 'button', id: id + '-ok', className: 'btn ' + (danger ? 'btn-danger' : 'btn-primary'), textContent: ok, onclick: () => done(true) });
    dlg.append(
      h('h2', { id: id + '-title', textContent: title }),
      ...paragraphs.map((p) => h('p', { textContent: p })),
      h('div', { className: 'btn-row cl-dialog-buttons' }, cancel, confirm));
    dlg.addEventListener('cancel', (e) => { e.preventDefault(); done(false); }); // Escape
    document.body.append(dlg);
    dlg.showModal();
    cancel.focus(); // the safe answer first
  });
}
