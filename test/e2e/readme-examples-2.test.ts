// The second part of the README's blocks (readme-examples.test.ts runs the first and says why there are two).
import { describe, expect, it } from 'vitest';
import { blockTitle, blocksOfPart, runBlock } from '../helpers/readme-examples.js';

// Side by side, vitest's maxConcurrency at a time: 120 s is a guard for a loaded machine, not a measure.
describe.concurrent('README examples, part 2 of 2', () => {
  for (const lines of blocksOfPart(1, 2)) it(blockTitle(lines), async () => expect(await runBlock(lines)).toEqual([]), 120_000);
});
