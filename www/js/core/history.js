// Undo and redo for tree edits. The history is a list of entries (whatever
// the app stores: here the tree's notation, its preset and its depth limit)
// and a cursor on the entry shown now. An edit pushes a new entry and drops
// everything after the cursor, as every editor does. Typing in the notation
// box arrives as many small valid changes; those that share a `group` are
// coalesced into one entry, so that one undo takes back one burst of typing.
// This module knows nothing of trees and nothing of the page.

/** The most entries kept; the oldest go first. */
const LIMIT = 200;

/**
 * Makes an empty history.
 * @returns {{reset: (entry: object) => void, push: (entry: object, group?: any) => void,
 *   undo: () => object|null, redo: () => object|null, canUndo: () => boolean,
 *   canRedo: () => boolean, endGroup: () => void, size: () => number}}
 */
export function createHistory() {
  let entries = [];
  let at = -1;
  // The group of the entry on top, while a burst of typing is still open.
  let openGroup = null;

  return {
    /** Forgets everything and starts again from `entry`. */
    reset(entry) {
      entries = [entry];
      at = 0;
      openGroup = null;
    },
    /**
     * Records `entry` as the new present. With a `group` equal to the open
     * burst's, it replaces the top entry instead (the burst's later state).
     */
    push(entry, group = null) {
      if (at < 0) {
        this.reset(entry);
        return;
      }
      if (group !== null && group === openGroup && at === entries.length - 1 && at > 0) {
        entries[at] = entry;
        return;
      }
      entries = entries.slice(0, at + 1);
      entries.push(entry);
      if (entries.length > LIMIT) entries.shift();
      at = entries.length - 1;
      openGroup = group;
    },
    /** Closes the open burst: the next change makes a new entry. */
    endGroup() {
      openGroup = null;
    },
    /** Moves back one entry and returns it, or null at the start. */
    undo() {
      openGroup = null;
      if (at <= 0) return null;
      at -= 1;
      return entries[at];
    },
    /** Moves forward one entry and returns it, or null at the end. */
    redo() {
      openGroup = null;
      if (at >= entries.length - 1) return null;
      at += 1;
      return entries[at];
    },
    canUndo: () => at > 0,
    canRedo: () => at >= 0 && at < entries.length - 1,
    size: () => entries.length,
  };
}
