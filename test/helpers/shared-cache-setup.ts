// vitest globalSetup: one cache folder for every `store` the suite spawns (isolatedEnv's XDG_CACHE_HOME), made once
// per run and removed after it. With a fresh HOME per test each spawn found an empty compile cache, compiled the
// bundle again and wrote the cache on exit — about a third more CPU per spawn than a warm start, over a thousand
// spawns (issue #40 item 5). The folder is private (mkdtemp: 0700, this user's), as bin/cache-folder.js requires.
// Tests of the caches themselves pass a folder of their own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The variable the workers read it from (isolatedEnv strips every STORE_ variable from what the binary sees). */
export const SHARED_CACHE_VARIABLE = 'STORE_TEST_SHARED_CACHE';

export default function setup(): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'store-test-cache-'));
  process.env[SHARED_CACHE_VARIABLE] = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
