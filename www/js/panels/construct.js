// Construct mode's panel (`#mode=construct&challenge=deep-cut-12`): a
// challenge states a goal about the search, the student edits the tree
// with the page's editor, and after every edit the engine's full module
// checks the goal (checkChallenge, in state.js) and this panel shows its
// verdict, New challenge, the next kind, and the solution on demand as
// changes. Loaded when construct mode first starts (app.js); the work and
// the score live in constructstore.js. What is met is the engine's: the
// page only shows its verdict. On a phone the panel is far below the tree,
// under the dock: when an edit changes the status ("Goal met"), the page
// brings the status and its lines above the dock (ui/dock.js).

import { t } from '../i18n/i18n.js';
import { revealAboveDock } from '../ui/dock.js';

/**
 * Wires the construct panel.
 * @param {object} els  panel, title, goal, limits, status, lines, kind, fresh, next, solution, apply, diff, score, and the dock (sticky)
 * @param {{newChallenge: (kind: string) => void, showSolution: () => void, applySolution: () => void, scoreOf: (kind: string) => {solved: number, helped: number}}} api  `scoreOf`: the kind's score kept in this browser (constructstore.js)
 * @returns {{render: (state: object) => void}}
 */
export function initConstructPanel(els, api) {
  els.fresh.addEventListener('click', () => api.newChallenge(els.kind.value));
  els.kind.addEventListener('change', () => api.newChallenge(els.kind.value));
  els.next.addEventListener('click', () => api.newChallenge(els.next.dataset.kind));
  els.solution.addEventListener('click', () => api.showSolution());
  els.apply.addEventListener('click', () => api.applySolution());

  /** What was last drawn, so a render redoes only what changed. */
  let drawn = { lang: null, kinds: null, info: null, verdict: null, solution: null, said: null };

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
      const said = v && !v.withinLimits ? 'construct.outside' : met ? 'construct.met' : 'construct.unmet';
      // The same challenge's status changed: an edit met the goal, or undid it.
      const news = drawn.verdict && v && drawn.info === info && drawn.said !== said;
      els.status.textContent = t(lang, said);
      lines(
        els.lines,
        (v?.lines ?? []).map((l) => l[lang]),
      );
      const score = info ? api.scoreOf(info.kind) : { solved: 0, helped: 0 };
      els.score.textContent = t(lang, 'construct.score', { solved: score.solved, helped: score.helped });
      drawn.said = said;
      if (news && els.sticky) queueMicrotask(() => revealAboveDock(els.sticky, els.status, els.lines));
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
    drawn = { ...drawn, lang, kinds: c.kinds, info, verdict: v, solution: c.solution };
  }

  return { render };
}
