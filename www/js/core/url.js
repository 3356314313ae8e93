// The page's state in the URL fragment. The fragment is a list of
// `key=value` pairs joined by `&`, each value URL-encoded:
//   #tree=<notation> | #preset=<name> | #local=<id>, &algo=, &ties=, &depth=, &bounds=,
//   &lang=, &step=, &large=1, &ask=1, &negamax=1, &types=1, and for the embed view
//   &play=1 and &edit=0.
// A fragment longer than MAX_FRAGMENT characters is refused before it is
// parsed, and a value whose percent-encoding is broken is reported, so that
// the page can say why it shows its default tree instead.
// Parsing is done by hand rather than with URLSearchParams because that class
// reads '+' as a space, and '+' may appear in a hand-typed notation.

/**
 * The algorithms the page offers, in the order of the picker (`&algo=`).
 * Here with the link's other names, not with their listings (ui/code.js),
 * so that reading a link, as the embed view does, costs no listing.
 */
export const ALGOS = ['minimax', 'alphabeta', 'alphabeta-hard', 'pvs', 'mtdf', 'star2'];

/**
 * The algorithms the engine runs on a tree with chance nodes
 * (docs/chance.md): expectiminimax, fail-soft α-β with Star1, and Star2
 * on regular trees (the player's `refusals` says when not). Held to the
 * engine's by tests/unit/rules.test.mjs.
 */
export const CHANCE_ALGOS = ['minimax', 'alphabeta', 'star2'];

/** The keys this page reads and writes, in the order it writes them. */
const KEYS = [
  'mode',
  'exercise',
  'preset',
  'game',
  'last',
  'tree',
  'local',
  'algo',
  'ties',
  'depth',
  'bounds',
  'lang',
  'step',
  'large',
  'ask',
  'negamax',
  'types',
  'play',
  'edit',
];

/**
 * The longest fragment read, in characters. A tree of 10,000 nodes written
 * in the notation takes about 60,000; anything past this limit is refused
 * unread rather than handed to the parser.
 */
export const MAX_FRAGMENT = 200_000;

/**
 * Reads a fragment with its checks: `problem` is null, 'tooLong' (nothing
 * was parsed) or 'encoding' (some value was not valid percent-encoding; the
 * keys named in `broken` were dropped).
 * @param {string} hash
 * @returns {{params: Record<string, string>, problem: null|'tooLong'|'encoding', broken: string[]}}
 */
export function readFragment(hash) {
  if (hash.length > MAX_FRAGMENT) return { params: {}, problem: 'tooLong', broken: [] };
  const broken = [];
  const params = parseFragment(hash, broken);
  for (const key of broken) delete params[key];
  return { params, problem: broken.length ? 'encoding' : null, broken };
}

/**
 * Reads a fragment such as location.hash into a plain object of strings.
 * Unknown keys are kept, so a later version can add keys without breaking
 * older links. A value that is not valid percent-encoding is kept raw, and
 * its key is added to `broken` when that list is given.
 * @param {string} hash
 * @param {string[]|null} [broken]
 * @returns {Record<string, string>}
 */
function parseFragment(hash, broken = null) {
  const out = {};
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  if (body === '') return out;
  for (const part of body.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    const raw = eq < 0 ? '' : part.slice(eq + 1);
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A stray '%' must not make the page fail; the raw text is the best
      // guess, and the caller may ask to hear about it.
      if (broken) broken.push(key);
    }
    out[key] = value;
  }
  return out;
}

/**
 * Encodes a value for the fragment. Brackets, commas, parentheses and colons
 * are legal in a fragment and are left readable, so that a shared link to a
 * tree still looks like the tree.
 * @param {string} value
 * @returns {string}
 */
function encodeValue(value) {
  return encodeURIComponent(value).replace(/%5B/g, '[').replace(/%5D/g, ']').replace(/%2C/g, ',').replace(/%3A/g, ':').replace(/%2F/g, '/');
}

/**
 * The search options' keys of a link, from an options object (the page's
 * view and the small player's options alike): one writer, so that the
 * page's link, the embed code and the small player's "Open in the full
 * page" say the same options the same way (tests/unit/url.test.mjs).
 * Options at their default are left out (null).
 * @param {{algo: string, ties?: string, depth?: number|null, bounds?: {lower: number|string, upper: number|string}|null,
 *          killers?: boolean, deepening?: boolean, aspiration?: {guess: number, delta: number}|null}} o
 * @returns {Record<string, string|number|null>}
 */
export function optionParams(o) {
  return {
    algo: o.algo,
    ties: o.ties === 'strict' ? 'strict' : null,
    depth: o.depth ?? null,
    bounds: boundsText(o.bounds),
    killers: o.killers ? '1' : null,
    deepening: o.deepening ? '1' : null,
    aspiration: o.aspiration ? `${o.aspiration.guess},${o.aspiration.delta}` : null,
  };
}

/**
 * Builds a fragment (with its leading '#') from an object of values. Keys
 * whose value is null, undefined or '' are left out.
 * @param {Record<string, string|number|null|undefined>} params
 * @returns {string}
 */
export function buildFragment(params) {
  const parts = [];
  const keys = [...KEYS, ...Object.keys(params).filter((k) => !KEYS.includes(k))];
  for (const key of keys) {
    const v = params[key];
    if (v === null || v === undefined || v === '') continue;
    parts.push(key + '=' + encodeValue(String(v)));
  }
  return parts.length ? '#' + parts.join('&') : '';
}

/** A leaf bound as a link writes it: a number, or -inf / +inf (also inf, ∞, −∞). */
function boundNumber(text) {
  const s = text.trim().replace('\u2212', '-');
  if (s === '-inf' || s === '-∞') return -Infinity;
  if (s === '+inf' || s === 'inf' || s === '+∞' || s === '∞') return Infinity;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/**
 * The leaf bounds L ≤ U of Star1 at chance nodes (docs/chance.md), as a
 * link writes them, `L,U` (the CLI's `--bounds`): {lower, upper}; null for
 * an empty text (no bounds); undefined for a text that does not read (two
 * numbers or ±inf, L ≤ U). The settings field also takes a semicolon
 * between them, so that a French reader may write decimal commas
 * ("0,5 ; 10").
 * @param {string|undefined} text
 * @returns {{lower: number, upper: number}|null|undefined}
 */
export function parseBounds(text) {
  if (typeof text !== 'string') return undefined;
  if (text.trim() === '') return null;
  const parts = text.includes(';') ? text.split(';').map((p) => p.replace(',', '.')) : text.split(',');
  if (parts.length !== 2) return undefined;
  const [lower, upper] = parts.map(boundNumber);
  if (lower === null || upper === null || !(lower <= upper)) return undefined;
  return { lower, upper };
}

/**
 * Leaf bounds as a link writes them (`0,10`, `-inf,5`), or null for none.
 * @param {{lower: number, upper: number}|null|undefined} b
 * @returns {string|null}
 */
function boundsText(b) {
  if (!b) return null;
  const one = (v) => (v === Infinity ? '+inf' : v === -Infinity ? '-inf' : String(v));
  return `${one(b.lower)},${one(b.upper)}`;
}
