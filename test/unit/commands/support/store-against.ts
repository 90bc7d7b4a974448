// The CLI run in-process against a test sandbox as if it were a remote store (its own file: harness.ts is imported
// by tests that never load the whole CLI).
import { afterAll, beforeAll } from 'vitest';
import { main } from '../../../../src/cli.js';
import type { CatalogVersion } from '../../../../src/wire/api/catalog-version.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome } from './harness.js';

/** What the run's output is: a terminal of this many columns (default: piped). */
export interface Terminal {
  tty?: boolean;
  columns?: number;
}

/** Runs `store ARGV` against `sandbox`, with `home`'s config and data dirs: exit code and output. */
export async function storeAgainst(sandbox: TestSandbox, home: Record<string, string>, argv: string[], terminal: Terminal = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const h = harness({ env: { ...home, ...remoteEnv(sandbox) }, ...terminal });
  try {
    const code = await main(argv, h.ctx);
    return { code, stdout: h.io.stdoutText(), stderr: h.io.stderrText() };
  } finally {
    await h.ctx.close();
  }
}

/**
 * A sandbox of one catalog version for the enclosing `describe` (started before its tests, with or without the demo
 * catalog, closed after them) and `store ARGV` against it, with a home of its own.
 */
export function storeOnSandbox(catalog: CatalogVersion, options: { demo: boolean }): (argv: string[], terminal?: Terminal) => ReturnType<typeof storeAgainst> {
  let sandbox: TestSandbox;
  const home = tempHome();
  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog });
    sandbox.sandbox.reset({ demo: options.demo });
  });
  afterAll(() => sandbox.close());
  return (argv, terminal) => storeAgainst(sandbox, home, argv, terminal);
}
