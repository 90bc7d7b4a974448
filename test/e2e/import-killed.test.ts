// The built binary against `store sandbox serve`: an import killed mid-run (SIGKILL) then run again with --resume: the
// exact catalog, nothing duplicated (test/helpers/killed-import.ts). Without --resume: import-killed-rerun.test.ts;
// the --json summaries: import.test.ts. Apart, the files run side by side.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, it } from 'vitest';
import { expectKilledImportRunAgain } from '../helpers/killed-import.js';

beforeAll(() => {
  if (!existsSync(join(resolve(import.meta.dirname, '..', '..'), 'dist', 'cli.js'))) throw new Error('dist/cli.js is missing: run `npm run build` (npm test builds first)');
});

describe.each(['v1', 'v3'] as const)('an import killed mid-run (SIGKILL) and run again on a %s store', (catalog) => {
  // Two imports of 300 products at 30 ms latency: ~20 s on a quiet machine, more under load (a guard, not a measure).
  it('re-run with --resume: every product once, every price right', () => expectKilledImportRunAgain(catalog, true), 120_000);
});
