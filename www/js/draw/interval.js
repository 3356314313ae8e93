// The interval bar (docs/chance.md, "The interval bar"): beside the chance
// node whose children are being searched, a small horizontal bar from the
// leaf bound L to U, the node's interval [lo, hi] drawn thick on it, and
// its inherited α and β as ticks: the node fails low when hi reaches α,
// high when lo reaches β. The numbers come from core/interval.js; this
// module draws them in the overlay, at the lesson's scale (as a window
// tag), in the first place around the node that covers no node, value,
// probability, cut mark or window tag (draw/chance.js's obstacles), else
// the place that covers least. Its box takes pointer events, so that
// `elementFromPoint` at a value's centre says whether the bar covers it.

import { fmtExact, fmtValue } from '../core/num.js';
import { obstacles, overlap, meets, nodeBoxes } from './chance.js';

const SVG = 'http://www.w3.org/2000/svg';

/** A character's width, in font sizes (measure.js CHAR_W). */
const CHAR_W = 0.6;

/** The room around the bar's texts, in drawing units. */
const PAD = 5;

function el(name, attrs, cls) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, String(v));
  if (cls) e.setAttribute('class', cls);
  return e;
}

/** Makes the bar's elements (once per view) in the overlay. */
function makeBar(view) {
  const group = el('g', { display: 'none' }, 'interval-bar');
  const back = el('rect', { rx: 4 }, 'interval-back');
  const leader = el('line', { display: 'none' }, 'interval-leader');
  const track = el('line', null, 'interval-track');
  const span = el('rect', { rx: 2 }, 'interval-span');
  const alpha = el('line', null, 'interval-tick interval-alpha');
  const beta = el('line', null, 'interval-tick interval-beta');
  const alphaText = el('text', { 'text-anchor': 'middle' }, 'interval-text interval-alpha');
  const betaText = el('text', { 'text-anchor': 'middle' }, 'interval-text interval-beta');
  const lower = el('text', { 'text-anchor': 'start' }, 'interval-text interval-end');
  const upper = el('text', { 'text-anchor': 'end' }, 'interval-text interval-end');
  const range = el('text', { 'text-anchor': 'middle' }, 'interval-text interval-range');
  alphaText.textContent = 'α';
  betaText.textContent = 'β';
  group.append(leader, back, track, span, alpha, beta, alphaText, betaText, lower, upper, range);
  view.overlay.append(group);
  return { group, leader, back, track, span, alpha, beta, alphaText, betaText, lower, upper, range, key: '' };
}

/** A number of the bar for a reader: the engine's exact text when there is one. */
function show(view, v, text, lang) {
  return typeof text === 'string' ? fmtExact(text, lang) : fmtValue(v, view.tree.exact, lang);
}

/**
 * Draws `bar` (core/interval.js barAt, or null: hidden) on `view`.
 * @param {object} view  build.js's
 * @param {ReturnType<import('../core/interval.js').barAt>} bar
 * @param {string} lang
 * @param {(node: object) => {top: number, bottom: number}} extent  a shape's reach above and below its centre
 * @param {{x: number, y: number, w: number, h: number}} within  the rectangle shown (fit.js visibleBox)
 */
export function drawBar(view, bar, lang, extent, within) {
  if (!bar) {
    if (view.bar && view.bar.key !== '') {
      view.bar.group.setAttribute('display', 'none');
      view.bar.key = '';
    }
    return;
  }
  view.bar ??= makeBar(view);
  const b = view.bar;
  const texts = {
    lower: show(view, bar.L, null, lang),
    upper: show(view, bar.U, null, lang),
    range: `[${show(view, bar.lo, bar.loText, lang)}${lang === 'fr' ? ' ; ' : ', '}${show(view, bar.hi, bar.hiText, lang)}]`,
  };
  const key = [
    bar.node,
    bar.lo,
    bar.hi,
    bar.alpha,
    bar.beta,
    texts.range,
    lang,
    view.lesson,
    view.glyph,
    view.px[bar.node],
    view.py[bar.node],
    within.x,
    within.y,
    within.w,
    within.h,
    (view.sources ?? []).map((s) => `${s.id}:${s.text}`).join(','),
  ].join('|');
  if (b.key === key) return;
  b.key = key;
  const { width, height } = shapeBar(b, bar, texts, view.cutFont);
  const k = Math.max(1, view.lesson || 1);
  const place = placeBar(view, bar.node, width, height, k, extent, within);
  drawLeader(b, place, width, height, extent(view.tree.nodes[bar.node]).top + 3);
  const tx = view.px[bar.node] + k * place.x;
  const ty = view.py[bar.node] + k * place.y;
  b.group.setAttribute('transform', k > 1 ? `translate(${tx},${ty}) scale(${k})` : `translate(${tx},${ty})`);
  b.group.removeAttribute('display');
}

/** Sets the attributes `attrs` of `e`. */
function set(e, attrs) {
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
}

/**
 * Lays the bar out in its own units (font size `f`): the track from L to
 * U, [lo, hi] thick on it, the α and β ticks with their letters above, L,
 * U and `[lo, hi]` below. Returns the size of its box.
 */
function shapeBar(b, bar, texts, f) {
  const chars = (s) => Array.from(s).length;
  const width = Math.max(8 * f, (chars(texts.lower) + chars(texts.upper) + chars(texts.range)) * CHAR_W * f + 2 * f);
  const yb = PAD + 1.35 * f;
  const height = yb + 1.6 * f + PAD;
  const x = (v) => PAD + (bar.U > bar.L ? ((Math.min(bar.U, Math.max(bar.L, v)) - bar.L) / (bar.U - bar.L)) * width : 0);
  set(b.back, { width: width + 2 * PAD, height });
  set(b.track, { x1: PAD, x2: PAD + width, y1: yb, y2: yb });
  const x0 = x(bar.lo);
  const x1 = Math.max(x(bar.hi), x0 + 3);
  set(b.span, { x: x0 - (x1 - x0 < 4 ? 1.5 : 0), y: yb - 0.3 * f, width: x1 - x0, height: 0.6 * f });
  Object.assign(b.group.dataset, { lo: String(bar.lo), hi: String(bar.hi), node: String(bar.node) });
  // α and β where they fall between L and U (outside, they bound nothing
  // the bar shows); their letters a little apart when the ticks stand close.
  const tick = (line, label, v, anchor) => {
    const inside = v !== null && v > bar.L && v < bar.U;
    line.setAttribute('display', inside ? 'inline' : 'none');
    label.setAttribute('display', inside ? 'inline' : 'none');
    if (!inside) return;
    set(line, { x1: x(v), x2: x(v), y1: yb - 0.55 * f, y2: yb + 0.55 * f });
    set(label, { x: x(v), y: yb - 0.7 * f, 'text-anchor': anchor });
  };
  const close = bar.alpha !== null && bar.beta !== null && Math.abs(x(bar.beta) - x(bar.alpha)) < 1.2 * f;
  tick(b.alpha, b.alphaText, bar.alpha, close ? 'end' : 'middle');
  tick(b.beta, b.betaText, bar.beta, close ? 'start' : 'middle');
  b.group.dataset.alpha = bar.alpha === null ? '' : String(bar.alpha);
  b.group.dataset.beta = bar.beta === null ? '' : String(bar.beta);
  for (const [t, text, at] of [
    [b.lower, texts.lower, PAD],
    [b.upper, texts.upper, PAD + width],
    [b.range, texts.range, PAD + width / 2],
  ]) {
    t.textContent = text;
    set(t, { x: at, y: yb + 1.45 * f });
  }
  return { width: width + 2 * PAD, height };
}

/**
 * Away from its node (`place.far`), a dashed line from the bar's box
 * (`w` × `h`) to the node's circle (radius `r`), in the bar's units.
 */
function drawLeader(b, place, w, h, r) {
  b.leader.setAttribute('display', place.far ? 'inline' : 'none');
  b.group.dataset.far = String(place.far);
  if (!place.far) return;
  const [nx, ny] = [-place.x, -place.y];
  const cx = Math.max(0, Math.min(w, nx));
  const cy = Math.max(0, Math.min(h, ny));
  const d = Math.max(1, Math.hypot(nx - cx, ny - cy));
  set(b.leader, { x1: cx, y1: cy, x2: nx - ((nx - cx) / d) * Math.min(r, d), y2: ny - ((ny - cy) / d) * Math.min(r, d) });
}

/**
 * What the bar's `box` (drawing units) covers: the obstacles' area, the
 * probabilities' (twice as bad), a little for each edge it crosses, and
 * four times what lies outside `within` (the rectangle shown).
 */
function coverCost(view, box, near, probs, within) {
  let cost = 0;
  for (const o of near.boxes) cost += overlap(box, o);
  for (const o of probs) cost += 2 * overlap(box, o);
  const area = (box.x1 - box.x0) * (box.y1 - box.y0);
  for (const { q, c } of near.edges) if (meets(view.px[q], view.py[q], view.px[c], view.py[c], box)) cost += 0.05 * area;
  const out =
    Math.max(0, within.x - box.x0) + Math.max(0, box.x1 - within.x - within.w) + Math.max(0, within.y - box.y0) + Math.max(0, box.y1 - within.y - within.h);
  return cost + out * (box.y1 - box.y0) * 4;
}

/**
 * What the bar must keep clear of: beside chance node `id`, its
 * neighbourhood (draw/chance.js's obstacles); `all`, every node drawn
 * (the places away from the node), with every parent's edges.
 */
function barObstacles(view, id, extent, all) {
  const k = Math.max(1, view.glyph || 1);
  const near = obstacles(view, id, k, extent, view.tree.cutMarks || []);
  near.boxes.push(...sourceBoxes(view));
  if (!all) return near;
  const boxes = [...near.boxes];
  const edges = [...near.edges];
  for (const i of view.records.keys()) {
    boxes.push(...nodeBoxes(view, i, k, extent, () => false));
    const p = view.tree.parent[i];
    if (p >= 0) edges.push({ q: p, c: i });
  }
  return { boxes, edges };
}

/**
 * The rings and letters marking the sources of the bounds in use
 * (marks.js drawOverlay, drawn before the bar), as boxes in drawing units:
 * beside Star2's C, the bar's first place covered the "α" of C's ring.
 */
function sourceBoxes(view) {
  const s = Math.max(1, view.lesson || 1);
  const r = view.labels.ring + 5;
  return (view.sources ?? [])
    .filter((slot) => slot.id !== null && slot.text)
    .map((slot) => {
      const b = slot.badge.getBBox();
      const x = view.px[slot.id];
      const y = view.py[slot.id];
      return { x0: x - s * r, x1: x + s * Math.max(r, b.x + b.width), y0: y + s * Math.min(-r, b.y), y1: y + s * r };
    });
}

/**
 * Where the bar's box (`w` × `h`, its own units, drawn at scale `k`) goes
 * for chance node `id`: its top left corner from the node's centre, in its
 * own units, and whether it stands away from the node (`far`: a leader
 * line then joins them). The first of a few places beside the node (on
 * the side of the drawing's middle first) that covers nothing inside the
 * rectangle shown (`within`), else the first that covers only edges;
 * else, on a drawing too crowded for that (a phone), the place
 * of a grid over the rectangle shown that covers least, nearest the node
 * among equals; else the place beside it that covers least.
 */
function placeBar(view, id, w, h, k, extent, within) {
  const r = extent(view.tree.nodes[id]).top;
  const probs = (view.probAt || []).filter(Boolean).map((p) => p.box);
  const x = view.px[id];
  const y = view.py[id];
  const boxAt = (ox, oy) => ({ x0: x + k * ox, x1: x + k * (ox + w), y0: y + k * oy, y1: y + k * (oy + h) });
  const near = barObstacles(view, id, extent, false);
  // The side towards the drawing's middle first: a camera that follows a
  // node near the drawing's edge shows more of that side.
  const right = x <= view.width / 2;
  const sides = (a, b) => (right ? [a, b] : [b, a]);
  const spots = [
    ...sides([r + 10, -h / 2], [-r - 10 - w, -h / 2]),
    ...sides([r + 10, -h - 4], [-r - 10 - w, -h - 4]),
    ...sides([r + 10, 4], [-r - 10 - w, 4]),
    ...sides([r + 40, -h / 2], [-r - 40 - w, -h / 2]),
  ];
  let best = null;
  let crossing = null;
  for (const [ox, oy] of spots) {
    const box = boxAt(ox, oy);
    const cost = coverCost(view, box, near, probs, within);
    if (cost === 0) return { x: ox, y: oy, far: false };
    // Over an edge alone (its box is opaque): kept if nothing better.
    if (!crossing && coverCost(view, box, { boxes: near.boxes, edges: [] }, probs, within) === 0) crossing = { x: ox, y: oy, far: false };
    if (!best || cost < best.cost) best = { cost, x: ox, y: oy, far: false };
  }
  if (crossing) return crossing;
  const all = barObstacles(view, id, extent, true);
  // At most 20 × 20 places, however large the part shown (a big tree zoomed out).
  const stepX = Math.max((k * w) / 4, within.w / 20);
  const stepY = Math.max((k * h) / 3, within.h / 20);
  for (let gy = within.y; gy + k * h <= within.y + within.h + 0.5; gy += stepY) {
    for (let gx = within.x; gx + k * w <= within.x + within.w + 0.5; gx += stepX) {
      const box = { x0: gx, x1: gx + k * w, y0: gy, y1: gy + k * h };
      const cost = coverCost(view, box, all, probs, within);
      const far = Math.hypot((box.x0 + box.x1) / 2 - x, (box.y0 + box.y1) / 2 - y);
      if (cost < best.cost || (cost === best.cost && far < best.dist)) best = { cost, dist: far, x: (gx - x) / k, y: (gy - y) / k, far: true };
    }
  }
  return best;
}
