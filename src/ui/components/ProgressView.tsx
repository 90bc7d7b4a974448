// A long job's progress on stderr (`store products import`): a bar, how many of how many, speed, time left, and
// the failures so far (the latest few, with the count of all).
import { Box, Text } from 'ink';
import { stripControl } from '../../io/terminal-text.js';
import { useColor, useTheme } from '../hooks/use-theme.js';
import { formatDuration, percent, progressBar, ratePerSecond, rateText, secondsLeft } from '../../io/progress-stats.js';

export interface ProgressSnapshot {
  /** e.g. "Importing catalog.csv". */
  title: string;
  /** What is happening now, e.g. "reading the file", "updating collections"; shown instead of the speed. */
  phase?: string;
  done: number;
  total: number;
  /** What `done`/`total` count, plural ("products"). */
  unit: string;
  /** The speed is measured in these (rows of the file), which may differ from the unit of the bar. */
  rate?: { done: number; total: number; unit: string };
  elapsedMs: number;
  failed: number;
  /** The latest failures, newest last. */
  failures: string[];
  finished: boolean;
}

export const FAILURES_SHOWN = 3;
const BAR_MAX = 40;

export function ProgressView({ snapshot, width }: { snapshot: ProgressSnapshot; width: number }) {
  const { color } = useTheme();
  const tint = useColor();
  const { done, total, elapsedMs, failed } = snapshot;
  const speed = snapshot.rate ?? { done, total, unit: snapshot.unit };
  const rate = ratePerSecond(speed.done, elapsedMs);
  // Before the total is known (the file is still being read) there is nothing to count against.
  const counts = total > 0 ? `${done}/${total} ${snapshot.unit}` : '';
  const barWidth = Math.max(10, Math.min(BAR_MAX, width - counts.length - 8));
  const stats = snapshot.finished
    ? `done in ${formatDuration(elapsedMs / 1000)}`
    : (snapshot.phase ?? `${rateText(rate)} ${speed.unit}/s · ETA ${formatDuration(secondsLeft(speed.done, speed.total, elapsedMs))}`);
  return (
    <Box flexDirection="column" width={width}>
      <Text bold wrap="truncate-end">
        {stripControl(snapshot.title)}
      </Text>
      <Text wrap="truncate-end">
        <Text color={tint(failed > 0 ? 'yellow' : 'green')}>{progressBar(done, total, barWidth)}</Text>
        {total > 0 ? ` ${percent(done, total).padStart(4)}  ${counts}` : ''}
      </Text>
      <Text wrap="truncate-end">
        <Text dimColor={color}>{stats}</Text>
        {failed > 0 ? <Text color={tint('red')}>{` · ${failed} failed`}</Text> : null}
      </Text>
      {snapshot.failures.slice(-FAILURES_SHOWN).map((failure, i) => (
        <Text key={`${i}-${failure}`} color={tint('red')} wrap="truncate-end">
          {`  ${stripControl(failure)}`}
        </Text>
      ))}
    </Box>
  );
}
