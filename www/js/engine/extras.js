// The engine's second module, loaded on first use. `cargo xtask build`
// makes two: www/pkg (the core: trees, search, trace, narration, layout,
// edits, practice), which the page loads to draw its first tree, and
// www/pkg/extras (the same engine with games, move orderings, TikZ /
// forest / Beamer figures and the JSON report). The panels that need the
// second one load it, and their own code, when the reader first opens them
// (`whenOpened`), so a visitor who never opens them never downloads them.
// Import, export and share, and the random form, load their own code the
// same way (`wireOnFirstUse`), holding back what the reader does until it
// has arrived.
//
// The two modules share no memory: the full module gets the tree's
// notation and the search options and makes its own Session
// (`fullSession`), or is called with plain arguments (gamePlay, gameTree…).

/** The loading, once started. */
let loading = null;

/**
 * Loads the full module (www/pkg/extras). Once loaded, every call returns
 * the same module.
 * @returns {Promise<object>} the module, ready to use
 */
export function loadExtras() {
  if (!loading) {
    loading = (async () => {
      const engine = await import('../../pkg/extras/alphabeta.js');
      await engine.default();
      return engine;
    })();
    // A failed load may be retried.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** The full module's session for the player's current one, kept while it is current. */
let mirror = { of: null, session: null };

/**
 * A Session of the full module on the same tree and options as the
 * player's (core) session: the same search, for exports and reports.
 * It is made once per player session and freed when that one changes.
 * @param {object} extras  the module from loadExtras
 * @param {{session: object, text: string, options: object}} player  player.js's player
 * @returns {object} the full module's Session
 */
export function fullSession(extras, player) {
  if (mirror.of !== player.session) {
    mirror.session?.free();
    mirror = { of: player.session, session: new extras.Session(player.text, player.options) };
  }
  return mirror.session;
}

/**
 * Calls `load` once, the first time `element` is opened: a <details> when
 * it opens, anything else when it first comes into view once the page is
 * shown (a panel below the fold). Returns a function that calls it at once (for a link that needs the
 * panel, say).
 * @param {HTMLElement} element
 * @param {() => void} load
 * @returns {() => void}
 */
export function whenOpened(element, load) {
  let done = false;
  let observer = null;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    element.removeEventListener('toggle', onToggle);
    load();
  };
  const onToggle = () => {
    if (element.open) once();
  };
  if (element instanceof HTMLDetailsElement) {
    element.addEventListener('toggle', onToggle);
    if (element.open) once();
  } else {
    observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) once();
    });
    whenShown(() => {
      if (!done) observer.observe(element);
    });
  }
  return once;
}

/**
 * Calls `then` once the page is shown (`<html data-shown>`, set at its
 * first drawing: see screen.js's markReady), or at once if it is. Before
 * that the page is laid out hidden around an empty tree box, so a panel
 * far below the fold can sit inside the window: on a phone whose engine
 * was still loading, the orderings panel "came into view" and pulled the
 * full module (254 KB gzipped) in beside the core one, then computed its
 * table right after the first drawing.
 */
export function whenShown(then) {
  const root = document.documentElement;
  if (root.dataset.shown) {
    then();
    return;
  }
  const watch = new MutationObserver(() => {
    if (!root.dataset.shown) return;
    watch.disconnect();
    then();
  });
  watch.observe(root, { attributes: true, attributeFilter: ['data-shown'] });
}

/**
 * Wires the controls in `panels` with code loaded on first use: `load()`
 * imports a module and wires the panels, once, when one of them first
 * opens (whenOpened), or as soon as the pointer or the focus comes into
 * one. What a reader does in a panel before the wiring is in place is held
 * and done again once it is, so nothing is lost on a slow network: a click
 * on a button, a form sent (never sent to the server), a file chosen. The
 * controls that `skip` matches are the page's own, wired at start-up, and
 * never held. Once wired the panels are marked `data-loaded="true"` (what
 * tests may wait for). A failed load calls `failed()` and may be tried
 * again by the next action.
 * @param {HTMLElement[]} panels
 * @param {() => Promise<void>} load
 * @param {() => void} failed
 * @param {string} [skip]  a selector of controls not to hold
 */
export function wireOnFirstUse(panels, load, failed, skip = null) {
  let wiring = null;
  let wired = false;
  const start = () => {
    wiring ??= load().then(
      () => {
        wired = true;
        panels.forEach((panel) => {
          panel.dataset.loaded = 'true';
        });
        // What the wiring filled in may have pushed the focused control
        // off the screen (Tab onto the killer moves' switch, the panel's
        // tables filled above it: 1,138 px down a 768 px screen).
        const focused = document.activeElement;
        if (focused && panels.some((panel) => panel.contains(focused))) focused.scrollIntoView({ block: 'nearest' });
      },
      (error) => {
        wiring = null;
        failed();
        throw error;
      },
    );
    return wiring;
  };
  const begin = () => start().catch(() => {});
  /**
   * Stops `event` and does `again()` once wired (or `lost()` if the code
   * cannot load); does nothing once wired, or for a control of the page's own.
   */
  const hold = (event, control, again, lost = () => {}) => {
    if (wired || (skip && control.matches(skip))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    start().then(again, lost);
  };
  for (const panel of panels) {
    whenOpened(panel, begin);
    panel.addEventListener('pointerdown', begin, { once: true });
    panel.addEventListener('focusin', begin, { once: true });
    // Held on the way down (capture), before the control's own listeners:
    // `load` may wire a control before the whole wiring is in place (the
    // share panel's buttons before the homework module arrives), and a
    // click held after the control had done it was done twice (two
    // downloads of one figure, on a busy machine).
    panel.addEventListener(
      'click',
      (event) => {
        const button = event.target.closest('button');
        // A submit button's click becomes the form's submit event, held below.
        if (button && button.type !== 'submit') hold(event, button, () => button.click());
      },
      true,
    );
    panel.addEventListener('submit', (event) => hold(event, event.target, () => event.target.requestSubmit()), true);
    panel.addEventListener(
      'change',
      (event) => {
        const input = event.target;
        if (input.type !== 'file') return;
        // If the code never comes, the choice is dropped, so that choosing
        // the same file again is a change again.
        hold(
          event,
          input,
          () => input.dispatchEvent(new Event('change', { bubbles: true })),
          () => {
            input.value = '';
          },
        );
      },
      true,
    );
  }
}
