// `render(state)`: the page state shown on screen, called once at the end of
// every action (state.js). It redoes only what changed since it last drew,
// which it remembers in `drawn`: the static texts on a new language, the
// tree's SVG on a new tree shape or text size (render.js buildTree; a new
// session over a tree placed the same, such as a leaf's new value, keeps
// the drawing and its camera: render.js reuseView), the code
// listing on new options, the error box, the notation box, the drawing's
// size; then the position itself (drawStep, the narration, the code line,
// the panels), the controls and the edit bar. It also schedules the
// fragment's update and sets <html data-ready="1"> (docs/page.md). What it
// keeps between renders is one object (`Screen`) that the functions below
// take first.

import { t, applyStatic, hasTerms } from '../i18n/i18n.js';
import { buildTree, reuseView, drawStep, nodeName, markSelected, setViewLang, openPath } from '../draw/render.js';
import { phaseWords, writeNarration } from '../draw/phase.js';
import { questionSentence } from '../draw/question.js';
import { NEGAMAX_ALGOS } from '../core/negamax.js';
import { PRACTICE_ALGOS } from '../core/answer.js';
import { CHANCE_ALGOS } from '../core/url.js';
import { nodeAt } from '../core/snapshot.js';
import { fmt } from '../core/num.js';
import { buildCode, highlightLine, scrollToLine, lineFor, captionFor } from '../ui/code.js';
import { renderStats } from './stats.js';
import { renderInfo } from './info.js';
import { barOf, probesUpTo } from '../engine/player.js';
import { showError, clearError } from '../ui/errors.js';
import { PHONE } from '../draw/viewport.js';
import { createTableHits } from '../draw/tablehits.js';
import { createNarrationRoom } from '../draw/narroom.js';

/**
 * What the last render drew, so that it redoes only what changed.
 * @typedef {object} Drawn
 * @property {string|null} lang
 * @property {object[]|null} presets
 * @property {boolean|null} presetMode
 * @property {string|null} terms
 * @property {string} code
 * @property {import('../draw/render.js').View|null} view
 * @property {object|null} session
 * @property {boolean|null} large
 * @property {*} error
 * @property {*} box
 * @property {boolean|null|undefined} fit
 * @property {number} k
 * @property {boolean} presenter
 * @property {object|null} panels
 * @property {boolean} first
 * @property {boolean} line  whether the code line changed since it was last scrolled into view
 * @property {boolean} [revealing]
 */

/**
 * One page's screen: what `createScreen` was given, what it last drew, and
 * the state to measure at the end of the task, once a render asked
 * (measureLater). The functions below take it first.
 * @typedef {object} Screen
 * @property {object} p  createScreen's argument
 * @property {Record<string, HTMLElement>} els
 * @property {object} viewport
 * @property {Drawn} drawn
 * @property {object|null} toMeasure
 * @property {{hold: Function}} room  the narration's room (narroom.js)
 */

/** @returns {Drawn} */
function nothingDrawn() {
  return {
    lang: null,
    presets: null,
    presetMode: null,
    terms: null,
    code: '',
    view: null,
    session: null,
    large: null,
    error: undefined,
    box: undefined,
    fit: undefined,
    k: -1,
    presenter: false,
    panels: null,
    first: false,
    line: false,
  };
}

function render(sc, state) {
  const { p, drawn, viewport } = sc;
  const { player } = state;
  const langChanged = renderPage(sc, state);
  let resized = renderFolds(sc, state, langChanged);
  if (!player?.session) {
    renderEmpty(sc, state, resized);
    return;
  }
  renderNotation(sc, state);
  renderListing(sc, state);
  resized = renderDrawing(sc, state, resized);

  renderStep(sc, state);
  p.practicePanel.draw(drawn.view, {
    on: state.mode === 'practice',
    answer: state.practice.answer,
    checked: state.practice.checked,
    // The student's values are drawn at position 0; once the replay moves,
    // the engine's own values take their places.
    showAnswers: player.k === 0,
  });
  p.practicePanel.render(state);
  renderAsk(sc, state);
  p.controls.update();
  p.editBar.render(state, p.history);
  measureLater(sc, state);

  // At actual size the drawing's box follows the current node; on a phone
  // the page scrolls to keep it in view too.
  if (resized || drawn.k !== player.k) {
    viewport.follow(drawn.view, player.snap.current, state.fit);
    if (drawn.k !== player.k) revealCurrent(sc.els);
  }
  drawn.k = player.k;
  // The presenter's view: large text scrolls the settings away.
  if (state.large && !drawn.presenter) viewport.presenterScroll();
  drawn.presenter = state.large;
  p.urlWriter.schedule();
  markReady(drawn, state);
}

/**
 * The page around the drawing: its language and static texts, the
 * large-text and practice classes, the edit bar shown or not, the
 * settings. Returns whether the language changed.
 */
function renderPage(sc, state) {
  const { els, drawn } = sc;
  const { lang } = state;
  const root = document.documentElement;
  const langChanged = drawn.lang !== lang;
  drawn.lang = lang;
  if (langChanged) {
    root.lang = lang;
    document.title = t(lang, 'doc.title');
    applyStatic(document, lang);
  }
  root.classList.toggle('large', state.large);
  // Practice mode hides what would give the answer away (the statistics)
  // until the answer is shown, and the edit bar (the panel replaces it).
  const practice = state.mode === 'practice';
  root.dataset.mode = state.mode;
  root.classList.toggle('answer-hidden', practice && !state.practice.revealed);
  // Folded away (panels.edit) stays folded away on every render.
  els.editbar.hidden = practice || !state.panels.edit;
  // Its toggle goes with it: the practice panel takes the edit bar's place.
  document.getElementById('show-editbar').hidden = practice;
  els.large.setAttribute('aria-pressed', String(state.large));
  renderSettings(sc, state, langChanged);
  return langChanged;
}

/**
 * The folded panels and the error box, which change the drawing's room:
 * returns whether it must be sized again.
 */
function renderFolds(sc, state, langChanged) {
  const { drawn } = sc;
  let resized = langChanged;
  if (drawn.panels !== state.panels) {
    drawn.panels = state.panels;
    renderPanels(sc.els, state.panels);
    // Folding the settings or the edit bar away gives the tree their room.
    resized = true;
  }
  if (drawn.error !== state.error || langChanged) {
    drawn.error = state.error;
    renderError(sc, state);
    // The box moves the drawing up or down, which changes the room it has.
    resized = true;
  }
  return resized;
}

/** No tree to draw (the engine did not load, or not yet). */
function renderEmpty(sc, state, resized) {
  const { p } = sc;
  const root = document.documentElement;
  if (resized) resize(sc, state);
  // No tree to draw, but an error to read (the engine did not load):
  // the page shows itself with it.
  if (state.error) root.dataset.shown = '1';
  delete root.dataset.ready;
  // While the engine loads, the narration says so (an error says why instead).
  sc.els.narration.textContent = state.error ? '' : t(state.lang, state.mode === 'practice' ? 'practice.howto' : 'narration.loading');
  p.controls.update();
  p.editBar.render(state, p.history);
  p.practicePanel.render(state);
}

/** The notation box shows the tree drawn, or a text the engine refused. */
function renderNotation(sc, state) {
  const { els, drawn, p } = sc;
  const box = state.rejected ?? state.player.session;
  if (drawn.box === box) return;
  drawn.box = box;
  if (state.rejected) {
    els.treeText.value = state.rejected.text;
    if (state.rejected.error) {
      els.notation.open = true;
      p.textBox.showError(state.rejected.error, state.rejected.text);
    }
  } else {
    p.textBox.show(state.treeText);
  }
}

/** Whether the tree shown has chance nodes. */
const chanceTree = (state) => Boolean(state.player?.tree?.hasChance);

/**
 * Whether the negamax view is on (its switch in the code panel): only for
 * the algorithms it has a listing for, and not in practice mode, whose
 * answers are MAX's and MIN's values, nor on a chance tree (a chance node
 * has no side to move; the CLI refuses --negamax there too).
 */
function negamaxOn(els, state) {
  if (els.negamax) els.negamax.disabled = !NEGAMAX_ALGOS.includes(state.algo) || state.mode === 'practice' || chanceTree(state);
  return Boolean(els.negamax?.checked && !els.negamax.disabled);
}

/** The listing and its caption, on new options or a new language. */
function renderListing(sc, state) {
  const { els, drawn } = sc;
  const { lang } = state;
  const negamax = negamaxOn(els, state);
  const chance = chanceTree(state);
  const codeKey = [state.algo, lang, state.ties, state.depth, negamax, chance].join('|');
  if (drawn.code === codeKey) return;
  drawn.code = codeKey;
  const opts = { strict: state.ties === 'strict', depth: state.depth, negamax, chance };
  buildCode(els.code, state.algo, lang, opts);
  els.caption.replaceChildren(
    ...captionFor(state.algo, lang, opts).map((text) => {
      const para = document.createElement('p');
      para.textContent = text;
      return para;
    }),
  );
}

/**
 * Whether nothing may fold for want of room: in practice mode every node is
 * a question, and in construct mode every leaf is one the student may
 * change. The whole tree then keeps its texts' floor, wider than the box if
 * it must (the box scrolls sideways and says so).
 */
function keepsWhole(state) {
  return state.mode === 'practice' || state.mode === 'construct';
}

/**
 * The tree's SVG on a new tree shape or text size (or the drawing kept,
 * reuseView), the selection, and the drawing's size when its room
 * changed (`resized`) or the reader's choice did. Returns `resized`,
 * true too when the drawing was placed anew.
 */
function renderDrawing(sc, state, resized) {
  const { els, drawn } = sc;
  const { player, lang } = state;
  if (drawn.view && drawn.view.keepWhole !== keepsWhole(state)) resized = true;
  // The negamax view turns leaves' values round, whose boxes then need
  // room for a sign: the drawing is measured again when it changes.
  const negamax = negamaxOn(els, state);
  if (drawn.session !== player.session || drawn.large !== state.large || drawn.negamax !== negamax) {
    drawn.session = player.session;
    drawn.large = state.large;
    drawn.negamax = negamax;
    const opts = { large: state.large, lang, negamax };
    const width = drawn.view?.width;
    if (!drawn.view || !reuseView(drawn.view, player.tree, player.layout, opts)) {
      drawn.view = buildTree(els.svg, player.tree, player.layout, opts);
      resized = true;
    } else if (drawn.view.width !== width) {
      // Kept, with another room for the new search's cut marks (build.js keepRoomForCuts).
      resized = true;
    }
  }
  if (drawn.view) setViewLang(drawn.view, lang);
  // After the search, the whole tree keeps its principal variation drawn
  // and folds what matters least (draw/foldplan.js): sized again when it
  // comes or goes.
  const pv = player.atEnd() ? (player.stats?.pv ?? null) : null;
  if (drawn.view && String(drawn.view.wholePv) !== String(pv)) {
    drawn.view.wholePv = pv;
    drawn.view.wholeState = pv ? player.snap.state : null;
    // A tree the engine's layout gives room everywhere is never planned:
    // a new variation there (a leaf edited) keeps the drawing in place.
    if (drawn.view.plan || drawn.view.plannable !== false) resized = true;
  }
  // During the search, the path to the current node is open and the rest
  // folded (stepplan.js planStep): sized again when the path changes.
  const path = drawn.view && !pv ? openPath(drawn.view.tree, player.snap.current) : null;
  if (drawn.view && String(drawn.view.stepPath) !== String(path)) {
    drawn.view.stepPath = path;
    if (drawn.view.plan || drawn.view.plannable !== false) resized = true;
  }
  markSelected(drawn.view, state.selected);
  if (resized || drawn.fit !== state.fit) {
    drawn.fit = state.fit;
    resize(sc, state);
  }
  return resized;
}

/**
 * Sets <html data-ready="1">, and shows the rest of the page at its first
 * drawing: the tree, the panels beside it and the edit bar (style.css
 * keeps them hidden until then, while the header, settings and player bar
 * already show the words), and in practice mode once the panel's own
 * code has filled it: nothing moves under the reader as the words, the
 * engine, the tree and the panel arrive. The engine's full
 * module, which checks answers, may still be loading: the panel is busy
 * meanwhile (its fields and Check wait, in the same places), and the
 * student reads the tree already. Two frames later: a box that its first layout resizes (the
 * phone's dock, the tree fitted above it) has settled by then. Once
 * shown, nothing here runs again.
 */
function markReady(drawn, state) {
  const root = document.documentElement;
  root.dataset.ready = '1';
  if (!drawn.first) {
    drawn.first = true;
    performance.mark('ab-first-draw');
  }
  if (!drawn.revealing && practiceReady(state)) {
    drawn.revealing = true;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        root.dataset.shown = '1';
      }),
    );
  }
}

/**
 * Whether practice mode's panel has its code, or the page has waited for
 * it long enough (practiceload.js, `wait`: it failed or stalls); always
 * true in demonstration mode.
 */
function practiceReady(state) {
  const panel = document.getElementById('practice').dataset;
  return state.mode !== 'practice' || panel.loaded === 'true' || panel.waited === 'true';
}

/**
 * What needs a size is read at the end of the current task (a microtask),
 * once every part of the page has written what it shows (the panels the
 * page renders after this one, an editor closing and handing the focus
 * back), so that the browser lays the page out once for all of it: the
 * code line scrolled into view, and the presenter's box, which the
 * narration's length moves (the tree is fitted to it again). A test or
 * a reader sees the result as soon as the event is handled.
 */
function measureLater(sc, state) {
  // Before the page is first shown, at the next frame instead: the first
  // drawing's task ends sooner, and the page shows after that frame.
  const later = document.documentElement.dataset.shown ? queueMicrotask : requestAnimationFrame;
  if (sc.toMeasure === null) later(() => measure(sc));
  sc.toMeasure = state;
}

function measure(sc) {
  const { drawn, viewport } = sc;
  const state = sc.toMeasure;
  sc.toMeasure = null;
  if (!state?.player?.session || !drawn.view) return;
  if (drawn.line) {
    drawn.line = false;
    scrollToLine(sc.els.code);
  }
  if (holdNarration(sc, state) || viewport.boxChanged()) {
    resize(sc, state);
    viewport.follow(drawn.view, state.player.snap.current, state.fit);
  }
}

/**
 * Shows or folds away the settings, and says on both toggles whether the
 * settings and the edit bar are shown (the edit bar itself is shown or
 * hidden with practice mode, in `render`).
 */
function renderPanels(els, panels) {
  els.setup.hidden = !panels.settings;
  els.showSettings.setAttribute('aria-expanded', String(panels.settings));
  els.showEditbar.setAttribute('aria-expanded', String(panels.edit));
}

/**
 * On a phone (the player bar fixed at the bottom of the screen), scrolls
 * the page so that the current node is in view above the bar: the reader
 * may have scrolled down to the settings and keeps tapping ▶.
 */
function revealCurrent(els) {
  if (!PHONE.matches) return;
  const node = els.svg.querySelector('[data-current="true"]');
  if (!node) return;
  const box = node.getBoundingClientRect();
  // The narration and the player bar are docked there (the sticky block).
  const bottom = els.player.parentElement.getBoundingClientRect().top;
  if (box.top >= 0 && box.bottom <= bottom) return;
  window.scrollBy({ top: box.top - Math.max(0, (bottom - box.height) / 2), behavior: 'instant' });
}

/**
 * The narration's room for the search shown, its longest sentence's
 * (narroom.js; before Check practice says what to do instead): true when
 * it changed, and the drawing's room with it.
 */
function holdNarration(sc, state) {
  const howto = state.mode === 'practice' && !state.practice.checked;
  return sc.room.hold(state.player, { lang: state.lang, negamax: negamaxOn(sc.els, state), howto });
}

/** Sizes the drawing to the window, and names the zoom button's other choice. */
function resize(sc, state) {
  const { els, drawn, viewport } = sc;
  holdNarration(sc, state);
  // The button's label (on a phone it keeps the longer one's width, style.css).
  els.zoom.dataset.shows = viewport.isFit(drawn.view, state.fit) ? 'actual' : 'fit';
  const whole = keepsWhole(state);
  if (drawn.view) drawn.view.keepWhole = whole;
  const wider = viewport.size(drawn.view, { fit: state.fit, large: state.large, whole, current: state.player?.snap?.current ?? null });
  if (wider) els.wrap.dataset.wider = t(state.lang, 'zoom.wider');
  else delete els.wrap.dataset.wider;
  // Then, on a phone, the page scrolls (what is under the tree moved with that line).
  viewport.clearOfDock(drawn.view, whole);
}

/** The settings' inputs, the preset list and the language picker. */
function renderSettings(sc, state, langChanged) {
  const { els, drawn } = sc;
  setField(els.lang, state.langWanted ?? state.lang);
  setField(els.mode, state.mode);
  // The algorithms' names are the engine's (its terms, once it has loaded);
  // until then the menu shows the plain names written in index.html.
  const terms = hasTerms(state.lang) ? state.lang : null;
  // In practice mode the titles say nothing of the search ("11 of 27").
  const plain = state.mode === 'practice';
  // Practice offers only the algorithms it checks (PRACTICE_ALGOS), and
  // a tree with chance nodes those the engine runs there (CHANCE_ALGOS);
  // the others stay in the menu, greyed, saying why.
  const chance = Boolean(state.player?.tree?.hasChance);
  // Star2's refusal on an irregular tree: the engine's words, as a tooltip.
  const irregular = chance ? (state.player.refusals?.star2 ?? null) : null;
  const why2 = irregular ? (state.lang === 'fr' && irregular.messageFr ? irregular.messageFr : irregular.message) : '';
  const menu = `${terms}|${plain}|${chance}|${state.lang}|${why2}`;
  if (drawn.algoMenu !== menu) {
    drawn.algoMenu = menu;
    for (const option of els.algo.options) {
      option.dataset.name ??= option.textContent;
      const name = terms ? t(state.lang, 'algo.' + option.value) : option.dataset.name;
      const unchecked = plain && !PRACTICE_ALGOS.includes(option.value);
      const irregularHere = option.value === 'star2' && Boolean(irregular);
      const refused = chance && (!CHANCE_ALGOS.includes(option.value) || irregularHere);
      option.disabled = unchecked || refused;
      // Greyed, the short name (index.html's) leaves room for the reason.
      const why = irregularHere ? 'chance.star2.irregular' : refused ? 'chance.algo.refused' : 'practice.algo.unchecked';
      option.textContent = unchecked || refused ? `${option.dataset.name} — ${t(state.lang, why)}` : name;
      if (irregularHere) option.title = why2;
      else option.removeAttribute('title');
    }
  }
  drawn.terms = terms;
  if (langChanged || drawn.presets !== state.presets || drawn.presetMode !== plain) {
    drawn.presets = state.presets;
    drawn.presetMode = plain;
    const custom = document.createElement('option');
    custom.value = '';
    // Blank until the engine names its trees: "your own tree" would be wrong
    // while the page shows its words before the engine answers.
    custom.textContent = state.presets.length ? t(state.lang, 'preset.custom') : '';
    els.preset.replaceChildren(
      // The button showing the chosen tree (index.html, style.css) stays.
      ...els.preset.querySelectorAll(':scope > button'),
      custom,
      ...state.presets.map((preset) => {
        const o = document.createElement('option');
        o.value = preset.name;
        if (plain) o.textContent = state.lang === 'fr' ? preset.plainFr : preset.plainEn;
        else o.textContent = state.lang === 'fr' ? preset.titleFr : preset.titleEn;
        return o;
      }),
    );
  }
  setField(els.preset, state.preset || '');
  setField(els.algo, state.algo);
  setField(els.ties, state.ties);
  // Minimax makes no cuts, so the tie rule does not apply to it.
  els.ties.disabled = state.algo === 'minimax';
  setField(els.depth, state.depth === null ? '' : String(state.depth));
  if (els.bounds) {
    setField(els.bounds, boundsField(state.bounds, state.lang));
    // Leaf bounds matter only at chance nodes: the field shows on a chance
    // tree (or while bounds are set), and takes no room in the settings of
    // every other tree.
    const label = els.bounds.closest('label');
    if (label) label.hidden = !chance && !state.bounds;
  }
}

/**
 * Leaf bounds as the settings' field shows them: "0, 10" (French
 * "0 ; 10", its decimal mark being the comma), '' for none.
 */
function boundsField(b, lang) {
  if (!b) return '';
  return fmt(b.lower, lang) + (lang === 'fr' ? ' ; ' : ', ') + fmt(b.upper, lang);
}

function renderError(sc, state) {
  const { els, p } = sc;
  const e = state.error;
  if (!e) {
    clearError(els.error);
    return;
  }
  const lang = state.lang;
  const tree = state.player?.tree;
  // A message of the page's own (about a link) is written in the current
  // language each time it is shown.
  const error = e.messageKey ? { message: t(lang, e.messageKey, e.messageParams) } : e.error;
  showError(els.error, {
    ...e,
    error,
    lang,
    nodeName: (id) => (tree ? nodeName(tree, id, lang) : t(lang, 'node.name', { id: String(id) })),
    onClose: p.onDismissError,
  });
}

/**
 * What the position shows: the step itself, or while "Ask the class"
 * hides its answer, its question (core/ask.js): the drawing and the node
 * panel from the question's snapshot, the narration a question, and the
 * statistics, the code line and the phases those of the step before.
 */
function shownAt(state) {
  const { player } = state;
  const question = asking(state) ? player.question() : null;
  if (!question) return { snap: player.snap, step: player.step, k: player.k, statSnap: player.snap, statStep: player.step, question: null };
  // The step's own kind marks only a value going up (the child's edge):
  // a cut, a killer move or an iteration's move would show its answer.
  const step = player.step?.kind === 'return' ? player.step : null;
  return { snap: question.snap, step, k: player.k - 1, statSnap: question.prev, statStep: question.prevStep, question };
}

/**
 * "Ask the class": its switch, and `<html data-asking>`, "true" while the
 * step's answer is hidden and "false" once shown (absent while the switch
 * is off), which the style sheet and the tests read.
 */
function renderAsk(sc, state) {
  const root = document.documentElement;
  const on = Boolean(state.ask && state.mode !== 'practice');
  if (sc.els.ask) {
    sc.els.ask.setAttribute('aria-pressed', String(on));
    sc.els.ask.disabled = state.mode === 'practice';
  }
  if (on) root.dataset.asking = String(asking(state));
  else delete root.dataset.asking;
}

/** Whether the position is a question whose answer is hidden ("Ask the class"). */
export function asking(state) {
  return Boolean(state.ask && state.mode !== 'practice' && state.player?.asking && state.player.k > 0);
}

/**
 * The lesson of the preset shown, if it has one (`lessonEn`, `lessonFr`
 * of the engine's presets: AIMA's transformation), else null.
 */
function lessonOf(state) {
  const preset = state.preset ? state.presets.find((p) => p.name === state.preset) : null;
  return (state.lang === 'fr' ? preset?.lessonFr : preset?.lessonEn) || null;
}

/**
 * Writes the narration; with a preset's lesson after the sentence, it is
 * marked `data-lesson`, and keeps its usual room, scrolling inside it
 * (style.css; focusable then, for the keys), so that a long lesson does
 * not push the tree down. A new text is read from its start.
 */
function narrate(el, phases, tree, lang, sentence, lesson) {
  const before = el.textContent;
  writeNarration(el, phaseWords(phases, tree, lang), phases.length ? phases[phases.length - 1].kind : null, lesson ? `${sentence} ${lesson}` : sentence);
  // The box then scrolls: it takes the focus, so that the keys scroll it.
  if (lesson) {
    el.dataset.lesson = '';
    el.tabIndex = 0;
  } else {
    delete el.dataset.lesson;
    el.removeAttribute('tabindex');
  }
  if (el.textContent !== before) el.scrollTop = 0;
}

/** The drawing, the narration, the code line and the panels at the position. */
function renderStep(sc, state) {
  const { els, drawn, p } = sc;
  const { player, lang } = state;
  const { tree } = player;
  const shown = shownAt(state);
  const { snap, step } = shown;
  const done = player.atEnd() && !shown.question;
  const focus = state.hover ?? state.selected;
  const negamax = negamaxOn(els, state);
  // Before Check, practice mode says what to do instead of the engine's
  // "Ready" sentence (which counts the steps, and so gives the cuts away).
  const hideSearch = state.mode === 'practice' && !state.practice.checked;
  // A search by windows: the phases in force (their windows on the edges,
  // the innermost one's words before the narration).
  const phases = hideSearch ? [] : player.phases(shown.k);
  drawStep(drawn.view, snap, {
    lang,
    step,
    focus,
    pv: done ? player.stats.pv : null,
    cutTitle: (cut) => player.narrationAt(cut.step, lang, negamax),
    windows: phases,
    types: p.types ? p.types.current(player) : null,
    negamax,
    // The interval bar of the chance node searched (docs/chance.md).
    bar: hideSearch ? null : barOf(player, snap),
  });
  // The table's answers, shown as what they are (before Check, practice
  // mode shows nothing of the search).
  sc.tableHits.update(hideSearch ? null : player.session, shown.k, lang);
  let sentence = hideSearch ? t(lang, 'practice.howto') : player.narration(lang, negamax);
  if (shown.question) sentence = questionSentence(player.step, tree, state.algo, lang);
  // A preset's lesson (the engine's, docs/chance.md) before the first step and after the last.
  const lesson = !shown.question && !hideSearch && (player.k === 0 || done) ? lessonOf(state) : null;
  narrate(els.narration, phases, tree, lang, sentence, lesson);
  renderLine(sc, state, shown);
  renderStats(els.stats, {
    stats: player.stats,
    snap: shown.statSnap,
    step: shown.statStep,
    tree,
    algo: state.algo,
    lang,
    done,
    researches: player.phaseCount('research'),
    passes: player.phaseCount('pass'),
    aspiration: Boolean(player.options.aspiration),
    evaluations: player.evaluations(shown.k),
  });
  const info = {
    tree,
    snap,
    tableHit: sc.tableHits.answered,
    lang,
    negamax,
    searchWindow: state.algo === 'mtdf' || Boolean(player.options.aspiration),
    original: p.originalName ? (id) => p.originalName(state.treeText, id) : null,
    phases,
    probes: state.algo === 'star2' ? probesUpTo(player, shown.k) : null,
  };
  renderInfo(els.info, { ...info, id: focus ?? snap.current });
  sayNode(sc, state, info);
}

/**
 * Says the selected node to a screen reader when the selection moves: the
 * drawing is one focusable element, so its live region (#tree-said) reads
 * out the node panel's lines for the selected node, hover or not. Stepping
 * with the same selection says nothing new (the narration speaks then).
 */
function sayNode(sc, state, info) {
  const { said } = sc.els;
  if (!said || state.selected === sc.saidFor) return;
  sc.saidFor = state.selected;
  if (state.selected === null) {
    said.textContent = '';
    return;
  }
  const list = document.createElement('ul');
  renderInfo(list, { ...info, id: state.selected });
  said.textContent = [...list.children].map((li) => li.textContent).join('. ');
}

/** The code line of the step shown (the step before, while a question hides its answer). */
function renderLine(sc, state, shown) {
  const { els, drawn } = sc;
  const { statSnap: snap, statStep: step } = shown;
  const cut = new Map((snap.cuts || []).map((c) => [c.node, c.kind]));
  const stepNode = step ? step.node : null;
  const facts = {
    wasCut: stepNode !== null && cut.has(stepNode),
    // Star2's listing has a line for each kind of a chance node's cut.
    cutKind: stepNode !== null ? (cut.get(stepNode) ?? null) : null,
    evaluated: stepNode !== null && nodeAt(snap, stepNode)?.state === 'evaluated',
    negamax: negamaxOn(els, state),
  };
  if (highlightLine(els.code, lineFor(state.algo, step, state.player.tree, facts))) drawn.line = true;
}

/**
 * The page's screen: `render(state)` after every action, `resize(state)`
 * when the window changes, and the drawing's view.
 * @param {object} p
 * @param {Record<string, HTMLElement>} p.els  the page's elements (see app.js)
 * @param {object} p.viewport  from viewport.js
 * @param {{update: () => void}} p.controls
 * @param {{render: (state: object, history: object) => void}} p.editBar
 * @param {{render: (state: object) => void, draw: (view: object, p: object) => void}} p.practicePanel  practice.js's panel and marks (app.js stands in until it loads)
 * @param {{show: Function, showError: Function}} p.textBox
 * @param {{schedule: () => void}} p.urlWriter
 * @param {object} p.history
 * @param {() => void} p.onDismissError  the error box's close button
 * @returns {{render: (state: object) => void, view: () => object|null, resize: (state: object) => void}}
 */
export function createScreen(p) {
  /** @type {Screen} */
  const sc = {
    p,
    els: p.els,
    viewport: p.viewport,
    drawn: nothingDrawn(),
    toMeasure: null,
    tableHits: createTableHits(p.els.svg),
    room: createNarrationRoom(p.els.narration),
  };
  return {
    render: (state) => render(sc, state),
    resize: (state) => resize(sc, state),
    view: () => sc.drawn.view,
  };
}

/**
 * Writes a menu's or a field's value only when it differs. Chromium treats
 * setting a <select>'s value, even to the one it has, as a change of its
 * selection: its form tracker then posts a task that forces a style and
 * layout of the whole page (3 ms per render on a 1,111-node tree, a fifth
 * of an edit's frame).
 */
function setField(field, value) {
  if (field.value !== value) field.value = value;
}
