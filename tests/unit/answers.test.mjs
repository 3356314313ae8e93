// The record of the engine's answers (tests/support/answers.mjs) and its
// replay (xtask/answers.mjs), on a small engine written here: what the
// recorder writes, the replay reads back, and a changed answer anywhere
// (a return value, an error, what a call wrote into an object it was
// handed, a session's method) names the file.

import assert from 'node:assert/strict';
import test from 'node:test';
import { codec, decode, recorder, wrapperSource } from '../support/answers.mjs';
import { replay } from '../../xtask/answers.mjs';

const { digest, encode } = codec();

/** A small engine with the glue's shape: functions, a class with a static factory, an "into" method. */
function engine({ answer = 42, message = 'bad tree', fill = 7 } = {}) {
  class Session {
    constructor(text) {
      this.text = text;
    }
    static fromGame(name) {
      return new Session(`game ${name}`);
    }
    size() {
      return this.text.length + answer;
    }
    snapshotInto(k, into) {
      const out = into ?? { a: new Uint32Array(3) };
      out.a.fill(fill + k);
      return out;
    }
    free() {}
  }
  return {
    Session,
    parseTree(text) {
      if (text.startsWith('!')) throw Object.assign(new Error(message), { line: 1, column: 2 });
      return { nodes: text.length * answer };
    },
  };
}

/** Runs `script` against `real` through the recorder and returns the lines of a record file. */
function record(real, script) {
  const lines = [];
  const { fn, cls } = recorder(real, ['Session'], 'core:x', (line) => lines.push(line), codec);
  script({ parseTree: fn('parseTree'), Session: cls('Session') });
  return `${JSON.stringify({ unwrapped: [], calls: lines.length })}\n{}\n${lines.join('\n')}\n`;
}

function script({ parseTree, Session }) {
  parseTree('[1,2]');
  assert.throws(() => parseTree('!'), /bad tree/);
  const session = new Session('[3,4]');
  session.size();
  const snap = session.snapshotInto(1, undefined);
  session.snapshotInto(2, snap);
  Session.fromGame('nim').size();
}

test('digests tell values apart that a page would see differently', () => {
  const values = [1, -0, 0, '1', [1], { a: 1 }, { b: 1 }, new Uint32Array([1]), new Int32Array([1]), null, undefined, Number.NaN, true, 'ab', ['a', 'b']];
  const digests = values.map(digest);
  assert.equal(new Set(digests).size, values.length, digests.join(' '));
  assert.equal(digest({ a: [1, { b: new Float64Array([2.5]) }] }), digest({ a: [1, { b: new Float64Array([2.5]) }] }));
});

test('an argument survives its encoding', () => {
  const refs = new Map([[Symbol.for('x'), 1]]);
  const value = [1, -0, Number.POSITIVE_INFINITY, undefined, 'text', { algo: 'minimax', depth: 3 }, new Float64Array([1.5])];
  const back = decode(
    encode(value, (v) => refs.get(v)),
    () => null,
  );
  assert.deepEqual(back, value);
  assert.ok(Object.is(back[1], -0));
});

test('the same engine answers every recorded call as recorded', () => {
  const text = record(engine(), script);
  assert.equal(text.split('\n').filter(Boolean).length, 2 + 8);
  assert.equal(replay(text, { core: engine() }), null);
});

test('a changed answer, error, written object or method names the call', () => {
  const text = record(engine(), script);
  assert.match(replay(text, { core: engine({ answer: 41 }) }), /call 1 of core:x: parseTree\("\[1,2\]"\) answered differently/);
  assert.match(replay(text, { core: engine({ message: 'Bad tree' }) }), /call 2 .*parseTree/);
  assert.match(replay(text, { core: engine({ fill: 8 }) }), /call 5 .*snapshotInto/);
  const noStatic = engine();
  noStatic.Session.fromGame = undefined;
  assert.match(replay(text, { core: noStatic }), /Session\.fromGame\("nim"\) answered differently/);
});

test('a record whose pages ran the glue unwrapped always runs', () => {
  const text = record(engine(), script).replace('"unwrapped":[]', '"unwrapped":["core"]');
  assert.match(replay(text, { core: engine() }), /without the recorder/);
});

test('the wrapper re-exports every function and class of the glue, wrapped', () => {
  const source = [
    'export class Session {',
    '}',
    'export function parseTree(text) {}',
    'export function initSync(m) {}',
    'export { initSync, __wbg_init as default };',
  ].join('\n');
  const wrapper = wrapperSource(source, 'core');
  assert.match(wrapper, /export \* from '\.\/alphabeta\.js\?real';/);
  assert.match(wrapper, /export const parseTree = fn\('parseTree'\);/);
  assert.match(wrapper, /export const Session = cls\('Session'\);/);
  assert.doesNotMatch(wrapper, /export const initSync/);
});

test('a record cut short or damaged sends its file to run, and says why', () => {
  for (const text of ['', 'garbage\n', '{"unwrapped":[]}\n', '{"calls":3}\n{}\n'])
    assert.match(replay(text, { core: engine() }), /does not read/, JSON.stringify(text));
  const whole = record(engine(), script);
  assert.match(replay(`${whole.split('\n').slice(0, 4).join('\n')}\n{"g":`, { core: engine() }), /replay failed/);
});
