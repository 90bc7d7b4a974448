// A y/N question answered the way the CLI's line prompts are (io/prompt.ts): type y (or yes), then Enter. Enter
// alone, n then Enter, and Esc say no; Backspace takes back what was typed. One key never answers by itself, so a
// key pressed by habit (or meant for the list) cannot delete anything. The store the answer acts on is named on the
// line below the question.
import { useRef, useState } from 'react';
import { Box, Text, useInput } from 'ink';
import { isYes } from '../../io/prompt.js';
import { stripControl } from '../../io/terminal-text.js';
import { useColor, useTheme } from '../hooks/use-theme.js';

export interface ConfirmBarProps {
  question: string;
  /** Which store the answer acts on (config/store-target.ts describeStore). */
  store?: string;
  onAnswer(yes: boolean): void;
}

/** Rows the bar takes: the question, and the store when named. */
export const confirmBarRows = (props: Pick<ConfirmBarProps, 'store'>): number => (props.store ? 2 : 1);

/** The key hints of a screen while the bar asks. */
export const CONFIRM_HINTS: ReadonlyArray<[string, string]> = [
  ['y enter', 'yes'],
  ['enter', 'no'],
  ['esc', 'cancel'],
];

export function ConfirmBar({ question, store, onAnswer }: ConfirmBarProps) {
  const color = useColor();
  const { color: styled } = useTheme();
  // Read on Enter from the ref: keys that arrive in one chunk come before React draws what the first one typed.
  const typed = useRef('');
  const [shown, setShown] = useState('');
  const answered = useRef(false);
  const answer = (yes: boolean) => {
    if (answered.current) return;
    answered.current = true;
    onAnswer(yes);
  };
  useInput((input, key) => {
    if (key.escape) return answer(false);
    if (key.return) return answer(isYes(typed.current));
    if (key.backspace || key.delete) typed.current = typed.current.slice(0, -1);
    else if (input && !key.ctrl && !key.meta && !key.tab && !key.upArrow && !key.downArrow && !key.leftArrow && !key.rightArrow) {
      // Keys that arrive together (typed fast, or pasted) come as one input: an Enter among them answers there.
      for (const char of input) {
        if (char === '\r' || char === '\n') return answer(isYes(typed.current));
        typed.current = (typed.current + char).slice(0, 8);
      }
    } else return;
    setShown(typed.current);
  });
  return (
    <Box flexDirection="column">
      <Text color={color('yellow')} wrap="truncate-end">
        {question} <Text bold>[y/N]</Text> {shown}
      </Text>
      {store ? (
        <Text dimColor={styled} wrap="truncate-end">
          {`on ${stripControl(store)}`}
        </Text>
      ) : null}
    </Box>
  );
}
