// The preview of a bulk change before anything is written: the summary (how many match, change, would fail),
// every row that changes as before → after (scroll with ↑↓), and the y/N question.
import { Box, Text, useInput } from 'ink';
import { useColor, useTheme } from '../hooks/use-theme.js';
import { useSyncedState } from '../hooks/use-synced-state.js';
import { useTableLayout } from '../hooks/use-table-layout.js';
import { moveSelection } from '../keys.js';
import { CONFIRM_HINTS, ConfirmBar } from './ConfirmBar.js';
import { DataTable } from './DataTable.js';
import { KeyHints } from './KeyHints.js';

/** One changing value, as text (the bulk plan's preview lines have this shape). */
export interface ChangeLine {
  product: string;
  /** The variant's choices, or "" for the product-level value. */
  variant: string;
  before: string;
  after: string;
  /** Why the platform will refuse it, if it will. */
  note: string;
}

export interface BulkPreviewProps {
  /** e.g. "price +10%: 8 products matched — 7 will change, 1 would fail, 0 unchanged". */
  summary: string;
  lines: readonly ChangeLine[];
  question: string;
  /** Which store the change acts on: named under the question. */
  store?: string;
  onAnswer(yes: boolean): void;
  width: number;
  /** Rows for the table. */
  rows: number;
  /** Products that would fail, as the summary counts them (default: the products of the lines with a note). */
  failing?: number;
}

export function BulkPreview({ summary, lines, question, store, onAnswer, width, rows, failing: given }: BulkPreviewProps) {
  const { color } = useTheme();
  const tint = useColor();
  const [top, setTop, latestTop] = useSyncedState(0);
  const shown = Math.min(rows, lines.length);
  // Scrolling moves the first row shown; there are `lines - shown + 1` places it can be.
  useInput((input, key) => {
    const next = moveSelection(input, key, latestTop(), Math.max(1, lines.length - shown + 1), shown);
    if (next !== undefined) setTop(next);
  });
  const table = lines.map((line) => [line.product, line.variant, line.before, '→', line.after, line.note]);
  const layout = useTableLayout(['product', 'variant', 'before', '', 'after', 'note'], table, { width, flexible: [true, true, false, false, false, true] });
  // Products, not rows: a product fails as a whole however many of its variants' rows have a note (the summary's count).
  const failing = given ?? new Set(lines.filter((line) => line.note).map((line) => line.product)).size;
  return (
    <Box flexDirection="column" width={width}>
      <Text bold wrap="truncate-end">
        {summary}
      </Text>
      <DataTable
        layout={layout}
        firstRow={top}
        selected={-1}
        height={shown}
        empty="Nothing changes."
      />
      <Text dimColor={color}>
        {lines.length > shown ? `rows ${top + 1}–${top + shown} of ${lines.length} (↑↓ to scroll)` : `${lines.length} row${lines.length === 1 ? '' : 's'}`}
        {failing > 0 ? <Text color={tint('red')}>{` · ${failing} product${failing === 1 ? '' : 's'} would fail`}</Text> : null}
      </Text>
      <ConfirmBar question={question} store={store} onAnswer={onAnswer} />
      <KeyHints hints={[...CONFIRM_HINTS, ['↑↓', 'scroll']]} width={width} />
    </Box>
  );
}
