// One line of text the form edits: typing inserts at the cursor, ←/→ Home/End move it, Backspace deletes before it.
// Controlled (the form holds the value) and never takes a Tab or an Enter as text — a burst of keys that arrives in
// one read ("\t\t", "ab\t") would otherwise land in the field instead of moving focus (Form.tsx handles those keys).
import { Text, useInput } from 'ink';
import { useRef, useState } from 'react';
import { stripControl } from '../../io/terminal-text.js';
import { useTheme } from '../hooks/use-theme.js';

export interface TextFieldProps {
  value: string;
  onChange(value: string): void;
  /** Not focused (or saving): shows the value, takes no keys. */
  isDisabled: boolean;
}

const graphemes = new Intl.Segmenter();
const characters = (text: string) => Array.from(graphemes.segment(text), (part) => part.segment);

export function TextField({ value, onChange, isDisabled }: TextFieldProps) {
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
  if (isDisabled || !color) return <Text>{shown.join('')}</Text>;
  return (
    <Text>
      {shown.slice(0, cursor).join('')}
      <Text inverse>{shown[cursor] ?? ' '}</Text>
      {shown.slice(cursor + 1).join('')}
    </Text>
  );
}
