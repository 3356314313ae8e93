// The marks of one step on the nodes drawn: each node's state, window,
// ↑ m and flags rewritten from the snapshot only where they differ
// (`updateNodes`, `updateRecord`), the lesson's nodes drawn last, the
// overlay (the current node's ring, the α/β source marks, a leaf's window),
// Knuth–Moore's types, the principal variation's double line, the edge
// handing a value up, the move tried first, and the editor's selection
// (`markSelected`), and, once a paint has drawn them, each ↑ m moved to
// its node's free side where its children's windows meet it (`freeSideM`).
// Cut marks are cuts.js's, the phases' windows windowtags.js's.

import { nodeAt, STATES, BOUNDS } from '../core/snapshot.js';
import { ASK_WINDOW, ASK_M } from '../core/ask.js';
import { sideBound, sideValue, sideWindow } from '../core/negamax.js';
import { el, flag, setText, endsWith } from './svg.js';
import { edgeEnds, nodeTransform, placeAt } from './shapes.js';
import { turned, windowText, mText, same, boundText } from './values.js';

/**
 * Shows the principal variation as a double line over its edges, or hides
 * it. The lines are made when the variation changes (a handful, one pair
 * per level), from the nodes' positions, drawn or not.
 */
function drawPv(view, pv) {
  const key = pv && pv.length > 1 ? pv.join(',') : '';
  if (view.pvKey === key) return;
  view.pvKey = key;
  view.pvLayer.replaceChildren();
  if (!key) return;
  for (let j = 1; j < pv.length; j++) {
    const ends = edgeEnds(view, pv[j - 1], pv[j]);
    view.pvLayer.append(el('line', ends, 'pv-outer'), el('line', ends, 'pv-inner'));
  }
}

/**
 * The overlay: the ring of the current node, the source marks (ring and α
 * or β badge), and the α β window of the current or pointed leaf (leaves
 * stand too close together for every window to show at once), with the
 * leaves' Knuth–Moore types it covers out of its way (`typesShown`:
 * whether they are drawn; placeLeafType).
 */
function drawOverlay(view, snap, focus, badges, typesShown) {
  const current = snap.current ?? null;
  if (view.ringAt !== current) {
    view.ringAt = current;
    placeAt(view, view.ring, current);
  }

  const marks = [...badges.entries()];
  view.sources.forEach((slot, j) => {
    const [id, text] = marks[j] || [null, ''];
    if (slot.id !== id) {
      slot.id = id;
      placeAt(view, slot.mark, id);
    }
    if (slot.text !== text) {
      slot.text = text;
      slot.badge.textContent = text;
    }
  });

  let leaf = null;
  if (focus !== null && focus !== undefined && view.tree.nodes[focus]?.isLeaf) leaf = focus;
  else if (current !== null && view.tree.nodes[current]?.isLeaf) leaf = current;
  // A leaf whose window a question asks for (core/ask.js) shows "?".
  const asked = leaf !== null && snap.asked && snap.asked[leaf] & ASK_WINDOW;
  const [a, b] = leaf === null ? ['', ''] : asked ? ['↓α ?', '↓β ?'] : windowText(nodeAt(snap, leaf), view.lang, turned(view, leaf));
  const win = view.leafWin;
  const key = a ? `${leaf}|${a}|${b}|${typesShown}` : '';
  if (win.key !== key) {
    win.key = key;
    // The Knuth–Moore types of the leaf and of the neighbours its window
    // covers stood where the window goes, half hidden ("CUT" read "UT"):
    // while it is shown, the leaf's moves above it, and the neighbours'
    // step aside (placeLeafType).
    const was = win.covered;
    win.leaf = a ? leaf : null;
    win.covered = a ? coveredLeaves(view, leaf, Math.max(a.length, b.length)) : [];
    for (const id of was) if (!win.covered.includes(id)) placeLeafType(view, id);
    for (const id of win.covered) placeLeafType(view, id);
    if (!a) {
      win.text.setAttribute('display', 'none');
    } else {
      win.a.textContent = a;
      win.b.textContent = b;
      flag(win.a, 'asked', Boolean(asked));
      flag(win.b, 'asked', Boolean(asked));
      win.text.setAttribute('y', String(-(view.geometry.leaf + 6 + 1.15 * view.labels.fAb)));
      // Where it stands over its leaf; cuts.js clearLeafWindow may move it
      // aside, off a neighbour's cut test.
      win.base = nodeTransform(view, leaf, view.lesson);
      win.shift = 0;
      win.text.setAttribute('transform', win.base);
      win.text.removeAttribute('display');
    }
  }
}

/**
 * The nodes whose m set a bound now in use, with the letters to show: on
 * a cut step, the cut's source; otherwise the sources of the pointed (or
 * current) node's α and β. The negamax view names a MIN node's window
 * (−β, −α): the node that set its α set its negamax β, and a cut against
 * its α is one against its negamax β (core/negamax.js sideCut), so there
 * the letters are swapped.
 * @returns {Map<number, string>}
 */
function stepBadges(view, snap, ctx, focus) {
  const badges = new Map();
  const addBadge = (id, letter) => {
    if (id === null || id === undefined) return;
    const have = badges.get(id) || '';
    if (!have.includes(letter)) badges.set(id, have ? have + ' ' + letter : letter);
  };
  const step = ctx.step;
  if (step && step.kind === 'cut' && step.cut && (ctx.focus === null || ctx.focus === undefined)) {
    addBadge(step.cut.source, (step.cut.which === 'alpha') !== turned(view, step.cut.node) ? 'α' : 'β');
  } else if (focus !== null && focus !== undefined) {
    const f = nodeAt(snap, focus);
    if (f && f.alpha !== null) {
      const neg = turned(view, focus);
      addBadge(f.alphaSrc, neg ? 'β' : 'α');
      addBadge(f.betaSrc, neg ? 'α' : 'β');
    }
  }
  return badges;
}

/**
 * The sources the narration names at this step, whatever node the
 * pointer shows: the camera keeps them in sight (viewport.js follow).
 */
export function narratedSources(snap, step, current) {
  if (step && step.kind === 'cut' && step.cut) return [step.cut.source];
  if (current !== null) {
    const c = nodeAt(snap, current);
    if (c && c.alpha !== null) return [c.alphaSrc, c.betaSrc];
  }
  return [];
}

/**
 * Rewrites drawn node `i` (its record `rec`) from the snapshot, only what
 * differs from what it shows: its numbers are compared with the ones it
 * was drawn with.
 */
function updateRecord(view, i, rec, snap, marks) {
  const { current, pv, badges } = marks;
  const s = snap.state[i];
  // The negamax view turns a MIN node's numbers round (core/negamax.js).
  let a = snap.alpha[i];
  let b = snap.beta[i];
  let m = snap.m[i];
  let bd = snap.bound[i];
  if (view.negamax && turned(view, i)) {
    [a, b] = sideWindow(a, b, true);
    m = sideValue(m, true);
    bd = BOUNDS.indexOf(sideBound(BOUNDS[bd], true));
  }
  if (rec.st !== s) {
    rec.st = s;
    const name = STATES[s];
    rec.group.dataset.state = name;
    if (rec.edge) rec.edge.dataset.state = name;
    if (rec.prob) rec.prob.dataset.state = name;
  }
  // A question of "Ask the class" (core/ask.js) writes "?" where its
  // answer will be: the node's window, its m.
  const asked = snap.asked ? snap.asked[i] : 0;
  const qw = asked & ASK_WINDOW;
  const qm = asked & ASK_M;
  if (rec.abA && !(same(rec.a, a) && same(rec.b, b) && rec.qw === qw)) {
    rec.a = a;
    rec.b = b;
    rec.qw = qw;
    const none = Number.isNaN(a);
    setText(rec.abA, qw ? '↓α ?' : none ? '' : '↓α ' + boundText(view, a));
    setText(rec.abB, qw ? '↓β ?' : none ? '' : '↓β ' + boundText(view, b));
    flag(rec.abA, 'asked', Boolean(qw));
    flag(rec.abB, 'asked', Boolean(qw));
  }
  if (rec.m || rec.val) drawType(view, i, rec, marks.types);
  if (rec.m && !(same(rec.mv, m) && rec.bd === bd && rec.qm === qm)) {
    rec.mv = m;
    rec.bd = bd;
    rec.qm = qm;
    setText(rec.m, qm ? '↑ ?' : Number.isNaN(m) ? '' : '↑ ' + mText(view, m, bd));
    flag(rec.m, 'asked', Boolean(qm));
  }
  // The marks: current, on the path (entered and not left), principal
  // variation, source of a bound in use, selected.
  const flags = (i === current ? 'c' : '') + (s === 1 ? 'p' : '') + (pv.has(i) ? 'v' : '') + (badges.has(i) ? 's' : '') + (i === view.selectedAt ? 'x' : '');
  if (rec.flags !== flags) {
    rec.flags = flags;
    flag(rec.group, 'current', i === current);
    flag(rec.group, 'onPath', s === 1);
    if (rec.edge) flag(rec.edge, 'onPath', s === 1);
    flag(rec.group, 'pv', pv.has(i));
    flag(rec.group, 'source', badges.has(i));
    flag(rec.group, 'selected', i === view.selectedAt);
    // Zoomed out, the lesson's nodes keep their lesson size (lessonAt).
    const big = view.lesson > view.glyph && (i === current || s === 1 || badges.has(i));
    if (rec.big !== big) {
      rec.big = big;
      rec.group.setAttribute('transform', nodeTransform(view, i, big ? view.lesson : view.glyph));
    }
  }
}

/** Knuth–Moore's node types by their engine code (nodeTypes: 0 none). */
const TYPE_NAMES = ['–', 'PV', 'CUT', 'ALL'];

/**
 * The same, one letter each, for leaves too close for the names: schéma 6
 * bis at 1024 × 768 with Large text drew "CUTCUTCUT" at 11.3 px; its
 * letters stand a size larger, each within its leaf's place (the types'
 * help says what they stand for).
 */
const SHORT_NAMES = ['–', 'P', 'C', 'A'];

/**
 * Whether the leaves' types fit in full at the leaves' spacing: the widest
 * ("→CUT", "→ALL": four characters, about 0.7 em each in bold capitals)
 * at their size (0.8 × the ↓α ↓β size), in the drawing's units. One
 * answer for the whole tree, so that its leaves all say "CUT" or all "C".
 */
function longTypesFit(view) {
  return 4 * 0.7 * 0.8 * view.labels.fAb <= view.dx - 2;
}

/**
 * Writes node `i`'s Knuth–Moore type, when the types are shown (`types`:
 * {ideal, actual} by node id, or null): the type it has in a perfectly
 * ordered tree, then, when this search gives it another, an arrow and that
 * one ("CUT→ALL"); "–" outside the minimal tree or not reached. An inner
 * node's stands left of its shape; a leaf's above its box, where an inner
 * node has its ↓α ↓β, on two lines when they differ ("CUT", "→ALL"), as
 * narrow as the leaf's place, and nothing for a leaf with neither type.
 * Made on first use, so a drawing without the types has no such text.
 */
function drawType(view, i, rec, types) {
  const leaf = Boolean(rec.val);
  const short = leaf && types ? !longTypesFit(view) : false;
  const key = types ? `${types.ideal[i]}|${types.actual[i]}|${short}` : '';
  if (rec.ktKey === key || (!key && !rec.kt)) return;
  rec.ktKey = key;
  if (!rec.kt) {
    rec.kt = leaf ? el('text', { x: 0 }, 'ktype leaf-type') : el('text', { x: -(view.geometry.tri + 5), y: 5 }, 'ktype');
    rec.group.append(rec.kt);
    if (leaf) placeLeafType(view, i);
  }
  if (!types) {
    rec.kt.textContent = '';
    return;
  }
  const names = short ? SHORT_NAMES : TYPE_NAMES;
  const ideal = names[types.ideal[i]] ?? '–';
  const actual = names[types.actual[i]] ?? '–';
  flag(rec.kt, 'short', short);
  if (leaf && !types.ideal[i] && !types.actual[i]) {
    // A leaf outside the minimal tree and not reached says nothing: under
    // a cut its "–" would only stand in the way of the cut's mark.
    rec.kt.textContent = '';
  } else if (leaf && ideal !== actual) {
    // The first line one line up, so the last stays just above the box.
    rec.kt.replaceChildren(el('tspan', { x: 0, dy: '-1.1em' }), el('tspan', { x: 0, dy: '1.1em' }));
    rec.kt.firstChild.textContent = ideal;
    rec.kt.lastChild.textContent = `→${actual}`;
  } else {
    rec.kt.textContent = ideal === actual ? ideal : `${ideal}→${actual}`;
  }
  rec.kt.dataset.agree = String(ideal === actual);
}

/**
 * A leaf's type stands just above its box; above the α β window when the
 * window is shown over that leaf (drawOverlay), which would hide it; and
 * not at all while the window of a neighbour covers it: lifted too, it
 * fell on the labels above (the parent's ↑ m).
 */
function placeLeafType(view, id) {
  const kt = id === null ? null : view.records.get(id)?.kt;
  if (!kt) return;
  const { leaf, covered } = view.leafWin;
  const lift = leaf === id ? 2.3 * view.labels.fAb : 0;
  kt.setAttribute('y', String(-(view.geometry.leaf + 6 + lift)));
  if (leaf !== id && covered.includes(id)) kt.setAttribute('visibility', 'hidden');
  else kt.removeAttribute('visibility');
}

/**
 * The leaves whose type the α β window over `leaf` (`chars` characters on
 * its longer line) covers: the leaf, and the drawn leaves of its level
 * under the same grandparent (its neighbours, cousins included) whose
 * type reaches the window's width. Widths are estimated at 1 em a
 * character (the arrows, ∞ and the bold capitals of the types are that
 * wide), without reading the layout.
 */
function coveredLeaves(view, leaf, chars) {
  const { nodes } = view.tree;
  const parent = nodes[leaf].parent;
  const top = parent === null ? null : (nodes[parent].parent ?? parent);
  const near = top === null ? [leaf] : nodes[top].children.flatMap((c) => (nodes[c].isLeaf ? [c] : nodes[c].children));
  const fAb = view.labels.fAb;
  const half = 0.5 * fAb * chars;
  return near.filter((id) => {
    if (id === leaf) return true;
    const kt = view.records.get(id)?.kt;
    if (!kt?.textContent || view.py[id] !== view.py[leaf]) return false;
    const longest = Math.max(...[...kt.childNodes].map((t) => t.textContent.length));
    return Math.abs(view.px[id] - view.px[leaf]) < half + 0.5 * 0.8 * fAb * longest + 2;
  });
}

/** Updates the drawn nodes and the marks from the snapshot. */
export function updateNodes(view, snap, ctx) {
  const focus = ctx.focus !== null && ctx.focus !== undefined ? ctx.focus : snap.current;
  const badges = stepBadges(view, snap, ctx, focus);
  const step = ctx.step;
  const current = snap.current ?? null;
  view.stepSources = narratedSources(snap, step, current);
  const marks = { current, pv: new Set(ctx.pv || []), badges, types: ctx.types ?? null };
  /** The groups scaled up for the lesson (then the current node's), to draw last. */
  const lesson = [];
  for (const [i, rec] of view.records) {
    updateRecord(view, i, rec, snap, marks);
    if (rec.big && i !== current) lesson.push(rec.group);
  }
  // Zoomed out, neighbours overlap: the lesson's nodes are drawn over them,
  // the current node last.
  const cur = current !== null ? view.records.get(current) : undefined;
  if (cur) lesson.push(cur.group);
  if (!endsWith(view.nodeLayer, lesson)) view.nodeLayer.append(...lesson);
  for (const [i, mark] of view.summaries) {
    const st = snap.state[i];
    if (mark.st !== st) {
      mark.st = st;
      mark.group.dataset.state = STATES[st];
    }
  }

  drawOverlay(view, snap, focus, badges, marks.types !== null);
  markReturning(view, step);
  markTriedFirst(view, step);
  drawPv(view, ctx.pv);
}

/** A child handing its value up: its edge is marked for the step. */
function markReturning(view, step) {
  const returning = step && step.kind === 'return' ? step.node : null;
  if (view.returning !== returning && view.returning !== null) delete view.edges[view.returning]?.dataset.returning;
  if (returning !== null && view.edges[returning]) view.edges[returning].dataset.returning = 'true';
  view.returning = returning;
}

/**
 * A move tried first (a killer move, or the move an earlier iteration of
 * iterative deepening found): the node and its edge are marked for the
 * step, with the step's kind, so the drawing shows where the order comes
 * from. A node off screen has no group, so it is not marked.
 */
function markTriedFirst(view, step) {
  const first = step && (step.kind === 'killer' || step.kind === 'deepen') ? step.node : null;
  const firstKind = first === null ? null : step.kind;
  if (view.tried === first && view.triedKind === firstKind) return;
  if (view.tried !== null && view.tried !== undefined) {
    delete view.nodes[view.tried]?.dataset.triedFirst;
    delete view.edges[view.tried]?.dataset.triedFirst;
  }
  if (first !== null) {
    if (view.nodes[first]) view.nodes[first].dataset.triedFirst = firstKind;
    if (view.edges[first]) view.edges[first].dataset.triedFirst = firstKind;
  }
  view.tried = first;
  view.triedKind = firstKind;
}

/**
 * Marks node `id` as selected for editing (a dashed square and
 * data-selected="true" on its <g> when drawn), or clears the mark when `id`
 * is null.
 */
export function markSelected(view, id) {
  const at = id === null || id === undefined || id < 0 || id >= view.px.length ? null : id;
  if (view.selectedAt === at) return;
  if (view.selectedAt !== null) delete view.nodes[view.selectedAt]?.dataset.selected;
  view.selectedAt = at;
  if (at !== null && view.nodes[at]) view.nodes[at].dataset.selected = 'true';
  const rec = at === null ? null : view.records.get(at);
  if (rec) rec.flags = '';
  placeAt(view, view.selectRing, at);
  // A node selected off screen (by the keys) is brought into view.
  if (at !== null && view.camera && view.onReveal) {
    const c = view.camera;
    const x = view.px[at];
    const y = view.py[at];
    if (x < c.x || x > c.x + c.w || y < c.y || y > c.y + c.h) view.onReveal(at);
  }
}

/** Trees up to this many nodes have their ↑ m measured against the texts below them (freeSideM). */
const MEASURED_MAX_NODES = 400;

/** Whether two screen rectangles meet by more than 1 px across and 2 px down (stricter than the tests' 2 and 3). */
const meets = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;

/** A screen rectangle mirrored about the vertical line at `axis`. */
const mirror = (r, axis) => ({ left: 2 * axis - r.right, right: 2 * axis - r.left, top: r.top, bottom: r.bottom });

/**
 * How far (in a node's own units) a ↑ m may rise beside the lower tip of
 * a MIN node's ▽, where the triangle narrows to its point: its letters
 * and their halo stay clear of the outline.
 */
const LIFT_MAX = 6;

/**
 * Keeps each ↑ m off the ↓α ↓β of its children and off a leaf's window.
 * ↑ m stands below its node, right of its axis, and a child right of it
 * has its window above it, left of its axis: where levels
 * stand closer than both need (the exercise's five levels at 1024 × 768
 * in large text), they met (R.1's "↑ 5" on R.1.2's "↓α −∞", by 5 px).
 * There ↑ m moves where it is free of every text drawn (`placeM`): up a
 * little beside a ▽'s tip, or to its node's other side, ending at its
 * axis (`data-side`, style.css), or both; else, when the child's window
 * reaches past its parent's axis (horizon's R.1.2, close to R.1), the
 * child's ↓α ↓β move to the child's other side, away from its parent,
 * starting at its axis, when that side is free. Each text stays beside
 * its own node. Measured after each paint on trees small enough
 * (MEASURED_MAX_NODES), before the cut marks are placed (they keep off
 * the texts where they end up); everything comes back to its usual place
 * when the texts no longer meet.
 */
export function freeSideM(view) {
  if (view.tree.end.length > MEASURED_MAX_NODES || view.records.size === 0) return;
  const { parent, nodes } = view.tree;
  const lines = drawnLines(view);
  const inside = shownBox(view);
  const free = (r, mine) => r.left >= inside.left && r.right <= inside.right && !lines.some((o) => !mine(o) && meets(r, o));
  const mOf = new Map();
  const under = new Map();
  // A leaf's window stands a level down, centred over its leaf: it may
  // meet a ↑ m of its level's neighbours too (the exercise's R.1.1.2's
  // "↑ 4" and R.1.2.1.1's window, with the settings open).
  const windows = lines.filter((l) => l.kind === 'window');
  for (const l of lines) {
    if (l.kind === 'm') mOf.set(l.node, l);
    if (l.kind !== 'ab' || parent[l.node] < 0) continue;
    under.set(parent[l.node], [...(under.get(parent[l.node]) ?? []), l]);
  }
  const placed = new Map();
  const abRight = new Set();
  for (const [p, m] of mOf) {
    const below = [...(under.get(p) ?? []), ...windows];
    const met = below.filter((b) => meets(m, b));
    if (met.length === 0) continue;
    const lifts = nodes[p] && !nodes[p].isLeaf && !nodes[p].isChance && nodes[p].player === 'min';
    const at = placeM(m, below, lifts, (r) => free(r, (o) => o.node === p));
    if (at) {
      placed.set(p, at);
      Object.assign(m, at.r);
      continue;
    }
    // The children right of it, whose window reaches its left side too.
    for (const c of new Set(met.filter((b) => b.kind === 'ab' && b.axis > m.axis).map((b) => b.node))) {
      const own = lines.filter((o) => o.kind === 'ab' && o.node === c);
      const moved = own.map((o) => mirror(o, o.axis));
      if (!moved.every((r) => free(r, (o) => own.includes(o)))) continue;
      abRight.add(c);
      for (const [j, o] of own.entries()) Object.assign(o, moved[j]);
    }
  }
  const lg = view.labels;
  for (const [i, rec] of view.records) {
    if (rec.m) setM(rec.m, placed.get(i) ?? { left: false, lift: 0 }, lg.mX);
    if (rec.abA) setSide(rec.abA.parentNode, abRight.has(i) ? 'right' : '', [rec.abA.parentNode, rec.abA, rec.abB], abRight.has(i) ? -lg.abX : lg.abX);
  }
}

/**
 * Where ↑ m (`m`, its line on screen where it usually stands) goes off
 * the texts below it (`under`): `{left, lift, r}`, on which side, how far
 * up (in its node's units; only beside a ▽'s tip, `lifts`) and its box
 * there, the first of: its side raised, the other side, the other side
 * raised, that is `free`; or null.
 */
function placeM(m, under, lifts, free) {
  const raise = (r, left) => {
    let need = 0;
    for (const b of under) {
      const across = Math.min(r.right, b.right) - Math.max(r.left, b.left);
      if (across > 1 && b.top < r.bottom) need = Math.max(need, r.bottom - b.top - 1.5);
    }
    if (need > LIFT_MAX * m.k) return null;
    return { left, lift: need / m.k, r: { ...r, top: r.top - need, bottom: r.bottom - need } };
  };
  const other = mirror(m, m.axis);
  const tries = lifts ? [raise(m, false), { left: true, lift: 0, r: other }, raise(other, true)] : [{ left: true, lift: 0, r: other }];
  return tries.find((at) => at && free(at.r)) ?? null;
}

/** Puts ↑ m (`text`) where `at` says: on the left or not, raised by `at.lift` units; `mX` its usual x. */
function setM(text, at, mX) {
  const lift = Math.round(at.lift * 10) / 10;
  setSide(text, at.left ? 'left' : '', [text], at.left ? -mX : mX);
  if (Number(text.dataset.lift ?? 0) === lift) return;
  text.dataset.y0 ??= text.getAttribute('y');
  text.setAttribute('y', String(Number(text.dataset.y0) - lift));
  if (lift) text.dataset.lift = String(lift);
  else delete text.dataset.lift;
}

/** Puts `text` on `side` ('' its usual one): `x` on each of `xs` (the text and its lines). */
function setSide(text, side, xs, x) {
  if ((text.dataset.side ?? '') === side) return;
  if (side) text.dataset.side = side;
  else delete text.dataset.side;
  for (const e of xs) e.setAttribute('x', String(x));
}

/** The drawing's visible rectangle on screen: the SVG's box within its scrolling box. */
function shownBox(view) {
  const s = view.svg.getBoundingClientRect();
  const w = view.svg.parentElement?.getBoundingClientRect() ?? s;
  return { left: Math.max(s.left, w.left), right: Math.min(s.right, w.right) };
}

/**
 * Every text line drawn, outside the cut marks (placed after, off the
 * texts where they end up), on screen, each ↑ m and ↓α ↓β where it
 * stands on its usual side and height (freeSideM may have moved it):
 * `kind` ('m', 'ab', a leaf's 'window', or 'text'), its node's id (or
 * null), axis and scale (`k`, screen pixels per unit of the node's own).
 */
function drawnLines(view) {
  const out = [];
  const axes = new Map();
  const scales = new Map();
  const win = view.leafWin?.text;
  for (const text of view.svg.querySelectorAll('text')) {
    if (text.closest('g.cut') || !text.textContent.trim()) continue;
    const g = text.closest('g.node');
    const node = g ? Number(g.dataset.nodeId) : null;
    const kind = text === win ? 'window' : g && text.classList.contains('m') ? 'm' : g && text.classList.contains('ab') ? 'ab' : 'text';
    if (g && !axes.has(g)) {
      const ctm = g.getScreenCTM();
      axes.set(g, ctm?.e ?? 0);
      scales.set(g, ctm?.a ?? 1);
    }
    const axis = g ? axes.get(g) : 0;
    const k = g ? scales.get(g) : 1;
    const moved = Boolean(text.dataset.side);
    const lift = Number(text.dataset.lift ?? 0) * k;
    const parts = text.querySelectorAll('tspan');
    for (const part of parts.length ? parts : [text]) {
      if (!part.textContent.trim()) continue;
      const b = part.getBoundingClientRect();
      if (b.width === 0 || b.height === 0) continue;
      const r = moved ? mirror(b, axis) : { left: b.left, right: b.right, top: b.top, bottom: b.bottom };
      out.push({ ...r, top: r.top + lift, bottom: r.bottom + lift, kind, node, axis, k });
    }
  }
  return out;
}
