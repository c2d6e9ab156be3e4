// check: minimax
// twin: 05_explicit_stack_minimax
// Minimax with an explicit stack: no recursion, no function returns a node's value.
function frame(node) {
  return { node: node, kids: null, i: 0, best: null, max: false };
}

function search(root) {
  const stack = [frame(root)];
  let value = null;
  while (stack.length > 0) {
    const f = stack[stack.length - 1];
    if (value !== null) {
      if (f.best === null || f.max && value > f.best || !f.max && value < f.best) f.best = value;
      value = null;
    } else if (f.kids === null) {
      if (f.node.is_leaf()) {
        value = f.node.value();
        stack.pop();
        continue;
      }
      f.kids = f.node.children();
      f.max = f.node.is_max();
    }
    if (f.i < f.kids.length) {
      stack.push(frame(f.kids[f.i]));
      f.i++;
    } else {
      value = f.best;
      stack.pop();
    }
  }
  return value;
}
