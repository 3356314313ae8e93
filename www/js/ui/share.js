// Getting a tree in and out of the page: the clipboard (with a fallback
// that selects the text for the reader to copy), file downloads and file
// reading, the stand-alone SVG figure, the nested-array JSON, reading an
// imported file (notation, nested arrays, or the engine's JSON report),
// and the iframe snippet of the embed view. Nothing here knows the page's
// state; app.js passes in what to share.

/**
 * Copies `text` to the clipboard. When the clipboard is not available (an
 * insecure origin, a refused permission), selects `field`'s text instead so
 * that Ctrl+C copies it, and says so.
 * @param {string} text
 * @param {HTMLInputElement|HTMLTextAreaElement|null} field  a read-only field holding `text`
 * @returns {Promise<'copied'|'selected'>}
 */
export async function copyText(text, field) {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    if (field) {
      field.value = text;
      field.hidden = false;
      field.focus();
      field.select();
    }
    return 'selected';
  }
}

/**
 * Offers `text` (a string, or a Blob such as a PNG) as a file download
 * named `name`.
 * @param {string} name
 * @param {string|Blob} text
 * @param {string} type  a MIME type
 */
export function download(name, text, type) {
  const blob = text instanceof Blob ? text : new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has started by now; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The largest file read on import, in bytes (the engine's own limit is far above). */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;

/**
 * The text of an imported file as notation. The notation is read as is
 * (nested arrays are notation too); the engine's JSON report (from the CLI
 * or "export JSON") is turned back into a tree by the full module's
 * `treeFromNodes`. Throws the engine's error (positioned for notation) when
 * neither works.
 * @param {string} text
 * @param {object} engine  the wasm module (core or full)
 * @param {object|null} full  the full module (extras.js), needed for a JSON report only
 * @returns {string} the notation to draw
 */
export function importText(text, engine, full) {
  try {
    engine.formatTree(text);
    return text;
  } catch (notationError) {
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      throw notationError;
    }
    if (Array.isArray(json) || typeof json === 'number') {
      // Nested arrays, as "save as nested arrays" writes them: ±∞ are the
      // strings "+inf" / "-inf" there, and bare words in the notation.
      const text2 = JSON.stringify(json).replace(/"([+-]?inf)"/g, '$1');
      try {
        engine.formatTree(text2);
      } catch {
        // JSON, but not a tree (a string leaf, say): the error is said
        // about the text the reader sees, not about its rewriting.
        throw notationError;
      }
      return text2;
    }
    if (json && Array.isArray(json.nodes) && json.nodes.length) {
      const root = json.nodes[0];
      if (!full) throw notationError;
      return full.treeFromNodes({
        rootPlayer: root.player === 'min' ? 'min' : 'max',
        nodes: json.nodes.map((n) => ({
          parent: n.parent ?? null,
          label: n.label ?? null,
          value: n.leafValue ?? (n.isLeaf ? n.value : null) ?? null,
          h: n.h ?? null,
        })),
      });
    }
    if (json && typeof json.notation === 'string') {
      engine.formatTree(json.notation);
      return json.notation;
    }
    throw notationError;
  }
}

/**
 * The tree as plain nested arrays: a leaf is its value (±∞ as the strings
 * "+inf" and "-inf"), an inner node the array of its children. Labels, h
 * and a MIN root are left out; the notation keeps them. Built with an
 * explicit stack, so a deep chain cannot overflow.
 * @param {object} tree  TreeDto
 * @returns {string} JSON
 */
export function nestedJson(tree) {
  const out = new Array(tree.nodes.length);
  for (let i = tree.nodes.length - 1; i >= 0; i--) {
    const n = tree.nodes[i];
    out[i] = n.isLeaf ? n.value : n.children.map((c) => out[c]);
  }
  return JSON.stringify(out[0]);
}

/** The computed properties copied onto the figure's elements. */
const STYLE_PROPS = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'paint-order',
];

/**
 * Strips what only the page needs from the copy of its drawing: the
 * keyboard and screen-reader wiring (`tabindex`, `focusable`, `role`,
 * `aria-*`, whose targets are elements of the page, not of the file) and
 * every `id` that nothing in the figure refers to (the page's `id="tree"`);
 * the ids that `url(#…)` or `href="#…"` point at (the hatching pattern)
 * stay, so the file is whole on its own.
 * @param {SVGSVGElement} copy
 */
function pageOnly(copy) {
  const all = [copy, ...copy.querySelectorAll('*')];
  const used = new Set();
  for (const el of all) {
    for (const a of el.attributes) {
      for (const m of a.value.matchAll(/url\(#([^)"']+)\)/g)) used.add(m[1]);
      if ((a.name === 'href' || a.name === 'xlink:href') && a.value.startsWith('#')) used.add(a.value.slice(1));
    }
  }
  for (const el of all) {
    for (const name of [...el.getAttributeNames()]) {
      if (name === 'tabindex' || name === 'focusable' || name === 'role' || name.startsWith('aria-')) el.removeAttribute(name);
    }
    if (el.hasAttribute('id') && !used.has(el.id)) el.removeAttribute('id');
  }
}

/**
 * A stand-alone SVG file of the drawing as it is on screen. The page's
 * styles come from its style sheet, which a file does not carry, so each
 * element's computed style is written onto the copy as presentation
 * attributes (not as style attributes, which the page's CSP forbids).
 * `words` gives the file its `<title>` (its accessible name: the tree,
 * the algorithm and the step) and `<desc>` (what the narration says
 * there), which a screen reader reads where the figure is used (an SVG's
 * first `<title>` names it without a role; `pageOnly` drops the page's
 * roles and labels).
 * @param {SVGSVGElement} svg
 * @param {{ title?: string, desc?: string }} [words]
 * @returns {string}
 */
export function svgFigure(svg, words = {}) {
  const copy = svg.cloneNode(true);
  // A figure is light whatever the screen's scheme: the dark values on its
  // white ground would not read (style.css, svg.tree[data-figure]).
  svg.setAttribute('data-figure', '');
  const from = [svg, ...svg.querySelectorAll('*')];
  const to = [copy, ...copy.querySelectorAll('*')];
  for (let i = 0; i < from.length; i++) {
    const cs = getComputedStyle(from[i]);
    const el = to[i];
    if (cs.display === 'none') {
      el.setAttribute('display', 'none');
      continue;
    }
    if (i === 0) continue;
    for (const prop of STYLE_PROPS) {
      let v = cs.getPropertyValue(prop);
      if (!v) continue;
      // url("http://…/index.html#hatch") → url(#hatch): the file holds the pattern.
      v = v.replace(/url\("?[^#")]*#([^")]+)"?\)/g, 'url(#$1)');
      el.setAttribute(prop, v);
    }
  }
  svg.removeAttribute('data-figure');
  copy.removeAttribute('style');
  copy.removeAttribute('class');
  pageOnly(copy);
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const box = (svg.getAttribute('viewBox') || '0 0 100 100').split(/\s+/);
  const back = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  back.setAttribute('x', box[0]);
  back.setAttribute('y', box[1]);
  back.setAttribute('width', box[2]);
  back.setAttribute('height', box[3]);
  back.setAttribute('fill', '#ffffff');
  copy.insertBefore(back, copy.querySelector('defs')?.nextSibling ?? copy.firstChild);
  for (const [tag, text] of [
    ['desc', words.desc],
    ['title', words.title],
  ]) {
    if (!text) continue;
    const el = document.createElementNS('http://www.w3.org/2000/svg', tag);
    el.textContent = text;
    copy.insertBefore(el, copy.firstChild);
  }
  return '<?xml version="1.0" encoding="UTF-8"?>\n' + new XMLSerializer().serializeToString(copy) + '\n';
}

/**
 * Draws an SVG figure (as `svgFigure` writes it) onto a canvas `scale`
 * times its size and returns it as a PNG, for slides and word processors.
 * The image comes from a blob: URL, which the CSP allows for images.
 * @param {string} svgText
 * @param {number} width   the figure's width in CSS pixels
 * @param {number} height
 * @param {number} [scale]
 * @returns {Promise<Blob>}
 */
export function pngFigure(svgText, width, height, scale = 2) {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
    const img = new Image();
    img.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.ceil(width * scale));
      canvas.height = Math.max(1, Math.ceil(height * scale));
      canvas.getContext('2d').drawImage(img, 0, 0, canvas.width, canvas.height);
      URL.revokeObjectURL(url);
      canvas.toBlob((png) => (png ? resolve(png) : reject(new Error('no PNG'))), 'image/png');
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('the figure could not be drawn'));
    };
    img.src = url;
  });
}

/**
 * The HTML snippet that embeds the tree: an iframe on embed.html with the
 * given fragment, 600 × 400 pixels.
 * @param {string} pageUrl   the page's own address (location.href)
 * @param {string} fragment  with its leading '#'
 * @param {string} title     the iframe's title, for screen readers
 * @returns {string}
 */
export function embedSnippet(pageUrl, fragment, title) {
  const src = new URL('embed.html', pageUrl);
  src.hash = fragment;
  const attr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  // No inline style: a host whose policy forbids them (style-src without
  // 'unsafe-inline') would refuse it and log an error. The class lets a
  // host's style sheet size it (max-width: 100% in a narrow column).
  return `<iframe class="alpha-beta-embed" src="${attr(src.href)}" width="600" height="400" title="${attr(title)}" loading="lazy"></iframe>`;
}
