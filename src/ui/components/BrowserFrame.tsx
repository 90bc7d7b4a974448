// The frame every browse screen shares: a title line (what, how many, sorted how), the search line, the body,
// and at the bottom the status and the keys that work.
import { TextInput } from '@inkjs/ui';
import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { stripControl } from '../../io/terminal-text.js';
import { useColor, useTheme } from '../hooks/use-theme.js';
import { KeyHints, type KeyHint } from './KeyHints.js';
import { StatusLine, type Status } from './StatusLine.js';

/** Title, search line, status and key hints: the rows around the body (with one line of hints). */
export const FRAME_ROWS = 4;

/** The rows around the body when the key hints take `hintRows` lines. */
export const frameRows = (hintRows: number): number => FRAME_ROWS - 1 + hintRows;

export interface BrowserFrameProps {
  title: string;
  /** e.g. "8 products", "50 of 240". */
  count?: string;
  sortLabel?: string;
  search: string;
  /** What the search text matches, e.g. "name or slug starts with" (the search line's placeholder). */
  searchHint?: string;
  /** The search line takes the keys. */
  searching: boolean;
  onSearchChange(text: string): void;
  status: Status;
  hints: readonly KeyHint[];
  /** Lines kept for the key hints (default 1). */
  hintRows?: number;
  width: number;
  height: number;
  children: ReactNode;
}

export function BrowserFrame(props: BrowserFrameProps) {
  const { color } = useTheme();
  const tint = useColor();
  const { title, count, sortLabel, search, searching } = props;
  const summary = [count, sortLabel ? `sorted by ${sortLabel}` : undefined].filter(Boolean).join(' · ');
  return (
    <Box flexDirection="column" width={props.width} height={props.height}>
      <Text wrap="truncate-end">
        <Text bold color={tint('cyan')}>
          {title}
        </Text>
        {summary ? <Text dimColor={color}>{`  ${summary}`}</Text> : null}
      </Text>
      {searching ? (
        <Box>
          <Text color={tint('yellow')}>/ </Text>
          <TextInput defaultValue={search} placeholder={`${props.searchHint ?? 'name starts with'}…`} onChange={props.onSearchChange} />
        </Box>
      ) : (
        <Text dimColor={color} wrap="truncate-end">
          {search ? `search: ${stripControl(search)}  (esc clears)` : 'press / to search'}
        </Text>
      )}
      {/* A fixed height: content taller than the room is clipped at the bottom (a flexible box would squeeze it). */}
      <Box flexDirection="column" height={Math.max(1, props.height - frameRows(props.hintRows ?? 1))} flexShrink={0} overflow="hidden">
        {props.children}
      </Box>
      <StatusLine status={props.status} />
      <KeyHints hints={props.hints} width={props.width} lines={props.hintRows ?? 1} />
    </Box>
  );
}
