// Issue #15 item 3 through the real binary and a real SIGINT: the request in flight finishes, no other is sent,
// the undo line is printed and the exit code is 130 (bin/store.js leaves the first Ctrl-C to the running command).
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { simpleProductsCsv, tempFile } from '../helpers/catalog.js';
import { STORE_BIN, runStore } from '../helpers/run-store.js';
import { servedSandboxPerFile } from '../helpers/served-sandbox.js';

// Latency and --concurrency 1 keep the chunks going out one by one, so some are still unsent when the signal comes.
const { served } = servedSandboxPerFile(['--memory', '--latency', '150']);

describe('Ctrl-C sent to `store bulk adjust`', () => {
  it('finishes the chunk in flight, sends no other, prints the undo line, exits 130', async () => {
    const env = served.remoteEnv();
    const imported = await runStore(['products', 'import', tempFile('many.csv', simpleProductsCsv(240, 'sig')), '--concurrency', '16'], { env });
    expect(imported.code).toBe(0);

    const child = spawn(process.execPath, [STORE_BIN, 'bulk', 'adjust', 'price', '+1', '--all', '--yes', '--concurrency', '1'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    let sent = false;
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      // Once, when the first chunk is back and the second is going out (a second Ctrl-C would quit at once).
      if (!sent && stderr.includes('chunk 1/3')) {
        sent = true;
        child.kill('SIGINT');
      }
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(130);
    expect(stderr).toContain('Stopping: no new requests');
    expect(stderr).not.toContain('chunk 3/3');
    const said = /Interrupted: changed (\d+) of (\d+) products; (\d+) not sent\. Backup: (\S+)\nUndo with: store bulk undo \4\n/.exec(stdout);
    expect(said, stdout).not.toBeNull();
    const [changed, total, notSent] = [Number(said![1]), Number(said![2]), Number(said![3])];
    // Whether the second chunk had gone out when the signal came or not, what was sent finished and was counted.
    const chunksBack = stderr.match(/chunk \d\/3/g)!.length;
    expect(changed).toBe(chunksBack * 100);
    expect(changed + notSent).toBe(total);
    expect(notSent).toBeGreaterThan(0);
    // That the undo line restores exactly is tested in test/unit/commands/interrupt.test.ts.
  }, 60_000);
});
