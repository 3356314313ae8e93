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
// module only draws, with createElement(NS) and textContent. What the panel
// keeps between renders is one object (`OrderingsPanel`) that the functions
// below take first.

import { t } from '../i18n/i18n.js';
import { count, fmt } from '../core/num.js';

const SVG = 'http://www.w3.org/2000/svg';

/** The seed of the random ordering: fixed, so the numbers are a shared fact. */
const ORDER_SEED = 1;

/**
 * Up to this many nodes the comparison runs by itself on every change (five
 * searches and five reordered trees: a few milliseconds at 11,111 nodes);
 * above, it waits for the Compare button, so a 600,000-node tree is not
 * searched five more times per edit.
 */
const AUTO_COMPARE_NODES = 30000;

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
 * Knuth–Moore's best case when the tree is uniform. It is laid out at its
 * width on screen, one unit a CSS pixel, its texts at the panel's size
 * (style.css): drawn 312 units wide at 11 units and shrunk to the side
 * column, they were 8.5 px in large text. Drawn again when its width
 * changes (a panel opened, the window turned).
 * @param {SVGSVGElement} svg
 * @param {object} c  the comparison DTO
 * @param {string} lang
 */
function drawChart(svg, c, lang) {
  svg.chart = { c, lang };
  if (!svg.sized) {
    svg.sized = true;
    let seen = 0;
    // Laid out at the next frame, not while the observer delivers: the new
    // viewBox changes the chart's height, a notification it could not deliver.
    new ResizeObserver(() =>
      requestAnimationFrame(() => {
        const w = Math.round(svg.clientWidth);
        if (w !== seen && svg.chart) {
          seen = w;
          layoutChart(svg, svg.chart.c, svg.chart.lang);
        }
      }),
    ).observe(svg);
  }
  layoutChart(svg, c, lang);
}

/** Lays the chart out at its width on screen (drawChart). */
function layoutChart(svg, c, lang) {
  const f = Number.parseFloat(getComputedStyle(svg).fontSize) || 11;
  const width = svg.clientWidth || 20 * f;
  const rowH = 1.6 * f;
  svg.replaceChildren();
  const title = svgEl('title', {});
  title.textContent = t(lang, 'orderings.chart');
  svg.append(title);
  // The labels first, to measure the longest (0.6 em a character when the chart is not shown).
  const labels = c.rows.map((r) => {
    const label = svgEl('text', { class: 'ord-label' });
    label.textContent = t(lang, 'orderings.' + r.order);
    svg.append(label);
    return label;
  });
  const longest = Math.max(...labels.map((l) => l.getComputedTextLength() || 0.6 * f * l.textContent.length));
  const labelW = longest + 0.5 * f;
  const valueW = 0.6 * f * Math.max(...c.rows.map((r) => count(r.leavesEvaluated, lang).length), 3) + 0.4 * f;
  const barW = Math.max(2 * f, width - labelW - valueW);
  const height = c.rows.length * rowH + 1.6 * f + 2;
  svg.setAttribute('viewBox', `0 0 ${labelW + barW + valueW} ${height}`);
  const scale = (n) => (c.leavesTotal > 0 ? (n / c.leavesTotal) * barW : 0);
  c.rows.forEach((r, i) => {
    const y = i * rowH + 2;
    const g = svgEl('g', { class: 'ord-bar', 'data-order': r.order });
    const label = labels[i];
    label.setAttribute('x', String(labelW - 0.4 * f));
    label.setAttribute('y', String(y + rowH / 2 + 1));
    const track = svgEl('rect', { x: labelW, y: y + 0.2 * f, width: barW, height: rowH - 0.4 * f, class: 'ord-track' });
    const bar = svgEl('rect', { x: labelW, y: y + 0.2 * f, width: Math.max(1, scale(r.leavesEvaluated)), height: rowH - 0.4 * f, class: 'ord-fill' });
    const value = svgEl('text', { x: labelW + barW + 0.3 * f, y: y + rowH / 2 + 1, class: 'ord-value' });
    value.textContent = count(r.leavesEvaluated, lang);
    g.append(track, bar, label, value);
    svg.append(g);
  });
  const bottom = c.rows.length * rowH + 2;
  if (c.uniform) {
    const x = labelW + scale(c.uniform.bestCase);
    svg.append(svgEl('line', { x1: x, y1: 0, x2: x, y2: bottom, class: 'ord-best' }));
    const km = svgEl('text', { x, y: bottom + f, class: 'ord-axis' });
    km.textContent = t(lang, 'orderings.km.short', { n: c.uniform.bestCase });
    svg.append(km);
    // Ending short of the total at the track's end ("best case 1127" read as one number).
    const w = km.getComputedTextLength() || 0.6 * f * km.textContent.length;
    const room = labelW + barW - 0.6 * f * count(c.leavesTotal, lang).length - 0.6 * f;
    if (x + w / 2 > room) km.setAttribute('x', String(Math.max(w / 2, room - w / 2)));
  }
  const all = svgEl('text', { x: labelW + barW, y: bottom + f, class: 'ord-axis ord-axis-end' });
  all.textContent = count(c.leavesTotal, lang);
  svg.append(all);
}

/**
 * The panel between renders: its elements, what initOrderings was given,
 * and what it keeps. The functions below take it first.
 * @typedef {object} OrderingsPanel
 * @property {object} els
 * @property {object} api
 * @property {string|null} drawnKey  the tree and options last compared
 * @property {{state: object}|null} current  the page state of the last render
 * @property {string|null} asked  the key of a big tree the reader asked to compare
 * @property {{order: string, moved: number, text: string, original: number[], from: string, names: string[]|null}|null} applied
 *   the last reordering applied from the menu, said while its tree is shown
 */

/** The search options the comparison runs with: the page's. */
function comparisonOptions(state) {
  const options = { algo: state.algo, ties: state.ties };
  if (state.depth !== null) options.depth = state.depth;
  if (state.killers) options.killers = true;
  if (state.deepening) options.deepening = true;
  if (state.aspiration && state.algo !== 'minimax') options.aspiration = state.aspiration;
  return options;
}

/**
 * The aspiration control from the state: the switch, and the guess and δ
 * in force (a field being typed in keeps its text); off and greyed out
 * under minimax, which reads no window.
 */
function showAspiration(els, state) {
  if (!els.aspiration) return;
  const a = state.aspiration;
  els.aspiration.checked = Boolean(a);
  els.aspiration.disabled = state.algo === 'minimax';
  if (a && document.activeElement !== els.aspGuess) els.aspGuess.value = String(a.guess);
  if (a && document.activeElement !== els.aspDelta) els.aspDelta.value = String(a.delta);
}

/**
 * The aspiration control's events: the switch or a change of g or δ sets
 * the page's option (a δ that is not above 0 leaves it as it was).
 */
function wireAspiration(els, api) {
  if (!els.aspiration) return;
  const send = () => {
    if (!els.aspiration.checked) return api.setOptions({ aspiration: null });
    const guess = Number(els.aspGuess.value || 0);
    const delta = Number(els.aspDelta.value || 0);
    if (Number.isFinite(guess) && Number.isFinite(delta) && delta > 0) api.setOptions({ aspiration: { guess, delta } });
  };
  for (const field of [els.aspiration, els.aspGuess, els.aspDelta]) field.addEventListener('change', send);
}

/** The menu's reordering, applied to the page's tree (one undo entry). */
function applyOrder(od) {
  if (!od.current) return;
  const { els, api } = od;
  const order = els.menu.value;
  const { state } = od.current;
  try {
    const r = api.engine().reorderTree(state.treeText, order, ORDER_SEED, state.depth ?? undefined);
    od.applied = { order, moved: r.original.filter((old, id) => old !== id).length, text: r.notation, original: r.original, from: state.treeText, names: null };
    if (!api.commit(r.notation, { step: 0 })) od.applied = null;
    od.drawnKey = null;
    render(od, od.current.state);
  } catch (error) {
    els.msg.textContent = error.message;
  }
}

/**
 * Draws the comparison for the page's tree and options, once per change.
 * @param {OrderingsPanel} od
 * @param {object} state  the page state
 */
function render(od, state) {
  const { els } = od;
  if (!state.player?.session || !state.engine) return;
  els.killers.checked = state.killers;
  els.deepening.checked = state.deepening;
  showAspiration(els, state);
  const options = comparisonOptions(state);
  const key = [state.treeText, state.algo, state.ties, state.depth, state.lang, state.killers, state.deepening, JSON.stringify(state.aspiration)].join('|');
  od.current = { state };
  if (key === od.drawnKey) return;
  od.drawnKey = key;
  const { lang } = state;
  const n = state.player.tree.parent.length;
  const wait = n > AUTO_COMPARE_NODES && od.asked !== key;
  els.compare.hidden = !wait;
  els.compare.textContent = t(lang, 'orderings.compare', { n });
  for (const o of els.menu.options) o.textContent = t(lang, 'orderings.' + o.value);
  if (od.applied && od.applied.text !== state.treeText) od.applied = null;
  els.msg.textContent = od.applied ? t(lang, 'orderings.applied', { order: t(lang, 'orderings.' + od.applied.order), moved: od.applied.moved }) : '';
  if (wait) {
    els.killersNote.textContent = '';
    els.deepeningNote.textContent = '';
    els.table.replaceChildren();
    els.chart.replaceChildren();
    els.bounds.textContent = t(lang, 'orderings.big', { n, limit: AUTO_COMPARE_NODES });
    return;
  }
  noteTechniques(od, state, options);
  let c;
  try {
    c = od.api.engine().compareOrderings(state.treeText, options, ORDER_SEED);
  } catch (error) {
    els.table.replaceChildren();
    els.chart.replaceChildren();
    els.bounds.textContent = error.message;
    return;
  }
  fillTable(els.table, c, lang);
  if (els.searches && n <= SEARCHES_NODES) fillSearches(els.searches, od.api.engine(), state, lang);
  else if (els.searches) els.searches.replaceChildren();
  els.bounds.textContent = c.uniform
    ? t(lang, 'orderings.bounds.uniform', { best: c.uniform.bestCase, worst: c.uniform.worstCase, b: c.uniform.branching, d: c.uniform.depth })
    : t(lang, 'orderings.bounds', { total: c.leavesTotal });
  drawChart(els.chart, c, lang);
}

/**
 * The searches by windows on this tree (docs/windows.md), one row each:
 * α-β, PVS, α-β with the page's aspiration window (else g = 0, δ = 1) and
 * MTD(f), their leaves evaluated under every ordering, beside the
 * orderings' table. A leaf evaluated again by a re-search or a pass counts
 * again. Under the page's tie rule and depth limit.
 */
const SEARCHES = ['alphabeta', 'pvs', 'aspiration', 'mtdf'];

/**
 * Up to this many nodes the searches by windows are compared too: twenty
 * more searches (four searches under five orderings, MTD(f) several
 * passes each), so a bigger tree shows only the orderings' table.
 */
const SEARCHES_NODES = 5000;

function searchRows(engine, state) {
  const base = { ties: state.ties };
  if (state.depth !== null) base.depth = state.depth;
  const aspiration = state.aspiration ?? { guess: 0, delta: 1 };
  return SEARCHES.map((name) => {
    const options = name === 'aspiration' ? { ...base, algo: 'alphabeta', aspiration } : { ...base, algo: name };
    try {
      return { name, aspiration, rows: engine.compareOrderings(state.treeText, options, ORDER_SEED).rows };
    } catch {
      return { name, aspiration, rows: null };
    }
  });
}

function fillSearches(table, engine, state, lang) {
  const found = searchRows(engine, state);
  const orders = (found.find((f) => f.rows) || { rows: [] }).rows.map((r) => r.order);
  const head = document.createElement('tr');
  head.append(cell('th', t(lang, 'orderings.search')), ...orders.map((o) => cell('th', t(lang, 'orderings.' + o))));
  const thead = document.createElement('thead');
  thead.append(head);
  const body = document.createElement('tbody');
  for (const f of found) {
    const tr = document.createElement('tr');
    tr.dataset.search = f.name;
    const words =
      f.name === 'aspiration'
        ? t(lang, 'orderings.search.aspiration', { g: fmt(f.aspiration.guess, lang), d: fmt(f.aspiration.delta, lang) })
        : t(lang, 'algo.' + f.name).replace(/\s*\([^()]*\)$/, '');
    const name = cell('th', words);
    name.scope = 'row';
    tr.append(
      name,
      ...orders.map((o) => {
        const r = f.rows ? f.rows.find((x) => x.order === o) : null;
        return cell('td', r ? count(r.leavesEvaluated, lang) : '–', o);
      }),
    );
    body.append(tr);
  }
  const caption = document.createElement('caption');
  caption.textContent = t(lang, 'orderings.searches');
  table.replaceChildren(caption, thead, body);
}

/** The table of the comparison `c`: one row per ordering, leaves, nodes and cuts. */
function fillTable(table, c, lang) {
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
    tr.append(
      name,
      cell('td', count(r.leavesEvaluated, lang), 'leaves'),
      cell('td', count(r.nodesVisited, lang), 'nodes'),
      cell('td', count(r.cuts, lang), 'cuts'),
    );
    body.append(tr);
  }
  table.replaceChildren(thead, body);
  table.dataset.value = fmt(c.rows[0].value);
}

/**
 * Says beside the two switches, before either is turned on, what each
 * does on this tree (the engine searches it with each alone), or why
 * iterative deepening cannot run; that switch is then disabled unless it
 * is on (so it can still be turned off).
 * @param {OrderingsPanel} od
 * @param {object} state  the page state
 * @param {object} options  the search options of the comparison
 */
function noteTechniques(od, state, options) {
  const { els } = od;
  const { lang } = state;
  if (state.algo === 'minimax') {
    els.killersNote.textContent = t(lang, 'orderings.minimax');
    els.deepeningNote.textContent = '';
    els.deepening.disabled = false;
    return;
  }
  let n;
  try {
    n = od.api.engine().techniqueNotes(state.treeText, { algo: options.algo, ties: options.ties, depth: options.depth });
  } catch {
    // The options do not fit the tree at all: the comparison says why.
    els.killersNote.textContent = '';
    els.deepeningNote.textContent = '';
    return;
  }
  els.killersNote.textContent =
    n.killers < n.plain ? t(lang, 'orderings.killers.saves', { with: n.killers, plain: n.plain }) : t(lang, 'orderings.killers.same', { plain: n.plain });
  const why = lang === 'fr' ? n.deepeningWhyFr : n.deepeningWhyEn;
  els.deepeningNote.textContent =
    n.deepening === null || n.deepening === undefined
      ? t(lang, 'orderings.deepening.cannot', { why })
      : t(lang, 'orderings.deepening.runs', { with: n.deepening, plain: n.plain, earlier: n.deepeningEarlier });
  els.deepening.disabled = Boolean(why) && !state.deepening;
}

/**
 * The name node `id` had before the menu reordered the tree on the page
 * (the engine's `original` map), or null when the tree on the page is not
 * such a reordering or the name is the same.
 * @param {OrderingsPanel} od
 * @param {string} treeText  the tree on the page
 * @param {number} id
 * @returns {string|null}
 */
function originalName(od, treeText, id) {
  const { applied } = od;
  if (!applied || applied.text !== treeText || applied.original[id] === undefined) return null;
  if (!applied.names)
    applied.names = od.api
      .engine()
      .parseTree(applied.from)
      .nodes.map((n) => n.name);
  return applied.names[applied.original[id]];
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
  /** @type {OrderingsPanel} */
  const od = { els, api, drawnKey: null, current: null, asked: null, applied: null };
  els.killers.addEventListener('change', () => api.setOptions({ killers: els.killers.checked }));
  els.deepening.addEventListener('change', () => api.setOptions({ deepening: els.deepening.checked }));
  wireAspiration(els, api);
  els.compare.addEventListener('click', () => {
    if (!od.current) return;
    od.asked = od.drawnKey;
    od.drawnKey = null;
    render(od, od.current.state);
  });
  els.apply.addEventListener('click', () => applyOrder(od));
  return {
    render: (state) => render(od, state),
    originalName: (treeText, id) => originalName(od, treeText, id),
  };
}
