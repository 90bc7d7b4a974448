// The CLI run in-process against a test sandbox as if it were a remote store (its own file: harness.ts is imported
// by tests that never load the whole CLI).
import { main } from '../../../../src/cli.js';
import type { TestSandbox } from '../../../helpers/sandbox.js';
import { harness, remoteEnv } from './harness.js';

/** Runs `store ARGV` against `sandbox`, with `home`'s config and data dirs: exit code and output. */
export async function storeAgainst(sandbox: TestSandbox, home: Record<string, string>, argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const h = harness({ env: { ...home, ...remoteEnv(sandbox) } });
  try {
    const code = await main(argv, h.ctx);
    return { code, stdout: h.io.stdoutText(), stderr: h.io.stderrText() };
  } finally {
    await h.ctx.close();
  }
}
