// A stand-in for the user's BROWSER (issue #36 item 12): a command line that records the arguments of each run.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, vi } from 'vitest';

/**
 * A BROWSER command line that records each run's arguments (one JSON line per run) in a file of its own, with
 * `extra` words before the URL; `runs()` waits for the `count`th run and returns them all.
 */
export function recordingBrowser(extra = '') {
  const dir = mkdtempSync(join(tmpdir(), 'store-browser-'));
  const script = join(dir, 'browser.cjs');
  const log = join(dir, 'runs.jsonl');
  writeFileSync(script, "require('fs').appendFileSync(process.argv[2], JSON.stringify(process.argv.slice(3)) + '\\n');\n");
  const read = () => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as string[]) : []);
  return {
    BROWSER: `'${process.execPath}' '${script}' '${log}' ${extra}`.trimEnd(),
    dir,
    async runs(count = 1): Promise<string[][]> {
      await vi.waitFor(() => expect(read()).toHaveLength(count), { timeout: 20_000, interval: 20 });
      return read();
    },
  };
}

