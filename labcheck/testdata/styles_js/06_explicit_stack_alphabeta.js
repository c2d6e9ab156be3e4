// check: alphabeta
// twin: 06_explicit_stack_alphabeta
// Alpha-beta (fail-soft) with an explicit stack of frames.
function frame(node, alpha, beta) {
  return { node, alpha, beta, kids: null, i: 0, best: 0, max: false };
}

function search(root) {
  const stack = [frame(root, -Infinity, Infinity)];
  let value = null;
  for (;;) {
    const f = stack[stack.length - 1];
    if (value !== null) {
      if (f.max) {
        f.best = Math.max(f.best, value);
        f.alpha = Math.max(f.alpha, f.best);
      } else {
        f.best = Math.min(f.best, value);
        f.beta = Math.min(f.beta, f.best);
      }
      value = null;
      if (f.alpha >= f.beta) f.i = f.kids.length;
    } else if (f.kids === null) {
      const node = f.node;
      if (node.is_leaf()) {
        value = node.value();
        stack.pop();
        continue;
      }
      f.kids = node.children();
      f.max = node.is_max();
      f.best = f.max ? -Infinity : Infinity;
    }
    if (f.i < f.kids.length) {
      stack.push(frame(f.kids[f.i], f.alpha, f.beta));
      f.i += 1;
    } else {
      value = f.best;
      stack.pop();
      if (stack.length === 0) return value;
    }
  }
}
