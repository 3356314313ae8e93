// The edit bar above the drawing: undo and redo (and their keys, Ctrl+Z,
// Ctrl+Shift+Z or Ctrl+Y anywhere but in a text field), the root's player,
// "replay" and "result", and for the selected node: value, add a child,
// delete, move left / right, leaf ↔ inner node, label and h (on a line of
// their own), with the message beside the first buttons. Its buttons call the page's actions; `render`
// shows the page state (which node is selected, what undo can do). It keeps
// no state of its own, and no rule: a label and an h are read by the engine
// (checkLabel, checkValue), which says why it refuses one.

import { t } from '../i18n/i18n.js';
import { nodeName } from '../draw/render.js';
import { localMessage } from '../ui/errors.js';

/** A touch screen: the hints speak of taps. */
const TOUCH = window.matchMedia('(pointer: coarse)').matches;

const $ = (id) => document.getElementById(id);

/** A value as the notation writes it back (inf, not ∞), for an input. */
function fmtNumber(v) {
  if (v === '+inf') return 'inf';
  if (v === '-inf') return '-inf';
  return String(v);
}

/** The edit bar's elements, by their ids in index.html. */
function findElements() {
  return {
    undo: $('undo'),
    redo: $('redo'),
    rootPlayer: $('root-player'),
    replay: $('replay'),
    toEnd: $('to-end'),
    selectedName: $('selected-name'),
    nodeTools: $('node-tools'),
    editValue: $('edit-value'),
    addChild: $('add-child'),
    deleteNode: $('delete-node'),
    moveLeft: $('move-left'),
    moveRight: $('move-right'),
    toggleLeaf: $('toggle-leaf'),
    nodeLabel: $('node-label'),
    nodeH: $('node-h'),
    editMsg: $('edit-msg'),
  };
}

/** The buttons: undo, redo, the root's player, replay, result, and the node tools. */
function wireButtons(p, els) {
  const { actions } = p;
  const selected = () => p.state().selected;
  els.undo.addEventListener('click', actions.undo);
  els.redo.addEventListener('click', actions.redo);
  els.rootPlayer.addEventListener('click', () => {
    const player = p.state().player.tree.nodes[0].player === 'max' ? 'min' : 'max';
    actions.edit('setRootPlayer', { node: 0, player });
  });
  els.replay.addEventListener('click', () => {
    p.controls.pause();
    actions.go(0);
    p.controls.play();
  });
  els.toEnd.addEventListener('click', () => {
    p.controls.pause();
    actions.go(p.state().player.n);
  });
  els.editValue.addEventListener('click', () => {
    if (selected() !== null) p.editLeaf(selected());
  });
  els.addChild.addEventListener('click', () => actions.edit('addChild'));
  els.deleteNode.addEventListener('click', () => actions.edit('delete'));
  els.moveLeft.addEventListener('click', () => actions.edit('move', { by: -1 }));
  els.moveRight.addEventListener('click', () => actions.edit('move', { by: 1 }));
  els.toggleLeaf.addEventListener('click', () => actions.edit('toggleLeaf'));
}

/** The label and h fields, read by the engine; Escape hands the focus back to the drawing. */
function wireFields(p, els) {
  const { actions } = p;
  /** Edits the selected node with what `read(engine)` returns, or says why the engine refused it. */
  function editWith(op, read) {
    if (p.state().selected === null) return;
    let extra;
    try {
      extra = read(p.state().engine);
    } catch (error) {
      actions.setEditMsg({ key: 'edit.failed', error });
      return;
    }
    actions.edit(op, extra);
  }
  els.nodeLabel.addEventListener('change', () => {
    editWith('setLabel', (engine) => ({ label: engine.checkLabel(els.nodeLabel.value) ?? null }));
  });
  els.nodeH.addEventListener('change', () => {
    // An empty field removes h.
    const text = els.nodeH.value;
    editWith('setH', (engine) => ({ h: text.trim() === '' ? null : engine.checkValue(text) }));
  });
  for (const input of [els.nodeLabel, els.nodeH]) {
    input.addEventListener('keydown', (ev) => {
      if (ev.key === 'Escape') p.focusTree();
    });
  }
}

/**
 * Undo and redo everywhere but in a text field, where the browser's own
 * text undo applies.
 */
function undoKeys(actions, ev) {
  if (!(ev.ctrlKey || ev.metaKey) || ev.altKey) return;
  const target = ev.target;
  if (target instanceof Element && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
  const key = ev.key.toLowerCase();
  if (key === 'z' && !ev.shiftKey) actions.undo();
  else if ((key === 'z' && ev.shiftKey) || key === 'y') actions.redo();
  else return;
  ev.preventDefault();
}

/**
 * Shows the state: undo and redo enabled as `history` allows, the root's
 * player, and the tools that apply to the selected node.
 */
function render(els, state, history) {
  const lang = state.lang;
  els.undo.disabled = !history.canUndo();
  els.redo.disabled = !history.canRedo();
  const msg = state.editMsg;
  // An engine error is worded in the language shown now.
  els.editMsg.textContent = !msg ? '' : msg.error ? t(lang, msg.key, { message: localMessage(msg.error, lang) }) : t(lang, msg.key, msg.params);
  const tree = state.player?.tree;
  if (!tree) return;
  const root = tree.nodes[0];
  els.rootPlayer.textContent = t(lang, 'edit.root', { player: t(lang, 'player.' + root.player) });
  renderNodeTools(els, tree, state.selected, lang);
}

/** The tools that apply to node `id` (null: none selected). */
function renderNodeTools(els, tree, id, lang) {
  const node = id === null ? null : tree.nodes[id];
  const parent = node && node.parent !== null ? tree.nodes[node.parent] : null;
  const at = parent ? parent.children.indexOf(id) : -1;
  els.selectedName.textContent = node
    ? t(lang, 'edit.selected', {
        name: nodeName(tree, id, lang),
        kind: node.isLeaf ? t(lang, 'leaf') : t(lang, node.isChance ? 'player.chance' : 'player.' + node.player),
      })
    : t(lang, TOUCH ? 'edit.none.touch' : 'edit.none');
  // The node tools only show once a node is selected; until then their
  // line says how to select one (the style sheet keeps the line's height,
  // so selecting a node does not move the drawing).
  els.nodeTools.dataset.selected = node ? 'true' : 'false';
  els.editValue.disabled = !node?.isLeaf;
  els.addChild.disabled = !node;
  els.deleteNode.disabled = !parent;
  els.moveLeft.disabled = !parent || at <= 0;
  els.moveRight.disabled = !parent || at >= parent.children.length - 1;
  els.toggleLeaf.disabled = !node;
  els.toggleLeaf.textContent = t(lang, node && !node.isLeaf ? 'edit.toLeaf' : 'edit.toInner');
  els.nodeLabel.disabled = !node;
  els.nodeH.disabled = !node || node.isLeaf;
  // Written only when they change, as screen.js's setField says why.
  const label = node?.label ?? '';
  const h = node && node.h !== null && node.h !== undefined ? fmtNumber(node.h) : '';
  if (document.activeElement !== els.nodeLabel && els.nodeLabel.value !== label) els.nodeLabel.value = label;
  if (document.activeElement !== els.nodeH && els.nodeH.value !== h) els.nodeH.value = h;
}

/** Moves the focus to the first node tool that applies (Enter on an inner node). */
function focusTools(els) {
  const first = [els.addChild, els.toggleLeaf, els.nodeLabel].find((b) => !b.disabled);
  first?.focus();
}

/**
 * Wires the edit bar.
 * @param {object} p
 * @param {{commit: Function, undo: Function, redo: Function, edit: Function, go: Function,
 *          setEditMsg: Function}} p.actions  the page's actions
 * @param {{play: () => void, pause: () => void}} p.controls  the step controls (replay plays)
 * @param {() => object} p.state  the page state (read only)
 * @param {(id: number) => void} p.editLeaf  opens the in-place editor of a leaf
 * @param {() => void} p.focusTree  gives the focus back to the drawing
 * @returns {{render: (state: object, history: object) => void, focusTools: () => void}}
 */
export function initEditBar(p) {
  const els = findElements();
  wireButtons(p, els);
  wireFields(p, els);
  document.addEventListener('keydown', (ev) => undoKeys(p.actions, ev));
  return { render: (state, history) => render(els, state, history), focusTools: () => focusTools(els) };
}
