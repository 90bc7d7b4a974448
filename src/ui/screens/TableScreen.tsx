// Any list as a full-screen table: ↑↓/PgUp/PgDn/g/G to move through the rows, q or Esc to leave.
import { Box, Text, useInput } from 'ink';
import { hiddenColumnsNote } from '../../io/table.js';
import { stripControl } from '../../io/terminal-text.js';
import { DataTable } from '../components/DataTable.js';
import { KeyHints } from '../components/KeyHints.js';
import { useScreenSize } from '../hooks/use-screen-size.js';
import { useSyncedState } from '../hooks/use-synced-state.js';
import { useTableLayout } from '../hooks/use-table-layout.js';
import { useColor } from '../hooks/use-theme.js';
import { moveSelection } from '../keys.js';

export interface TableScreenProps {
  title: string;
  headers: string[];
  rows: string[][];
  /** Columns that may be shortened to fit (free text such as names). */
  flexible?: boolean[];
  onExit(): void;
  width?: number;
  height?: number;
}

/** Title, table header, position line and key hints. */
const CHROME_ROWS = 4;

export function TableScreen(props: TableScreenProps) {
  const { width, height } = useScreenSize(props);
  const tint = useColor();
  const [selected, setSelected, latestSelected] = useSyncedState(0);
  const rows = Math.max(1, height - CHROME_ROWS);
  const layout = useTableLayout(props.headers, props.rows, { width, flexible: props.flexible });
  useInput((input, key) => {
    const next = moveSelection(input, key, latestSelected(), props.rows.length, rows);
    if (next !== undefined) setSelected(next);
    else if (input === 'q' || key.escape) props.onExit();
  });
  return (
    <Box flexDirection="column" width={width}>
      <Text bold color={tint('cyan')} wrap="truncate-end">
        {stripControl(props.title)}
      </Text>
      <DataTable layout={layout} selected={props.rows.length ? selected : -1} height={rows} />
      <Text wrap="truncate-end">{[props.rows.length ? `${selected + 1} of ${props.rows.length}` : '', layout.hidden.length ? hiddenColumnsNote(layout.hidden, width) : ''].filter(Boolean).join(' · ')}</Text>
      <KeyHints hints={[['↑↓', 'move'], ['q', 'quit']]} width={width} />
    </Box>
  );
}
