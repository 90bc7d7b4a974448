// One line of text the form edits: typing inserts at the cursor, ←/→ Home/End move it, Backspace deletes before it.
// It stays one line in `width` columns (a long description would wrap and push the form off a small terminal): the
// part around the cursor shows, "…" marks text beyond the edge.
// Controlled (the form holds the value) and never takes a Tab or an Enter as text — a burst of keys that arrives in
// one read ("\t\t", "ab\t") would otherwise land in the field instead of moving focus (Form.tsx handles those keys).
import { Text, useInput } from 'ink';
import { useRef, useState } from 'react';
import { characters, displayWidth, truncateToWidth } from '../../io/display-width.js';
import { stripControl } from '../../io/terminal-text.js';
import { useTheme } from '../hooks/use-theme.js';

export interface TextFieldProps {
  value: string;
  onChange(value: string): void;
  /** Not focused (or saving): shows the value, takes no keys. */
  isDisabled: boolean;
  /** Columns the field may take. */
  width: number;
}

export function TextField({ value, onChange, isDisabled, width }: TextFieldProps) {
  const { color } = useTheme();
  // The latest value and cursor, read by every key of a burst before React renders again.
  const latest = useRef({ chars: characters(value), cursor: characters(value).length });
  if (latest.current.chars.join('') !== value) latest.current = { chars: characters(value), cursor: Math.min(latest.current.cursor, characters(value).length) };
  const [, rerender] = useState(0);

  useInput(
    (input, key) => {
      const { chars, cursor } = latest.current;
      const set = (next: string[], at: number) => {
        latest.current = { chars: next, cursor: Math.max(0, Math.min(at, next.length)) };
        if (next.join('') !== chars.join('')) onChange(next.join(''));
        rerender((n) => n + 1);
      };
      if (key.leftArrow) set(chars, cursor - 1);
      else if (key.rightArrow) set(chars, cursor + 1);
      else if (key.home || (key.ctrl && input === 'a')) set(chars, 0);
      else if (key.end || (key.ctrl && input === 'e')) set(chars, chars.length);
      else if (key.backspace || key.delete) set([...chars.slice(0, Math.max(0, cursor - 1)), ...chars.slice(cursor)], cursor - 1);
      else if (!key.ctrl && !key.meta && !key.upArrow && !key.downArrow && !key.escape && !key.return && !key.tab) {
        const typed = characters(stripControl(input.replace(/[\t\r\n]/g, '')));
        if (typed.length > 0) set([...chars.slice(0, cursor), ...typed, ...chars.slice(cursor)], cursor + typed.length);
      }
    },
    { isActive: !isDisabled },
  );

  const { chars, cursor } = latest.current;
  const shown = chars.map(stripControl);
  if (isDisabled) return <Text>{truncateToWidth(shown.join(''), width)}</Text>;
  const { start, end } = visibleRange(shown, cursor, width);
  const before = `${start > 0 ? '…' : ''}${shown.slice(start, cursor).join('')}`;
  const after = `${shown.slice(cursor + 1, end).join('')}${end < shown.length ? '…' : ''}`;
  return (
    <Text>
      {before}
      <Text inverse={color}>{shown[cursor] ?? ' '}</Text>
      {after}
    </Text>
  );
}

/** The characters [start, end) to show so that the cursor's cell and the "…" marks fit in `width` columns. */
export function visibleRange(shown: readonly string[], cursor: number, width: number): { start: number; end: number } {
  const size = (from: number, to: number) => displayWidth(shown.slice(from, to).join(''));
  const cursorCell = displayWidth(shown[cursor] ?? ' ');
  if (size(0, shown.length) + (cursor >= shown.length ? 1 : 0) <= width) return { start: 0, end: shown.length };
  let start = 0;
  // Room for the text before the cursor, the cursor, and a "…" on each side that has more.
  while (start < cursor && (start > 0 ? 1 : 0) + size(start, cursor) + cursorCell + 1 > width) start++;
  let end = cursor + 1;
  while (end < shown.length && (start > 0 ? 1 : 0) + size(start, end + 1) + (end + 1 < shown.length ? 1 : 0) <= width) end++;
  return { start, end: Math.max(end, Math.min(cursor + 1, shown.length)) };
}
