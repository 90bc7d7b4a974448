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

describe('Ctrl-C sent to a piped `store products import`', () => {
  it('stops sending, says how far it got and the --resume command; the resumed run ends with every product once', async () => {
    const env = served.remoteEnv();
    const file = tempFile('resume.csv', simpleProductsCsv(300, 'int'));
    const child = spawn(process.execPath, [STORE_BIN, 'products', 'import', file, '--concurrency', '1'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let sent = false;
    child.stdout.resume();
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      if (!sent && /imported \d+\/300 products/.test(stderr)) {
        sent = true;
        child.kill('SIGINT');
      }
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(130);
    const said = /Interrupted after (\d+) of 300 products .*\nContinue with: (.+)\n/.exec(stderr);
    expect(said, stderr).not.toBeNull();
    expect(Number(said![1])).toBeLessThan(300);
    expect(said![2]).toContain('--resume');

    const resumed = await runStore(['products', 'import', file, '--resume', '--json'], { env });
    expect(resumed.code).toBe(0);
    const listed = await runStore(['products', 'list', '--all', '--json', '--fields', 'slug'], { env });
    const slugs = (JSON.parse(listed.stdout) as Array<{ slug: string }>).map((p) => p.slug).filter((slug) => slug.startsWith('int-'));
    expect(slugs).toHaveLength(300);
    expect(new Set(slugs).size).toBe(300);
  }, 90_000);
});
