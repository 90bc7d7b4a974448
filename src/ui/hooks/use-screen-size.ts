// The room a screen has: the terminal's size (following resizes), unless the caller fixes it (tests, layouts).
// Screens fit whatever the terminal gives — tables leave columns out rather than wrap (io/table.ts) — so a 50- or
// 70-column terminal gets a narrower layout, not an 80-column one that wraps and pushes the title off the top.
import { useWindowSize } from 'ink';

/** Below this nothing is readable; a terminal narrower or shorter still gets this much, clipped by the terminal. */
const MIN_COLUMNS = 20;
const MIN_ROWS = 6;

export function useScreenSize(fixed: { width?: number; height?: number } = {}): { width: number; height: number } {
  const terminal = useWindowSize();
  return {
    width: fixed.width ?? Math.max(MIN_COLUMNS, terminal.columns),
    // One row short of the terminal: a frame as tall as the screen makes some terminals scroll.
    height: fixed.height ?? Math.max(MIN_ROWS, terminal.rows - 1),
  };
}
