// A scrolling table with one selected row. Column fitting is the same as the CLI's printed tables (io/table.ts),
// computed over every loaded row so columns do not jump while scrolling; only `height` rows are drawn.
import { Box, Text } from 'ink';
import { useRef } from 'react';
import { renderTable } from '../../io/table.js';
import { useTheme } from '../hooks/use-theme.js';
import { scrollStart } from '../keys.js';
import { SELECTED_MARK } from '../theme.js';

export interface DataTableProps {
  headers: string[];
  rows: string[][];
  /** Columns that may be shortened to fit (free text such as names). */
  flexible?: boolean[];
  /** Index of the selected row; -1 for none. */
  selected: number;
  /** How many rows fit on screen. */
  height: number;
  width: number;
  /** Shown instead of the rows when there are none. */
  empty?: string;
  /** Fixes the first row shown (scrolling without a selection); otherwise the window follows `selected`. */
  firstRow?: number;
}

const MARK_WIDTH = 2;

export function DataTable({ headers, rows, flexible, selected, height, width, empty = 'Nothing to show.', firstRow }: DataTableProps) {
  const { color } = useTheme();
  const previousStart = useRef(0);
  const start = firstRow ?? scrollStart(Math.max(0, selected), previousStart.current, height, rows.length);
  previousStart.current = start;
  const [header, ...lines] = renderTable(headers, rows, { tty: true, color: false, width: width - MARK_WIDTH, flexible })
    .replace(/\n$/, '')
    .split('\n');
  return (
    <Box flexDirection="column" flexShrink={0}>
      <Text bold={color} wrap="truncate-end">{`${' '.repeat(MARK_WIDTH)}${header}`}</Text>
      {rows.length === 0 ? <Text dimColor={color}>{`${' '.repeat(MARK_WIDTH)}${empty}`}</Text> : null}
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
