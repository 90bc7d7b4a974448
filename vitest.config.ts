import { globSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const ALL = ['test/**/*.test.ts', 'test/**/*.test.tsx'];

/**
 * Folders whose files share their worker's modules with the files that ran there before them (`isolate: false`):
 * src/, zod and the SDK are imported once per worker instead of once per file and no process is started per file,
 * which cuts the CPU these files cost by more than half (issue #40 item 5). A folder is listed once its files pass
 * sharing a worker; the rest run each in a fresh process.
 */
export const SHARED = [
  'test/unit/io/**',
  'test/unit/cli/**',
  'test/unit/auth/**',
  'test/unit/context/**',
  'test/unit/wire/**',
  'test/unit/check/**',
  'test/unit/events/**',
  'test/unit/architecture/**',
  'test/unit/catalog/**',
  'test/unit/sandbox/**',
  'test/unit/client/**',
  'test/unit/commands/**',
  'test/conformance/**',
  'test/unit/ui/**',
];

/**
 * Files that need a process of their own even when their folder is SHARED; test/unit/architecture/isolated-files.test.ts
 * holds this list to the rules below.
 */
export const ISOLATED = [
  // vi.mock replaces a module for its own file: with modules shared, the real one may be loaded already.
  'test/unit/sandbox/v3-product-indexes.test.ts',
  'test/unit/commands/bulk/bulk-v3-windows.test.ts',
  'test/unit/commands/products/import/import-disk-full.test.ts',
  // chalk settles its colour level once per process, from FORCE_COLOR as these files set it.
  'test/unit/ui/render-colour.test.ts',
  'test/unit/ui/render-no-colour.test.ts',
];

const sharedFiles = globSync(SHARED.flatMap((folder) => ALL.map((pattern) => `${folder}/${pattern.split('/').at(-1)}`)), { exclude: ISOLATED });

/**
 * Test files at once. vitest's default for `run` is one fewer than the cores — a single worker on a 2-core machine,
 * which leaves a core idle while most files wait on a sandbox, a spawned binary or a terminal frame (issue #40
 * item 5). At least three: on 2 cores the suite used 1.6 of them with two workers.
 */
const WORKERS = Math.max(3, availableParallelism() - 1);

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    globalSetup: ['./test/helpers/shared-cache-setup.ts'],
    // The terminal size Ink falls back on when its stdout has no rows (ink-testing-library's has 100 columns and no
    // rows; a piped TUI test's): without COLUMNS and LINES, Ink's terminal-size runs `tput cols` and `tput lines`
    // — two synchronous child processes forked from the test worker — on every frame, which tripled the UI tests' CPU
    // and blocked their event loop (issue #40 item 5). These are the values it ends up with anyway (80×24).
    env: { COLUMNS: '80', LINES: '24' },
    reporters: ['default', './test/helpers/plain-summary-reporter.ts'],
    projects: [
      // Named so that it sorts first: the long e2e files start first instead of last (vitest orders projects by name).
      { extends: true, test: { name: 'isolated', include: ALL, exclude: sharedFiles, isolate: true } },
      { extends: true, test: { name: 'shared', include: sharedFiles, isolate: false } },
    ],
  },
});
