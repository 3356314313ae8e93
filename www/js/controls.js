// The step controls: buttons (first, previous, play/pause, next, last), the
// speed picker, the scrubber, the "k / N" counter, the keyboard shortcuts
// and the play timer. This module knows nothing of trees: it asks `position`
// for (k, N) and calls `go(k)` to move; the app does the rest.
//
// Keys: ← and Page Up step back, → and Page Down step forward (presenter
// clickers send Page Up / Page Down), Home and End jump to the ends, Space
// plays or pauses. Keys typed into a text field or a select are left alone.

/** Steps per second for each speed choice. */
const SPEEDS = { slow: 0.7, normal: 1.5, fast: 4, faster: 12 };

/**
 * Whether a key event belongs to a form control that needs the key itself.
 * The scrubber (a range input) handles arrows, Home and End natively with
 * the same meaning, so those keys are left to it too.
 */
function ownsKey(target, key) {
  if (!(target instanceof Element)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
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
 * @param {object} els  {first, prev, play, next, last, speed, scrubber, counter};
 *   first, last, speed and scrubber may be null (the embed view has none)
 * @param {{position: () => {k: number, n: number}, go: (k: number) => void,
 *          label: (key: string, params?: object) => string, onPlayChange?: (playing: boolean) => void}} api
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
    els.counter.textContent = `${k} / ${n}`;
    if (els.first) els.first.disabled = k <= 0;
    els.prev.disabled = k <= 0;
    els.next.disabled = k >= n;
    if (els.last) els.last.disabled = k >= n;
    relabel();
  }

  els.first?.addEventListener('click', () => { pause(); move(0); });
  els.prev.addEventListener('click', () => { pause(); move(api.position().k - 1); });
  els.next.addEventListener('click', () => { pause(); move(api.position().k + 1); });
  els.last?.addEventListener('click', () => { pause(); move(api.position().n); });
  els.play.addEventListener('click', toggle);
  els.scrubber?.addEventListener('input', () => { pause(); move(Number(els.scrubber.value)); });
  els.speed?.addEventListener('change', () => {
    if (timer !== null) {
      clearInterval(timer);
      timer = setInterval(tick, delay());
    }
  });

  document.addEventListener('keydown', (ev) => {
    if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
    if (ownsKey(ev.target, ev.key)) return;
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
      default:
        return;
    }
    ev.preventDefault();
  });
  // A focused button would also "click" on the Space key's release; Space is
  // play/pause everywhere, so that click is cancelled.
  document.addEventListener('keyup', (ev) => {
    if (ev.key === ' ' && ev.target instanceof HTMLButtonElement) ev.preventDefault();
  });

  return { update, play, pause, playing: () => timer !== null, relabel };
}
