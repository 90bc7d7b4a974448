// While `store login` waits for the browser: the URL to open, where the answer is expected, a spinner and the
// time left before the loopback server gives up.
import { Spinner } from '@inkjs/ui';
import { Box, Text } from 'ink';
import { stripControl } from '../../io/terminal-text.js';
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
  /** false with --no-browser: nothing was tried, so the URL is simply the one to open. */
  browser?: boolean;
  /** Set when the wait is over: the screen's last frame is this one line (no spinner left behind). */
  done?: string;
}

export function LoginWaiting({ url, address, deadline, now = Date.now, note, browser = true, done }: LoginWaitingProps) {
  const { color } = useTheme();
  const tint = useColor();
  const time = useNow(1000, now);
  const left = Math.max(0, deadline - time) / 1000;
  if (done) return <Text>{stripControl(done)}</Text>;
  return (
    <Box flexDirection="column">
      <Text bold>Log in in your browser</Text>
      <Text dimColor={color}>{browser ? 'Open this URL if no browser opened:' : 'Open this URL in a browser to log in:'}</Text>
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
