// The skip link, first on the page for the keyboard: in Step through it leads to the
// tree's stepper ("Skip to the tree"), in every other view to that view's heading
// ("Skip to Practise"). It moves the focus there itself, so the address (whose
// fragment may hold a student's code) never changes.
import { t } from './i18n.js';

// skipTarget is the element the skip link leads to in a view.
function skipTarget(view) {
  if (view === 'explore') return document.getElementById('stepper');
  const section = document.getElementById('view-' + view);
  return (section && section.querySelector('h1')) || section;
}

// labelSkip says where the skip link leads in the view shown, in the page's language.
export function labelSkip(view) {
  const a = document.querySelector('a.skip');
  if (!a) return;
  const tab = document.getElementById('tab-' + view);
  a.textContent = view === 'explore' || !tab ? t('skipToTree') : t('skipToView', { view: tab.textContent.trim() });
  const target = skipTarget(view);
  if (target && target.id) a.setAttribute('href', '#' + target.id);
}

// wireSkip makes the skip link move the focus to the shown view's target (view() says
// which view is shown).
export function wireSkip(view) {
  const a = document.querySelector('a.skip');
  if (!a) return;
  a.addEventListener('click', (e) => {
    const target = skipTarget(view());
    if (!target) return;
    e.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  });
}
