// Pig, the dice game (issue 41), in the game panel (game.js): the score
// panel (the banked scores of MAX and MIN, the turn total and whose it is,
// the goal, the die's face when the last move was a roll's outcome, the
// winner), the sentence that says what the last move did, the keys that
// play, and the die drawn at random for "Draw".
//
// The rules are the engine's: a position's `pig` (gamePosition's score
// panel) and its moves (`roll`, `hold`, the die's `d1` to `d6`), played by
// game.js. This module only draws them, with createElement(NS) and
// textContent. "Draw" takes its face from the browser's cryptographic
// random numbers (crypto.getRandomValues, unseeded, so a real throw that
// no one can predict), without modulo bias.

import { t } from '../i18n/i18n.js';

const SVG = 'http://www.w3.org/2000/svg';

/** The pips of each face, as [column, row] on a 3×3 grid. */
const PIPS = {
  1: [[1, 1]],
  2: [
    [2, 0],
    [0, 2],
  ],
  3: [
    [2, 0],
    [1, 1],
    [0, 2],
  ],
  4: [
    [0, 0],
    [2, 0],
    [0, 2],
    [2, 2],
  ],
  5: [
    [0, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [2, 2],
  ],
  6: [
    [0, 0],
    [2, 0],
    [0, 1],
    [2, 1],
    [0, 2],
    [2, 2],
  ],
};

/** The die's face a move shows (`d4` → 4), or null for another move. */
export function faceOf(label) {
  const m = /^d([1-6])$/.exec(label ?? '');
  return m ? Number(m[1]) : null;
}

/**
 * A fair face from 1 to 6: a 32-bit number from `fill` (the browser's
 * crypto.getRandomValues by default), drawn again while it falls in the
 * last, incomplete run of six, so that every face has the same chance.
 * @param {(a: Uint32Array) => void} [fill]
 */
export function drawFace(fill = (a) => crypto.getRandomValues(a)) {
  const limit = 2 ** 32 - (2 ** 32 % 6);
  const a = new Uint32Array(1);
  do fill(a);
  while (a[0] >= limit);
  return 1 + (a[0] % 6);
}

/**
 * What a key does in Pig (any case): `roll`, `hold`, `draw`, `play` (the
 * search's move), a face `1` to `6`, or null.
 */
export function pigKey(key) {
  const k = key.length === 1 ? key.toLowerCase() : '';
  if (k >= '1' && k <= '6') return k;
  return { r: 'roll', h: 'hold', d: 'draw', p: 'play' }[k] ?? null;
}

/** A die showing `face` (null: blank, no roll just made), named for screen readers. */
function die(face, lang) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 30 30');
  svg.setAttribute('class', 'pig-die');
  svg.setAttribute('role', 'img');
  svg.dataset.face = face ? String(face) : '';
  svg.setAttribute('aria-label', face ? t(lang, 'pig.die', { face }) : t(lang, 'pig.die.none'));
  const body = document.createElementNS(SVG, 'rect');
  for (const [k, v] of Object.entries({ x: 1.5, y: 1.5, width: 27, height: 27, rx: 5 })) body.setAttribute(k, String(v));
  body.setAttribute('class', 'pig-die-body');
  svg.append(body);
  for (const [c, r] of PIPS[face] ?? []) {
    const pip = document.createElementNS(SVG, 'circle');
    pip.setAttribute('cx', String(8 + 7 * c));
    pip.setAttribute('cy', String(8 + 7 * r));
    pip.setAttribute('r', '2.6');
    svg.append(pip);
  }
  return svg;
}

/** An element of `tag` with `className` and text. */
function el(tag, className, text = '') {
  const e = document.createElement(tag);
  e.className = className;
  e.textContent = text;
  return e;
}

/** One player's line: the name and the banked score, marked when that player moves. */
function playerLine(side, banked, score, lang) {
  const line = el('div', 'pig-player');
  line.dataset.side = side;
  const moves = !score.winner && score.toMove === side;
  line.dataset.turn = String(moves);
  if (score.winner === side) line.dataset.won = 'true';
  const name = el('span', 'pig-name', side.toUpperCase());
  const value = el('span', 'pig-banked', String(banked));
  value.setAttribute('aria-label', t(lang, 'pig.banked', { side: side.toUpperCase(), n: banked }));
  line.append(name, value);
  if (moves) line.append(el('span', 'pig-mark', t(lang, 'pig.toMove')));
  if (score.winner === side) line.append(el('span', 'pig-mark', t(lang, 'pig.wins')));
  return line;
}

/**
 * Draws the score panel of `score` (a GameView's `pig`) into `box`: MAX's
 * and MIN's banked scores (the player to move, or the winner, marked),
 * the turn total of the player to move, the die of `last` (the move that
 * led here, when it was a roll's outcome), and the goal.
 */
export function drawScore(box, score, last, lang) {
  box.replaceChildren();
  box.dataset.game = 'pig';
  const players = el('div', 'pig-players');
  players.append(playerLine('max', score.maxScore, score, lang), playerLine('min', score.minScore, score, lang));
  const turn = el('div', 'pig-turn');
  const total = el('span', 'pig-total', String(score.turnTotal));
  turn.append(el('span', 'pig-label', t(lang, 'pig.turnTotal')), total, die(faceOf(last), lang));
  const goal = el('p', 'pig-goal', t(lang, 'pig.goal', { goal: score.goal }));
  box.append(players, turn, goal);
}

/**
 * The sentence for what `last` (the move that led to the position of
 * `score`, or null) did, and what comes next.
 */
export function pigSaid(score, last, lang) {
  const mover = score.toMove.toUpperCase();
  const other = score.toMove === 'max' ? 'MIN' : 'MAX';
  if (score.winner) return t(lang, 'pig.said.won', { side: score.winner.toUpperCase(), a: score.maxScore, b: score.minScore });
  const face = faceOf(last);
  if (face === 1) return t(lang, 'pig.said.one', { who: other, side: mover });
  if (face) return t(lang, 'pig.said.face', { side: mover, face, total: score.turnTotal });
  if (last === 'roll') return t(lang, 'pig.said.roll', { side: mover });
  if (last === 'hold') return t(lang, 'pig.said.hold', { who: other, side: mover });
  return t(lang, 'pig.said.none', { side: mover });
}

/**
 * The line for a node of Pig's tree (its position's `score`): who moves
 * there and the numbers, or that the die is in the air.
 */
export function pigNode(name, score, lang) {
  const params = { name, side: score.toMove.toUpperCase(), a: score.maxScore, b: score.minScore, t: score.turnTotal };
  return t(lang, score.rolling ? 'pig.node.rolling' : 'pig.node', params);
}
