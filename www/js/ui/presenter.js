// What a presenter does with the screen itself, beside stepping: blank it
// (B black, . white, the blank key of presenter clickers) while the class
// talks, and show the page full screen (the header's button, Shift+F:
// controls.js hands both keys here). The blank screen covers everything
// (a fixed layer over the page, full screen too); any key or a click
// brings the page back, and that key does nothing else (a Page Down from
// the clicker does not also step). Full screen is the Fullscreen API's on
// the whole document, so that the player bar and the narration stay; its
// button is hidden where the browser offers none (an old phone browser, a
// frame without `allow="fullscreen"`).

/**
 * Wires the blank screen over `overlay` (an empty element, hidden).
 * @param {HTMLElement} overlay
 * @returns {(color: 'black'|'white') => void} blanks the screen in `color`
 */
export function initBlank(overlay) {
  /** The key that brought the page back, whose release is swallowed too. */
  let restoredBy = null;
  const restore = () => {
    overlay.hidden = true;
    delete overlay.dataset.color;
  };
  // Capturing on the window, before any other listener of the page hears it.
  window.addEventListener(
    'keydown',
    (ev) => {
      if (overlay.hidden) return;
      ev.preventDefault();
      ev.stopImmediatePropagation();
      // The blank key held down repeats: only a new press restores.
      if (ev.repeat) return;
      restoredBy = ev.code || ev.key;
      restore();
    },
    true,
  );
  // A key's release can act too (Space on a button clicks it): the
  // release of the key that restored is swallowed with its press.
  window.addEventListener(
    'keyup',
    (ev) => {
      if (restoredBy === null || (ev.code || ev.key) !== restoredBy) return;
      restoredBy = null;
      ev.preventDefault();
      ev.stopImmediatePropagation();
    },
    true,
  );
  overlay.addEventListener('click', restore);
  return (color) => {
    overlay.dataset.color = color === 'white' ? 'white' : 'black';
    overlay.hidden = false;
  };
}

/**
 * Wires the full-screen button: it shows the document full screen, or
 * leaves it (Escape leaves it too, the browser's own key); it is pressed
 * while the page is full screen, and hidden where the API is missing.
 * @param {HTMLButtonElement} button
 * @returns {() => void} toggles full screen (Shift+F)
 */
export function initFullscreen(button) {
  const root = document.documentElement;
  const able = Boolean(document.fullscreenEnabled && root.requestFullscreen);
  button.hidden = !able;
  const sync = () => button.setAttribute('aria-pressed', String(Boolean(document.fullscreenElement)));
  document.addEventListener('fullscreenchange', sync);
  sync();
  // A request the browser refuses (no click or key behind it) changes nothing.
  const toggle = () => {
    if (!able) return;
    if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
    else root.requestFullscreen().catch(() => {});
  };
  button.addEventListener('click', toggle);
  return toggle;
}
