// The page's wiring (index.html): makes the parts and connects them, then
// loads the engine and opens the link. The parts:
//   state.js      the one state object and the named actions that change it
//   screen.js     render(state): what the state looks like, once per action
//   player.js     the engine's session and the position (shared with embed.js)
//   viewport.js   the drawing's size, zoom and the presenter's scroll
//   navigate.js   zoom, pan and fold by mouse, touch and keys; the minimap
//   editbar.js    the edit bar, and the undo keys
//   randomform.js random trees          } loaded on first use: when their
//   io.js         import, export, share  } panel first opens (wireOnFirstUse)
//   extras.js     the engine's second module (games, orderings, figures),
//                 loaded with game.js and orderings.js on their panel's
//                 first use (wireOnFirstUse, through lazyPanel)
//   answer.js     practice mode's answer and its pure helpers (state.js's)
//   practice.js   practice mode's panel and marks, loaded when it first starts
//                 (practiceload.js: its stand-in until then, and the wait)
//   urlstate.js   the URL fragment and localStorage
//   course.js     a homework set's item shown, its links, its course platform (SCORM)
//   presenter.js  the blank screen (B, .) and full screen (Shift+F)
// and the drawing and its panels in render.js, controls.js, code.js,
// stats.js, info.js, orderings.js (move orderings compared) and errors.js; editor.js (a leaf's value in place),
// treekeys.js (the keys in the drawing) and textbox.js (the notation box).
// Event handlers here only read the DOM event and call an action.

import { t, loadLang, addEnglish } from './i18n/i18n.js';
import { PAGE_ENGLISH } from './i18n/en-page.js';
import { nodeIdOf, onNodeClick } from './draw/render.js';
import { createLeafEditor } from './ui/editor.js';
import { initTreeKeys } from './ui/treekeys.js';
import { initTextBox } from './ui/textbox.js';
import { initControls } from './ui/controls.js';
import { initBlank, initFullscreen } from './ui/presenter.js';
import { loadEngine, findPreset, presetDepth, nextPaint } from './engine/player.js';
import { createViewport } from './draw/viewport.js';
import { initNavigation } from './draw/navigate.js';
import { fragmentOf, startFragment, createUrlWriter, parseDepth, needsExtras, needsPractice, readLink, draftFor, keepDraft } from './state/urlstate.js';
import { createState, startLang } from './state/state.js';
import { scoreOf } from './state/constructstore.js';
import { createScreen, asking } from './panels/screen.js';
import { initTypes } from './panels/types.js';
import { initEditBar } from './panels/editbar.js';
import { replayLimit } from './core/answer.js';
import { presetBounds } from './core/view.js';
import { initHomeworkBar } from './panels/homework.js';
import { createCourse } from './state/course.js';
import { loadExtras, whenOpened, whenShown, wireOnFirstUse } from './engine/extras.js';
import { createPracticeLoader } from './panels/practiceload.js';

// The page's own English words join those every view shows (i18n.js).
addEnglish(PAGE_ENGLISH);

const $ = (id) => document.getElementById(id);

const els = {
  lang: $('lang'),
  large: $('large'),
  zoom: $('zoom'),
  algo: $('algo'),
  ties: $('ties'),
  depth: $('depth'),
  bounds: $('bounds'),
  preset: $('preset'),
  notation: $('notation'),
  treeText: $('tree-text'),
  error: $('error'),
  narration: $('narration'),
  wrap: $('tree-wrap'),
  svg: $('tree'),
  info: $('info'),
  said: $('tree-said'),
  code: $('code'),
  caption: $('code-caption'),
  stats: $('stats'),
  negamax: $('negamax'),
  mode: $('mode'),
  setup: $('setup'),
  editbar: $('editbar'),
  player: document.querySelector('.player'),
  showSettings: $('show-settings'),
  showEditbar: $('show-editbar'),
  ask: $('ask'),
};

// On a touch screen the hints speak of taps, not keys.
if (window.matchMedia('(pointer: coarse)').matches) $('keys-hint').dataset.i18n = 'keys.hint.touch';

/** The game panel (game.js) and the orderings panel (orderings.js), once loaded. */
let game = null;
let orderings = null;
/** "Change the leaves" (transform.js), once loaded: shown on trees with chance nodes. */
let transformPanel = null;
/** Construct mode's panel (construct.js): the goal, the engine's verdict, the solution. */
let constructPanel = null;
let constructLoad = null;
/** Whether practice mode has started loading what it needs (see render). */
let practiceStarted = false;

/**
 * While true, actions change the state without drawing it: the first tree's
 * search and its drawing run in two tasks (see main).
 */
let drawingHeld = false;

const { state, history, actions } = createState({
  render: () => {
    if (drawingHeld) return;
    screen.render(state);
    homeworkBar.render(state, course.currentItem());
    constructPanel?.render(state);
    if (state.mode === 'construct' && !constructPanel) loadConstructUi().catch(() => actions.setEditMsg({ key: 'error.engine' }));
    game?.render();
    orderings?.render(state);
    $('transform').hidden = !(state.player?.tree?.hasChance && state.mode === 'demo');
    transformPanel?.render(state);
    // The first time practice mode is on (a link, the mode menu, an
    // exercise), its panel's code and the engine's full module, which
    // checks the answers, start loading: once per page. The full module
    // (254 KB gzipped) waits until the page is shown: the panel is busy
    // until it is there, and before, its download and compiling competed
    // with a practice link's first drawing (Lighthouse put its largest
    // paint after them, at 3.7 s). A failure is said in the panel, whose
    // message asks for a reload (the browser keeps a failed import for
    // the page's lifetime).
    if (state.mode === 'practice' && !practiceStarted) {
      practiceStarted = true;
      whenShown(() => ensureExtras().catch(() => actions.setPracticeMsg({ key: 'error.engine' })));
      practice.load().catch(() => {});
    }
  },
  flushTyping: () => textBox.flush(),
  closeEditor: () => leafEditor.close(),
  // A new exercise is a new place in the browser's history.
  newPlace: () => urlWriter.push(),
  homeworkChanged: () => course.report(),
});
const { commit, edit, select } = actions;

/** The homework set's item shown, its links and its course platform, if any (course.js). */
const course = createCourse(state);

/**
 * Loads construct.js once and wires its panel, then draws the page again:
 * when construct mode first starts, or before a link in construct mode
 * opens, so a reader who never constructs never downloads it.
 */
function loadConstructUi() {
  constructLoad ??= import('./panels/construct.js').then((m) => {
    constructPanel = m.initConstructPanel(
      {
        panel: $('construct'),
        title: $('c-title'),
        goal: $('c-goal'),
        limits: $('c-limits'),
        status: $('c-status'),
        lines: $('c-lines'),
        kind: $('c-kind'),
        fresh: $('c-new'),
        next: $('c-next'),
        solution: $('c-solution'),
        apply: $('c-apply'),
        diff: $('c-diff'),
        diffList: $('c-diff-list'),
        score: $('c-score'),
        sticky: $('sticky'),
      },
      {
        newChallenge: (kind) => ensureExtras().then(() => actions.newChallenge(kind)),
        showSolution: actions.showSolution,
        applySolution: actions.applySolution,
        scoreOf,
      },
    );
    if (state.player) actions.redraw();
  });
  return constructLoad;
}

const viewport = createViewport({ wrap: els.wrap, svg: els.svg, sticky: $('sticky'), error: els.error, setup: els.setup, above: $('homework') });

const controls = initControls(
  {
    first: $('first'),
    prev: $('prev'),
    play: $('play'),
    next: $('next'),
    last: $('last'),
    speed: $('speed'),
    scrubber: $('scrubber'),
    counter: $('counter'),
    prevCut: $('prev-cut'),
    nextCut: $('next-cut'),
    home: els.svg,
  },
  {
    // In practice mode the replay ends where the answer is not shown yet.
    position: () => {
      const pos = state.player?.position() ?? { k: 0, n: 0 };
      return state.mode === 'practice' ? { k: pos.k, n: replayLimit(state.practice, pos.n) } : { k: pos.k, n: pos.n, asking: asking(state) };
    },
    // Jumping from cut to cut would tell a student where the cuts are.
    cuts: () => (state.mode === 'practice' ? [] : (state.player?.cuts ?? [])),
    go: actions.go,
    // One step: through its question first while "Ask the class" is on.
    step: actions.stepBy,
    // Practice mode has questions of its own: Q is nothing there.
    toggleAsk: () => state.mode !== 'practice' && actions.setAsk(!state.ask),
    // The presenter's screen (ui/presenter.js): blank, full screen.
    blank: initBlank($('blank')),
    fullscreen: initFullscreen($('fullscreen')),
    // Before Check the replay is locked in practice mode, and Play says why.
    label: (key, params) =>
      t(state.lang, key === 'controls.play' && state.mode === 'practice' && !state.practice.checked ? 'practice.playLocked' : key, params),
  },
);

/** The homework set's bar above the tree (homework.js). */
const homeworkBar = initHomeworkBar({ bar: $('homework'), summary: $('hw-summary'), list: $('hw-items'), next: $('hw-next') }, course.openItem);

/** What a fragment records of the page; `embed` for the embed code. */
function fragment(embed = false) {
  const { n } = state.player.position();
  // A step asked is not shown yet: the link names the step before, so
  // that a reload does not give the answer away.
  const k = state.player.k - (asking(state) ? 1 : 0);
  return fragmentOf(
    {
      preset: state.preset,
      random: state.random,
      game: state.game,
      treeText: state.treeText,
      algo: state.algo,
      ties: state.ties,
      depth: state.depth,
      bounds: state.bounds,
      killers: state.killers,
      deepening: state.deepening,
      aspiration: state.aspiration,
      lang: state.lang,
      k,
      n,
      large: state.large,
      ask: state.ask,
      negamax: els.negamax.checked,
      types: $('show-types').checked,
      mode: state.mode,
      exercise: state.practice.exercise,
      challenge: state.construct.id,
      homework: state.homework,
    },
    embed,
  );
}

const urlWriter = createUrlWriter({
  current: () => (state.player?.session ? fragment() : null),
  tree: () => state.treeText,
  linkField: $('link'),
});

const leafEditor = createLeafEditor({
  wrap: els.wrap,
  view: () => screen.view(),
  label: (key, params) => t(state.lang, key, params),
  lang: () => state.lang,
  check: (text) => state.engine.checkValue(text),
  commit: (id, value) => edit('setValue', { node: id, value }),
  onClose: (_id, how) => {
    if (how !== 'blur') els.svg.focus({ preventScroll: true });
  },
});

const textBox = initTextBox({
  textarea: els.treeText,
  message: $('tree-msg'),
  label: (key, params) => t(state.lang, key, params),
  lang: () => state.lang,
  check: (text) => {
    try {
      state.engine.formatTree(text);
      return null;
    } catch (error) {
      return error;
    }
  },
  apply: (text, group) => {
    if (text !== state.treeText) commit(text, { group });
  },
  keep: (text) => keepDraft(text, state.treeText),
});

const editBar = initEditBar({
  actions,
  controls,
  state: () => state,
  editLeaf: (id) => leafEditor.open(id),
  focusTree: () => els.svg.focus({ preventScroll: true }),
});

/**
 * Practice mode's panel and its marks on the tree (practice.js), whose code
 * loads when practice mode first starts; a stand-in until then
 * (practiceload.js).
 */
const practice = createPracticeLoader({ $, wrap: els.wrap, svg: els.svg, state, actions, resize: () => screen.resize(state) });
const practicePanel = practice.panel;

/**
 * Wires `panel` on first use (wireOnFirstUse: when it opens, or the pointer
 * or the focus enters it): loads its module and the engine's full module,
 * then wires it with `init(module, extras)` and hands the module to the
 * state, which draws the page once more. A click in the panel before then
 * is done once it is wired; a failed load is said in the panel's `msg`.
 */
function lazyPanel(panel, msg, importModule, init) {
  wireOnFirstUse(
    [panel],
    () =>
      // Its code may start to load while the page boots (a game's link opens
      // the game panel before the engine answers), but it reads the page's
      // state (the game the link names) once the page is shown.
      Promise.all([importModule(), loadExtras(), new Promise((resolve) => whenShown(resolve))]).then(([module, extras]) => {
        init(module, extras);
        // An action, so the page (with the new panel) is drawn again.
        actions.setExtras(extras);
      }),
    () => {
      msg.textContent = t(state.lang, 'error.engine');
    },
  );
}

// The orderings panel is below the tree: it loads when it comes into view.
lazyPanel(
  $('orderings'),
  $('ord-msg'),
  () => import('./panels/orderings.js'),
  (module, extras) => {
    orderings = module.initOrderings(
      {
        table: $('ord-table'),
        chart: $('ord-chart'),
        bounds: $('ord-bounds'),
        menu: $('ord-menu'),
        apply: $('ord-apply'),
        msg: $('ord-msg'),
        killers: $('ord-killers'),
        deepening: $('ord-deepening'),
        killersNote: $('ord-killers-note'),
        deepeningNote: $('ord-deepening-note'),
        compare: $('ord-compare'),
        aspiration: $('ord-aspiration'),
        aspGuess: $('ord-asp-guess'),
        aspDelta: $('ord-asp-delta'),
        searches: $('ord-searches'),
      },
      { engine: () => extras, commit: (text, opts) => commit(text, opts), setOptions: (o) => actions.setOptions(o) },
    );
  },
);

// "Change the leaves" (docs/chance.md) loads when it first comes into view.
lazyPanel(
  $('transform'),
  $('tf-msg'),
  () => import('./panels/transform.js'),
  (module, extras) => {
    transformPanel = module.initTransform(
      {
        fn: $('tf-function'),
        linear: $('tf-linear'),
        a: $('tf-a'),
        b: $('tf-b'),
        typed: $('tf-typed'),
        values: $('tf-values'),
        apply: $('tf-apply'),
        result: $('tf-result'),
        table: $('tf-table'),
        said: $('tf-said'),
        msg: $('tf-msg'),
      },
      { engine: () => extras, commit: (text, opts) => commit(text, opts), svg: els.svg },
    );
  },
);

// The negamax view’s switch changes what is drawn, listed and narrated.
els.negamax.addEventListener('change', () => screen.render(state));

/**
 * The views a link names (negamax=1, types=1): their switches follow it,
 * on arrival and for each link opened, before the tree is drawn.
 */
function linkViews(link) {
  els.negamax.checked = link.negamax;
  $('show-types').checked = link.types;
}

// N and T turn the negamax view and the node types on and off, from the
// keyboard or a clicker's spare key, wherever the focus is but in a field.
document.addEventListener('keydown', (ev) => {
  if (ev.defaultPrevented || ev.ctrlKey || ev.metaKey || ev.altKey) return;
  const target = ev.target;
  if (target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
  const box = { n: els.negamax, t: $('show-types') }[ev.key.toLowerCase()];
  if (!box || box.disabled) return;
  ev.preventDefault();
  box.checked = !box.checked;
  box.dispatchEvent(new Event('change'));
});
// Knuth–Moore's node types on demand (types.js), drawn by the screen.
const types = initTypes($('show-types'), { redraw: () => screen.render(state), failed: () => actions.setEditMsg({ key: 'error.engine' }) });
const screen = createScreen({
  originalName: (text, id) => orderings?.originalName(text, id) ?? null,
  types,
  els,
  viewport,
  controls,
  editBar,
  practicePanel,
  textBox,
  urlWriter,
  history,
  onDismissError: actions.dismissError,
});
initNavigation({
  wrap: els.wrap,
  svg: els.svg,
  viewport,
  view: () => screen.view(),
  setFit: (fit) => actions.setFit(fit),
  selected: () => state.selected,
  current: () => state.player?.snap?.current ?? null,
});

/** The mode menu's choice: construct mode's challenges come from the engine's full module. */
function chooseMode(mode) {
  if (mode === 'construct')
    ensureExtras().then(
      () => actions.setMode('construct'),
      () => actions.setMode(state.mode),
    );
  else actions.setMode(mode);
}

/** Wires the page's controls to the actions, once the engine is loaded. */
function wire() {
  wireSettings();
  wireTree();
  wirePanels();
  wireWindow();
}

/** The header's and the settings' controls, and the notation box. */
function wireSettings() {
  // The new language's words arrive before the switch, so nothing is drawn
  // half in one language; the last choice wins, and a failed load leaves
  // the page as it was (the menu goes back). While the words load, the
  // menu keeps the choice (state.langWanted), whatever renders meanwhile.
  els.lang.addEventListener('change', () => {
    const lang = els.lang.value;
    actions.wantLang(lang);
    loadLang(lang).then(
      () => {
        if (state.langWanted === lang) actions.setLang(lang);
      },
      () => {
        if (state.langWanted === lang) actions.wantLang(null);
      },
    );
  });
  els.mode.addEventListener('change', () => chooseMode(els.mode.value));
  els.large.addEventListener('click', () => actions.setLarge(!state.large));
  els.ask.addEventListener('click', () => actions.setAsk(!state.ask));
  els.showSettings.addEventListener('click', () => actions.setPanel('settings', !state.panels.settings));
  // A section of the settings unfolded changes the tree's room (style.css); caught going down.
  els.setup.addEventListener('toggle', () => screen.resize(state), true);
  els.showEditbar.addEventListener('click', () => actions.setPanel('edit', !state.panels.edit));
  els.zoom.addEventListener('click', () => actions.setFit(!viewport.isFit(screen.view(), state.fit)));
  els.algo.addEventListener('change', () => actions.setOptions({ algo: els.algo.value }));
  els.ties.addEventListener('change', () => actions.setOptions({ ties: els.ties.value }));
  els.depth.addEventListener('change', () => actions.setOptions({ depth: parseDepth(els.depth.value) }));
  els.bounds.addEventListener('change', () => actions.setBounds(els.bounds.value));
  els.preset.addEventListener('change', () => {
    const p = findPreset(state.presets, els.preset.value);
    // An example tree is not the challenge's: construct mode ends (the
    // work stays kept, and the mode menu, or Undo, brings it back).
    if (p && state.mode === 'construct') actions.setMode('demo');
    if (p) commit(p.notation, { preset: p.name, depth: presetDepth(p), bounds: presetBounds(p), step: 0 });
    // In large text (the presenter's choice) the settings fold away again
    // once the tree is chosen, so that the tree gets the room.
    if (p && state.large) actions.setPanel('settings', false);
  });
  // "Draw this tree" (or Ctrl+Enter): a bad text also moves the box's
  // selection to the spot.
  const applyText = () => {
    const text = els.treeText.value;
    const before = state.treeText;
    if (commitShown(text)) textBox.clear();
    else if (before === state.treeText) textBox.showError(state.error?.error, text, true);
  };
  $('tree-apply').addEventListener('click', applyText);
  els.treeText.addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter' && (ev.ctrlKey || ev.metaKey)) {
      ev.preventDefault();
      applyText();
    }
  });
}

/**
 * `commit` for a tree made in the settings (notation box, random tree, file, game): in large
 * text they fold away once it is drawn, as after a preset; a refused text keeps them open.
 */
function commitShown(text, opts) {
  const ok = commit(text, opts);
  if (ok && state.large && state.panels.settings) actions.setPanel('settings', false);
  return ok;
}

/** The drawing: the pointer, the skip link and the keys. */
function wireTree() {
  // Pointing at a node (entered, or moved on within a hit area: nodeIdOf) marks its bounds'
  // sources and fills the node panel; clicking selects it for editing, a leaf opens its editor.
  const point = (ev) => nodeIdOf(ev) !== state.hover && actions.hover(nodeIdOf(ev));
  els.svg.addEventListener('pointerover', point);
  els.svg.addEventListener('pointermove', point);
  els.svg.addEventListener('pointerleave', () => {
    if (state.hover !== null) actions.hover(null);
  });
  onNodeClick(els.svg, (id) => {
    select(id);
    // In practice mode the leaves are the exercise's data, not to be edited.
    if (id !== null && state.mode !== 'practice' && state.player.tree.nodes[id].isLeaf) leafEditor.open(id);
    else els.svg.focus({ preventScroll: true });
  });
  // The first Tab stop: past the settings and the bars, straight to the
  // drawing and its keys (some 30 stops away otherwise).
  // (A button, not a link: the fragment holds the page's state. It sits
  // before the header, outside the landmarks, as skip links do.)
  document.getElementById('skip-tree').addEventListener('click', () => {
    els.svg.focus({ preventScroll: true });
    els.wrap.scrollIntoView({ block: 'nearest' });
  });
  initTreeKeys(els.svg, {
    tree: () => state.player?.tree ?? null,
    selected: () => state.selected,
    current: () => state.player?.snap?.current ?? null,
    select,
    editLeaf: (id) => (state.mode === 'practice' ? practicePanel.focusField() : leafEditor.open(id)),
    focusPanel: () => (state.mode === 'practice' ? practicePanel.focusField() : editBar.focusTools()),
    edit: (op, extra) => {
      if (state.mode !== 'practice') edit(op, extra);
    },
    extraKey: (key) => {
      if (state.mode !== 'practice' || (key !== 'x' && key !== 'X')) return false;
      if (state.selected !== null) actions.togglePrune(state.selected);
      return true;
    },
  });
}

/** The panels whose code loads when they first open. */
function wirePanels() {
  // The random form's code, and the full module that makes the trees, load
  // when the form first opens.
  wireOnFirstUse(
    [$('random')],
    () => import('./panels/randomform.js').then((m) => m.initRandomForm({ extras: ensureExtras, lang: () => state.lang, commit: commitShown })),
    () => {
      $('random-msg').textContent = t(state.lang, 'error.engine');
    },
  );
  whenOpened($('random'), () => ensureExtras().catch(() => {}));
  // The game panel loads when it is opened.
  lazyPanel(
    $('game'),
    $('game-msg'),
    () => import('./panels/game.js'),
    (module, extras) => {
      game = module.initGame(
        {
          name: $('game-name'),
          depth: $('game-depth'),
          heuristic: $('game-heuristic'),
          tt: $('game-tt'),
          start: $('game-start'),
          search: $('game-search'),
          board: $('game-board'),
          position: $('game-position'),
          msg: $('game-msg'),
          view: $('game-view'),
          nodeName: $('game-node-name'),
          nodeBoard: $('game-node-board'),
          choice: $('game-choice'),
          play: $('game-play'),
          title: $('game-view-title'),
          goal: $('game-goal'),
          goalField: $('game-goal-field'),
          hint: $('game-hint'),
          hintPig: $('game-hint-pig'),
          pig: $('pig'),
          pigScore: $('pig-score'),
          pigSaid: $('pig-said'),
          pigDraw: $('pig-draw'),
          pigNew: $('pig-new'),
          pigKeys: $('pig-keys'),
          svg: els.svg,
        },
        { state, actions: { ...actions, commit: commitShown }, extras },
      );
    },
  );
  // Import, export and share (io.js, share.js) load when one of their two
  // panels first opens.
  wireOnFirstUse(
    [els.notation, $('share')],
    () =>
      Promise.all([
        import('./panels/io.js').then((m) =>
          m.initIo({ state: () => state, commit: commitShown, textBox, svg: els.svg, treeText: els.treeText, urlWriter, embedFragment: () => fragment(true) }),
        ),
        import('./panels/homeworkshare.js').then((m) => m.initHomeworkShare(homeworkShareEls(), { lang: () => state.lang, current: currentItemShown })),
      ]),
    () => {
      $('io-status').textContent = t(state.lang, 'error.engine');
      $('share-status').textContent = t(state.lang, 'error.engine');
    },
    '#tree-apply',
  );
}

/** Share → Homework's fields and buttons (homeworkshare.js). */
function homeworkShareEls() {
  return {
    items: $('hwb-items'),
    addThis: $('hwb-add-this'),
    addExercise: $('hwb-add-exercise'),
    difficulty: $('hwb-difficulty'),
    mastery: $('hwb-mastery'),
    link: $('hwb-link'),
    copy: $('hwb-copy'),
    scorm12: $('hwb-scorm12'),
    scorm2004: $('hwb-scorm2004'),
    status: $('hwb-status'),
  };
}

/** The exercise or challenge shown, in or out of a set, for Share → Homework's "Add this one". */
function currentItemShown() {
  if (state.mode === 'practice') return state.practice.exercise;
  if (state.mode === 'construct') return state.construct.id;
  return null;
}

/** The window: its size, and links opened while the page is open. */
function wireWindow() {
  // Only a change of size: a browser may fire the event without one (a
  // phone's emulation does as the page loads), and sizing the drawing
  // lays the whole page out.
  const sizeNow = () => `${window.innerWidth}x${window.innerHeight}`;
  let size = sizeNow();
  window.addEventListener('resize', () => {
    if (sizeNow() === size) return;
    size = sizeNow();
    screen.resize(state);
  });
  // A link opens once what it needs has loaded; a newer link wins over one
  // still waiting.
  let links = 0;
  window.addEventListener('hashchange', async () => {
    const hash = location.hash;
    links += 1;
    const seq = links;
    const link = readLink(hash);
    await Promise.all([withExtrasFor(link), langFor(link)]);
    if (seq !== links) return;
    linkViews(link);
    actions.openLink(hash, { record: true });
    if (state.game) $('game').open = true;
  });
}

/**
 * Loads the engine's full module (once) and hands it to the state, which
 * draws the page again.
 * @returns {Promise<object>} the module
 */
function ensureExtras() {
  return loadExtras().then((extras) => {
    if (state.extras !== extras) actions.setExtras(extras);
    return extras;
  });
}

/**
 * Loads the engine's full module first when `link` (readLink's) needs it (a game, a
 * random tree, a challenge: needsExtras), and practice mode's panel for a
 * link in practice mode (the full module, which checks its answers, loads
 * once the page is shown: see render). A failure of the first is left
 * to openLink, which says the tree could not be made and draws another.
 */
async function withExtrasFor(link) {
  const practiceWait = needsPractice(link) ? practice.wait() : null;
  const construct = link.mode === 'construct' || link.challenge !== undefined ? loadConstructUi().catch(() => {}) : null;
  if (needsExtras(link)) await ensureExtras().catch(() => {});
  await practiceWait;
  await construct;
}

/**
 * Loads the catalogue of the language `link` asks for, if any, so that the
 * link opens in it at once. A failure leaves the words in English.
 */
async function langFor({ lang }) {
  if (lang) await loadLang(lang).catch(() => {});
}

async function main() {
  actions.boot();
  wire();
  // Without a fragment, the last view of this browser comes back.
  const hash = startFragment();
  // In a course platform, the work it kept comes back first.
  await course.connect(hash).catch(() => {});
  // The words of the page's language come first (English is built in;
  // engine.js started French when it is asked for). A language whose
  // words cannot load stays English.
  const link = readLink(hash);
  linkViews(link);
  const lang = startLang();
  await Promise.all([loadLang(lang), langFor(link)]).catch(() => {});
  actions.setLang(lang);
  // The page shows its words while the engine loads (style.css keeps the
  // tree, the panels beside it and the edit bar hidden until the first
  // drawing). What the link decides without the engine goes in first, so
  // that what is shown stays where it is when the tree arrives; and the
  // page takes no input until then (its buttons have no tree to act on).
  actions.preview(hash);
  if (link.game) $('game').open = true;
  // Only what is shown is made inert (the rest is hidden, which takes no
  // input either): inert on the body would make the browser work out the
  // style of every element of the page again, when set and when removed.
  const early = document.querySelectorAll('body > .top, #setup, #sticky');
  for (const part of early) part.inert = true;
  whenShown(() => {
    for (const part of early) part.inert = false;
  });
  // In practice mode the player bar shows the narration's how-to, and on a
  // phone practice.js docks the selected node's tools above it: the words
  // wait for that module (which engine.js or preview started), so that the
  // dock is shown at its final height, not grown under the reader's eyes.
  // A module that cannot load leaves its panel's stand-in, as before; one
  // that stalls is not waited for long (practiceload.js, `wait`).
  if (state.mode === 'practice') await practice.wait();
  document.documentElement.dataset.words = '1';
  // The engine is asked for once those words are painted: on a slow
  // network its wasm (138 KB gzipped) no longer shares the line with the
  // page's modules, so the words come sooner, and the tree no later
  // (Lighthouse's phone: the largest paint at 1.5 s instead of 2.2, the
  // page interactive at 2.0 s instead of 2.4).
  await nextPaint();
  let engine;
  try {
    [engine] = await Promise.all([loadEngine(), withExtrasFor(link)]);
  } catch (error) {
    actions.engineFailed(error);
    return;
  }
  // The first drawing is spread over tasks, none long enough to block a
  // phone's main thread for long (at Lighthouse's 4× slowdown, one task of
  // about 330 ms became three of 60 to 110 ms): the engine's instantiation
  // ends its own task; the first tree's search runs in the next; its
  // drawing in the one after; and the code line is scrolled into view at
  // the next frame (screen.js, measureLater). An action in between (a link
  // opened) draws at once, and the drawing below then changes nothing.
  await nextTask();
  drawingHeld = true;
  try {
    actions.start(engine, hash);
  } finally {
    drawingHeld = false;
  }
  await nextTask();
  actions.redraw();
  // A game's tree opens with its panel, which shows the board beside it.
  if (state.game) $('game').open = true;
  textBox.restore(draftFor(state.treeText)); // a text refused before a reload (urlstate.js)
}

/** Resolves in a task of its own, after what is queued already. */
function nextTask() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

main();
// Offline use (offline.js), once the page is shown: the worker's first visit
// downloads every file of the site, which at the page's `load` competed with
// the first drawing (Lighthouse saw the page shown 1.7 s late on two cores).
whenShown(() => import('./offline.js').then((m) => m.registerOffline()));
