// The buttons that take a tree in and out of the page. Under "Tree
// notation": open a file (notation, nested arrays or the JSON report), save
// the notation, the JSON report or nested arrays, copy the notation or the
// report. Under "Share, embed, export": copy the link, make and copy the
// embed code, save the figure as SVG, PNG, LaTeX/TikZ or forest, or Beamer
// slides (every step, or the cuts only). Figures are named after the tree
// and the step (`schema6bis-step12.tex`; `tree-…` for a tree of one's own)
// and written in the page's language. The work is done by
// share.js and the engine; this module reads the page state, commits an
// imported tree, and says what happened in the panels' status lines.

import { t } from '../i18n/i18n.js';
import { loadExtras, fullSession } from '../engine/extras.js';
import { copyText, download, importText, nestedJson, svgFigure, embedSnippet, MAX_IMPORT_BYTES, pngFigure } from '../ui/share.js';

const $ = (id) => document.getElementById(id);
const on = (id, fn) => $(id).addEventListener('click', fn);

/**
 * What the buttons share: initIo's argument and the panels' elements. The
 * functions below take it first.
 * @typedef {object} Io
 * @property {object} p  initIo's argument
 * @property {HTMLOutputElement} ioStatus  the notation panel's status line
 * @property {HTMLOutputElement} shareStatus  the share panel's status line
 * @property {HTMLDetailsElement} share
 */

const say = (io, output, key, params) => {
  output.textContent = t(io.p.state().lang, key, params);
};

/**
 * A tree too big to be written in a link is named by its id (`local=`,
 * urlstate.js): the panel says the link opens it in this browser only,
 * or not at all when this browser could not keep it.
 */
function heldNote(io) {
  const held = io.p.urlWriter.held();
  return held ? t(io.p.state().lang, held === 'kept' ? 'share.local' : 'share.localLost') : '';
}

/** `schema6bis-step12.svg`: the tree's name and the position. */
const figureName = (io, ext) => `${io.p.state().preset || 'tree'}-step${io.p.state().player.k}.${ext}`;

/**
 * The SVG figure's title and description (share.js's svgFigure): the tree,
 * the algorithm and the step, and the narration's sentence at that step.
 */
function figureWords(io) {
  const s = io.p.state();
  const algo = $('algo');
  return {
    title: t(s.lang, 'io.figureTitle', {
      tree: s.preset || t(s.lang, 'io.figureOwn'),
      algo: algo?.selectedOptions[0]?.textContent.trim() ?? s.algo,
      k: s.player.k,
      n: s.player.n,
    }),
    desc: $('narration')?.textContent.trim() ?? '',
  };
}

function save(io, name, text, type) {
  download(name, text, type);
  say(io, io.shareStatus, 'io.saved', { name });
}

/**
 * Runs `f(fullSession)`; an engine that cannot load is said in `output`.
 * Figures and the JSON report come from the full module (extras.js): it
 * is fetched when the share panel opens (its buttons are mostly figures),
 * and by the notation panel's JSON buttons when clicked.
 */
async function withFull(io, output, f) {
  let s;
  try {
    s = fullSession(await loadExtras(), io.p.state().player);
  } catch {
    say(io, output, 'error.engine');
    return;
  }
  await f(s);
}

/** The share panel: its opening, the link and the embed code. */
function wireShare(io) {
  const { p, share, shareStatus } = io;
  const link = $('link');
  const embedCode = $('embed-code');
  const embedCopy = $('embed-copy');
  const shareOpened = () => {
    if (!share.open) return;
    loadExtras().catch(() => {});
    p.urlWriter.write();
    const note = heldNote(io);
    if (note) shareStatus.textContent = note;
  };
  share.addEventListener('toggle', shareOpened);
  // This module loads when a panel first opens (app.js): an open share
  // panel gets at once what opening it does.
  shareOpened();
  on('copy-link', async () => {
    p.urlWriter.write();
    const how = await copyText(location.href, link);
    say(io, shareStatus, how === 'copied' ? 'share.copied' : 'share.selected');
    const note = heldNote(io);
    if (note) shareStatus.textContent += ' ' + note;
  });
  on('embed-make', () => {
    embedCode.value = embedSnippet(location.href, p.embedFragment(), t(p.state().lang, 'share.embedTitle'));
    $('embed-field').hidden = false;
    embedCopy.hidden = false;
    embedCode.focus();
    embedCode.select();
  });
  embedCopy.addEventListener('click', async () => {
    const how = await copyText(embedCode.value, embedCode);
    say(io, shareStatus, how === 'copied' ? 'share.embedCopied' : 'io.selected');
  });
}

/** The figures: SVG, PNG, TikZ, forest, and Beamer slides (every step, or the cuts). */
function wireFigures(io) {
  const { p, shareStatus } = io;
  on('export-svg', () => save(io, figureName(io, 'svg'), svgFigure(p.svg, figureWords(io)), 'image/svg+xml'));
  on('export-png', async () => {
    const box = (p.svg.getAttribute('viewBox') || '0 0 100 100').split(/\s+/).map(Number);
    try {
      save(io, figureName(io, 'png'), await pngFigure(svgFigure(p.svg, figureWords(io)), box[2], box[3]), 'image/png');
    } catch {
      say(io, shareStatus, 'share.pngFailed');
    }
  });
  on('export-tikz', () =>
    withFull(io, shareStatus, (s) => {
      save(io, figureName(io, 'tex'), s.tikz(p.state().player.k, true, p.state().lang), 'text/x-tex');
    }),
  );
  on('export-forest', () =>
    withFull(io, shareStatus, (s) => {
      const name = figureName(io, 'tex').replace(/\.tex$/, '-forest.tex');
      save(io, name, s.forest(p.state().player.k, true, p.state().lang), 'text/x-tex');
    }),
  );
  on('export-beamer', () =>
    withFull(io, shareStatus, (s) => {
      const base = p.state().preset || 'tree';
      save(io, `${base}-slides.tex`, s.beamer(undefined, base, p.state().lang), 'text/x-tex');
    }),
  );
  on('export-beamer-cuts', () =>
    withFull(io, shareStatus, (s) => {
      const base = p.state().preset || 'tree';
      save(io, `${base}-cuts.tex`, s.beamer(s.cutSteps(), base, p.state().lang), 'text/x-tex');
    }),
  );
}

/** The notation panel's saves and copies: notation, JSON report, nested arrays. */
function wireNotation(io) {
  const { p, ioStatus } = io;
  const session = () => p.state().player.session;
  on('export-txt', () => {
    download('tree.txt', session().notation() + '\n', 'text/plain');
    say(io, ioStatus, 'io.saved', { name: 'tree.txt' });
  });
  on('export-json', () =>
    withFull(io, ioStatus, (s) => {
      download('tree-report.json', s.reportJson(), 'application/json');
      say(io, ioStatus, 'io.saved', { name: 'tree-report.json' });
    }),
  );
  on('export-arrays', () => {
    download('tree.json', nestedJson(p.state().player.tree) + '\n', 'application/json');
    say(io, ioStatus, 'io.saved', { name: 'tree.json' });
  });
  on('copy-notation', async () => {
    const how = await copyText(session().notation(), p.treeText);
    say(io, ioStatus, how === 'copied' ? 'io.copied' : 'io.selected');
  });
  on('copy-json', () =>
    withFull(io, ioStatus, async (s) => {
      const how = await copyText(s.reportJson(), null);
      say(io, ioStatus, how === 'copied' ? 'io.copied' : 'io.selected');
    }),
  );
}

/** A file opened: read as a tree and committed, or its error shown in the notation box. */
async function importFile(io, input) {
  const { p, ioStatus } = io;
  const file = input.files?.[0];
  input.value = '';
  if (!file) return;
  if (file.size > MAX_IMPORT_BYTES) {
    say(io, ioStatus, 'io.tooBig', { size: file.size, max: MAX_IMPORT_BYTES });
    return;
  }
  const text = await file.text();
  let notation;
  try {
    // A JSON report becomes a tree through the full module's
    // treeFromNodes; notation needs only the core.
    const full = text.trimStart().startsWith('{') ? await loadExtras() : null;
    notation = importText(text, p.state().engine, full);
  } catch (error) {
    // Shown in the box, at the spot, with the last tree still drawn.
    p.treeText.value = text;
    p.textBox.showError(error, text, true);
    return;
  }
  if (p.commit(notation, { preset: null, step: 0, fresh: true })) say(io, ioStatus, 'io.imported', { name: file.name });
}

/**
 * Wires the import, export and share buttons.
 * @param {object} p
 * @param {() => object} p.state  the page state (read only)
 * @param {(text: string, opts: object) => boolean} p.commit  the page's commit action
 * @param {{showError: Function}} p.textBox  the notation box (an import that fails shows there)
 * @param {SVGSVGElement} p.svg  the drawing
 * @param {HTMLTextAreaElement} p.treeText  the notation box's textarea
 * @param {{write: () => void, held: () => string|null}} p.urlWriter  writes the fragment now; held() as urlstate.js says
 * @param {() => string} p.embedFragment  the fragment for the embed view
 */
export function initIo(p) {
  /** @type {Io} */
  const io = { p, ioStatus: $('io-status'), shareStatus: $('share-status'), share: $('share') };
  const input = $('import-file');
  wireShare(io);
  wireFigures(io);
  wireNotation(io);
  input.addEventListener('change', () => importFile(io, input));
}
