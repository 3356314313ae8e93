// Cut marks: for each cut made so far whose node is drawn, scissors on the
// edge to the first pruned child with the cut's condition beside them
// ("m=4", "≤ α=5", "shallow") over a pale box, the engine's sentence as its
// tooltip; filled and placed again only when what it shows changes
// (`cutMark`, `drawCuts`). A cut of a search set aside (MTD(f)'s earlier
// passes, a re-searched child) shows none (`setAsideBy`).

import { fmt, fmtValue } from '../core/num.js';
import { sideCut } from '../core/negamax.js';
import { t } from '../i18n/i18n.js';
import { el } from './svg.js';
import { CHAR_W } from './measure.js';
import { shapeExtent } from './shapes.js';
import { CUT_AT } from './place.js';
import { boundText, turned } from './values.js';

/**
 * Creates (once) and fills the mark of the cut made at `cut.node`; its
 * tooltip is `title(cut)`, the engine's narration of the cut's step. The
 * mark is filled and placed again only when what it shows changes: its
 * words, and the first pruned child, on whose edge it sits (a new search
 * of a tree drawn the same may cut elsewhere at the same node: reuseView).
 */
function cutMark(view, cut, lang, title) {
  let mark = view.cutMarks.get(cut.node);
  if (!mark) {
    const group = el('g', null, 'cut');
    group.dataset.cutNode = String(cut.node);
    const scissors = el('text', { x: 0, y: 0 }, 'scissors');
    scissors.textContent = '✂';
    // Three short lines ("m=4", "≤ α=5", "shallow"): a cut under a level
    // of leaves has about two leaves of room across, and a level's height.
    const cond = el('text', { x: 12, y: -2 }, 'cond');
    const m = el('tspan', { x: 12, dy: 0 });
    const test = el('tspan', { x: 12, dy: '1.15em' });
    const kind = el('tspan', { x: 12, dy: '1.15em' }, 'kind');
    cond.append(m, test, kind);
    const title = el('title');
    const back = el('rect', { rx: 4 }, 'cut-back');
    group.append(title, back, scissors, cond);
    view.cutLayer.append(group);
    mark = { node: cut.node, group, m, test, kind, title, back, cond, now: false, shift: 0, compact: null, forms: null, tree: null, step: -1, lang: null };
    view.cutMarks.set(cut.node, mark);
  }
  // The same search (a view draws one tree object per search), the same
  // cut, the same language: the mark is up to date.
  const neg = turned(view, cut.node);
  if (mark.tree === view.tree && mark.step === cut.step && mark.lang === lang && mark.neg === neg) return mark;
  mark.tree = view.tree;
  mark.step = cut.step;
  mark.lang = lang;
  mark.neg = neg;
  const tooltip = title;
  cut = sideCut(cut, neg);
  const which = cut.which === 'alpha' ? 'α' : 'β';
  // Everything the engine's sentence and the mark are made of (the names
  // are the tree's, the same for every search the view draws).
  const pruned = cut.pruned || [];
  const key = lang + '|' + neg + '|' + cut.m + '|' + cut.op + '|' + cut.bound + '|' + cut.kind + '|' + cut.which + '|' + cut.source + '|' + pruned.join(' ');
  if (view.lastCutKey.get(cut.node) !== key) {
    view.lastCutKey.set(cut.node, key);
    // On the edge to the first child it skips: a Star2 cut on its probes
    // also lists the replies it skips below the probed children.
    const first = pruned.length ? (pruned.find((id) => view.tree.parent[id] === cut.node) ?? pruned[0]) : null;
    const x1 = view.px[cut.node];
    const y1 = view.py[cut.node];
    const x2 = first !== null ? view.px[first] : x1;
    const y2 = first !== null ? view.py[first] : y1 + view.geometry.dy;
    // Zoomed out, the mark keeps its floor as the nodes do (view.glyph).
    const k = view.glyph > 1 ? ` scale(${view.glyph})` : '';
    // Where the mark stands, and the edge it may slide along (untangleCuts).
    mark.base = { x: x1 + (x2 - x1) * CUT_AT, y: y1 + (y2 - y1) * CUT_AT, ex: x2 - x1, ey: y2 - y1, k };
    mark.place = null;
    mark.shift = 0;
    mark.back.removeAttribute('transform');
    mark.cond.removeAttribute('transform');
    mark.group.setAttribute('transform', `translate(${mark.base.x},${mark.base.y})${k}`);
    // (The space keeps the test one phrase for a reader of the text: "m=4 ≤ α=5".)
    // Star1's cuts test hi (failing low) or lo (failing high), not m;
    // Star2's probes the same bounds, made of the probes' values.
    const tested = cut.kind === 'chance-low' || cut.kind === 'probe-low' ? 'hi' : cut.kind === 'chance-high' || cut.kind === 'probe-high' ? 'lo' : 'm';
    mark.m.textContent = `${tested}=${view.tree.exact ? fmtValue(cut.m, view.tree.exact, lang) : fmt(cut.m, lang)} `;
    mark.test.textContent = `${cut.op} ${which}=${boundText(view, cut.bound, lang)}`;
    mark.kind.textContent = t(lang, `cut.${cut.kind}.short`);
    mark.group.dataset.kind = cut.kind;
    // A pale box behind the condition keeps it readable over the edges it
    // crosses. Its size is estimated from the text, not measured: measuring
    // (getBBox) would force a layout of the whole drawing for every cut.
    placeCondition(view, mark, cut, (x2 - x1) * CUT_AT, (y2 - y1) * CUT_AT);
    mark.title.textContent = tooltip ? tooltip(cut) : '';
  }
  return mark;
}

/**
 * Lays out a cut's condition right of its scissors, at (`dx`, `dy`) from
 * its node, with a pale box behind it that keeps it readable over the
 * edges it crosses. Its size is estimated from the text, not measured:
 * measuring (getBBox) would force a layout of the whole drawing for every
 * cut. Three short lines ("m=4", "≤ α=5", "shallow"), except on a steep
 * edge (a middle child pruned first), where three lines would cover the
 * node's own ↑ m, just right of its axis: there the condition starts
 * below ↑ m, its test on one line ("m=4 ≤ α=5", "shallow"), which the
 * level's height holds above the leaves.
 */
function placeCondition(view, mark, cut, dx, dy) {
  const f = view.cutFont;
  const length = (t) => Array.from(t.textContent).length;
  const oneLine = Math.max(length(mark.m) + length(mark.test), length(mark.kind));
  const below = belowM(view, cut, dx, dy, f, oneLine * CHAR_W * f + 8);
  const chars = below === null ? Math.max(...[mark.m, mark.test, mark.kind].map(length)) : oneLine;
  const top = below ?? 0;
  mark.cond.setAttribute('y', String(top - 2));
  mark.test.setAttribute('dy', below === null ? '1.15em' : '0');
  if (below === null) mark.test.setAttribute('x', '12');
  else mark.test.removeAttribute('x');
  mark.back.setAttribute('x', '9');
  mark.back.setAttribute('y', String(top - 2 - f));
  mark.back.setAttribute('width', String(chars * CHAR_W * f + 8));
  mark.back.setAttribute('height', String((below === null ? 3.45 : 2.3) * f + 4));
  // Three lines may take a compact form too, a line shorter (setCompact).
  const side = length(mark.kind) * CHAR_W * f;
  const three = { x: 9, width: chars * CHAR_W * f + 8, height: 3.45 * f + 4 };
  const line = { x: 9, width: oneLine * CHAR_W * f + 8, height: 2.3 * f + 4 };
  const wide = Math.max(length(mark.m), length(mark.test)) * CHAR_W * f;
  mark.forms = below === null ? { three, line, side: { x: -15 - side, width: 24 + side + wide + 8, height: 2.3 * f + 4, kindX: -12 - side } } : null;
  mark.compact = null;
}

/**
 * Lays a three-line condition out in three lines ("m=4", "≤ α=5",
 * "shallow": `compact` null) or in a compact form a line shorter: 'line',
 * its test on one line over its kind ("m=4 ≤ α=5", "shallow"), or 'side',
 * its kind left of the scissors, on their line ("shallow ✂ m=4", "≤ α=5"),
 * with its pale box to match; measuredPlace chooses a compact form only
 * where three lines have no free place.
 */
function setCompact(mark, compact) {
  if (!mark.forms || mark.compact === compact) return;
  mark.compact = compact;
  mark.test.setAttribute('dy', compact === 'line' ? '0' : '1.15em');
  if (compact === 'line') mark.test.removeAttribute('x');
  else mark.test.setAttribute('x', '12');
  const form = mark.forms[compact ?? 'three'];
  mark.kind.setAttribute('x', String(form.kindX ?? 12));
  mark.kind.setAttribute('dy', compact === 'side' ? '-1.15em' : '1.15em');
  mark.back.setAttribute('x', String(form.x));
  mark.back.setAttribute('width', String(form.width));
  mark.back.setAttribute('height', String(form.height));
}

/**
 * How far down (in the mark's units) a cut's condition must start to
 * clear its node's ↑ m, or null when three lines from the scissors at
 * (`dx`, `dy`) already clear it, or when its test on one line (`width`)
 * there would meet something else: the next node of the level, where that
 * node's ↑ m and cut stand (a crowded binary tree), or an inner child's
 * ↓α ↓β (it moves only above a level of leaves). Then it stays as it was.
 * Both are scaled on screen: the node by `view.lesson`, the mark by
 * `view.glyph` (placeAt, cutMark).
 */
function belowM(view, cut, dx, dy, f, width) {
  const lg = view.labels;
  const node = view.tree.nodes[cut.node];
  if (!node || node.isLeaf || !childrenAllLeaves(view.tree, cut.node)) return null;
  const L = Math.max(1, view.lesson || 1);
  const G = Math.max(1, view.glyph || 1);
  const top = shapeExtent(node, view.geometry).bottom + 2;
  // ↑ m's widest at this node: "↑ ≤ " and the value the cut tests.
  const mChars = 4 + Math.max(Array.from(fmt(cut.m)).length, Array.from(fmt(cut.bound)).length);
  const m = { right: L * (lg.mX + mChars * CHAR_W * lg.fM), top: L * top, bottom: L * (top + 1.1 * lg.fM) };
  const c = { left: dx + 9 * G, top: dy - (2 + f) * G, bottom: dy + (2.45 * f + 2) * G };
  const meets = c.left < m.right && c.top < m.bottom && m.top < c.bottom;
  if (!meets) return null;
  const next = nextOnLevel(view, cut.node);
  if (next !== null && view.px[cut.node] + c.left + width * G > view.px[next] + L * lg.mX) return null;
  return (m.bottom + 2 - c.top) / G;
}

/** Whether every child of `id` is a leaf (pre-order: a child's subtree ends at `end`). */
function childrenAllLeaves(tree, id) {
  const { end } = tree;
  for (let j = id + 1; j < end[id]; j = end[j]) if (end[j] !== j + 1) return false;
  return true;
}

/**
 * The node drawn next right of `id` on its level (its depth), or null: in
 * pre-order, the first node of that depth after `id`'s subtree, reached
 * by going down from the shallower nodes on the way and over the subtrees
 * of leaves. A few steps, not a pass over the tree for every cut mark.
 */
function nextOnLevel(view, id) {
  const { end, depth } = view.tree;
  const d = depth[id];
  let j = end[id];
  while (j < end.length) {
    if (depth[j] === d) return j;
    j = depth[j] < d ? j + 1 : end[j];
  }
  return null;
}

/**
 * Cut marks: those of the cuts made so far whose node is drawn. A node
 * folded into a summary mark, or off screen, shows no cut mark: a big tree
 * seen whole near the end of its search has made thousands of cuts, and
 * drawing them all (each too small to read) cost the browser more than
 * the rest of the drawing.
 */
export function drawCuts(view, snap, ctx) {
  const wanted = new Set();
  const step = ctx.step;
  const currentCut = step && step.kind === 'cut' && step.cut ? step.cut.node : null;
  const setAside = setAsideBy(view, ctx.windows);
  for (const cut of snap.cuts || []) {
    if (!view.records.has(cut.node) || setAside(cut)) continue;
    wanted.add(cut.node);
    const mark = cutMark(view, cut, ctx.lang, ctx.cutTitle);
    // Only what changed is written: most marks on screen stay as they are.
    if (!view.shownCuts.has(cut.node)) mark.group.removeAttribute('display');
    const now = cut.node === currentCut;
    if (mark.now !== now) {
      mark.now = now;
      if (now) mark.group.dataset.now = 'true';
      else delete mark.group.dataset.now;
    }
  }
  for (const id of view.shownCuts) {
    if (!wanted.has(id)) view.cutMarks.get(id)?.group.setAttribute('display', 'none');
  }
  view.shownCuts = wanted;
}

/**
 * Whether a cut belongs to a search set aside: made, before the pass or the
 * re-search in force began, inside the subtree that phase searches again
 * (MTD(f)'s earlier passes, the failed test of a child PVS searches again,
 * the probes of a chance node Star2 searches again).
 * Its mark would say that a node is cut that the new search has not cut.
 */
function setAsideBy(view, windows) {
  const again = (windows || []).filter((w) => w.kind === 'pass' || w.kind === 'research' || w.kind === 'search');
  if (!again.length) return () => false;
  const { end } = view.tree;
  return (cut) => again.some((w) => cut.step < w.from && cut.node >= w.node && cut.node < end[w.node]);
}

/**
 * Drawings up to this many nodes have their cut marks kept off the texts
 * around them (untangleCuts): the game panel's bigger trees too
 * (tic-tac-toe after x a1, o b2, x c1: 927 nodes), whose marks, each where
 * the estimate put it, met each other and the values around them in a
 * projector's box (issue 43). Each place tried is laid out and measured,
 * and a layout costs in proportion to the whole drawing: a step (the key
 * to its layout, median of 40 from the search's middle, 1024×768 in large
 * text) took 4.8 ms on the 927-node tree without it and 15.7 ms with it,
 * and on a uniform 2,955-node tree drawn whole 8.6 ms against 57 ms, past
 * a frame; so the limit stops at 1,000 (`tooBigToMeasure`).
 */
const UNTANGLE_MAX_NODES = 1000;

/**
 * Whether the drawing is too big to measure its texts every paint
 * (UNTANGLE_MAX_NODES). Laid out by a plan (a step's, stepplan.js, or the
 * whole tree's, foldplan.js), what is drawn is its nodes and summary marks
 * alone, the subtrees it folds not in the page: Connect 4 from the start at
 * P = 4 (2,801 nodes) draws a few dozen a step, and its cut marks stood on
 * their own ↑ m at 59 steps while the tree's size kept them unmeasured.
 * Without a plan, the tree's size counts: the level of detail may draw a
 * few nodes of a big tree zoomed in, and many the next paint.
 */
function tooBigToMeasure(view) {
  const drawn = view.plan ? view.records.size + view.summaries.size : view.tree.end.length;
  return drawn > UNTANGLE_MAX_NODES;
}

/**
 * The places a cut mark may take, in the order tried: how far along its
 * edge it slides (a fraction of the edge, from CUT_AT; down towards the
 * pruned child first, then up towards its node) and on which side of the
 * scissors its condition stands (right, as placed, or left).
 */
const PLACES = [
  [0, 'right'],
  [0.12, 'right'],
  [0, 'left'],
  [0.12, 'left'],
  [0.24, 'right'],
  [-0.12, 'right'],
  [0.24, 'left'],
  [-0.12, 'left'],
  [0.34, 'right'],
  [-0.22, 'right'],
  [0.34, 'left'],
  [-0.22, 'left'],
  [0.44, 'right'],
  [0.44, 'left'],
  // Past the middle of its edge: horizon's R.2 in large text, whose mark
  // met R.3.1's "↓β +∞" above it everywhere else (step 19).
  [0.54, 'right'],
  [0.54, 'left'],
];

/** The gap, in the mark's units, between the scissors and a condition put on their left. */
const LEFT_GAP = 18;

/** An element's box on screen, as a plain rectangle. */
function rect(e) {
  const r = e.getBoundingClientRect();
  return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
}

/** The drawing's visible rectangle on screen: the SVG's box within its scrolling box (marksizes.js's too). */
export function shownRect(view) {
  const s = view.svg.getBoundingClientRect();
  const w = view.svg.parentElement?.getBoundingClientRect() ?? s;
  return { left: Math.max(s.left, w.left), right: Math.min(s.right, w.right), top: Math.max(s.top, w.top), bottom: Math.min(s.bottom, w.bottom) };
}

/** The area two screen rectangles share, counting only overlaps of more than 2 px across and 3 px down (a line's box is taller than its letters). */
function shared(a, b) {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 2 && h > 3 ? w * h : 0;
}

/**
 * Keeps each cut mark off its node's own ↑ m (horizon's R.2, whose "↑ ≤ 1"
 * stood under "m=1 ≤ α=2"; R's "↑ ≥ 3" under MTD(f)). `placeCondition`
 * estimates where a condition goes without measuring, and cannot see the
 * bound "≤ 1" widen the ↑ m it keeps clear of; so on a tree small enough
 * to measure every paint (tooBigToMeasure), a mark whose words meet
 * its node's ↑ m is measured against every text drawn and slides to the
 * place in PLACES that covers least, weighing what it would cover. Every
 * other mark stays where the estimate put it, and a mark comes back there
 * when its ↑ m is clear again.
 */
function untangleCuts(view) {
  if (view.shownCuts.size === 0 || tooBigToMeasure(view)) return;
  const marks = [...view.shownCuts].map((id) => view.cutMarks.get(id)).filter((m) => m?.base && m.group.getClientRects().length > 0);
  if (marks.length === 0) return;
  const obstacles = textBoxes(view);
  const ctm = marks[0].group.parentNode.getScreenCTM();
  if (!ctm) return;
  const glyph = Math.max(1, view.glyph || 1);
  const shown = shownRect(view);
  // Where each mark stands before it is placed: a compact form keeps off
  // the marks placed after it too (measuredPlace).
  const before = marks.map((mark) => [mark.m, mark.test, mark.kind].filter((e) => e.textContent.trim()).map((e) => ({ ...rect(e), weight: 1, kind: 'mark' })));
  for (const [i, mark] of marks.entries()) {
    const place = measuredPlace(mark, obstacles, ctm, glyph, shown, before.slice(i + 1).flat());
    const now = mark.place ?? PLACES[0];
    // The mark as placed is in the way of the marks after it: its words
    // (its scissors, the last box, weigh as a text: their glyph's box is
    // wider than they are, and touches a neighbour's words).
    obstacles.push(...place.boxes.map((r, j) => ({ ...r, weight: 1, kind: j < place.boxes.length - 1 ? 'mark' : 'scissors' })));
    // (Its form, three lines or compact, is already laid out: measuredPlace.)
    const shift = place.at[1] === 'left' ? place.across : 0;
    if (place.at[0] === now[0] && place.at[1] === now[1] && Math.abs(shift - mark.shift) < 0.5) continue;
    mark.place = place.at;
    mark.shift = shift;
    const { x, y, k, ex, ey } = mark.base;
    mark.group.setAttribute('transform', `translate(${x + place.at[0] * ex},${y + place.at[0] * ey})${k}`);
    for (const part of [mark.back, mark.cond]) {
      if (shift) part.setAttribute('transform', `translate(${-shift},0)`);
      else part.removeAttribute('transform');
    }
  }
}

/**
 * Every text of the drawing outside the cut marks, line by line, with
 * what covering it costs: a pruned node's text (a name, a value the
 * search skipped) least; a node not reached yet (a leaf's value read
 * later) or a mark of the step (a badge, a probability) more; a node the
 * search reached (its value, its bounds) twice that; a leaf's window of
 * the step three times; and a node's own ↑ m, next to its mark, most
 * (measuredPlace).
 */
function textBoxes(view) {
  const out = [];
  for (const text of view.svg.querySelectorAll('text')) {
    if (text.closest('g.cut') || !text.textContent.trim()) continue;
    const g = text.closest('g.node');
    const state = g?.dataset.state;
    const leafWindow = text.classList.contains('ab-leaf');
    const prob = Boolean(text.closest('g.probs'));
    const weight = leafWindow || prob ? 3 : state === 'pruned' ? 0.2 : !g || state === 'unvisited' ? 1 : 2;
    const kind = leafWindow ? 'window' : g && text.classList.contains('m') ? 'm' : g && text.classList.contains('val') ? 'val' : 'text';
    const lines = text.querySelectorAll('tspan');
    for (const part of lines.length ? lines : [text]) {
      if (!part.textContent.trim()) continue;
      const r = part.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      out.push({ left: r.left, right: r.right, top: r.top, bottom: r.bottom, weight, kind, node: g?.dataset.nodeId });
    }
  }
  return out;
}

/**
 * Where `mark` goes and in which form: `{ at, boxes, across }`, the place
 * of PLACES, its words' and scissors' boxes there, and how far left its
 * condition moves on the left side. In three lines, it stays (or comes
 * back) where the estimate put it unless its words there cover a value
 * (placeIn). Where every place of its three lines still covers a value
 * not pruned or another mark's words, it takes a compact form a line
 * shorter (setCompact: "m=1 ≤ α=8" over "shallow", or "shallow" left of
 * the scissors) at the place that covers least, if its words there cover
 * no text but a pruned node's, clear of the marks placed after it as they
 * stand (`later`). In every form its words stay inside the drawing's
 * visible box (`shown`). Under a
 * level of leaves in large text, the level's height holds two lines above
 * the leaves, not three (the exercise's R.2.1.2 at 1024 × 768). The form
 * chosen is left laid out.
 */
function measuredPlace(mark, obstacles, ctm, glyph, shown, later) {
  setCompact(mark, null);
  const inside = (r) => r.left >= shown.left && r.right <= shown.right && r.top >= shown.top && r.bottom <= shown.bottom;
  // A place's words stay inside the drawing's visible box: across (MTD(f)'s
  // C1 of schéma 6 bis, its words left of the scissors, ran 4 px past it)
  // and down (its C3, slid down its edge to cover pruned leaves rather than
  // its ↑ m, ran 6 px past the bottom with the settings open at 1024 × 768).
  let best = { ...placeIn(mark, obstacles, ctm, glyph, inside), form: null };
  // Three lines moved off their place that still cover a text, if no
  // value (MTD(f)'s "window" on classic's pruned R.2 at step 12 in large
  // text, horizon's "shallow" on its R.2.2), or left at their place on a
  // pruned node's name (tic-tac-toe after x a1, o b2, x c1 at step 228
  // in large text at 1024 × 768: b1→b3→c2's "shallow" on the a3 it
  // prunes, its levels 70 px apart), take a compact form that covers
  // nothing at all, where there is one.
  const onText = best.blocked === 0 && ((best.cost > 0 && !best.home) || (best.home && best.onWords));
  if (!mark.forms || (best.blocked === 0 && !onText)) return best;
  // Elsewhere a compact form would trade one overlap for another.
  const around = [...obstacles, ...later];
  for (const form of ['line', 'side']) {
    setCompact(mark, form);
    const place = placeIn(mark, around, ctm, glyph, inside);
    if (place.covers === 0 && (onText ? place.cost === 0 : place.cost < best.cost)) best = { ...place, form };
  }
  setCompact(mark, best.form);
  return best;
}

/**
 * Where `mark`, in the form it is laid out in, goes among the places whose
 * words are `inside`: `{ at, boxes, across, cost, blocked, covers }`, as
 * measuredPlace, with what its boxes there cover (`cost`), what its words
 * cover of the values not pruned and the other marks (`blocked`) and of
 * every text but a pruned node's (`covers`). In three lines it stays at
 * the estimate's place while its words there cover none of the former
 * (`home`; `onWords` when they cover a pruned node's text there).
 */
function placeIn(mark, obstacles, ctm, glyph, inside) {
  // Its words line by line (its pale box is an estimate, wider than
  // they are), and its scissors, where it stands now.
  const words = [mark.m, mark.test, mark.kind].filter((e) => e.textContent.trim()).map((e) => e.getBoundingClientRect());
  // The scissors' glyph fills the middle of its line box, which reaches a
  // quarter of its height above and below it (onto the ↑ m above them).
  const line = mark.group.querySelector('.scissors').getBoundingClientRect();
  const scissors = { left: line.left, right: line.right, top: line.top + line.height / 4, bottom: line.bottom - line.height / 4 };
  // On the left, the condition ends LEFT_GAP short of the scissors: it
  // moves by its width as drawn (the box behind it is an estimate).
  const drawn = mark.cond.getBoundingClientRect().width / (glyph * ctm.a);
  const width = Math.max(Number(mark.back.getAttribute('width')) || 0, drawn + 6);
  const across = width + LEFT_GAP;
  const { ex, ey } = mark.base;
  const [slideNow] = mark.place ?? PLACES[0];
  const boxesAt = ([slide, side]) => {
    const dx = (slide - slideNow) * ex * ctm.a;
    const dy = (slide - slideNow) * ey * ctm.d;
    const turn = ((side === 'left' ? -across : 0) + mark.shift) * glyph * ctm.a;
    const move = (r, ox) => ({ left: r.left + dx + ox, right: r.right + dx + ox, top: r.top + dy, bottom: r.bottom + dy });
    return [...words.map((r) => move(r, turn)), move(scissors, 0)];
  };
  // The words alone: the scissors' line box may touch the foot of an
  // arrow above them and leave it whole.
  const wordsAt = (at) => boxesAt(at).slice(0, words.length);
  const own = String(mark.node);
  // Its own ↑ m and another mark weigh most, then the other values: a
  // mark is never read as another's, nor over a value.
  const weigh = (o) => ((o.kind === 'm' && o.node === own) || o.kind === 'mark' ? 50 : o.kind === 'm' || o.kind === 'val' ? 10 * o.weight : o.weight);
  const cost = (boxes, which) => boxes.reduce((sum, r) => sum + obstacles.reduce((s, o) => s + (which(o) ? shared(r, o) * weigh(o) : 0), 0), 0);
  const home = boxesAt(PLACES[0]);
  // A mark's words move only off a value not pruned (its own node's ↑ m,
  // another's, a leaf's) or the words of a mark placed before it: elsewhere the estimate's place
  // already keeps clear of the texts and probabilities around it
  // (tests/legible.test.mjs, tests/chance.test.mjs), and a mark that
  // moved for a leaf's window of one step would jump as the class steps.
  // (A game tree's marks side by side, tic-tac-toe's at P = 2, met.)
  const blocking = (o) => ((o.kind === 'm' || o.kind === 'val') && o.weight >= 1) || o.kind === 'mark';
  if (!mark.compact && cost(wordsAt(PLACES[0]), blocking) === 0) {
    // (Not for a leaf's window of one step: the mark would change form as the class steps.)
    const onWords = Boolean(mark.forms) && cost(wordsAt(PLACES[0]), (o) => o.weight < 1) > 0;
    return { at: PLACES[0], boxes: home, across, cost: 0, blocked: 0, home: true, onWords };
  }
  let best = { at: PLACES[0], boxes: home, cost: home.slice(0, -1).every(inside) ? cost(home, () => true) : Infinity };
  for (const at of PLACES.slice(1)) {
    if (best.cost === 0) break;
    const boxes = boxesAt(at);
    if (!boxes.slice(0, -1).every(inside)) continue;
    const c = cost(boxes, () => true);
    if (c < best.cost) best = { at, boxes, cost: c };
  }
  return {
    at: best.at,
    boxes: best.boxes,
    across,
    cost: best.cost,
    blocked: cost(wordsAt(best.at), blocking),
    covers: cost(wordsAt(best.at), (o) => o.weight >= 1),
  };
}

/**
 * Once a paint has drawn them, the cut marks slide off their node's own
 * ↑ m (untangleCuts), then a current leaf's window moves off the cut
 * tests (clearLeafWindow).
 */
export function settleMarks(view) {
  untangleCuts(view);
  clearLeafWindow(view);
}

/**
 * Keeps a current leaf's window (marks.js: "↓α 3 ↓β +∞" over the leaf,
 * for one step) off the words of the cut marks around it: schéma 6 bis's
 * leaf at step 22 covered its neighbour's "shallow", classic's R.3.1 in
 * French R.2's "≤ α=3". Where it stands over its leaf covers none, it
 * stays; else it moves aside, right or left by half its width or its
 * whole width, to the place that covers least of the cut tests and of the
 * texts drawn (their weights as untangleCuts weighs them), among those
 * inside the drawing's visible rectangle (shownRect): a leaf at the
 * drawing's edge keeps its window over it rather than push it past the
 * edge. Measured on drawings small enough (tooBigToMeasure), after the
 * marks are placed.
 */
function clearLeafWindow(view) {
  const win = view.leafWin;
  if (!win || win.leaf === null || !win.base || tooBigToMeasure(view)) return;
  if (win.shift) {
    win.text.setAttribute('transform', win.base);
    win.shift = 0;
  }
  const tests = [];
  for (const id of view.shownCuts) {
    const mark = view.cutMarks.get(id);
    if (!mark?.group || mark.group.getClientRects().length === 0) continue;
    for (const e of [mark.m, mark.test, mark.kind]) if (e?.textContent.trim()) tests.push(e.getBoundingClientRect());
  }
  const lines = [win.a, win.b].filter((t) => t.textContent.trim()).map((t) => t.getBoundingClientRect());
  const moved = (r, dx) => ({ left: r.left + dx, right: r.right + dx, top: r.top, bottom: r.bottom });
  const onTests = (dx) => lines.reduce((sum, r) => sum + tests.reduce((s, c) => s + shared(moved(r, dx), c), 0), 0);
  if (tests.length === 0 || lines.length === 0 || onTests(0) === 0) return;
  const texts = textBoxes(view).filter((o) => o.kind !== 'window');
  const cost = (dx) => 5 * onTests(dx) + lines.reduce((sum, r) => sum + texts.reduce((s, o) => s + shared(moved(r, dx), o) * o.weight, 0), 0);
  const w = Math.max(...lines.map((r) => r.width));
  const shown = shownRect(view);
  const inside = (dx) => lines.every((r) => r.left + dx >= shown.left && r.right + dx <= shown.right);
  let best = { dx: 0, cost: cost(0) };
  for (const dx of [w / 2 + 4, -(w / 2 + 4), w + 8, -(w + 8)]) {
    if (!inside(dx)) continue;
    const c = cost(dx);
    if (c < best.cost) best = { dx, cost: c };
  }
  const ctm = win.text.parentNode.getScreenCTM();
  if (best.dx === 0 || !ctm) return;
  win.shift = best.dx / ctm.a;
  win.text.setAttribute('transform', `translate(${win.shift},0) ${win.base}`);
}
