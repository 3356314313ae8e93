// The move-ordering panel: the tree on the page searched with the page's
// options under every ordering (as given, best-first by h, worst-first,
// seeded random, ideal), side by side in numbers (leaves evaluated, nodes
// visited, cuts) against Knuth–Moore's best case and b^d, a small SVG bar
// chart of the leaves evaluated per ordering, a menu that replaces the
// tree with its reordered copy so the class can step through that search,
// and the switches of the two search techniques (killer moves, iterative
// deepening), which every row of the comparison then uses too.
// The engine computes everything (compareOrderings, reorderTree,
// techniqueNotes: what each technique does on this tree, said before it is
// turned on); this
// module only draws, with createElement(NS) and textContent.

import { t } from '../i18n/i18n.js';
import { count, fmt } from '../core/num.js';

const SVG = 'http://www.w3.org/2000/svg';

/** The seed of the random ordering: fixed, so the numbers are a shared fact. */
export const ORDER_SEED = 1;

/**
 * Up to this many nodes the comparison runs by itself on every change (five
 * searches and five reordered trees: a few milliseconds at 11,111 nodes);
 * above, it waits for the Compare button, so a 600,000-node tree is not
 * searched five more times per edit.
 */
export const AUTO_COMPARE_NODES = 30000;

function svgEl(name, attrs) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

function cell(tag, text, key) {
  const c = document.createElement(tag);
  c.textContent = text;
  if (key) c.dataset.col = key;
  return c;
}

/**
 * The bar chart of leaves evaluated per ordering: one bar per row, scaled to
 * the evaluation points of the tree (minimax's count), with a dashed line at
 * Knuth–Moore's best case when the tree is uniform.
 * @param {SVGSVGElement} svg
 * @param {object} c  the comparison DTO
 * @param {string} lang
 */
function drawChart(svg, c, lang) {
  const rowH = 18;
  const labelW = 128;
  const barW = 150;
  const valueW = 34;
  const width = labelW + barW + valueW;
  const height = c.rows.length * rowH + 16;
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  svg.replaceChildren();
  const title = svgEl('title', {});
  title.textContent = t(lang, 'orderings.chart');
  svg.append(title);
  const scale = (n) => (c.leavesTotal > 0 ? (n / c.leavesTotal) * barW : 0);
  c.rows.forEach((r, i) => {
    const y = i * rowH + 2;
    const g = svgEl('g', { class: 'ord-bar', 'data-order': r.order });
    const label = svgEl('text', { x: labelW - 6, y: y + rowH / 2 + 1, class: 'ord-label' });
    label.textContent = t(lang, 'orderings.' + r.order);
    const track = svgEl('rect', { x: labelW, y: y + 3, width: barW, height: rowH - 6, class: 'ord-track' });
    const bar = svgEl('rect', { x: labelW, y: y + 3, width: Math.max(1, scale(r.leavesEvaluated)), height: rowH - 6, class: 'ord-fill' });
    const value = svgEl('text', { x: labelW + barW + 4, y: y + rowH / 2 + 1, class: 'ord-value' });
    value.textContent = count(r.leavesEvaluated, lang);
    g.append(track, bar, label, value);
    svg.append(g);
  });
  const bottom = c.rows.length * rowH + 2;
  if (c.uniform) {
    const x = labelW + scale(c.uniform.bestCase);
    svg.append(svgEl('line', { x1: x, y1: 0, x2: x, y2: bottom, class: 'ord-best' }));
    const km = svgEl('text', { x, y: bottom + 11, class: 'ord-axis' });
    km.textContent = t(lang, 'orderings.km.short', { n: c.uniform.bestCase });
    svg.append(km);
  }
  const all = svgEl('text', { x: labelW + barW, y: bottom + 11, class: 'ord-axis ord-axis-end' });
  all.textContent = count(c.leavesTotal, lang);
  svg.append(all);
}

/**
 * Makes the panel.
 * @param {{table: HTMLTableElement, chart: SVGSVGElement, bounds: HTMLElement,
 *          menu: HTMLSelectElement, apply: HTMLButtonElement, msg: HTMLElement,
 *          killers: HTMLInputElement, deepening: HTMLInputElement, compare: HTMLButtonElement}} els
 * @param {{engine: () => object, commit: (text: string, opts?: object) => boolean,
 *          setOptions: (o: object) => void}} api
 */
export function initOrderings(els, api) {
  let drawnKey = null;
  let current = null;
  // The key of a big tree the reader asked to compare.
  let asked = null;
  // The last reordering applied from the menu, said while its tree is shown.
  let applied = null;

  els.killers.addEventListener('change', () => api.setOptions({ killers: els.killers.checked }));
  els.deepening.addEventListener('change', () => api.setOptions({ deepening: els.deepening.checked }));

  els.compare.addEventListener('click', () => {
    if (!current) return;
    asked = drawnKey;
    drawnKey = null;
    render(current.state);
  });

  els.apply.addEventListener('click', () => {
    if (!current) return;
    const order = els.menu.value;
    const { state } = current;
    try {
      const r = api.engine().reorderTree(state.treeText, order, ORDER_SEED, state.depth ?? undefined);
      applied = { order, moved: r.original.filter((old, id) => old !== id).length, text: r.notation, original: r.original, from: state.treeText, names: null };
      if (!api.commit(r.notation, { step: 0 })) applied = null;
      drawnKey = null;
      render(current.state);
    } catch (error) {
      els.msg.textContent = error.message;
    }
  });

  /**
   * Draws the comparison for the page's tree and options, once per change.
   * @param {object} state  the page state
   */
  function render(state) {
    if (!state.player?.session || !state.engine) return;
    els.killers.checked = state.killers;
    els.deepening.checked = state.deepening;
    const options = { algo: state.algo, ties: state.ties };
    if (state.depth !== null) options.depth = state.depth;
    if (state.killers) options.killers = true;
    if (state.deepening) options.deepening = true;
    const key = [state.treeText, state.algo, state.ties, state.depth, state.lang, state.killers, state.deepening].join('|');
    current = { state };
    if (key === drawnKey) return;
    drawnKey = key;
    const { lang } = state;
    const n = state.player.tree.parent.length;
    const wait = n > AUTO_COMPARE_NODES && asked !== key;
    els.compare.hidden = !wait;
    els.compare.textContent = t(lang, 'orderings.compare', { n });
    for (const o of els.menu.options) o.textContent = t(lang, 'orderings.' + o.value);
    if (applied && applied.text !== state.treeText) applied = null;
    els.msg.textContent = applied
      ? t(lang, 'orderings.applied', { order: t(lang, 'orderings.' + applied.order), moved: applied.moved })
      : '';
    if (wait) {
      els.killersNote.textContent = '';
      els.deepeningNote.textContent = '';
      els.table.replaceChildren();
      els.chart.replaceChildren();
      els.bounds.textContent = t(lang, 'orderings.big', { n, limit: AUTO_COMPARE_NODES });
      return;
    }
    noteTechniques(state, options);
    let c;
    try {
      c = api.engine().compareOrderings(state.treeText, options, ORDER_SEED);
    } catch (error) {
      els.table.replaceChildren();
      els.chart.replaceChildren();
      els.bounds.textContent = error.message;
      return;
    }
    const head = document.createElement('tr');
    head.append(
      cell('th', t(lang, 'orderings.order')),
      cell('th', t(lang, 'orderings.leaves')),
      cell('th', t(lang, 'orderings.nodes')),
      cell('th', t(lang, 'orderings.cuts')),
    );
    const thead = document.createElement('thead');
    thead.append(head);
    const body = document.createElement('tbody');
    for (const r of c.rows) {
      const tr = document.createElement('tr');
      tr.dataset.order = r.order;
      const name = cell('th', t(lang, 'orderings.' + r.order));
      name.scope = 'row';
      tr.append(name, cell('td', count(r.leavesEvaluated, lang), 'leaves'), cell('td', count(r.nodesVisited, lang), 'nodes'), cell('td', count(r.cuts, lang), 'cuts'));
      body.append(tr);
    }
    els.table.replaceChildren(thead, body);
    els.table.dataset.value = fmt(c.rows[0].value);
    els.bounds.textContent = c.uniform
      ? t(lang, 'orderings.bounds.uniform', { best: c.uniform.bestCase, worst: c.uniform.worstCase, b: c.uniform.branching, d: c.uniform.depth })
      : t(lang, 'orderings.bounds', { total: c.leavesTotal });
    drawChart(els.chart, c, lang);
  }

  /**
   * Says beside the two switches, before either is turned on, what each
   * does on this tree (the engine searches it with each alone), or why
   * iterative deepening cannot run; that switch is then disabled unless it
   * is on (so it can still be turned off).
   * @param {object} state  the page state
   * @param {object} options  the search options of the comparison
   */
  function noteTechniques(state, options) {
    const { lang } = state;
    if (state.algo === 'minimax') {
      els.killersNote.textContent = t(lang, 'orderings.minimax');
      els.deepeningNote.textContent = '';
      els.deepening.disabled = false;
      return;
    }
    let n;
    try {
      n = api.engine().techniqueNotes(state.treeText, { algo: options.algo, ties: options.ties, depth: options.depth });
    } catch {
      // The options do not fit the tree at all: the comparison says why.
      els.killersNote.textContent = '';
      els.deepeningNote.textContent = '';
      return;
    }
    els.killersNote.textContent = n.killers < n.plain
      ? t(lang, 'orderings.killers.saves', { with: n.killers, plain: n.plain })
      : t(lang, 'orderings.killers.same', { plain: n.plain });
    const why = lang === 'fr' ? n.deepeningWhyFr : n.deepeningWhyEn;
    els.deepeningNote.textContent = n.deepening === null || n.deepening === undefined
      ? t(lang, 'orderings.deepening.cannot', { why })
      : t(lang, 'orderings.deepening.runs', { with: n.deepening, plain: n.plain, earlier: n.deepeningEarlier });
    els.deepening.disabled = Boolean(why) && !state.deepening;
  }

  /**
   * The name node `id` had before the menu reordered the tree on the page
   * (the engine's `original` map), or null when the tree on the page is not
   * such a reordering or the name is the same.
   * @param {string} treeText  the tree on the page
   * @param {number} id
   * @returns {string|null}
   */
  function originalName(treeText, id) {
    if (!applied || applied.text !== treeText || applied.original[id] === undefined) return null;
    if (!applied.names) applied.names = api.engine().parseTree(applied.from).nodes.map((n) => n.name);
    return applied.names[applied.original[id]];
  }

  return { render, originalName };
}
