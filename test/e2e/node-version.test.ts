// Issue #15 item 6: on a Node older than 22, bin/store.js says which Node it needs and which it found — one line,
// exit 1 — before loading anything that would fail in a less helpful way (node:sqlite, say).
import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { STORE_BIN, isolatedEnv } from '../helpers/run-store.js';

/** A system Node older than 22 (outside node_modules), if the machine has one (this one's /usr/bin/node is 20). */
function oldSystemNode(): string | undefined {
  let candidates: string[] = [];
  try {
    candidates = execFileSync('which', ['-a', 'node'], { encoding: 'utf8' }).split('\n').filter((p) => p && !p.includes('node_modules'));
  } catch {
    return undefined;
  }
  return candidates.find((path) => {
    const version = spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
    return /^v(\d+)\./.test(version) && Number(version.slice(1).split('.')[0]) < 22;
  });
}

function expectNodeMessage(result: ReturnType<typeof spawnSync>, found: string) {
  expect(result.status).toBe(1);
  const stderr = String(result.stderr);
  expect(stderr.trim().split('\n')).toHaveLength(1);
  expect(stderr).toContain('store needs Node.js 22 or newer');
  expect(stderr).toContain(`this is Node.js ${found}`);
  expect(stderr).not.toMatch(/sqlite|ERR_|at file:/);
  expect(String(result.stdout)).toBe('');
}

describe('the Node version check', () => {
  it('a Node that reports 20.1.0 gets the one-line message and exit 1', () => {
    // The same binary, told it is Node 20 before the launcher runs: the check alone decides.
    const preload = 'data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.1.0"})';
    const result = spawnSync(process.execPath, ['--import', preload, STORE_BIN, 'products', 'list'], { env: isolatedEnv(), encoding: 'utf8' });
    expectNodeMessage(result, '20.1.0');
  });

  const old = oldSystemNode();
  it.skipIf(!old)('the system Node (older than 22) gets the message too', () => {
    const result = spawnSync(old!, [STORE_BIN, 'products', 'list'], { env: isolatedEnv(), encoding: 'utf8' });
    const version = spawnSync(old!, ['--version'], { encoding: 'utf8' }).stdout.trim().slice(1);
    expectNodeMessage(result, version);
  });

  it('Node 22+ runs as usual', () => {
    const result = spawnSync(process.execPath, [STORE_BIN, '--version'], { env: isolatedEnv(), encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
  });
});
