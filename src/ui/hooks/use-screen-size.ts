// The room a screen has: the terminal's size (following resizes), unless the caller fixes it (tests, layouts).
import { useWindowSize } from 'ink';

/** Below this the tables stop being readable; narrower terminals get the 80-column layout, truncated. */
export const MIN_COLUMNS = 80;
const MIN_ROWS = 12;

export function useScreenSize(fixed: { width?: number; height?: number } = {}): { width: number; height: number } {
  const terminal = useWindowSize();
  return {
    width: fixed.width ?? Math.max(MIN_COLUMNS, terminal.columns),
    // One row short of the terminal: a frame as tall as the screen makes some terminals scroll.
    height: fixed.height ?? Math.max(MIN_ROWS, terminal.rows - 1),
  };
}
