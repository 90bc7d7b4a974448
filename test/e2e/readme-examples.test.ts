// Issue #15 item 14: the README's examples run as written against the demo catalog (test/helpers/readme-examples.ts
// says how). The blocks are dealt into two parts, this file and readme-examples-2.test.ts, so that two workers take
// them at once (issue #40 item 5); within a file the blocks (each its own home and folder) run side by side.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { README, blockTitle, blocksOfPart, readmeExamples, runBlock, runnableBlocks } from '../helpers/readme-examples.js';

const examples = readmeExamples();

describe('README examples', () => {
  it('finds the examples, and runs most of them', () => {
    expect(examples.length).toBeGreaterThan(60);
    expect(examples.filter((e) => !e.skip).length).toBeGreaterThan(40);
  });

  it('the two parts together run every block with a line to run, each once', () => {
    const parts = [blocksOfPart(0, 2), blocksOfPart(1, 2)];
    expect(parts[0].length).toBeGreaterThan(0);
    expect(parts[1].length).toBeGreaterThan(0);
    expect(parts.flat().map((lines) => lines[0].block).sort((a, b) => a - b)).toEqual(runnableBlocks().map((lines) => lines[0].block));
  });

  // Issue #37 item 13: `npm start -- … --json | jq` reads npm's banner first; `-s` keeps stdout to the command's.
  it('pipes `npm start` output only with -s', () => {
    const piped = readFileSync(README, 'utf8').split('\n').filter((line) => /\bnpm start\b[^#]*\|/.test(line));
    expect(piped.length).toBeGreaterThan(0);
    for (const line of piped) expect(line).toMatch(/\bnpm start -s -- /);
  });
});

// Side by side, vitest's maxConcurrency at a time: 120 s is a guard for a loaded machine, not a measure.
describe.concurrent('README examples, part 1 of 2', () => {
  for (const lines of blocksOfPart(0, 2)) it(blockTitle(lines), async () => expect(await runBlock(lines)).toEqual([]), 120_000);
});
