// The windows of the phases in force (PVS's test or re-search of a child,
// MTD(f)'s pass, aspiration's search of the root, Star2's probe), each
// written beside its node: "test (3, 3⁺)" (`drawWindows`), a small pool of
// tags in the overlay, each with a pale box sized from its text as drawn
// (`placeWindowTag`).

import { fmtWindow } from '../core/num.js';
import { sideWindow } from '../core/negamax.js';
import { t } from '../i18n/i18n.js';
import { el } from './svg.js';
import { CHAR_W } from './measure.js';
import { nodeTransform, shapeExtent } from './shapes.js';
import { turned } from './values.js';

/** A value as the engine's DTOs write it ("+inf", "-inf", a number) as a number. */
const engineNumber = (v) => (v === '+inf' ? Infinity : v === '-inf' ? -Infinity : v);

/** The words before a window on its edge, by the kind of phase (core/windows.js). */
const WINDOW_WORDS = { test: 'window.test', research: 'window.research', pass: 'window.pass', aspiration: 'window.aspiration', probe: 'window.probe' };

/**
 * The windows of the phases in force (PVS's test or re-search of a child,
 * MTD(f)'s pass, aspiration's search of the root), each written on its
 * node's edge, halfway down, or beside the root: "test (3, 3⁺)". The tags
 * are a pool in the overlay (a handful at most: one per phase in force),
 * with a pale box behind the text, as a cut's condition has.
 * @param {object} view
 * @param {Array<{kind: string, node: number, alpha: *, beta: *, index: number}>} windows
 * @param {string} lang
 */
export function drawWindows(view, windows, lang) {
  const shown = windows.filter((w) => w.alpha !== null && w.alpha !== undefined && w.node < view.px.length);
  while (view.windowTags.length < shown.length) {
    const group = el('g', null, 'window-tag');
    const back = el('rect', { rx: 4 }, 'window-back');
    const text = el('text', { x: 0, y: 0 }, 'window-text');
    group.append(back, text);
    view.overlay.append(group);
    view.windowTags.push({ group, back, text, key: '' });
  }
  view.windowTags.forEach((tag, j) => {
    const w = shown[j];
    if (!w) {
      if (tag.key !== '') tag.group.setAttribute('display', 'none');
      tag.key = '';
      return;
    }
    const [wa, wb] = turned(view, w.node) ? sideWindow(engineNumber(w.alpha), engineNumber(w.beta), true) : [w.alpha, w.beta];
    const words = t(lang, WINDOW_WORDS[w.kind], { n: w.index }) + ' ' + fmtWindow(wa, wb, lang);
    const key = `${w.kind}|${w.node}|${words}|${view.lesson}|${view.px[w.node]}|${view.py[w.node]}`;
    if (tag.key === key) return;
    tag.key = key;
    tag.text.textContent = words;
    tag.group.dataset.kind = w.kind;
    tag.group.dataset.node = String(w.node);
    // Shown first: a hidden text measures nothing (placeWindowTag).
    tag.group.removeAttribute('display');
    placeWindowTag(view, tag, w.node, Array.from(words).length);
  });
}

/**
 * Places a window's tag right of the node's ↓α ↓β lines (which end at its
 * axis), at their height: the window and the words say which search the
 * node inherits them from. Scaled up with the lesson's nodes when zoomed
 * out (placeAt). Its box is sized from the text as drawn, bold and in its
 * font (a count of `chars` characters made it narrower than "aspiration
 * (3.5, 4.5)"), with 5 units of air each side; from the count only where
 * nothing is laid out to measure (a drawing not in the document).
 */
function placeWindowTag(view, tag, id, chars) {
  const f = view.cutFont;
  const measured = tag.text.getComputedTextLength();
  const width = (measured > 0 ? measured : chars * CHAR_W * f) + 10;
  const node = view.tree.nodes[id];
  const top = shapeExtent({ isLeaf: Boolean(node?.isLeaf), isChance: Boolean(node?.isChance), player: node ? node.player : 'max' }, view.geometry).top;
  // The middle of the two ↓ lines (prototypes: abY and 1.15 em below it).
  let mid = -top - 6 - 1.15 * view.labels.fAb + 0.3 * view.labels.fAb;
  // Past the drawing's right edge (a node on the right, a long French
  // word), the tag moves left, and up a line so as not to cover ↓α ↓β.
  const k = Math.max(1, view.lesson);
  const over = view.px[id] + (3 + width) * k - view.width;
  const x = over > 0 ? 3 - over / k : 3;
  if (over > 0) mid -= 1.6 * f;
  tag.group.setAttribute('transform', nodeTransform(view, id, view.lesson));
  tag.text.setAttribute('x', String(x + 5));
  tag.text.setAttribute('y', String(mid + 0.35 * f));
  tag.back.setAttribute('x', String(x));
  tag.back.setAttribute('y', String(mid - 0.75 * f));
  tag.back.setAttribute('width', String(width));
  tag.back.setAttribute('height', String(1.5 * f));
  clearOfNavBar(view, tag, id, k);
}

/**
 * Moves a placed tag that the zoom bar floating over the drawing's top
 * right covers (a root's tag: MTD(f)'s "pass 1 (0, 0⁺)" under "−") to the
 * other side of the node, left of its ↓α ↓β lines, at the same height;
 * where that side has no room either, the tag stays.
 */
function clearOfNavBar(view, tag, id, k) {
  const bar = view.svg.closest('.tree-wrap')?.querySelector('.nav-bar');
  if (!bar?.checkVisibility?.()) return;
  const b = bar.getBoundingClientRect();
  const r = tag.back.getBoundingClientRect();
  if (r.width === 0 || r.right <= b.left || r.left >= b.right || r.bottom <= b.top || r.top >= b.bottom) return;
  const node = view.svg.querySelector(`g.node[data-node-id="${id}"]`);
  const lefts = [...(node ? [node.firstElementChild, ...node.querySelectorAll('text.ab')] : [])]
    .map((e) => e.getBoundingClientRect())
    .filter((e) => e.width > 0)
    .map((e) => e.left);
  const right = Math.min(r.left, ...lefts) - 4;
  if (right - r.width < view.svg.getBoundingClientRect().left) return;
  const dx = (r.right - right) / ((view.svg.getScreenCTM()?.a ?? 1) * k);
  for (const e of [tag.text, tag.back]) e.setAttribute('x', String(Number(e.getAttribute('x')) - dx));
}
