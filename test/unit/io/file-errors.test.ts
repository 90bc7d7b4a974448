// Issue #15 item 8: file problems in words, never a raw system code.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileProblem } from '../../../src/io/file-errors.js';
import { readJsonInput } from '../../../src/commands/shared/read-input.js';
import { harness } from '../commands/support/harness.js';

const caught = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
};

describe('fileProblem', () => {
  const dir = mkdtempSync(join(tmpdir(), 'store-files-'));
  it.each<[string, () => unknown, 'read' | 'write', string]>([
    ['a missing file', () => readFileSync(join(dir, 'nope.csv')), 'read', `no such file: ${join(dir, 'nope.csv')}`],
    ['a folder', () => readFileSync(dir), 'read', `${dir} is a folder, not a file`],
  ])('%s', (_name, fail, action, expected) => {
    const path = expected.includes('nope') ? join(dir, 'nope.csv') : dir;
    const message = fileProblem(caught(fail), path, action);
    expect(message).toBe(expected);
    expect(message).not.toMatch(/E[A-Z]{3,}/);
  });
});

describe('--from names the file problem', () => {
  it('a folder given as --from', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-from-'));
    await expect(readJsonInput(harness().ctx, dir)).rejects.toThrow(`--from: ${dir} is a folder, not a file`);
    await expect(readJsonInput(harness().ctx, join(dir, 'p.json'))).rejects.toThrow(`--from: no such file: ${join(dir, 'p.json')}`);
  });
});
