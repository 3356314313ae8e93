// A homework set over the page's state: the set a link names (its items,
// the mastery score, the course package's SCORM edition, if any), the
// score of each item done, kept in this browser per set (urlstate.js),
// and the hook that tells the course platform (course.js, lms.js). An item
// opens through its own link (an exercise's or a challenge's), so the
// page's link code does the opening; here only what the set adds.

import { readSetWork, storeSetWork, readPractice, storePractice } from './urlstate.js';
import { keepWork, forgetWork } from './constructstore.js';
import { setKey, encodeSuspend, decodeSuspend, itemKind } from '../core/homework.js';
import { answerKey, readStore, rememberAnswer, forgetAnswer } from '../core/answer.js';

/** The longest tree text a challenge's work may be to travel in suspend data. */
const MAX_WORK_TEXT = 3000;

/**
 * The text a course platform keeps for the set (`cmi.suspend_data`): the
 * scores of the items done, the item open and the work on it (a practice
 * answer and its hints, or a construct tree), within SCORM 1.2's 4,096
 * characters (core/homework.js, encodeSuspend).
 * @param {object} state  the page's state
 * @param {string|null} current  the set's item shown
 */
export function suspendText(state, current) {
  const hw = state.homework;
  let work = null;
  if (current && itemKind(current) === 'exercise' && state.practice.exercise === current) {
    work = { a: state.practice.answer, h: state.practice.hints };
  } else if (current && state.construct.id === current && state.treeText.length <= MAX_WORK_TEXT) {
    work = { t: state.treeText };
  }
  return encodeSuspend({ results: hw.results, current: current ?? hw.current ?? null, work });
}

/**
 * Gives the work a course platform kept (`text`, suspend data) back to
 * this browser's stores, before the set's link opens. The platform's
 * record is the truth: the scores of the items done are its own (none on
 * a first launch), whatever this browser kept. This browser's work (hints
 * used, answers and trees in progress) is kept only when it is this
 * learner's in this attempt: kept under the learner (urlstate.js,
 * scopeHomework), the answers and trees last used by them (`same`), and
 * not a new attempt (`entry` 'ab-initio'); else the set's items' answers
 * and trees kept here are forgotten (another learner's, on a shared
 * computer). Then the item open and its work come from the suspend data.
 * @param {{items: string[]}} set
 * @param {string} text
 * @param {{entry?: string, same?: boolean}} [whose]  the platform's cmi.entry
 *   ('ab-initio', 'resume' or ''), and whether this browser's answers and
 *   trees were last this learner's (urlstate.js, takeWorkOwner)
 */
export function restoreWork(set, text, { entry = '', same = false } = {}) {
  const kept = decodeSuspend(text);
  const key = setKey(set.items);
  const here = readSetWork(key);
  const ours = here.kept && same && entry !== 'ab-initio';
  if (!ours) forgetItems(set.items);
  const results = {};
  for (const id of set.items) if (Number.isFinite(kept?.results[id])) results[id] = kept.results[id];
  storeSetWork(key, { results, hints: ours ? here.hints : {}, current: kept?.current ?? (ours ? here.current : null) });
  const w = kept?.work;
  if (!kept?.current || !w) return;
  if (itemKind(kept.current) === 'exercise' && w.a && typeof w.a === 'object') {
    const hints = Number.isInteger(w.h) && w.h >= 0 ? w.h : 0;
    storePractice(rememberAnswer(readStore(readPractice()), answerKey(kept.current, ''), { answer: w.a, hints }));
  } else if (typeof w.t === 'string') {
    keepWork(kept.current, w.t);
  }
}

/** Forgets the answers and trees this browser keeps for `items` (practice's and construct's stores). */
function forgetItems(items) {
  let store = readStore(readPractice());
  for (const id of items) {
    if (itemKind(id) === 'exercise') store = forgetAnswer(store, answerKey(id, ''));
    else forgetWork(id);
  }
  storePractice(store);
}

/**
 * The set's part of the store `ctx` (state.js): `open` a link's set,
 * `record` an item's score once, `current` the item shown, `keep` the
 * work's place.
 */
export function homeworkActions(ctx) {
  const { state, hooks } = ctx;
  /** The item shown, when it is one of the set's. */
  const current = () => {
    const hw = state.homework;
    if (!hw) return null;
    const id = state.mode === 'practice' ? state.practice.exercise : state.mode === 'construct' ? state.construct.id : null;
    return id && hw.items.includes(id) ? id : null;
  };
  const keep = () => {
    const hw = state.homework;
    storeSetWork(hw.key, { results: hw.results, hints: hw.hints, current: current() ?? hw.current });
  };
  return {
    /** A link's set ({items, mastery, scorm}), or null: the set's work comes back from this browser. */
    open(set) {
      if (!set) return;
      const key = setKey(set.items);
      if (state.homework?.key === key) {
        // The notes of the link that opened the set stay (the address is
        // written again without the ids left out); a new link's replace them.
        const notes = set.notes?.length ? set.notes : state.homework.notes;
        Object.assign(state.homework, { mastery: set.mastery, scorm: set.scorm ?? state.homework.scorm, notes });
        return;
      }
      const { results, hints, current } = readSetWork(key);
      state.homework = { ...set, notes: set.notes ?? [], key, results, hints, current };
    },
    current,
    /**
     * Item `id`'s score (0…1), the first time only: an exercise's first
     * Check, a challenge's goal first met. Hints used are kept beside it.
     */
    record(id, score, hints = 0) {
      const hw = state.homework;
      if (!hw?.items.includes(id) || Number.isFinite(hw.results[id])) return;
      hw.results = { ...hw.results, [id]: score };
      hw.hints = { ...hw.hints, [id]: hints };
      keep();
      hooks.homeworkChanged?.();
    },
    /** Keeps which item is open, so that the set's link opens it again. */
    keep() {
      if (state.homework) keep();
    },
  };
}
