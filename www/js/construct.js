// Construct mode (`#mode=construct&challenge=deep-cut-12`): a challenge
// states a goal about the search, the student edits the tree with the
// page's editor, and after every edit the engine's full module checks the
// goal (checkChallenge) and says what is met and what is missing. This
// module holds the work and the score kept in this browser (read and
// written by state.js's actions) and the panel that shows the challenge
// (initConstructPanel, drawn on every render). What is met is the
// engine's: the page only shows its verdict.

import { t } from './i18n.js';

/** Where the work in progress and the score are kept. */
const STORE_KEY = 'alphabeta.construct';
/** How many challenges' work this browser keeps, the oldest dropped first. */
export const WORK_CAP = 30;

/**
 * The store: {work: [{id, text}], score: {kind: {solved: [id], helped: [id]}}}.
 * @returns {{work: {id: string, text: string}[], score: Record<string, {solved: string[], helped: string[]}>}}
 */
export function readConstruct() {
  try {
    const v = JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null');
    const work = Array.isArray(v?.work) ? v.work.filter((w) => typeof w?.id === 'string' && typeof w?.text === 'string') : [];
    const score = v?.score && typeof v.score === 'object' ? v.score : {};
    return { work, score };
  } catch {
    return { work: [], score: {} };
  }
}

function storeConstruct(store) {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(store));
  } catch {
    // Private mode or a full storage: the page still works, it only forgets.
  }
}

/** The work kept for challenge `id`, or null. */
export function recallWork(id) {
  return readConstruct().work.find((w) => w.id === id)?.text ?? null;
}

/** Keeps `text` as the work on challenge `id` (the newest last). */
export function keepWork(id, text) {
  const store = readConstruct();
  const work = store.work.filter((w) => w.id !== id);
  work.push({ id, text });
  store.work = work.slice(-WORK_CAP);
  storeConstruct(store);
}

/**
 * Counts challenge `id` of `kind` as solved, once; `helped` when the
 * solution was shown before. Returns the kind's score.
 */
export function countSolved(kind, id, helped) {
  const store = readConstruct();
  const k = store.score[kind] ?? { solved: [], helped: [] };
  k.solved = Array.isArray(k.solved) ? k.solved : [];
  k.helped = Array.isArray(k.helped) ? k.helped : [];
  if (!k.solved.includes(id)) {
    k.solved.push(id);
    if (helped) k.helped.push(id);
    store.score[kind] = k;
    storeConstruct(store);
  }
  return k;
}

/** The score of `kind`: {solved, helped} counts. */
export function scoreOf(kind) {
  const k = readConstruct().score[kind];
  return { solved: Array.isArray(k?.solved) ? k.solved.length : 0, helped: Array.isArray(k?.helped) ? k.helped.length : 0 };
}

/** The first kind of the progression with nothing solved yet (else the first). */
export function nextUnsolved(kinds) {
  return kinds.find((k) => scoreOf(k.name).solved === 0)?.name ?? kinds[0]?.name ?? 'order-fewest';
}

/**
 * Wires the construct panel.
 * @param {object} els  panel, title, goal, limits, status, lines, kind, fresh, next, solution, apply, diff, score
 * @param {{newChallenge: (kind: string) => void, showSolution: () => void, applySolution: () => void}} api
 * @returns {{render: (state: object) => void}}
 */
export function initConstructPanel(els, api) {
  els.fresh.addEventListener('click', () => api.newChallenge(els.kind.value));
  els.kind.addEventListener('change', () => api.newChallenge(els.kind.value));
  els.next.addEventListener('click', () => api.newChallenge(els.next.dataset.kind));
  els.solution.addEventListener('click', () => api.showSolution());
  els.apply.addEventListener('click', () => api.applySolution());

  /** What was last drawn, so a render redoes only what changed. */
  let drawn = { lang: null, kinds: null, info: null, verdict: null, solution: null };

  function fillKinds(kinds, lang) {
    els.kind.replaceChildren(
      ...kinds.map((k) => {
        const o = document.createElement('option');
        o.value = k.name;
        o.textContent = `${k.title[lang]} (${t(lang, 'construct.level', { level: k.level })})`;
        return o;
      }),
    );
  }

  function lines(list, items) {
    list.replaceChildren(
      ...items.map((text) => {
        const li = document.createElement('li');
        li.textContent = text;
        return li;
      }),
    );
  }

  function render(state) {
    const c = state.construct;
    els.panel.hidden = state.mode !== 'construct';
    if (els.panel.hidden) return;
    const lang = state.lang;
    const langChanged = drawn.lang !== lang;
    if (c.kinds && (langChanged || drawn.kinds !== c.kinds)) fillKinds(c.kinds, lang);
    const info = c.info;
    if (info && (langChanged || drawn.info !== info)) {
      els.title.textContent = `${info.title[lang]} · ${t(lang, 'construct.level', { level: info.level })} · ${info.id}`;
      els.goal.textContent = info.goal[lang];
      els.limits.textContent = info.limitsText[lang];
      const next = c.kinds?.find((k) => k.name === info.next);
      els.next.dataset.kind = info.next;
      els.next.textContent = t(lang, 'construct.nextKind', { kind: next ? next.title[lang] : info.next });
    }
    if (info) els.kind.value = info.kind;
    const v = c.verdict;
    if (langChanged || drawn.verdict !== v || drawn.info !== info) {
      const met = v?.met === true;
      els.status.dataset.goal = met ? 'met' : 'unmet';
      els.status.textContent = t(lang, v && !v.withinLimits ? 'construct.outside' : met ? 'construct.met' : 'construct.unmet');
      lines(els.lines, (v?.lines ?? []).map((l) => l[lang]));
      const score = info ? scoreOf(info.kind) : { solved: 0, helped: 0 };
      els.score.textContent = t(lang, 'construct.score', { solved: score.solved, helped: score.helped });
    }
    if (langChanged || drawn.solution !== c.solution) {
      const s = c.solution;
      els.diff.hidden = !s;
      els.apply.hidden = !s || s.changes.length === 0;
      if (s) {
        const items = s.changes.length ? s.changes.map((ch) => ch[lang]) : [t(lang, 'construct.noChange')];
        lines(els.diffList, items);
      }
    }
    drawn = { lang, kinds: c.kinds, info, verdict: v, solution: c.solution };
  }

  return { render };
}
