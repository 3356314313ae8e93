// Construct mode's memory in this browser: the work on each challenge (so
// a reload, or the challenge's link opened again, brings it back) and the
// score per kind (the challenges solved, and those solved after seeing a
// solution). state.js's actions read and write it; construct.js shows the
// score. Nothing here reads the page.

/** Where the work in progress and the score are kept. */
const STORE_KEY = 'alphabeta.construct';
/** How many challenges' work this browser keeps, the oldest dropped first. */
const WORK_CAP = 30;

/**
 * The store: {work: [{id, text}], score: {kind: {solved: [id], helped: [id]}}}.
 * @returns {{work: {id: string, text: string}[], score: Record<string, {solved: string[], helped: string[]}>}}
 */
function readConstruct() {
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

/** Forgets the work kept on challenge `id` (another learner's, in a course platform). */
export function forgetWork(id) {
  const store = readConstruct();
  if (!store.work.some((w) => w.id === id)) return;
  store.work = store.work.filter((w) => w.id !== id);
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
