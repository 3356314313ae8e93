// The embed view (embed.html), for an iframe in course notes: the small
// player of miniview.js (the tree, the narration line, first / previous /
// play / next / last, a scrubber, the step counter and a link to the full
// page) over the whole frame. The fragment is read by urlstate.js, like the
// page's, so the view reads the same links and draws the same default tree
// (schéma 6 bis, DEFAULT_PRESET in player.js). The fragment is the page's
// (tree, preset, algo, ties, depth, killers, deepening, aspiration, lang, step, ask) plus `play=1` to play on
// load, `edit=0` to keep the figure from being changed and `answer=1` for
// typed answers (asked, typed, checked, and posted to the parent page:
// docs/course.md, "Events for host pages"); with editing on, a click on a
// leaf edits its value in place, as on the page. Any site may
// frame this file (the servers send `frame-ancestors *` for it).

import { t, applyStatic, detectLang, useLang } from './i18n/i18n.js';
import { clearError, showError } from './ui/errors.js';
import { loadEngine, findPreset, defaultPreset, presetDepth, sayNoPreset } from './engine/player.js';
import { readLink } from './state/urlstate.js';
import { searchOptions, presetBounds } from './core/view.js';
import { createMiniView } from './draw/miniview.js';

const $ = (id) => document.getElementById(id);

async function main() {
  const link = readLink(location.hash);
  const asked = link.lang ?? detectLang();
  // The words first (the engine downloads meanwhile: engine.js started it,
  // since the frame's largest paint is its tree); a language whose words
  // cannot load is shown in English. The frame shows its buttons and the
  // narration, which says that the engine loads, in the places its first
  // drawing keeps (style.css); the tree's box stays empty until then.
  const lang = await useLang(asked);
  const root = document.documentElement;
  root.lang = lang;
  document.title = t(lang, 'doc.title');
  applyStatic(document, lang);
  $('narration').textContent = t(lang, 'narration.loading');
  // The steps take no input until there is a tree to step; the link to the
  // full page works all along (it is the way out when the engine fails).
  const steps = document.querySelectorAll('.embed-bar :is(button, input)');
  for (const step of steps) step.inert = true;
  root.dataset.words = '1';
  const error = $('error');
  const say = (e, titleKey) => showError(error, { error: e, lang, titleKey });
  const options = { algo: link.algo ?? 'alphabeta', ties: link.ties ?? 'prune' };
  if (link.depth !== undefined && link.depth !== null) options.depth = link.depth;
  if (link.killers) options.killers = true;
  if (link.deepening) options.deepening = true;
  // Aspiration windows as the page and the element read them; minimax
  // reads no window (the engine would refuse it), so there it is left off.
  if (link.aspiration && options.algo !== 'minimax') options.aspiration = link.aspiration;
  // Leaf bounds for Star1 at chance nodes (docs/chance.md), as the page reads them.
  setBounds(options, link.bounds ?? null);

  let engine;
  try {
    engine = await loadEngine();
  } catch (e) {
    $('narration').textContent = '';
    say(e, 'error.engine');
    root.dataset.shown = '1';
    return;
  }
  const view = createMiniView(frameParts(error), playerOptions(link, { engine, lang, options, root }));
  const problem = link.problem ?? link.boundsProblem;
  if (problem) view.say({ message: t(lang, problem.messageKey, problem.messageParams) }, problem.titleKey);

  const presets = engine.presets();
  const preset = link.preset === undefined ? null : findPreset(presets, link.preset);
  if (link.preset !== undefined && !preset && !problem) sayNoPreset(view, lang, presets, link.preset);
  let ok = false;
  if (link.tree !== undefined) {
    ok = view.load(link.tree, { preset: null, step: link.step });
  } else if (preset) {
    if (link.depth === undefined) setDepth(options, presetDepth(preset));
    if (link.bounds === undefined) setBounds(options, presetBounds(preset));
    ok = view.load(preset.notation, { preset: preset.name, step: link.step });
  }
  if (!ok) {
    // A bad or missing tree: the error (if any) is shown, and the default drawn.
    const fallback = defaultPreset(presets);
    setDepth(options, presetDepth(fallback));
    setBounds(options, presetBounds(fallback));
    view.load(fallback.notation, { preset: fallback.name, step: 0 });
  } else if (!problem) {
    clearError(error);
  }
  window.addEventListener('resize', () => view.fit());
  for (const step of steps) step.inert = false;
  // Typed answers: shown once their bar is in, so the tree's box keeps its
  // height; a bar that takes too long does not hold the tree hidden.
  await Promise.race([view.settled, new Promise((r) => setTimeout(r, 3000))]);
  root.dataset.ready = '1';
  root.dataset.shown = '1';
  if (link.play) view.play();
  // Offline use (offline.js): course notes read on a train keep their trees.
  import('./offline.js').then((m) => m.registerOffline());
}

/** What the small player is made with (miniview.js createMiniView): `given` and the link's switches. */
function playerOptions(link, given) {
  return {
    ...given,
    editable: link.editable,
    fullPage: 'index.html',
    ask: link.ask,
    // Typed answers (`answer=1`), told to the page that frames this one.
    answer: link.answer,
    report: tellParent,
    id: () => window.name || null,
  };
}

/**
 * Tells the page that frames this one of a checked answer or a met goal
 * (docs/course.md, "Events for host pages"). Any site may frame the view,
 * and the messages hold nothing private (the tree, the step, what was
 * typed and whether it was right; no name, no address, nothing stored),
 * so they go to whichever origin the parent has (`'*'`). Opened on its
 * own, the view has no parent to tell.
 */
function tellParent(message) {
  if (window.parent !== window) window.parent.postMessage(message, '*');
}

/** The frame's parts that the mini view draws in and steps with (embed.html); `error` is the error box. */
function frameParts(error) {
  return {
    wrap: $('tree-wrap'),
    svg: $('tree'),
    narration: $('narration'),
    error,
    open: $('open-full'),
    first: $('first'),
    prev: $('prev'),
    play: $('play'),
    next: $('next'),
    last: $('last'),
    scrubber: $('scrubber'),
    counter: $('counter'),
    keys: document,
  };
}

/** Sets the leaf bounds option ({lower, upper}, as the state keeps them; null: none). */
function setBounds(options, bounds) {
  const o = searchOptions({ algo: options.algo, ties: options.ties, depth: null, bounds });
  if (o.bounds) options.bounds = o.bounds;
  else delete options.bounds;
}

/** Sets the depth limit option (null: none). */
function setDepth(options, depth) {
  if (depth === null) delete options.depth;
  else options.depth = depth;
}

main();
