// Making and writing the drawing's SVG elements: the one place that
// creates an element (`el`, createElementNS with its attributes set one by
// one, never markup from a string), writes a text only when it changes
// (`setText`), sets a data-* flag, and reads a length from the style
// sheet (`cssPx`). Every module of draw/ that makes the tree's picture
// makes it with these.

const SVG = 'http://www.w3.org/2000/svg';

export function el(name, attrs, cls) {
  const e = document.createElementNS(SVG, name);
  if (cls) e.setAttribute('class', cls);
  if (attrs) for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/**
 * Reads a CSS length in pixels from a custom property, as element `at`
 * inherits it (the drawing's svg: in the <alpha-beta-tree> element the
 * sizes are its shadow tree's, set on :host, not the host page's), or
 * `fallback`.
 */
export function cssPx(name, fallback, at = document.documentElement) {
  const v = Number.parseFloat(getComputedStyle(at).getPropertyValue(name));
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

export function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

/** Whether `parent`'s last children are `elements`, in that order. */
export function endsWith(parent, elements) {
  let at = parent.lastChild;
  for (let j = elements.length - 1; j >= 0; j--) {
    if (at !== elements[j]) return false;
    at = at.previousSibling;
  }
  return true;
}

/** Sets or removes a data-* flag. */
export function flag(element, key, on) {
  if (on) element.dataset[key] = 'true';
  else delete element.dataset[key];
}
