// The step controls: buttons (first, previous, play/pause, next, last), the
// speed picker, the scrubber, the "k / N" counter, the keyboard shortcuts
// and the play timer. This module knows nothing of trees: it asks `position`
// for (k, N) and calls `go(k)` to move; the app does the rest.
//
// Keys: ← and Page Up step back, → and Page Down step forward (presenter
// clickers send Page Up / Page Down), Home and End jump to the ends, Space
// plays or pauses, C jumps to the next cut and Shift+C to the previous one;
// where the caller handles them, Q turns "Ask the class" on or off (a step
// forward then asks the step's question before showing it: `api.step`), B
// and . blank the screen black or white (the clickers' blank key), and
// Shift+F goes full screen (F alone folds a subtree, navigate.js).
// They work whatever was last clicked: only a text field keeps them (and a
// menu keeps ↑ and ↓, which choose in it); choosing from a menu hands the
// focus back (to `home`, the drawing), so a presenter's clicker steps again
// at once. Page Up and Page Down are the clicker's, so no control keeps
// them: a text or number field, a read-only field, a menu (open too: its
// list is drawn in the page where the browser can, style.css), the notation box
// and the scrubber (whose own Page Down would move it back a tenth of the
// way) all step forward or back by one, and the control's own use of the
// key is cancelled, so that nothing steps twice. The keys listen on `keys` (the document for the page; the
// element itself for <alpha-beta-tree>, so that two trees on a page do not
// both step). The controls' state is one object (`Controls`) that the
// functions below take first; what a key does and where the next cut is are
// pure (`keyAction`, `cutFrom`, tests/unit/controls.test.mjs).

/** Steps per second for each speed choice. */
const SPEEDS = { slow: 0.7, normal: 1.5, fast: 4, faster: 12 };

/**
 * Whether a key event belongs to a form control that needs the key itself.
 * The scrubber (a range input) handles arrows, Home and End natively with
 * the same meaning, so those keys are left to it too. Page Up and Page Down
 * belong to no control: they are the clicker's.
 */
function ownsKey(target, key) {
  if (!(target instanceof Element)) return false;
  if (key === 'PageUp' || key === 'PageDown') return false;
  if (target.isContentEditable) return true;
  // A button marked so ("Skip to the tree") is pressed with Space as usual.
  if (target.hasAttribute('data-keeps-space')) return key === ' ';
  const tag = target.tagName;
  if (tag === 'TEXTAREA') return true;
  // A menu's open list (drawn in the page, style.css): its option has the
  // focus, and every key but the clicker's chooses in it.
  if (tag === 'OPTION') return true;
  if (tag === 'SELECT') return key === 'ArrowUp' || key === 'ArrowDown';
  if (tag === 'INPUT') {
    const type = (target.getAttribute('type') || 'text').toLowerCase();
    if (type === 'range') return key !== ' ';
    if (type === 'checkbox' || type === 'radio' || type === 'button') return false;
    return true;
  }
  return false;
}

/**
 * The controls' state: their elements, what initControls was given, and
 * the play timer. The functions below take it first.
 * @typedef {object} Controls
 * @property {object} els  initControls's elements
 * @property {object} api  initControls's callbacks
 * @property {ReturnType<typeof setInterval>|null} timer  the play timer, while playing
 */

const delay = (ctl) => 1000 / (SPEEDS[ctl.els.speed ? ctl.els.speed.value : 'normal'] || SPEEDS.normal);

function tick(ctl) {
  const { k, n } = ctl.api.position();
  if (k >= n) {
    pause(ctl);
    return;
  }
  ctl.api.go(k + 1);
  if (ctl.api.position().k >= n) pause(ctl);
}

function play(ctl) {
  if (ctl.timer !== null) return;
  const { k, n } = ctl.api.position();
  if (n === 0) return;
  if (k >= n) ctl.api.go(0);
  ctl.timer = setInterval(() => tick(ctl), delay(ctl));
  update(ctl);
  ctl.api.onPlayChange?.(true);
}

function pause(ctl) {
  if (ctl.timer === null) return;
  clearInterval(ctl.timer);
  ctl.timer = null;
  update(ctl);
  ctl.api.onPlayChange?.(false);
}

function toggle(ctl) {
  if (ctl.timer === null) play(ctl);
  else pause(ctl);
}

/**
 * The first cut after step `k` (dir 1) or the last before it (-1) among
 * `cuts` (the steps of the cuts, in order), or null.
 */
export function cutFrom(cuts, k, dir) {
  if (dir > 0) return cuts.find((c) => c > k) ?? null;
  for (let i = cuts.length - 1; i >= 0; i--) if (cuts[i] < k) return cuts[i];
  return null;
}

const cutsOf = (api) => (api.cuts ? api.cuts() : []);

function jumpCut(ctl, dir) {
  const target = cutFrom(cutsOf(ctl.api), ctl.api.position().k, dir);
  pause(ctl);
  if (target !== null) ctl.api.go(target);
}

function relabel(ctl) {
  const { els, api } = ctl;
  const playing = ctl.timer !== null;
  els.play.setAttribute('aria-label', api.label(playing ? 'controls.pause' : 'controls.play'));
  els.play.title = els.play.getAttribute('aria-label');
  els.play.dataset.playing = playing ? 'true' : 'false';
  const { k, n } = api.position();
  els.scrubber?.setAttribute('aria-valuetext', api.label('controls.counter', { k, n }));
}

function update(ctl) {
  const { els, api } = ctl;
  const { k, n, asking = false } = api.position();
  if (els.scrubber) {
    els.scrubber.max = String(n);
    if (els.scrubber.value !== String(k)) els.scrubber.value = String(k);
  }
  els.counter.textContent = api.label('controls.position', { k, n });
  // The counter is as wide as "n / n" from the first step (style.css), so
  // that a step number that gains a digit moves nothing.
  els.counter.style.setProperty('--chars', String(api.label('controls.position', { k: n, n }).length));
  if (els.first) els.first.disabled = k <= 0;
  els.prev.disabled = k <= 0;
  // The last step's question still has its answer to show.
  els.next.disabled = k >= n && !asking;
  if (els.last) els.last.disabled = k >= n && !asking;
  const cuts = cutsOf(api);
  if (els.prevCut) els.prevCut.disabled = cutFrom(cuts, k, -1) === null;
  if (els.nextCut) els.nextCut.disabled = cutFrom(cuts, k, 1) === null;
  relabel(ctl);
}

/**
 * What a key does at step `k` of `n`: `{to, by}` a step (after a pause;
 * `by` says it is one step forward or back, which "Ask the class" takes
 * through the step's question), `{to}` a jump, `{toggle: true}` play or
 * pause, `{cut: 1 | -1}` the next or previous cut, `{repeat: true}`
 * nothing but the key is still the controls' (Space held down), `{ask:
 * true}` "Ask the class" on or off, `{blank: 'black' | 'white'}` a blank
 * screen, `{fullscreen: true}` full screen (Shift+F: `shift`), or null
 * when the key is not the controls'.
 */
export function keyAction(key, k, n, repeat, shift = false) {
  switch (key) {
    case 'ArrowRight':
    case 'PageDown':
      return { to: k + 1, by: 1 };
    case 'ArrowLeft':
    case 'PageUp':
      return { to: k - 1, by: -1 };
    case 'Home':
      return { to: 0 };
    case 'End':
      return { to: n };
    case ' ':
    case 'Spacebar':
      return repeat ? { repeat: true } : { toggle: true };
    case 'c':
      return { cut: 1 };
    case 'C':
      return { cut: -1 };
    case 'q':
    case 'Q':
      return { ask: true };
    case 'b':
    case 'B':
      return { blank: 'black' };
    case '.':
      return { blank: 'white' };
    case 'f':
    case 'F':
      return shift ? { fullscreen: true } : null;
    default:
      return null;
  }
}

/**
 * Does what `action` (keyAction's) asks; returns false when the caller
 * handles no such thing (the key is then left to the page).
 */
function perform(ctl, action) {
  const { api } = ctl;
  if (action.by !== undefined && api.step) {
    pause(ctl);
    api.step(action.by);
  } else if (action.to !== undefined) {
    pause(ctl);
    api.go(action.to);
  } else if (action.toggle) {
    toggle(ctl);
  } else if (action.cut) {
    jumpCut(ctl, action.cut);
  } else if (action.ask && api.toggleAsk) {
    api.toggleAsk();
  } else if (action.blank && api.blank) {
    api.blank(action.blank);
  } else if (action.fullscreen && api.fullscreen) {
    api.fullscreen();
  } else if (!action.repeat) {
    return false;
  }
  return true;
}

function keyDown(ctl, ev) {
  if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
  // In a shadow tree (the custom element), the key's target is the host;
  // the element that has the focus is the first of the composed path.
  const target = ev.composedPath ? ev.composedPath()[0] : ev.target;
  if (ownsKey(target, ev.key)) return;
  const { k, n } = ctl.api.position();
  const action = keyAction(ev.key, k, n, ev.repeat, ev.shiftKey);
  if (action === null || !perform(ctl, action)) return;
  ev.preventDefault();
}

/** The buttons, the scrubber and the speed picker. */
function wireButtons(ctl) {
  const { els, api } = ctl;
  const stop = () => pause(ctl);
  els.first?.addEventListener('click', () => {
    stop();
    api.go(0);
  });
  // One step back or forward: through a step's question too, where the
  // caller asks the class (`api.step`).
  const by = (dir) => {
    stop();
    if (api.step) api.step(dir);
    else api.go(api.position().k + dir);
  };
  els.prev.addEventListener('click', () => by(-1));
  els.next.addEventListener('click', () => by(1));
  els.last?.addEventListener('click', () => {
    stop();
    api.go(api.position().n);
  });
  els.play.addEventListener('click', () => toggle(ctl));
  els.prevCut?.addEventListener('click', () => jumpCut(ctl, -1));
  els.nextCut?.addEventListener('click', () => jumpCut(ctl, 1));
  els.scrubber?.addEventListener('input', () => {
    stop();
    api.go(Number(els.scrubber.value));
  });
  els.speed?.addEventListener('change', () => {
    if (ctl.timer !== null) {
      clearInterval(ctl.timer);
      ctl.timer = setInterval(() => tick(ctl), delay(ctl));
    }
  });
}

/** The keys, where `els.keys` hears them (default: the document). */
function wireKeys(ctl) {
  const { els } = ctl;
  const keys = els.keys ?? document;
  keys.addEventListener('keydown', (ev) => keyDown(ctl, ev));
  // A focused button would also "click" on the Space key's release; Space is
  // play/pause everywhere, so that click is cancelled.
  keys.addEventListener('keyup', (ev) => {
    const target = ev.composedPath ? ev.composedPath()[0] : ev.target;
    if (ev.key === ' ' && target instanceof HTMLButtonElement && !target.hasAttribute('data-keeps-space')) ev.preventDefault();
  });
  // A choice made in a menu hands the focus back, so that the clicker's
  // Page Down steps instead of changing the menu again.
  keys.addEventListener('change', (ev) => {
    const target = ev.composedPath ? ev.composedPath()[0] : ev.target;
    if (!(target instanceof HTMLSelectElement)) return;
    const back = () => (els.home ? els.home.focus({ preventScroll: true }) : target.blur());
    back();
    // A list drawn in the page (style.css) gives the focus back to its
    // menu as it closes, after the change: handed back once more then.
    setTimeout(() => {
      if (target.getRootNode().activeElement === target) back();
    }, 0);
  });
}

/**
 * Wires the controls.
 * @param {object} els  {first, prev, play, next, last, speed, scrubber, counter,
 *   prevCut, nextCut, keys, home}; first, last, speed, scrubber and the cut
 *   buttons may be null; `keys` is where the keys are listened to (default:
 *   the document); `home` is what gets the focus back after a menu choice
 * @param {{position: () => {k: number, n: number, asking?: boolean}, go: (k: number) => void,
 *          step?: (dir: number) => void, cuts?: () => number[],
 *          toggleAsk?: () => void, blank?: (color: string) => void, fullscreen?: () => void,
 *          label: (key: string, params?: object) => string, onPlayChange?: (playing: boolean) => void}} api
 *   `cuts` gives the steps of the cuts, in order; `step` moves one step
 *   back or forward (else `go` does), through a step's question while it
 *   is `asking`; `toggleAsk`, `blank` and `fullscreen` are the keys Q, B
 *   or ., and Shift+F (left to the page when absent)
 * @returns {{update: () => void, play: () => void, pause: () => void, playing: () => boolean, relabel: () => void}}
 */
export function initControls(els, api) {
  /** @type {Controls} */
  const ctl = { els, api, timer: null };
  wireButtons(ctl);
  wireKeys(ctl);
  return {
    update: () => update(ctl),
    play: () => play(ctl),
    pause: () => pause(ctl),
    playing: () => ctl.timer !== null,
    relabel: () => relabel(ctl),
  };
}
