// The course platform's side of a homework set packaged for SCORM
// (docs/course.md, "Homework sets and SCORM"). The package's launch page
// opens the page with `#homework=…&scorm=1.2` (or `2004`); the page then
// finds the platform's API object up the `window.parent` chain, then
// through `opener` (SCORM 1.2's `API`, 2004's `API_1484_11`), starts the
// session, gives back the work kept there (`cmi.suspend_data`) and, after
// each item done, writes the score, the status and the work, and commits.
// Without a platform around it does nothing: the page works as it does
// anywhere, with the set's work kept in this browser.

import { sessionTime12, sessionTime2004 } from '../core/homework.js';

/** How far up the chain of frames the API is looked for (ADL's own search stops at 500; 10 is plenty). */
const MAX_HOPS = 10;

/** The field names of each edition. */
const FIELDS = {
  '1.2': {
    api: 'API',
    init: 'LMSInitialize',
    get: 'LMSGetValue',
    set: 'LMSSetValue',
    commit: 'LMSCommit',
    finish: 'LMSFinish',
  },
  2004: {
    api: 'API_1484_11',
    init: 'Initialize',
    get: 'GetValue',
    set: 'SetValue',
    commit: 'Commit',
    finish: 'Terminate',
  },
};

/** The API named `name` in `win` or one of its parents, or null. */
function searchUp(win, name) {
  let w = win;
  for (let hops = 0; w && hops <= MAX_HOPS; hops++) {
    try {
      if (w[name]) return w[name];
    } catch {
      // Another origin's frame: its properties cannot be read.
      return null;
    }
    if (!w.parent || w.parent === w) return null;
    w = w.parent;
  }
  return null;
}

/**
 * Finds the platform's API for `edition` ('1.2' or '2004'): up the
 * parents of `win`, then up its opener's.
 */
function findApi(win, edition) {
  const name = FIELDS[edition].api;
  let api = searchUp(win, name);
  if (!api && win.opener) api = searchUp(win.opener, name);
  return api;
}

/**
 * Starts a session with the platform, or returns null without one. The
 * connection: `suspended` (the text kept by the last visit, '' on the
 * first), `learner` (the learner's id), `entry` ('ab-initio' for a new
 * attempt, 'resume' or ''), `report({score, status, suspend})` after each item, `keep(suspend)`
 * (the work in progress only, when the page is hidden), and `finish(suspend)`
 * when the page is left (once).
 * @param {Window} win
 * @param {'1.2'|'2004'} edition
 */
export function connectLms(win, edition) {
  const f = FIELDS[edition];
  const api = findApi(win, edition);
  if (!api) return null;
  const ok = (v) => v === true || v === 'true';
  if (!ok(api[f.init]('')) && String(api.GetLastError?.() ?? api.LMSGetLastError?.() ?? '0') !== '103') return null;
  const started = Date.now();
  let finished = false;
  const set = (key, value) => api[f.set](key, String(value));
  const get = (key) => String(api[f.get](key) ?? '');
  // The first launch says the work has begun.
  if (edition === '1.2') {
    const status = get('cmi.core.lesson_status');
    if (status === '' || status === 'not attempted') set('cmi.core.lesson_status', 'incomplete');
  } else if (['', 'not attempted', 'unknown'].includes(get('cmi.completion_status'))) {
    set('cmi.completion_status', 'incomplete');
  }
  // Leaving in the middle keeps the work for the next launch.
  set(edition === '1.2' ? 'cmi.core.exit' : 'cmi.exit', 'suspend');
  api[f.commit]('');
  const suspended = get('cmi.suspend_data');
  // Whose record this is, and whether it is a new attempt: this browser's
  // own copy of the set's work is read only for the same learner's attempt.
  const learner = get(edition === '1.2' ? 'cmi.core.student_id' : 'cmi.learner_id');
  const entry = get(edition === '1.2' ? 'cmi.core.entry' : 'cmi.entry');
  const time = () =>
    edition === '1.2' ? set('cmi.core.session_time', sessionTime12(Date.now() - started)) : set('cmi.session_time', sessionTime2004(Date.now() - started));
  return {
    edition,
    suspended,
    learner,
    entry,
    report({ score, status, suspend }) {
      if (finished) return;
      if (edition === '1.2') {
        set('cmi.core.score.raw', score);
        set('cmi.core.score.min', 0);
        set('cmi.core.score.max', 100);
        set('cmi.core.lesson_status', status);
      } else {
        set('cmi.score.raw', score);
        set('cmi.score.min', 0);
        set('cmi.score.max', 100);
        set('cmi.score.scaled', score / 100);
        set('cmi.completion_status', status === 'incomplete' ? 'incomplete' : 'completed');
        set('cmi.success_status', status === 'incomplete' ? 'unknown' : status);
        set('cmi.progress_measure', status === 'incomplete' ? 0.5 : 1);
      }
      set('cmi.suspend_data', suspend);
      time();
      api[f.commit]('');
    },
    keep(suspend) {
      if (finished) return;
      set('cmi.suspend_data', suspend);
      api[f.commit]('');
    },
    finish(suspend) {
      if (finished) return;
      set('cmi.suspend_data', suspend);
      time();
      api[f.commit]('');
      finished = true;
      api[f.finish]('');
    },
  };
}
