// Real games (issue 9): the game panel and the board beside the tree.
//
// The reader picks a game, sets up a position by clicking on its board
// (each click plays the legal move whose cell was clicked), chooses the
// depth P and builds the tree: the engine makes seed 002's depth-P tree
// (`gameTree`), and the page shows it like any other tree (`commit`), so
// every view, export and practice mode work on it. Beside the tree, the
// board of the node under the pointer, or of the selected node, or of the
// search's current node, with the move that led there; at the end of the
// search, the move α-β chooses, and "Play it" plays it on the set-up board,
// so a student can play a game against α-β and watch each search. (Nodes
// the transposition table answered get their mark from draw/tablehits.js,
// in every search that uses the table.)
//
// The rules, the notation and the boards are the engine's full module
// (extras.js: gamePosition, gameTree, gamePlay), with the core session's
// bestMove and ttHits; this module only draws them, with createElement and
// textContent. app.js loads it, and the full module, when the panel opens.
// What the panel keeps between events is one object (`GamePanel`) that the
// functions below take first.

import { t } from '../i18n/i18n.js';
import { fmt } from '../core/num.js';
import { localMessage } from '../ui/errors.js';

/** The depth P proposed for each game (a tree the drawing can hold). */
const DEFAULT_DEPTH = { tictactoe: 9, connect4: 3, domineering: 3, nim: 12 };

/**
 * Draws `view` (a GameView) into `box` as a grid of buttons (clickable
 * when `onCell` is given), marking the cells in `marks` ({'r,c': class}).
 */
function drawBoard(box, view, marks, onCell) {
  const { rows, cols, cells } = view.board;
  box.replaceChildren();
  box.dataset.game = view.game;
  box.style.setProperty('--cols', String(cols));
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const symbol = cells[r * cols + c];
      const cell = document.createElement(onCell ? 'button' : 'span');
      if (onCell) cell.type = 'button';
      // A cell of a board only shown is an image of its square, named.
      else cell.setAttribute('role', 'img');
      cell.className = 'cell';
      cell.dataset.row = String(r);
      cell.dataset.col = String(c);
      cell.dataset.symbol = symbol || 'empty';
      const mark = marks[r + ',' + c];
      if (mark) cell.dataset.mark = mark;
      cell.textContent = symbol === 'x' ? '✕' : symbol === 'o' ? '◯' : symbol;
      const name = String.fromCharCode(97 + c) + (r + 1);
      cell.setAttribute('aria-label', name + (symbol ? ' ' + symbol : ''));
      if (onCell) cell.addEventListener('click', () => onCell(r, c));
      box.append(cell);
    }
  }
}

/** The side to move, in words. */
function side(view, lang) {
  const s = view.board.toMove;
  return s ? t(lang, 'game.side.' + s) : t(lang, 'game.side.next');
}

/**
 * The game panel's state between events: its elements, the page's state
 * and actions and the full module, and what it keeps. The functions below
 * take it first.
 * @typedef {object} GamePanel
 * @property {Record<string, HTMLElement>} els
 * @property {object} state  the page's state
 * @property {object} actions
 * @property {object} extras  the engine's full module
 * @property {{game: string, position: string}} draft  the position being set up; at first the
 *   game the menu shows, which a reader may have chosen before this code arrived
 * @property {{key?: string, params?: object, error?: *, text?: string}|null} msg  a message
 *   under the panel: {key, params}, or {error, text} for a refused position and its text
 * @property {object|null} draftView  the engine's view of the draft, cached by notation
 * @property {{session: object|null, views: Map<number, object>, hits: number[]|null, best: *}} cache
 *   per session: the position of each node asked so far, the hits, the best move
 * @property {boolean} pending  whether marking the hits waits for the next frame
 */

/**
 * The game whose tree the page shows ({game, position, depth}), or null.
 * It is the page state's `game` (the `game` link key), so a reload or a
 * shared link brings the board back with the tree.
 */
const built = (state) => (state.game ? { game: state.game.name, position: state.game.position, depth: state.game.depth } : null);

function viewOfDraft(gp) {
  const { draft, extras } = gp;
  if (!gp.draftView || gp.draftView.game !== draft.game || gp.draftView.position !== draft.position) {
    try {
      gp.draftView = extras.gamePosition(draft.game, draft.position);
      draft.position = gp.draftView.position;
    } catch (error) {
      gp.msg = { error };
      gp.draftView = extras.gamePosition(draft.game, '');
      draft.position = gp.draftView.position;
    }
  }
  return gp.draftView;
}

/** Re-renders through an action (the page renders once per action). */
const refresh = (gp) => gp.actions.hover(gp.state.hover);

function pickGame(gp, game) {
  gp.draft = { game, position: '' };
  gp.msg = null;
  gp.els.depth.value = String(DEFAULT_DEPTH[game]);
  refresh(gp);
}

function clickCell(gp, r, c) {
  const view = viewOfDraft(gp);
  if (!view) return;
  const move = view.moves.find((m) => m.keys.some(([kr, kc]) => kr === r && kc === c));
  if (!move) {
    gp.msg = { key: 'game.noMove' };
  } else {
    gp.draft.position = move.next;
    gp.msg = null;
  }
  refresh(gp);
}

function search(gp) {
  const { els, draft, state } = gp;
  const view = viewOfDraft(gp);
  if (!view) return;
  const asked = Math.trunc(Number(els.depth.value));
  const depth = Number.isFinite(asked) && asked >= 0 ? asked : 0;
  let text;
  try {
    // h at the depth limit: the game's own, the moves available, or 0.
    text = gp.extras.gameTree(draft.game, draft.position, depth, els.heuristic.value);
  } catch (error) {
    gp.msg = { error };
    refresh(gp);
    return;
  }
  const game = { name: draft.game, depth, heuristic: els.heuristic.value || 'game', tt: els.tt.checked, position: draft.position };
  const ok = gp.actions.commit(text, { preset: null, depth: null, step: 'end', fresh: true, tt: els.tt.checked, game });
  gp.msg = ok ? { key: 'game.built', params: { n: state.player.tree.nodes.length, depth } } : null;
  refresh(gp);
}

function playBest(gp) {
  const best = bestMove(gp);
  if (!best) return;
  gp.draft = { game: built(gp.state).game, position: best.position.position };
  gp.msg = { key: 'game.played', params: { move: best.move } };
  refresh(gp);
}

/** The panel's controls. */
function wire(gp) {
  const { els } = gp;
  els.name.addEventListener('change', () => pickGame(gp, els.name.value));
  els.start.addEventListener('click', () => pickGame(gp, gp.draft.game));
  els.search.addEventListener('click', () => search(gp));
  els.play.addEventListener('click', () => playBest(gp));
  els.position.addEventListener('change', () => {
    try {
      const v = gp.extras.gamePosition(gp.draft.game, els.position.value);
      gp.draft.position = v.position;
      gp.msg = null;
    } catch (error) {
      // The refused text stays in the field, to be corrected, until the
      // message goes (a good position, another game).
      gp.msg = { error, text: els.position.value };
    }
    refresh(gp);
  });
}

/**
 * A page opened on a game's tree (a link, a reload) shows the panel as
 * that tree was built.
 */
function restore(gp) {
  const { els, state } = gp;
  if (state.game) {
    gp.draft = { game: state.game.name, position: state.game.position };
    // The same words as when the reader built it here.
    const nodes = state.player?.tree?.nodes.length;
    if (nodes) gp.msg = { key: 'game.built', params: { n: nodes, depth: state.game.depth } };
    els.depth.value = String(state.game.depth);
    els.heuristic.value = state.game.heuristic;
    els.tt.checked = state.game.tt;
  } else if (els.depth.value === '') {
    // A depth typed before this code arrived is kept.
    els.depth.value = String(DEFAULT_DEPTH[gp.draft.game]);
  }
}

/** Whether the page shows the tree the panel built. */
function showsBuilt(state) {
  return built(state) !== null && Boolean(state.player?.session);
}

function sessionCache(gp) {
  const session = gp.state.player.session;
  if (gp.cache.session !== session) gp.cache = { session, views: new Map(), best: undefined };
  return gp.cache;
}

/** The moves from the root to `node`: the labels on its path, in order. */
function movesTo(tree, node) {
  const { nodes } = tree;
  const moves = [];
  for (let id = node; nodes[id].parent !== null; id = nodes[id].parent) moves.push(nodes[id].label ?? '');
  return moves.reverse();
}

function positionAt(gp, node) {
  const c = sessionCache(gp);
  const game = built(gp.state);
  if (!c.views.has(node)) c.views.set(node, gp.extras.gamePlay(game.game, game.position, movesTo(gp.state.player.tree, node)));
  return c.views.get(node);
}

/** The root's best move at the end of the search: {move, node, position}, or null. */
function bestMove(gp) {
  const { state } = gp;
  if (!showsBuilt(state) || !state.player.atEnd()) return null;
  const c = sessionCache(gp);
  if (c.best === undefined) {
    const node = c.session.bestMove();
    c.best = node === undefined ? null : { move: state.player.tree.nodes[node].label ?? '', node, position: positionAt(gp, node) };
  }
  return c.best;
}

/** The node the side board shows: pointed at, selected, or current. */
function shownNode(state) {
  const n = state.player.tree.nodes.length;
  for (const id of [state.hover, state.selected, state.player.snap?.current, 0]) {
    if (id !== null && id !== undefined && id >= 0 && id < n) return id;
  }
  return 0;
}

function renderMsg(gp, lang) {
  const { els, msg } = gp;
  if (!msg) {
    els.msg.textContent = '';
    return;
  }
  els.msg.textContent = msg.error ? localMessage(msg.error, lang) : t(lang, msg.key, msg.params);
}

/** The cells of the move labelled `label` among `moves`, marked `mark` in `marks` ({'r,c': class}). */
function markMove(marks, moves, label, mark) {
  const m = moves.find((mv) => mv.label === label);
  for (const [r, c] of m ? m.cells : []) marks[r + ',' + c] = mark;
}

/** Shows the panel and the side board for the state. */
function render(gp) {
  const { els, state } = gp;
  const lang = state.lang;
  const view = viewOfDraft(gp);
  if (els.name.value !== gp.draft.game) els.name.value = gp.draft.game;
  if (document.activeElement !== els.position) els.position.value = gp.msg?.text ?? view.position;
  const best = bestMove(gp);
  const chosen = {};
  if (best && built(state).position === gp.draft.position) markMove(chosen, positionAt(gp, 0).moves, best.move, 'chosen');
  drawBoard(els.board, view, chosen, (r, c) => clickCell(gp, r, c));
  els.board.setAttribute('aria-label', t(lang, 'game.board', { side: side(view, lang) }));
  renderMsg(gp, lang);

  const shown = showsBuilt(state);
  els.view.hidden = !shown;
  if (shown) renderNodeBoard(gp, lang, best);
}

/**
 * Beside the tree: the board of the node shown (shownNode), the move that
 * led there, α-β's choice at the end, and whether it can be played.
 */
function renderNodeBoard(gp, lang, best) {
  const { els, state } = gp;
  const node = shownNode(state);
  const at = positionAt(gp, node);
  const marks = {};
  const tree = state.player.tree;
  const parent = tree.nodes[node].parent;
  if (parent !== null) markMove(marks, positionAt(gp, parent).moves, tree.nodes[node].label, 'last');
  if (node === 0 && best) markMove(marks, at.moves, best.move, 'chosen');
  drawBoard(els.nodeBoard, at, marks, null);
  els.nodeBoard.dataset.node = String(node);
  els.nodeBoard.dataset.position = at.position;
  const name = tree.nodes[node].name;
  els.nodeName.textContent = at.board.finished ? t(lang, 'game.view.finished', { name }) : t(lang, 'game.view.node', { name, side: side(at, lang) });
  if (best) {
    const value = state.player.stats.value;
    els.choice.textContent = t(lang, 'game.choice', { move: best.move, value: fmt(value, lang) });
  } else {
    els.choice.textContent = t(lang, state.player.atEnd() ? 'game.choice.none' : 'game.choice.wait');
  }
  els.play.disabled = !best;
}

/**
 * Wires the game panel. `els`: the panel's elements; `api`: the state,
 * the actions and the engine's full module (`extras`).
 */
export function initGame(els, api) {
  const { state, actions, extras } = api;
  /** @type {GamePanel} */
  const gp = {
    els,
    state,
    actions,
    extras,
    draft: { game: Object.hasOwn(DEFAULT_DEPTH, els.name.value) ? els.name.value : 'tictactoe', position: '' },
    msg: null,
    draftView: null,
    cache: { session: null, views: new Map(), best: undefined },
    pending: false,
  };
  wire(gp);
  restore(gp);
  return { render: () => render(gp) };
}
