// A y/N question on one line; only `y` says yes (Enter and Esc say no, like the CLI's line prompts).
import { Text, useInput } from 'ink';
import { useColor } from '../hooks/use-theme.js';

export interface ConfirmBarProps {
  question: string;
  onAnswer(yes: boolean): void;
}

export function ConfirmBar({ question, onAnswer }: ConfirmBarProps) {
  const color = useColor();
  useInput((input, key) => {
    if (input === 'y' || input === 'Y') onAnswer(true);
    else if (input === 'n' || input === 'N' || key.escape || key.return) onAnswer(false);
  });
  return (
    <Text color={color('yellow')} wrap="truncate-end">
      {question} <Text bold>[y/N]</Text>
    </Text>
  );
}
