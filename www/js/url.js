// The page's state in the URL fragment. The fragment is a list of
// `key=value` pairs joined by `&`, each value URL-encoded:
//   #tree=<notation> | #preset=<name>, &algo=, &ties=, &depth=, &lang=, &step=
// Parsing is done by hand rather than with URLSearchParams because that class
// reads '+' as a space, and '+' may appear in a hand-typed notation.

/** The keys this page reads and writes, in the order it writes them. */
export const KEYS = ['preset', 'tree', 'algo', 'ties', 'depth', 'lang', 'step'];

/**
 * Reads a fragment such as location.hash into a plain object of strings.
 * Unknown keys are kept, so a later version can add keys without breaking
 * older links. A value that is not valid percent-encoding is kept raw.
 * @param {string} hash
 * @returns {Record<string, string>}
 */
export function parseFragment(hash) {
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
      // A stray '%' must not make the page fail; the raw text is the best guess.
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
export function encodeValue(value) {
  return encodeURIComponent(value)
    .replace(/%5B/g, '[')
    .replace(/%5D/g, ']')
    .replace(/%2C/g, ',')
    .replace(/%3A/g, ':');
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
