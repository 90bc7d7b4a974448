// A titled block of the detail panes ("Variants (6)").
import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { displayWidth } from '../../io/display-width.js';
import { useTheme } from '../hooks/use-theme.js';

export function Section({ title, children }: { title: string; children?: ReactNode }) {
  const { color } = useTheme();
  return (
    <Box flexDirection="column" marginTop={1}>
      <Text bold={color} underline={color}>
        {title}
      </Text>
      {children}
    </Box>
  );
}

export const FACT_GAP = 3;

/** `label value` pairs laid out side by side, wrapping to as many lines as the width needs. */
export function Facts({ facts, width }: { facts: ReadonlyArray<readonly [string, string]>; width: number }) {
  const { color } = useTheme();
  return (
    <Box flexWrap="wrap" width={width} columnGap={FACT_GAP}>
      {facts.map(([label, value]) => (
        <Text key={label} wrap="truncate-end">
          <Text dimColor={color}>{label}</Text> {value}
        </Text>
      ))}
    </Box>
  );
}

/** How many lines `label value` facts take when packed side by side (as Facts lays them out). */
export function factLines(facts: ReadonlyArray<readonly [string, string]>, width: number): number {
  let lines = 0;
  let used = width;
  for (const [label, value] of facts) {
    const size = Math.min(width, displayWidth(label) + 1 + displayWidth(value));
    if (used + FACT_GAP + size > width) {
      lines++;
      used = size;
    } else used += FACT_GAP + size;
  }
  return lines;
}
