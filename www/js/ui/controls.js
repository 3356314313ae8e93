// The step controls: buttons (first, previous, play/pause, next, last), the
// speed picker, the scrubber, the "k / N" counter, the keyboard shortcuts
// and the play timer. This module knows nothing of trees: it asks `position`
// for (k, N) and calls `go(k)` to move; the app does the rest.
//
// Keys: ← and Page Up step back, → and Page Down step forward (presenter
// clickers send Page Up / Page Down), Home and End jump to the ends, Space
// plays or pauses, C jumps to the next cut and Shift+C to the previous one.
// They work whatever was last clicked: only a text field keeps them (and a
// menu keeps ↑ and ↓, which choose in it); choosing from a menu hands the
// focus back (to `home`, the drawing), so a presenter's clicker steps again
// at once. Page Up and Page Down are the clicker's, so no control keeps
// them: a text or number field, a read-only field, a menu, the notation box
// and the scrubber (whose own Page Down would move it back a tenth of the
// way) all step forward or back by one, and the control's own use of the
// key is cancelled, so that nothing steps twice. The keys listen on `keys` (the document for the page; the
// element itself for <alpha-beta-tree>, so that two trees on a page do not
// both step).

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
 * Wires the controls.
 * @param {object} els  {first, prev, play, next, last, speed, scrubber, counter,
 *   prevCut, nextCut, keys, home}; first, last, speed, scrubber and the cut
 *   buttons may be null; `keys` is where the keys are listened to (default:
 *   the document); `home` is what gets the focus back after a menu choice
 * @param {{position: () => {k: number, n: number}, go: (k: number) => void,
 *          cuts?: () => number[],
 *          label: (key: string, params?: object) => string, onPlayChange?: (playing: boolean) => void}} api
 *   `cuts` gives the steps of the cuts, in order
 * @returns {{update: () => void, play: () => void, pause: () => void, playing: () => boolean, relabel: () => void}}
 */
export function initControls(els, api) {
  let timer = null;

  const delay = () => 1000 / (SPEEDS[els.speed ? els.speed.value : 'normal'] || SPEEDS.normal);

  function tick() {
    const { k, n } = api.position();
    if (k >= n) {
      pause();
      return;
    }
    api.go(k + 1);
    if (api.position().k >= n) pause();
  }

  function play() {
    if (timer !== null) return;
    const { k, n } = api.position();
    if (n === 0) return;
    if (k >= n) api.go(0);
    timer = setInterval(tick, delay());
    update();
    api.onPlayChange?.(true);
  }

  function pause() {
    if (timer === null) return;
    clearInterval(timer);
    timer = null;
    update();
    api.onPlayChange?.(false);
  }

  function toggle() {
    if (timer === null) play();
    else pause();
  }

  function move(k) {
    api.go(k);
  }

  /** The first cut after the position (dir 1) or the last before it (-1), or null. */
  function cutFrom(k, dir) {
    const cuts = api.cuts ? api.cuts() : [];
    if (dir > 0) return cuts.find((c) => c > k) ?? null;
    for (let i = cuts.length - 1; i >= 0; i--) if (cuts[i] < k) return cuts[i];
    return null;
  }

  function jumpCut(dir) {
    const target = cutFrom(api.position().k, dir);
    pause();
    if (target !== null) move(target);
  }

  function relabel() {
    const playing = timer !== null;
    els.play.setAttribute('aria-label', api.label(playing ? 'controls.pause' : 'controls.play'));
    els.play.title = els.play.getAttribute('aria-label');
    els.play.dataset.playing = playing ? 'true' : 'false';
    const { k, n } = api.position();
    els.scrubber?.setAttribute('aria-valuetext', api.label('controls.counter', { k, n }));
  }

  function update() {
    const { k, n } = api.position();
    if (els.scrubber) {
      els.scrubber.max = String(n);
      if (els.scrubber.value !== String(k)) els.scrubber.value = String(k);
    }
    els.counter.textContent = api.label('controls.position', { k, n });
    if (els.first) els.first.disabled = k <= 0;
    els.prev.disabled = k <= 0;
    els.next.disabled = k >= n;
    if (els.last) els.last.disabled = k >= n;
    if (els.prevCut) els.prevCut.disabled = cutFrom(k, -1) === null;
    if (els.nextCut) els.nextCut.disabled = cutFrom(k, 1) === null;
    relabel();
  }

  els.first?.addEventListener('click', () => { pause(); move(0); });
  els.prev.addEventListener('click', () => { pause(); move(api.position().k - 1); });
  els.next.addEventListener('click', () => { pause(); move(api.position().k + 1); });
  els.last?.addEventListener('click', () => { pause(); move(api.position().n); });
  els.play.addEventListener('click', toggle);
  els.prevCut?.addEventListener('click', () => jumpCut(-1));
  els.nextCut?.addEventListener('click', () => jumpCut(1));
  els.scrubber?.addEventListener('input', () => { pause(); move(Number(els.scrubber.value)); });
  els.speed?.addEventListener('change', () => {
    if (timer !== null) {
      clearInterval(timer);
      timer = setInterval(tick, delay());
    }
  });

  const keys = els.keys ?? document;
  keys.addEventListener('keydown', (ev) => {
    if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
    // In a shadow tree (the custom element), the key's target is the host;
    // the element that has the focus is the first of the composed path.
    const target = ev.composedPath ? ev.composedPath()[0] : ev.target;
    if (ownsKey(target, ev.key)) return;
    const { k, n } = api.position();
    switch (ev.key) {
      case 'ArrowRight':
      case 'PageDown':
        pause();
        move(k + 1);
        break;
      case 'ArrowLeft':
      case 'PageUp':
        pause();
        move(k - 1);
        break;
      case 'Home':
        pause();
        move(0);
        break;
      case 'End':
        pause();
        move(n);
        break;
      case ' ':
      case 'Spacebar':
        if (ev.repeat) break;
        toggle();
        break;
      case 'c':
        jumpCut(1);
        break;
      case 'C':
        jumpCut(-1);
        break;
      default:
        return;
    }
    ev.preventDefault();
  });
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
    if (els.home) els.home.focus({ preventScroll: true });
    else target.blur();
  });

  return { update, play, pause, playing: () => timer !== null, relabel };
}
