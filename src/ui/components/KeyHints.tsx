// The footer naming the keys that work right now ("↑↓ move  enter details  q quit"). It may take more than one line
// (`lines`), whole hints per line; on its last line the hints before the last give way when they still do not fit
// (the last one — quit, cancel — always shows), so no line ever wraps.
import { Box, Text } from 'ink';
import { displayWidth } from '../../io/display-width.js';
import { useTheme } from '../hooks/use-theme.js';

export type KeyHint = readonly [keys: string, action: string];

const GAP = '  ';

/** The hints that fit in `width` columns: the last one kept, the others from the first on while they fit. */
export function fittingHints(hints: readonly KeyHint[], width: number): KeyHint[] {
  const size = (hint: KeyHint) => displayWidth(`${hint[0]} ${hint[1]}`);
  const last = hints.at(-1);
  if (!last) return [];
  let used = size(last);
  const shown: KeyHint[] = [];
  for (const hint of hints.slice(0, -1)) {
    if (used + GAP.length + size(hint) > width) break;
    used += GAP.length + size(hint);
    shown.push(hint);
  }
  return [...shown, last];
}

/** The hints in at most `maxLines` lines of `width` columns: each line but the last as many whole hints as fit. */
export function hintLines(hints: readonly KeyHint[], width: number, maxLines = 1): KeyHint[][] {
  const lines: KeyHint[][] = [];
  let rest = hints;
  while (lines.length < maxLines - 1 && !fits(rest, width)) {
    let used = -GAP.length;
    const line: KeyHint[] = [];
    for (const hint of rest) {
      if (line.length > 0 && used + GAP.length + hintWidth(hint) > width) break;
      used += GAP.length + hintWidth(hint);
      line.push(hint);
    }
    lines.push(line);
    rest = rest.slice(line.length);
  }
  return [...lines, fittingHints(rest, width)];
}

const hintWidth = (hint: KeyHint) => displayWidth(`${hint[0]} ${hint[1]}`);
const fits = (hints: readonly KeyHint[], width: number) => hints.reduce((used, hint) => used + hintWidth(hint), GAP.length * (hints.length - 1)) <= width;

/** `lines`: how many lines the hints may take (the caller keeps that many rows for them). */
export function KeyHints({ hints, width = Infinity, lines = 1 }: { hints: readonly KeyHint[]; width?: number; lines?: number }) {
  const { color } = useTheme();
  return (
    <Box flexDirection="column" height={lines} flexShrink={0}>
      {hintLines(hints, width, lines).map((line, row) => (
        <Text key={row} wrap="truncate-end">
          {line.map(([keys, action], i) => (
            <Text key={keys}>
              {i > 0 ? GAP : ''}
              <Text bold={color}>{keys}</Text> {action}
            </Text>
          ))}
        </Text>
      ))}
    </Box>
  );
}
