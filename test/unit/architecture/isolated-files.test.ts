// The files of SHARED folders share their worker's modules with the files before them (vitest.config.ts, `isolate:
// false`): a file there that swaps a module for a mock or sets the colour level chalk reads once per process would
// change the files after it, or find the real module already loaded. Such a file must be in ISOLATED (a process of its
// own), and every entry of both lists must still name files.
import { readdirSync, readFileSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED, SHARED } from '../../../vitest.config.js';

const testFiles = (readdirSync('test', { recursive: true, encoding: 'utf8' }) as string[])
  .map((file) => join('test', file))
  .filter((file) => /\.test\.tsx?$/.test(file));

const matches = (patterns: string[]) => (file: string) => patterns.some((pattern) => matchesGlob(file, pattern));
const shared = (file: string) => matches(SHARED)(file) && !matches(ISOLATED)(file);

/** What makes a file unfit to share a process: a module mock, or the colour level set through the environment. */
const NEEDS_ITS_OWN_PROCESS = /\bvi\.(mock|doMock|unmock)\(|process\.env\.(FORCE_COLOR|NO_COLOR)\s*=(?!=)|delete process\.env\.(FORCE_COLOR|NO_COLOR)/;

describe('SHARED and ISOLATED (vitest.config.ts)', () => {
  it('no file that mocks a module or sets the colour level shares a worker', () => {
    const needing = testFiles.filter((file) => NEEDS_ITS_OWN_PROCESS.test(readFileSync(file, 'utf8')));
    expect(needing.length).toBeGreaterThan(0);
    expect(needing.filter(shared)).toEqual([]);
  });

  it('name only files that exist', () => {
    for (const pattern of [...SHARED, ...ISOLATED]) expect(testFiles.some(matches([pattern])), pattern).toBe(true);
  });

  it('e2e files never share a worker (each sets up its own processes)', () => {
    expect(testFiles.filter((file) => file.startsWith('test/e2e/') && shared(file))).toEqual([]);
    expect(testFiles.filter(shared).length).toBeGreaterThan(0);
  });
});
