// The footer line naming the keys that work right now ("↑↓ move  enter details  q quit"). On a narrow terminal the
// hints before the last give way (the last one — quit, cancel — always shows), so the line never wraps.
import { Text } from 'ink';
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

export function KeyHints({ hints, width = Infinity }: { hints: readonly KeyHint[]; width?: number }) {
  const { color } = useTheme();
  return (
    <Text wrap="truncate-end">
      {fittingHints(hints, width).map(([keys, action], i) => (
        <Text key={keys}>
          {i > 0 ? GAP : ''}
          <Text bold={color}>{keys}</Text> {action}
        </Text>
      ))}
    </Text>
  );
}
