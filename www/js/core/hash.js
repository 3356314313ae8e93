// A short hash of a text: FNV-1a over its UTF-16 code units, 32 bits, as 8
// hex digits. It names a tree in two places: a link's `local=` (a tree too
// long for a link, kept in this browser: urlstate.js) and the key a
// practice answer in progress is kept under (answer.js). An id, not a
// defence against anyone.

/**
 * The FNV-1a hash of `text`, 8 lower-case hex digits.
 * @param {string} text
 * @returns {string}
 */
export function textHash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}
