// Knuth–Moore node types on demand: a switch under the statistics labels
// each node, leaves included, PV, CUT or ALL, the type it has in a perfectly ordered
// tree and, when this search gives it another, that one (render.js
// drawType). The types are the engine's (`nodeTypes` of the full module,
// docs/wasm-api.md), asked once per search when the switch is on; the full
// module loads on first use.

import { loadExtras, fullSession } from '../engine/extras.js';

/**
 * Wires the switch.
 * @param {HTMLInputElement} box  the checkbox
 * @param {{redraw: () => void, failed: () => void}} p  `redraw` draws the
 *   position again (once the types arrive, or the switch changes);
 *   `failed` says that the engine's full module cannot load
 * @returns {{current: (player: object) => ({ideal: Uint8Array, actual: Uint8Array}|null)}}
 */
export function initTypes(box, p) {
  let got = { of: null, types: null };
  let asked = null;
  box.addEventListener('change', () => p.redraw());
  const ask = (player) => {
    const session = player.session;
    asked = session;
    loadExtras()
      .then((extras) => {
        if (asked !== session || player.session !== session) return;
        const t = fullSession(extras, player).nodeTypes();
        got = { of: session, types: { ideal: t.ideal, actual: t.actual } };
        p.redraw();
      })
      .catch(() => {
        asked = null;
        box.checked = false;
        p.failed();
      });
  };
  return {
    /** The types to draw for the player's search, or null (off, minimax, or not there yet). */
    current(player) {
      if (!box.checked || !player?.session || player.options.algo === 'minimax') return null;
      if (got.of === player.session) return got.types;
      if (asked !== player.session) ask(player);
      return null;
    },
  };
}
