// Numbers at the engine boundary. The engine writes infinite values as the
// strings "+inf" and "-inf" (see docs/wasm-api.md); this module turns them
// into JS numbers and turns any value into the text a reader sees, with the
// typographic minus sign and the symbols +∞ and −∞. It also writes counts
// (steps, nodes, leaves) with their digits grouped for the reader's language.

/** The typographic minus sign, used for negative numbers and −∞. */
const MINUS = '\u2212';

/**
 * Turns an engine value into a JS number, or null when the engine gave none.
 * @param {number|string|null|undefined} v
 * @returns {number|null}
 */
function toNumber(v) {
  if (v === null || v === undefined) return null;
  if (v === '+inf' || v === 'inf') return Infinity;
  if (v === '-inf') return -Infinity;
  if (typeof v === 'number') return v;
  const n = Number(v);
  return Number.isNaN(n) ? null : n;
}

/**
 * A finite number in plain decimal notation, as the engine writes it (its
 * `Value` Display): the shortest digits that read back as `n`, never an
 * exponent (1e-7 is 0.0000001; the page's values are at most 1e15, so only
 * small ones have one in String(n)).
 * @param {number} n  finite, ≥ 0
 * @returns {string}
 */
function plain(n) {
  const text = String(n);
  const e = text.indexOf('e');
  if (e < 0) return text;
  const exponent = Number(text.slice(e + 1));
  const mantissa = text.slice(0, e);
  const dot = mantissa.indexOf('.');
  const digits = mantissa.replace('.', '');
  const point = (dot < 0 ? mantissa.length : dot) + exponent;
  if (point <= 0) return '0.' + '0'.repeat(-point) + digits;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return digits.slice(0, point) + '.' + digits.slice(point);
}

/**
 * Formats an engine value for display: +∞, −∞, −3, 4.5, or '' for null;
 * in French with a decimal comma (4,5), as the engine's `show_in` writes.
 * @param {number|string|null|undefined} v
 * @param {string} [lang]  'fr' for a decimal comma; anything else, a point
 * @returns {string}
 */
export function fmt(v, lang) {
  const n = toNumber(v);
  if (n === null) return '';
  if (n === Infinity) return '+\u221e';
  if (n === -Infinity) return MINUS + '\u221e';
  const text = n < 0 ? MINUS + plain(-n) : plain(n);
  return lang === 'fr' ? text.replace('.', ',') : text;
}

/**
 * One value as a reader types it in a field that holds one value (the leaf
 * editor), for the engine's `checkValue`: in French a decimal comma
 * between digits ("3,5", "−0,25") is the point the notation reads, since
 * the page writes French values that way and a field of one value cannot
 * mean two; any other text is handed over as it is (in English "1,000"
 * may be a thousand, so the engine refuses it and says why).
 * @param {string} text
 * @param {string} [lang]
 * @returns {string}
 */
export function typedValue(text, lang) {
  if (lang !== 'fr') return text;
  return text.replace(/^(\s*[+\u2212-]?\d+),(\d+\s*)$/, '$1.$2');
}

/**
 * Formats a returned value with its bound: '6' when exact, '≥ 6' when the
 * true value is at least m, '≤ 4' when it is at most m.
 * @param {number|string|null} m
 * @param {'exact'|'lower'|'upper'|null} bound
 * @param {string} [lang]  as fmt's
 * @returns {string}
 */
export function fmtBound(m, bound, lang) {
  const text = fmt(m, lang);
  if (text === '') return '';
  if (bound === 'lower') return '\u2265 ' + text;
  if (bound === 'upper') return '\u2264 ' + text;
  return text;
}

/**
 * Writes a count with its digits grouped in threes, as the language does:
 * 52,171 in English (from four digits: 1,111); 52 171 in French, with a
 * narrow no-break space, from five digits (1111), as French typography
 * does. Without Intl: the page's first drawing writes counts, and the
 * first Intl.NumberFormat costs ~20 ms of ICU set-up in Chromium. Anything
 * but a non-negative integer is written as String writes it.
 * @param {number} n
 * @param {string} lang  'en' or 'fr'
 * @returns {string}
 */
export function count(n, lang) {
  const digits = String(n);
  if (!Number.isSafeInteger(n) || n < 0) return digits;
  const fr = lang === 'fr';
  if (digits.length < (fr ? 5 : 4)) return digits;
  const sep = fr ? '\u202f' : ',';
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += sep + digits.slice(i, i + 3);
  return out;
}

/** Scratch memory to read a double's bits (nextUp). */
const BITS = new DataView(new ArrayBuffer(8));

/**
 * The smallest double above `x`, as the engine's `Value::succ` (next_up):
 * +∞ is its own successor, and a step from −(smallest subnormal) lands on 0.
 * @param {number} x  not NaN
 * @returns {number}
 */
export function nextUp(x) {
  if (x === Infinity) return x;
  if (x === 0) return Number.MIN_VALUE;
  BITS.setFloat64(0, x);
  const bits = BITS.getBigUint64(0);
  BITS.setBigUint64(0, x > 0 ? bits + 1n : bits - 1n);
  const y = BITS.getFloat64(0);
  return y === 0 ? 0 : y;
}

/**
 * The largest double below `x`, as the engine's `Value::pred`; −∞ is its
 * own predecessor.
 * @param {number} x  not NaN
 * @returns {number}
 */
export function nextDown(x) {
  const y = -nextUp(-x);
  return y === 0 ? 0 : y;
}

/**
 * A finite value as the engine's `Value` Display writes it (ASCII minus, no
 * exponent), or +inf / -inf: the text whose length the bound rule reads.
 */
function engineText(n) {
  if (n === Infinity) return '+inf';
  if (n === -Infinity) return '-inf';
  return n < 0 ? '-' + plain(-n) : plain(n);
}

/**
 * A bound of a window as the engine's narration writes it (`show_bound` in
 * crate/src/lang.rs, the same rule): as `fmt`, except that the successor or
 * predecessor of a short value (the far end of a null window, docs/windows.md)
 * is that value with ⁺ or ⁻: `3⁺` rather than `3.0000000000000004`,
 * `−∞⁺` rather than 309 digits. Only for bounds (↓α, ↓β, a cut's test,
 * a window): a value a reader may type back keeps `fmt`'s digits.
 * @param {number|string|null|undefined} v
 * @param {string} [lang]  'fr' for a decimal comma
 * @returns {string}
 */
export function fmtWindowBound(v, lang) {
  const n = toNumber(v);
  if (n === null || !Number.isFinite(n)) return fmt(n, lang);
  const text = engineText(n);
  if (text.length < 16) return fmt(n, lang);
  // The engine's lengths are bytes: ±∞ (as "+∞", "−∞") is 4 or 6 of them.
  const short = (w) => {
    const s = Number.isFinite(w) ? engineText(w) : fmt(w);
    const bytes = Number.isFinite(w) ? s.length : w > 0 ? 4 : 6;
    return bytes + 8 <= text.length ? s : null;
  };
  const below = short(nextDown(n));
  const word = below !== null ? below + '\u207a' : short(nextUp(n)) !== null ? short(nextUp(n)) + '\u207b' : null;
  if (word === null) return fmt(n, lang);
  const out = word.replace('-', MINUS);
  return lang === 'fr' ? out.replace('.', ',') : out;
}

/**
 * A window as a reader sees it: "(3, 3⁺)", each bound as fmtWindowBound
 * writes it; in French the bounds are separated by a semicolon, since the
 * comma is the decimal mark there ("(2,5 ; 2,5⁺)").
 * @param {number|string} alpha
 * @param {number|string} beta
 * @param {string} [lang]
 * @returns {string}
 */
export function fmtWindow(alpha, beta, lang) {
  const sep = lang === 'fr' ? ' ; ' : ', ';
  return '(' + fmtWindowBound(alpha, lang) + sep + fmtWindowBound(beta, lang) + ')';
}

/**
 * An exact value as the engine writes it on a tree with chance nodes
 * (`valueExact`, a step's `chance` fields: "5/3", "-2", "0.25", "+inf")
 * for a reader: the typographic minus, ±∞, a decimal comma in French;
 * a fraction stays a fraction ("5/3").
 * @param {string} text
 * @param {string} [lang]
 * @returns {string}
 */
export function fmtExact(text, lang) {
  if (text === '+inf' || text === 'inf') return '+\u221e';
  if (text === '-inf') return MINUS + '\u221e';
  const out = text.startsWith('-') ? MINUS + text.slice(1) : text;
  return lang === 'fr' ? out.replace('.', ',') : out;
}

/**
 * The number an exact text stands for ("5/3" → 1.6666666666666667), as
 * near as a double can be; null when it does not read.
 * @param {string} text
 * @returns {number|null}
 */
export function exactNumber(text) {
  if (typeof text !== 'string') return null;
  const slash = text.indexOf('/');
  if (slash < 0) return toNumber(text);
  const a = Number(text.slice(0, slash));
  const b = Number(text.slice(slash + 1));
  return Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? a / b : null;
}

/**
 * A value for a reader on a tree with chance nodes, where a mean may be
 * 5/3: written exactly as the engine wrote it when `exact` (a Map from the
 * engine's doubles to its exact texts) knows it, else rounded to three
 * significant digits (1.67); whole numbers, ±∞ and every value without
 * `exact` as `fmt` writes them.
 * @param {number|string|null|undefined} v
 * @param {Map<number, string>|null|undefined} exact
 * @param {string} [lang]
 * @returns {string}
 */
export function fmtValue(v, exact, lang) {
  const n = toNumber(v);
  if (!exact || n === null || !Number.isFinite(n) || Number.isInteger(n)) return fmt(n, lang);
  const text = exact.get(n);
  if (text !== undefined) return fmtExact(text, lang);
  return fmt(Number(n.toPrecision(3)), lang);
}
