// check: alphabeta
// twin: 17_explicit_stack_peeks
// Alpha-beta (fail-soft) with an explicit stack whose frames note, as each node's
// children are pushed, which are leaves and whose move it is there (looks only).
function frame(node, leaf, isMax, alpha, beta) {
  return { node, leaf, max: isMax, alpha, beta, kids: null, i: 0, best: 0 };
}

function framesOf(node) {
  return node.children().map((c) => [c, c.isLeaf(), c.isMax()]);
}

function search(root) {
  const stack = [frame(root, root.is_leaf(), root.is_max(), -Infinity, Infinity)];
  let value = null;
  for (let step = 0; step < 1000000; step++) {
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
      if (f.leaf) {
        value = f.node.value();
        stack.pop();
        continue;
      }
      f.kids = framesOf(f.node);
      f.best = f.max ? -Infinity : Infinity;
    }
    if (f.i < f.kids.length) {
      const [child, leaf, isMax] = f.kids[f.i];
      stack.push(frame(child, leaf, isMax, f.alpha, f.beta));
      f.i += 1;
    } else {
      value = f.best;
      stack.pop();
      if (stack.length === 0) return value;
    }
  }
  return null;
}
