// The homework set's bar (`#homework`, above the tree): each item with its
// state (done with its score, the one open, still to do), "3 of 5 done",
// the score so far against the pass mark, the way to the next item, and a
// note on what the reader should know (ids the link named that were left
// out, a pass mark not as written, a package with no course platform).
// It also writes the set's progress on <html> for tests and host pages:
// `data-homework-progress="k/n"` and `data-homework-score="S"` (0–100).
// What the score is: core/homework.js, docs/course.md.

import { t } from '../i18n/i18n.js';
import { progress, itemKind } from '../core/homework.js';

/**
 * Wires the bar: `els` {bar, summary, list, next}; `open(id)` opens an
 * item (its link). Returns {render(state, current)}, `current` the item
 * shown (null when the page shows something else).
 */
export function initHomeworkBar(els, open) {
  els.list.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-item]');
    if (button) open(button.dataset.item);
  });
  els.next.addEventListener('click', () => {
    if (els.next.dataset.item) open(els.next.dataset.item);
  });
  let last = '';
  // What the reader is told about the set (ids left out, a pass mark
  // changed, no course platform), one sentence after another.
  const note = els.bar.querySelector('#hw-note');
  return {
    render(state, current) {
      const hw = state.homework;
      const root = document.documentElement;
      els.bar.hidden = !hw;
      if (!hw) {
        delete root.dataset.homeworkProgress;
        delete root.dataset.homeworkScore;
        return;
      }
      const p = progress(hw, hw.results, current);
      root.dataset.homeworkProgress = `${p.done}/${p.n}`;
      root.dataset.homeworkScore = String(p.score);
      const notes = [...(state.lms === 'missing' && hw.scorm ? [{ what: 'noPlatform' }] : []), ...(hw.notes ?? [])];
      const key = JSON.stringify([state.lang, hw.items, hw.results, hw.hints, current, hw.mastery, notes]);
      if (key === last) return;
      last = key;
      drawBar(els, state.lang, hw, p, current);
      note.hidden = notes.length === 0;
      note.textContent = notes.map((n) => t(state.lang, `hw.${n.what}`, n.params)).join(' ');
    },
  };
}

/** Writes the bar's words and items. */
function drawBar(els, lang, hw, p, current) {
  const status = p.status === 'incomplete' ? '' : ` · ${t(lang, `hw.${p.status}`)}`;
  els.summary.textContent = `${t(lang, 'hw.progress', { done: p.done, n: p.n })} · ${t(lang, 'hw.score', { score: p.score, mastery: hw.mastery })}${status}`;
  els.list.replaceChildren(
    ...hw.items.map((id, i) => {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.item = id;
      const done = Number.isFinite(hw.results[id]);
      b.dataset.status = done ? 'done' : id === current ? 'current' : 'todo';
      if (id === current) b.setAttribute('aria-current', 'step');
      const kind = t(lang, itemKind(id) === 'exercise' ? 'hw.exercise' : 'hw.challenge');
      const mark = document.createElement('span');
      mark.className = 'hw-mark';
      mark.setAttribute('aria-hidden', 'true');
      mark.textContent = done ? '✓' : id === current ? '●' : '○';
      const name = document.createElement('span');
      name.textContent = `${i + 1}. ${id}`;
      b.append(mark, name);
      const hints = hw.hints[id] ?? 0;
      if (done) {
        const score = document.createElement('span');
        score.className = 'hw-score';
        score.textContent = `${Math.round(hw.results[id] * 100)}`;
        b.append(score);
      }
      const state = t(lang, done ? 'hw.item.done' : id === current ? 'hw.item.current' : 'hw.item.todo', {
        score: done ? Math.round(hw.results[id] * 100) : 0,
      });
      b.title = `${kind} ${id}: ${state}${hints ? ` (${t(lang, 'hw.hints', { n: hints })})` : ''}`;
      b.setAttribute('aria-label', b.title);
      li.append(b);
      return li;
    }),
  );
  if (p.next) {
    els.next.hidden = false;
    els.next.dataset.item = p.next;
    els.next.textContent = t(lang, 'hw.next', { id: p.next });
  } else {
    els.next.hidden = true;
    delete els.next.dataset.item;
  }
}
