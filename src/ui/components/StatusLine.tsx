// One line for what is going on: an error (red), a notice (green), progress or a standing note (dim), truncated to
// the width.
import { Text } from 'ink';
import { useColor } from '../hooks/use-theme.js';

export type Status = { kind: 'error' | 'notice' | 'busy' | 'info'; text: string } | undefined;

export function StatusLine({ status }: { status: Status }) {
  const color = useColor();
  if (!status) return <Text> </Text>;
  const prefix = status.kind === 'error' ? 'error: ' : '';
  const tint = status.kind === 'error' ? 'red' : status.kind === 'notice' ? 'green' : 'gray';
  return (
    <Text color={color(tint)} wrap="truncate-end">
      {prefix}
      {status.text}
    </Text>
  );
}
