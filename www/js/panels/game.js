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
//
// Pig, the dice game, is played rather than set up (pig.js draws it): its
// score panel and moves (roll, hold, the die's face chosen or drawn) are
// beside the tree, and each move builds the tree again from the new
// position, so the search's move is always the one to play there and the
// link (the `game` key, and `last`, the move that led there) keeps the game.

import { t } from '../i18n/i18n.js';
import { fmt, fmtExact } from '../core/num.js';
import { localMessage } from '../ui/errors.js';
import { drawScore, pigSaid, pigNode, pigKey, drawFace } from './pig.js';

/**
 * The depth P proposed for each game (a tree the drawing can hold). Pig's
 * 2 counts its chance level: the decision, roll's six outcomes of 1/6 and
 * hold's reply (8 to 11 nodes), drawn whole at 1024×768 in large text,
 * where P = 3 (19 to 27 nodes) is already folded.
 */
const DEFAULT_DEPTH = { tictactoe: 9, connect4: 3, domineering: 3, nim: 12, pig: 2 };

/** The algorithms that search Pig's tree (it has chance nodes, and is not regular for Star2). */
const PIG_ALGOS = ['minimax', 'alphabeta'];

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
 * @property {object|null} followed  the page's game last seen (followGame)
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
  if (game === 'pig') newPig(gp);
  else refresh(gp);
}

/**
 * A new game of Pig to the goal of the goal field (the engine says what
 * is wrong with it), its tree built at once: Pig is played, not set up.
 */
function newPig(gp) {
  gp.draft = { game: 'pig', position: '0,0,0,max/' + gp.els.goal.value.trim() };
  gp.msg = null;
  viewOfDraft(gp);
  if (gp.msg?.error) refresh(gp);
  else search(gp, null);
}

/** Plays the move `label` (roll, hold, d1 to d6) in the game of Pig and searches the new position. */
function playPig(gp, label) {
  const move = viewOfDraft(gp)?.moves.find((m) => m.label === label);
  if (!move) return;
  gp.draft.position = move.next;
  search(gp, label);
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

/**
 * Builds the tree of the position set up and searches it. In a game of
 * Pig, `last` is the move that led there (its die's face is shown, and the
 * link keeps it), null for none; undefined keeps the game's own when the
 * position is the one shown (the tree built again at another depth).
 */
function search(gp, last) {
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
  const pig = draft.game === 'pig';
  if (pig) game.last = last !== undefined ? last : built(state)?.position === draft.position ? (state.game.last ?? null) : null;
  // Pig's tree has chance nodes: the algorithms that search it, α-β with
  // Star1 at the rolls, and the leaf bounds Star1 needs (null for the
  // other games, whose trees have none).
  const algo = pig && !PIG_ALGOS.includes(state.algo) ? 'alphabeta' : undefined;
  const bounds = gp.extras.gameBounds(draft.game);
  const ok = gp.actions.commit(text, { preset: null, depth: null, bounds, algo, step: 'end', fresh: true, tt: els.tt.checked, game });
  gp.msg = ok ? { key: algo ? 'pig.algo' : 'game.built', params: { n: state.player.tree.nodes.length, depth } } : null;
  refresh(gp);
}

function playBest(gp) {
  const best = bestMove(gp);
  if (!best) return;
  gp.draft = { game: built(gp.state).game, position: best.position.position };
  if (gp.draft.game === 'pig') {
    search(gp, best.move);
    return;
  }
  gp.msg = { key: 'game.played', params: { move: best.move } };
  refresh(gp);
}

/**
 * The keys of the game beside the tree, wherever the focus is but in a
 * field: P plays the search's move (every game); in Pig, R rolls, H holds,
 * 1 to 6 give the die's face and D draws it. Each presses its button, so a
 * key does what a click does, and nothing while the button is disabled.
 */
function keyDown(gp, ev) {
  const { els } = gp;
  if (ev.defaultPrevented || ev.ctrlKey || ev.metaKey || ev.altKey || ev.repeat || els.view.hidden) return;
  const target = ev.target;
  if (target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
  const what = pigKey(ev.key);
  const button = what === 'play' ? els.play : what && !els.pig.hidden ? els.pig.querySelector(`button[data-key="${what}"]`) : null;
  if (!button || button.disabled || button.hidden) return;
  ev.preventDefault();
  button.click();
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
    // A game of Pig goes on from the position typed.
    if (gp.draft.game === 'pig' && !gp.msg) search(gp, null);
    else refresh(gp);
  });
  els.goal.addEventListener('change', () => newPig(gp));
  els.pig.addEventListener('click', (ev) => {
    const button = ev.target instanceof Element ? ev.target.closest('button[data-move]') : null;
    if (button && !button.disabled) playPig(gp, button.dataset.move);
  });
  els.pigDraw.addEventListener('click', () => playPig(gp, 'd' + drawFace()));
  els.pigNew.addEventListener('click', () => newPig(gp));
  document.addEventListener('keydown', (ev) => keyDown(gp, ev));
}

/**
 * A page opened on a game's tree (a link, a reload) shows the panel as
 * that tree was built.
 */
function restore(gp) {
  const { els, state } = gp;
  gp.followed = state.game;
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

/**
 * The root's best move at the end of the search: {move, node, position},
 * or null (a root where the die decides has no move to choose).
 */
function bestMove(gp) {
  const { state } = gp;
  if (!showsBuilt(state) || !state.player.atEnd() || state.player.tree.nodes[0].isChance) return null;
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

/**
 * A game of Pig shown (after an undo, a link) is the game the panel plays:
 * the draft follows it, so the next move is played from there.
 */
function followGame(gp) {
  const game = gp.state.game;
  if (game === gp.followed) return;
  gp.followed = game;
  if (game?.name === 'pig') gp.draft = { game: 'pig', position: game.position };
}

/** The settings' controls that depend on the game: Pig's goal, its hint, h. */
function renderSetup(gp, view, lang) {
  const { els, state } = gp;
  const pig = gp.draft.game === 'pig';
  els.goalField.hidden = !pig;
  if (pig && document.activeElement !== els.goal) els.goal.value = String(view.pig.goal);
  els.hint.hidden = pig;
  els.hintPig.hidden = !pig;
  // Mobility has no meaning for Pig (its values stay in [-1, 1]).
  const mobility = els.heuristic.querySelector('option[value="mobility"]');
  if (mobility) mobility.disabled = pig;
  if (pig && els.heuristic.value === 'mobility') els.heuristic.value = 'game';
  if (pig) {
    const shown = built(state)?.position === gp.draft.position ? (state.game.last ?? null) : null;
    drawScore(els.board, view.pig, shown, lang);
    els.board.setAttribute('aria-label', t(lang, 'pig.score'));
    return;
  }
  const best = bestMove(gp);
  const chosen = {};
  if (best && built(state).position === gp.draft.position) markMove(chosen, positionAt(gp, 0).moves, best.move, 'chosen');
  drawBoard(els.board, view, chosen, (r, c) => clickCell(gp, r, c));
  els.board.setAttribute('aria-label', t(lang, 'game.board', { side: side(view, lang) }));
}

/** Shows the panel and the side board for the state. */
function render(gp) {
  const { els, state } = gp;
  const lang = state.lang;
  followGame(gp);
  const view = viewOfDraft(gp);
  if (els.name.value !== gp.draft.game) els.name.value = gp.draft.game;
  if (document.activeElement !== els.position) els.position.value = gp.msg?.text ?? view.position;
  renderSetup(gp, view, lang);
  renderMsg(gp, lang);

  const shown = showsBuilt(state);
  els.view.hidden = !shown;
  if (shown) renderNodeBoard(gp, lang, bestMove(gp));
}

/**
 * Beside the tree: the board of the node shown (shownNode), the move that
 * led there, α-β's choice at the end, and whether it can be played; for
 * Pig, the game's score panel and moves instead of a board (renderPig).
 */
function renderNodeBoard(gp, lang, best) {
  const { els, state } = gp;
  const node = shownNode(state);
  const at = positionAt(gp, node);
  const tree = state.player.tree;
  const name = tree.nodes[node].name;
  const pig = at.pig !== undefined;
  els.nodeBoard.hidden = pig;
  els.pig.hidden = !pig;
  els.pigKeys.hidden = !pig;
  els.view.dataset.game = pig ? 'pig' : '';
  els.title.dataset.i18n = pig ? 'pig.title' : 'game.view.title';
  els.title.textContent = t(lang, els.title.dataset.i18n);
  els.nodeBoard.dataset.node = String(node);
  els.nodeBoard.dataset.position = at.position;
  if (pig) {
    renderPig(gp, lang);
    els.nodeName.textContent = at.board.finished ? t(lang, 'game.view.finished', { name }) : pigNode(name, at.pig, lang);
  } else {
    const marks = {};
    const parent = tree.nodes[node].parent;
    if (parent !== null) markMove(marks, positionAt(gp, parent).moves, tree.nodes[node].label, 'last');
    if (node === 0 && best) markMove(marks, at.moves, best.move, 'chosen');
    drawBoard(els.nodeBoard, at, marks, null);
    els.nodeName.textContent = at.board.finished ? t(lang, 'game.view.finished', { name }) : t(lang, 'game.view.node', { name, side: side(at, lang) });
  }
  const stats = state.player.stats;
  if (best) {
    const value = stats.valueExact ? fmtExact(stats.valueExact, lang) : fmt(stats.value, lang);
    els.choice.textContent = t(lang, 'game.choice', { move: best.move, value });
  } else if (pig && positionAt(gp, 0).pig.rolling) {
    els.choice.textContent = t(lang, 'pig.choice.die');
  } else {
    els.choice.textContent = t(lang, state.player.atEnd() ? 'game.choice.none' : 'game.choice.wait');
  }
  els.play.disabled = !best;
}

/**
 * Pig beside the tree: the score panel of the game (the tree's root), what
 * the last move did, and its moves, each enabled when legal there.
 */
function renderPig(gp, lang) {
  const { els, state } = gp;
  const root = positionAt(gp, 0);
  const last = state.game?.last ?? null;
  drawScore(els.pigScore, root.pig, last, lang);
  els.pigSaid.textContent = pigSaid(root.pig, last, lang);
  const legal = new Set(root.moves.map((m) => m.label));
  for (const button of els.pig.querySelectorAll('button[data-move]')) button.disabled = !legal.has(button.dataset.move);
  els.pigDraw.disabled = !root.pig.rolling;
  els.pigNew.hidden = !root.pig.winner;
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
    followed: null,
  };
  wire(gp);
  restore(gp);
  return { render: () => render(gp) };
}
