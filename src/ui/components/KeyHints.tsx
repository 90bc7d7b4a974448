// The footer line naming the keys that work right now ("↑↓ move  enter details  q quit").
import { Text } from 'ink';
import { useTheme } from '../hooks/use-theme.js';

export type KeyHint = readonly [keys: string, action: string];

export function KeyHints({ hints }: { hints: readonly KeyHint[] }) {
  const { color } = useTheme();
  return (
    <Text wrap="truncate-end">
      {hints.map(([keys, action], i) => (
        <Text key={keys}>
          {i > 0 ? '  ' : ''}
          <Text bold={color}>{keys}</Text> {action}
        </Text>
      ))}
    </Text>
  );
}
