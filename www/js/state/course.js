// A homework set in its course (docs/course.md, "Homework sets and
// SCORM"): which item of the set is shown (`currentItem`), opening an item
// through its link (`openItem`), and, when the set came as a SCORM package,
// the course platform (lms.js, loaded only then): connecting to it before
// the link opens and giving back the work it kept (`connect`), and telling
// it the set's score, status and work after each item (`report`). app.js
// makes one over the page's state.

import { progress, itemKind } from '../core/homework.js';
import { buildFragment } from '../core/url.js';
import { readLink, knowChallengeKinds, scopeHomework, takeWorkOwner } from './urlstate.js';
import { loadExtras } from '../engine/extras.js';
import { restoreWork, suspendText } from './homeworkactions.js';

/** How long the platform's set waits for the engine's challenge kinds before it opens as its ids read (connect). */
const KINDS_WAIT_MS = 4000;
/**
 * The homework set's course for the page's `state` (state.js's).
 * @param {object} state
 * @returns {{currentItem: () => string|null, openItem: (id: string) => void, report: () => void, connect: (hash: string) => Promise<void>}}
 */
export function createCourse(state) {
  /** The course platform of a homework set's SCORM package (lms.js), once connected; null elsewhere. */
  let lms = null;

  /** The item of the homework set shown, or null. */
  function currentItem() {
    const hw = state.homework;
    if (!hw) return null;
    const id = state.mode === 'practice' ? state.practice.exercise : state.mode === 'construct' ? state.construct.id : null;
    return id && hw.items.includes(id) ? id : null;
  }

  /** Opens item `id` of the homework set through its link: a new place in the browser's history. */
  function openItem(id) {
    const hw = state.homework;
    const kind = itemKind(id);
    location.hash = buildFragment({
      mode: kind === 'exercise' ? 'practice' : 'construct',
      exercise: kind === 'exercise' ? id : null,
      challenge: kind === 'challenge' ? id : null,
      lang: state.lang,
      homework: hw.items.join(','),
      mastery: hw.mastery,
      scorm: hw.scorm,
    });
  }

  /** Tells the course platform, if any, the set's score, status and work (lms.js). */
  function report() {
    const hw = state.homework;
    if (!lms || !hw) return;
    const p = progress(hw, hw.results, currentItem());
    lms.report({ score: p.score, status: p.status, measure: p.n ? p.done / p.n : 0, suspend: suspendText(state, currentItem()) });
  }

  /**
   * A homework set's package in a course platform (the link's `scorm`):
   * connects to the platform's API and gives the work it kept (suspend data)
   * back to this browser's stores before the link opens, so the student goes
   * on where they were; the work is kept there again when the page is hidden
   * and the session ends when it is left. This browser's store of the set is
   * the platform's learner's alone (restoreWork). Without a platform, the
   * page works as anywhere and says the score stays in this browser.
   */
  async function connect(hash) {
    let set = readLink(hash).homework;
    if (!set?.scorm) return;
    // The platform first: it hears of the session at once, whatever loads after.
    const { connectLms } = await import('./lms.js');
    lms = connectLms(window, set.scorm);
    // Without a platform the page works on, and the bar says the score stays here.
    state.lms = lms ? 'connected' : 'missing';
    if (!lms) return;
    // The set's ids are read with the engine's challenge kinds, as openLink
    // will read them, so that the work kept is the same set's; for at most
    // a few seconds, so that a slow network never holds the page blank.
    if (set.items.some((id) => itemKind(id) === 'challenge')) {
      await Promise.race([loadExtras().then(knowChallengeKinds, () => {}), new Promise((r) => setTimeout(r, KINDS_WAIT_MS))]);
      set = readLink(hash).homework ?? set;
    }
    // The platform's learner owns the set's work kept in this browser; a
    // learner with no id (a platform's preview) owns none of it.
    const scope = `lms:${set.scorm}:${lms.learner}`;
    scopeHomework(scope);
    const owner = takeWorkOwner(scope);
    restoreWork(set, lms.suspended, { entry: lms.entry, same: Boolean(lms.learner) && owner === scope });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') lms.keep(suspendText(state, currentItem()));
    });
    window.addEventListener('pagehide', () => lms.finish(suspendText(state, currentItem())));
  }

  return { currentItem, openItem, report, connect };
}
