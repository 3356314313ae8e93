// Share → Homework: a teacher builds a homework set in the page (the
// items, picked by id or added from what the page shows, and the pass
// mark), copies its link, or downloads it as a SCORM 1.2 or 2004 package
// for a course platform. The package is zipped here, offline, from the
// files the service worker's list names (`pkg/precache.json`, written by
// `cargo xtask dist`), with fflate (vendor/fflate.js); core/scorm.js
// writes its manifest and launch page, as `cargo xtask scorm` does.

import { t } from '../i18n/i18n.js';
import { copyText, download } from '../ui/share.js';
import { readItems, readMastery, setNotes, setFragment, itemKind } from '../core/homework.js';
import { loadExtras } from '../engine/extras.js';
import { packageEntries, packageName, ZIP_OPTIONS } from '../core/scorm.js';

/**
 * Wires the builder. `els`: {items, addThis, addExercise, difficulty,
 * mastery, link, copy, scorm12, scorm2004, status}; `p`: {lang(), current()
 * (the exercise or challenge shown, or null)}.
 */
export function initHomeworkShare(els, p) {
  const say = (key, params) => {
    els.status.textContent = t(p.lang(), key, params);
  };
  /** The engine's challenge kinds, once its full module is here: the ids construct mode opens. */
  let kinds = null;
  const read = () => {
    const found = readItems(els.items.value, kinds);
    const mastery = readMastery(els.mastery.value);
    return { set: found.items.length ? found : null, found, mastery: mastery.mastery, notes: setNotes(found, mastery, els.mastery.value) };
  };
  // Every change of the fields says anew what was used and why (or nothing).
  const update = () => {
    const { set, found, mastery, notes } = read();
    const base = location.href.replace(/#.*$/, '');
    els.link.value = set ? `${base}#${setFragment(set.items, mastery)}&lang=${p.lang()}` : '';
    for (const b of [els.copy, els.scorm12, els.scorm2004]) b.disabled = !set;
    const typed = els.items.value.trim() !== '';
    const lines = [...(typed && !set && !found.dropped.length ? [t(p.lang(), 'hwb.noItem')] : []), ...notes.map((n) => t(p.lang(), `hw.${n.what}`, n.params))];
    els.status.textContent = lines.join(' ');
    learnKinds();
  };
  // A challenge id is checked against the engine's kinds, loaded (with the
  // full module) the first time one is typed; until then its shape is read.
  let asked = false;
  const learnKinds = () => {
    if (asked || !readItems(els.items.value).items.some((id) => itemKind(id) === 'challenge')) return;
    asked = true;
    loadExtras().then(
      (extras) => {
        kinds = extras.challengeKinds().map((k) => k.name);
        update();
      },
      () => {
        asked = false;
      },
    );
  };
  const add = (id) => {
    const have = els.items.value.trim();
    els.items.value = have ? `${have.replace(/[,;]\s*$/, '')}, ${id}` : id;
    update();
  };
  els.items.addEventListener('input', update);
  els.mastery.addEventListener('input', update);
  els.addThis.addEventListener('click', () => {
    const id = p.current();
    if (id) add(id);
    else say('hwb.nothingHere');
  });
  els.addExercise.addEventListener('click', () => {
    add(`${els.difficulty.value}-${crypto.getRandomValues(new Uint32Array(1))[0] % 1000}`);
  });
  els.copy.addEventListener('click', async () => {
    update(); // the page's language may have changed since the link was written
    const how = await copyText(els.link.value, els.link);
    say(how === 'copied' ? 'hwb.copied' : 'share.selected');
  });
  const build = async (edition) => {
    const { set, mastery } = read();
    if (!set) return;
    say('hwb.building');
    try {
      const bytes = await buildPackage({ items: set.items, mastery, edition, lang: p.lang(), title: t(p.lang(), 'hwb.packageTitle', { n: set.items.length }) });
      download(packageName(edition), new Blob([bytes], { type: 'application/zip' }), 'application/zip');
      say('hwb.built', { name: packageName(edition) });
    } catch (error) {
      say(error.noList ? 'hwb.noList' : 'hwb.failed', { message: error.message });
    }
  };
  els.scorm12.addEventListener('click', () => build('1.2'));
  els.scorm2004.addEventListener('click', () => build('2004'));
  update();
}

/** Fetches a file of the site as bytes. */
async function bytesOf(name) {
  const response = await fetch(name);
  if (!response.ok) throw new Error(`${name}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * The zip of a set's package: every file of the offline list, the
 * manifest and the launch page.
 * @param {{items: string[], mastery: number, edition: '1.2'|'2004', lang: string, title: string}} set
 * @returns {Promise<Uint8Array>}
 */
async function buildPackage(set) {
  const list = await fetch('pkg/precache.json').then(
    (r) => (r.ok ? r.json() : null),
    () => null,
  );
  if (!list || !Array.isArray(list.files)) throw Object.assign(new Error('pkg/precache.json'), { noList: true });
  const { zipSync } = await import('../vendor/fflate.js');
  return zipSync(await packageEntries(list, bytesOf, set), ZIP_OPTIONS);
}
