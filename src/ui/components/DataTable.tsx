// A scrolling table with one selected row. The layout is the CLI's printed table's (io/table.ts, through
// hooks/use-table-layout.ts), computed over every loaded row so columns do not jump while scrolling; only `height`
// rows are drawn, and no line is wider than the room, so nothing wraps.
import { Box, Text } from 'ink';
import { useRef } from 'react';
import type { TableLayout } from '../../io/table.js';
import { useTheme } from '../hooks/use-theme.js';
import { scrollStart } from '../keys.js';
import { MARK_COLUMNS, SELECTED_MARK } from '../theme.js';

export interface DataTableProps {
  /** From useTableLayout (hooks/use-table-layout.ts). */
  layout: TableLayout;
  /** Index of the selected row; -1 for none. */
  selected: number;
  /** How many rows fit on screen. */
  height: number;
  /** Shown instead of the rows when there are none. */
  empty?: string;
  /** Fixes the first row shown (scrolling without a selection); otherwise the window follows `selected`. */
  firstRow?: number;
}

export function DataTable({ layout, selected, height, empty = 'Nothing to show.', firstRow }: DataTableProps) {
  const { color } = useTheme();
  const previousStart = useRef(0);
  const { header, lines } = layout;
  const start = firstRow ?? scrollStart(Math.max(0, selected), previousStart.current, height, lines.length);
  previousStart.current = start;
  const margin = ' '.repeat(MARK_COLUMNS);
  return (
    <Box flexDirection="column" flexShrink={0}>
      <Text bold={color} wrap="truncate-end">{`${margin}${header}`}</Text>
      {lines.length === 0 ? <Text dimColor={color}>{`${margin}${empty}`}</Text> : null}
      {lines.slice(start, start + height).map((line, i) => {
        const index = start + i;
        const isSelected = index === selected;
        return (
          <Text key={index} inverse={color && isSelected} wrap="truncate-end">
            {`${isSelected ? SELECTED_MARK : ' '} ${line}`}
          </Text>
        );
      })}
    </Box>
  );
}
