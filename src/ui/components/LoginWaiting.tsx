// While `store login` waits for the browser: the URL to open, where the answer is expected, a spinner and the
// time left before the loopback server gives up.
import { Spinner } from '@inkjs/ui';
import { Box, Text } from 'ink';
import { stripControl } from '../../io/color.js';
import { useNow } from '../hooks/use-now.js';
import { useColor, useTheme } from '../hooks/use-theme.js';
import { formatDuration } from '../../io/progress-stats.js';

export interface LoginWaitingProps {
  /** The hosted login page. */
  url: string;
  /** The loopback address the login page redirects to. */
  address: string;
  /** When the wait ends (ms since the epoch, on the `now` clock). */
  deadline: number;
  now?: () => number;
  /** e.g. "Opened in your browser." or "Could not open a browser: open the URL yourself." */
  note?: string;
}

export function LoginWaiting({ url, address, deadline, now = Date.now, note }: LoginWaitingProps) {
  const { color } = useTheme();
  const tint = useColor();
  const time = useNow(1000, now);
  const left = Math.max(0, deadline - time) / 1000;
  return (
    <Box flexDirection="column">
      <Text bold>Log in in your browser</Text>
      <Text dimColor={color}>Open this URL if no browser opened:</Text>
      {/* The URL is never truncated: it must be copyable whole. */}
      <Text color={tint('cyan')}>{stripControl(url)}</Text>
      {note ? <Text dimColor={color}>{stripControl(note)}</Text> : null}
      <Box gap={1}>
        <Spinner />
        <Text>
          {`Waiting for the login on ${stripControl(address)} · `}
          <Text bold={color}>{left > 0 ? `${formatDuration(left)} left` : 'timed out'}</Text>
        </Text>
      </Box>
      <Text dimColor={color}>Ctrl-C cancels.</Text>
    </Box>
  );
}
