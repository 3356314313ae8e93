// Practice mode's panel before and after its code arrives: practice.js
// (the panel and its marks on the tree) comes when practice mode first
// starts (with the engine's full module, which checks the answers), so a
// reader who never practises never downloads it. Until then a stand-in
// shows the panel busy, its buttons and fields off, and an answer's marks
// appear on the tree once the module is there. A failed load is said in
// the panel; the browser keeps a failed import, so only a reload tries
// again. Also here: the elements and the calls the panel is given, "Print
// this exercise", and how long a practice link waits for the module before
// the page shows itself. app.js makes one loader and hands its `panel` to
// screen.js and the keys.

import { t } from '../i18n/i18n.js';
import { fmt } from '../core/num.js';
import { localMessage } from '../ui/errors.js';

/** How long a practice link's words and first drawing wait for practice.js at most. */
const PRACTICE_WAIT_MS = 1500;

/** The practice panel's elements. */
function practiceElements($, wrap) {
  return {
    panel: $('practice'),
    detail: $('p-detail'),
    check: $('p-check'),
    where: $('p-where'),
    reveal: $('p-reveal'),
    clear: $('p-clear'),
    nodeName: $('p-node'),
    prune: $('p-prune'),
    m: $('p-m'),
    alpha: $('p-alpha'),
    beta: $('p-beta'),
    msg: $('p-msg'),
    summary: $('p-summary'),
    list: $('p-list'),
    difficulty: $('p-difficulty'),
    next: $('p-next'),
    print: $('p-print'),
    exercise: $('p-exercise'),
    score: $('p-score'),
    hint: $('p-hint'),
    hints: $('p-hints'),
    nextMistake: $('p-next-mistake'),
    tools: $('p-tools'),
    mHelp: $('p-m-help'),
    explain: $('p-explain'),
    feedback: $('p-feedback'),
    sticky: $('sticky'),
    play: $('play'),
    wrap,
  };
}

/** What the practice panel reads and calls. */
function practiceCalls({ state, actions, svg, resize }) {
  return {
    state: () => state,
    actions,
    engine: () => state.extras,
    fmtValue: fmt,
    message: (error) => localMessage(error, state.lang),
    focusTree: () => svg.focus({ preventScroll: true }),
    resize,
    openSheet: (difficulty) => {
      const seed = crypto.getRandomValues(new Uint32Array(1))[0];
      const q = new URLSearchParams({ difficulty, seed: String(seed), count: '4', lang: state.lang, algo: state.algo, ties: state.ties });
      window.open('sheet.html#' + q.toString(), '_blank', 'noopener');
    },
    /** The sheet of the exercise on screen alone, in the page's language and rules. */
    openExerciseSheet: () => {
      const id = state.practice?.exercise;
      if (!id) return;
      const q = new URLSearchParams({ id, lang: state.lang, algo: state.algo, ties: state.ties });
      window.open('sheet.html#' + q.toString(), '_blank', 'noopener');
    },
  };
}

/** Resolves after `ms` milliseconds. */
function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Practice mode's panel, loaded on demand.
 * @param {{$: (id: string) => HTMLElement, wrap: HTMLElement, svg: SVGSVGElement, state: object,
 *          actions: object, resize: () => void}} page  the page's elements, its state and actions,
 *   and what sizes the drawing again (screen.js)
 * @returns {{panel: {render: (s: object) => void, draw: (view: object, p: object) => void, focusField: () => void},
 *            load: () => Promise<void>, wait: () => Promise<void>}}
 *   `panel`: what screen.js and the keys call, practice.js's panel once it is loaded;
 *   `load`: loads practice.js once and wires its panel, then draws the page again;
 *   `wait`: resolves once practice.js is loaded or has failed, or PRACTICE_WAIT_MS after
 *   the first call, whichever comes first: a module that stalls on a bad network never
 *   keeps the page's words or its tree away (the panel's stand-in shows it busy, and
 *   the dock grows when the module comes)
 */
export function createPracticeLoader(page) {
  const { $, actions } = page;
  const els = practiceElements($, page.wrap);
  const calls = practiceCalls(page);
  let ui = null;
  let loading = null;
  let failed = false;
  let waited = null;
  const load = () => {
    loading ??= import('./practice.js').then(
      (module) => {
        ui = { draw: module.drawPractice, panel: module.initPracticePanel(els, calls) };
        $('practice').dataset.loaded = 'true';
        actions.redraw();
      },
      (error) => {
        failed = true;
        actions.redraw();
        throw error;
      },
    );
    return loading;
  };
  // "Print this exercise" (practice panel): enabled when the tree on screen
  // is an exercise, and says why not otherwise.
  const printThis = $('p-print-this');
  printThis?.addEventListener('click', () => calls.openExerciseSheet());
  const panel = {
    render: (s) => {
      renderPrintThis(printThis, s);
      return ui ? ui.panel.render(s) : renderStandIn(els, failed, s);
    },
    draw: (view, p) => ui?.draw(view, p),
    focusField: () => ui?.panel.focusField(),
  };
  const wait = () => {
    waited ??= Promise.race([load().catch(() => {}), delay(PRACTICE_WAIT_MS)]).then(() => {
      // The page may show itself now (screen.js, practiceReady), with the
      // module or without it.
      $('practice').dataset.waited = 'true';
    });
    return waited;
  };
  return { panel, load, wait };
}

/** practice.js's panel until it is loaded: busy, or saying it cannot load (`failed`). */
function renderStandIn(parts, failed, s) {
  parts.panel.hidden = s.mode !== 'practice';
  parts.panel.setAttribute('aria-busy', 'true');
  for (const control of [parts.check, parts.hint, parts.next, parts.where, parts.reveal, parts.prune, parts.m, parts.alpha, parts.beta])
    control.disabled = true;
  parts.msg.textContent = failed ? t(s.lang, 'error.engine') : '';
}

/** Keeps "Print this exercise" in step with the tree on screen. */
function renderPrintThis(printThis, s) {
  if (!printThis) return;
  const isExercise = Boolean(s.practice?.exercise);
  printThis.disabled = !isExercise;
  printThis.title = t(s.lang, isExercise ? 'practice.printThis.title' : 'practice.printThis.none');
}
