// Key bindings shared by every list on every screen (arrows, j/k, page and home/end), as a pure function so each
// screen keeps ONE input handler and decides by mode which keys it lets through.
import type { Key } from 'ink';

/** The new selected index for a navigation key, or undefined when the key is not a navigation key. */
export function moveSelection(input: string, key: Key, selected: number, count: number, pageHeight: number): number | undefined {
  if (count === 0) return undefined;
  const last = count - 1;
  const clamp = (index: number) => Math.max(0, Math.min(last, index));
  if (key.downArrow || input === 'j') return clamp(selected + 1);
  if (key.upArrow || input === 'k') return clamp(selected - 1);
  if (key.pageDown || (key.ctrl && input === 'f')) return clamp(selected + pageHeight);
  if (key.pageUp || (key.ctrl && input === 'b')) return clamp(selected - pageHeight);
  if (key.home || input === 'g') return 0;
  if (key.end || input === 'G') return last;
  return undefined;
}

/** The first row shown so that `selected` stays in view, moving the window as little as possible. */
export function scrollStart(selected: number, previousStart: number, height: number, count: number): number {
  if (height <= 0) return 0;
  let start = previousStart;
  if (selected < start) start = selected;
  if (selected >= start + height) start = selected - height + 1;
  return Math.max(0, Math.min(start, Math.max(0, count - height)));
}
