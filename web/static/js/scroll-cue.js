// Tables wider than their box (Compare's on a phone) say they scroll: the box gets the
// class "scrolls" while its content is wider than it, which shows the hint above it
// (narrow.css) and, with tabindex, lets the arrow keys scroll it.

// markScrolling watches every box matching selector under root: its class "scrolls"
// follows whether its content is wider than it, as the box or the content resizes.
export function markScrolling(root = document, selector = '.cmp-table-wrap') {
  if (typeof ResizeObserver === 'undefined') return;
  const mark = (box) => box.classList.toggle('scrolls', box.scrollWidth > box.clientWidth + 1);
  const ro = new ResizeObserver((entries) => {
    for (const e of entries) mark(e.target.closest(selector) || e.target);
  });
  for (const box of root.querySelectorAll(selector)) {
    ro.observe(box);
    if (box.firstElementChild) ro.observe(box.firstElementChild);
    mark(box);
  }
}
