// Where the answer's fields open: never over the node they ask about nor over its
// children (the values the student must read), and over as few other nodes as can
// be. Rectangles are { left, top, right, bottom } in the frame's coordinates. Nothing
// here touches the page.

const GAP = 6;

// overlap is the area two rectangles share.
export function overlap(a, b) {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

const union = (rs) => rs.reduce((u, r) => ({
  left: Math.min(u.left, r.left), top: Math.min(u.top, r.top), right: Math.max(u.right, r.right), bottom: Math.max(u.bottom, r.bottom),
}));

// placePop is the top-left corner { left, top } of a w×h box: keep are the rectangles
// it must not cover (the node asked about and its children), others those it had
// better not (the other nodes), frame { width, height } the area it is placed in. It
// tries beside the node and its children (right, left), under them, above the node,
// then the frame's corners; when each covers some other node and there is room under
// the frame (under: true), or none is free of keep, it goes under the frame.
export function placePop(keep, others, w, h, frame, under = false) {
  const node = keep[0], u = union(keep);
  const cx = (node.left + node.right) / 2;
  const clampX = (x) => Math.max(4, Math.min(frame.width - w - 4, x));
  const clampY = (y) => Math.max(4, Math.min(frame.height - h - 4, y));
  const tries = [
    { left: u.right + GAP, top: clampY(node.top) },
    { left: u.left - GAP - w, top: clampY(node.top) },
    { left: clampX(cx - w / 2), top: u.bottom + GAP },
    { left: clampX(cx - w / 2), top: node.top - GAP - h },
    { left: 4, top: 4 },
    { left: frame.width - w - 4, top: 4 },
    { left: 4, top: frame.height - h - 4 },
    { left: frame.width - w - 4, top: frame.height - h - 4 },
  ];
  let best = null, bestCost = Infinity;
  for (const p of tries) {
    const r = { left: p.left, top: p.top, right: p.left + w, bottom: p.top + h };
    // out of the frame: not seen without scrolling
    if (r.left < 0 || r.top < 0 || r.right > frame.width || r.bottom > frame.height) continue;
    if (keep.some((k) => overlap(k, r) > 0)) continue;
    const cost = others.reduce((s, o) => s + overlap(o, r), 0);
    if (cost < bestCost) {
      best = p;
      bestCost = cost;
    }
    if (cost === 0) break;
  }
  if (!best || (bestCost > 0 && under)) return { left: Math.round(clampX(cx - w / 2)), top: Math.round(frame.height + GAP) };
  return { left: Math.round(best.left), top: Math.round(best.top) };
}
