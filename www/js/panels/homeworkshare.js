// Share → Homework: a teacher builds a homework set in the page (the
// items, picked by id or added from what the page shows, and the pass
// mark), copies its link, or downloads it as a SCORM 1.2 or 2004 package
// for a course platform. The package is zipped here, offline, from the
// files the service worker's list names (`pkg/precache.json`, written by
// `cargo xtask dist`), with fflate (vendor/fflate.js); core/scorm.js
// writes its manifest and launch page, as `cargo xtask scorm` does.

import { t } from '../i18n/i18n.js';
import { copyText, download } from '../ui/share.js';
import { parseSet, parseMastery, setFragment } from '../core/homework.js';
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
  const read = () => {
    const set = parseSet(els.items.value);
    return { set, mastery: parseMastery(els.mastery.value) };
  };
  const update = () => {
    const { set, mastery } = read();
    const base = location.href.replace(/#.*$/, '');
    els.link.value = set ? `${base}#${setFragment(set.items, mastery)}` : '';
    for (const b of [els.copy, els.scorm12, els.scorm2004]) b.disabled = !set;
    if (set?.dropped.length) say('hwb.dropped', { ids: set.dropped.join(', ') });
  };
  const add = (id) => {
    const have = els.items.value.trim();
    els.items.value = have ? `${have.replace(/,\s*$/, '')}, ${id}` : id;
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
