// The random-tree form: children per node, depth, value range, seed and
// "irregular", read when the form is sent, handed to the seeded `randomTree`
// of the engine's full module (loaded on the first tree asked for), and
// committed as a new tree at position 0. "Another one"
// picks a fresh seed first and shows it, so that the same tree can be made
// again from the seed. The form's inputs are the reader's; the page's state
// changes only through `commit`.

import { t } from '../i18n/i18n.js';
import { localMessage } from '../ui/errors.js';

const $ = (id) => document.getElementById(id);

/**
 * Wires the form.
 * @param {{extras: () => Promise<object>, lang: () => string,
 *          commit: (text: string, opts: object) => boolean}} p
 */
export function initRandomForm(p) {
  const form = $('random-form');
  const msg = $('random-msg');
  const seedField = $('r-seed');

  async function make(reroll) {
    // Cleared first: the message comes back with the tree (the full module
    // may still be loading).
    msg.textContent = '';
    const num = (id) => Number.parseInt($(id).value, 10);
    if (reroll) {
      // A fresh seed from the browser's generator; the tree itself comes from
      // the engine's seeded generator, so the seed shown makes it again.
      const word = new Uint32Array(1);
      crypto.getRandomValues(word);
      seedField.value = String(word[0]);
    }
    const seed = seedField.value.trim();
    const spec = {
      seed: seed === '' ? 0 : seed,
      minBranch: num('r-min-branch'),
      maxBranch: num('r-max-branch'),
      depth: num('r-depth'),
      minValue: num('r-min-value'),
      maxValue: num('r-max-value'),
      irregular: $('r-irregular').checked,
    };
    let text;
    try {
      text = (await p.extras()).randomTree(spec);
    } catch (error) {
      msg.textContent = t(p.lang(), 'edit.failed', { message: localMessage(error, p.lang()) });
      return;
    }
    if (p.commit(text, { preset: null, depth: null, step: 0, fresh: true })) {
      msg.textContent = t(p.lang(), 'random.made', { seed: seed || '0' });
    }
  }

  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    make(false);
  });
  $('random-reroll').addEventListener('click', () => make(true));
}
