// Issue #38 item 3: a command only parameterises and renders — it maps flags to one runner of the library layer
// (catalog/core, context, client …) and prints what comes back — so no file under src/commands/ is over 150 lines.
// A longer one holds work of its own that belongs in that layer.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const MAX_LINES = 150;

/**
 * Files allowed over for a while, each until its own change lands (none now: the bulk commands became runner calls
 * in catalog/core/bulk). An entry that is no longer over fails the test: take it out.
 */
const STILL_OVER = new Set<string>([]);

/** Every TypeScript file under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** Lines as `wc -l` counts them, plus a last line without its newline. */
const lineCount = (text: string) => (text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0));

describe('command files', () => {
  it('counts lines as wc -l does', () => {
    expect([lineCount(''), lineCount('a\n'), lineCount('a\nb'), lineCount('a\nb\n\n')]).toEqual([0, 1, 2, 3]);
  });

  it(`are at most ${MAX_LINES} lines each`, () => {
    const lines = new Map(sourceFiles(join(root, 'src/commands')).map((path) => [relative(root, path), lineCount(readFileSync(path, 'utf8'))]));
    expect(lines.size).toBeGreaterThan(50);
    const over = [...lines].filter(([path, count]) => count > MAX_LINES && !STILL_OVER.has(path)).map(([path, count]) => `${path}: ${count} lines`);
    expect(over).toEqual([]);
    const noLongerOver = [...STILL_OVER].filter((path) => (lines.get(path) ?? 0) <= MAX_LINES);
    expect(noLongerOver, 'no longer over the limit (or gone): remove from STILL_OVER').toEqual([]);
  });
});
