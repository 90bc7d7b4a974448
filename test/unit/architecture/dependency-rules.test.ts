// Issue #24: ARCHITECTURE.md's room table, "no import cycles", "only src/catalog imports catalog/v1|v3", "catalog/core
// imports no catalog version (but its factory)" and (issue #38) "of src/catalog, only catalog/v1 imports the V1 wire
// contract" are rules (.dependency-cruiser.cjs), checked here on src/ on every `npm test` — and on a small tree that
// breaks each of them, so a rule that stopped biting fails too.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
// The package exports no bin path; its CLI is what `npx depcruise src` runs.
const bin = fileURLToPath(new URL('../../../node_modules/dependency-cruiser/bin/dependency-cruise.mjs', import.meta.url));

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/** The rules' violations in `dir` (exit code 0 or not: the JSON report says). */
async function violations(dir: string): Promise<Violation[]> {
  const { stdout } = await run(process.execPath, [bin, dir, '--output-type', 'json'], { maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

const shown = (list: Violation[]) => list.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);

describe('dependency rules (ARCHITECTURE.md)', () => {
  it('src/ keeps every rule: no cycle, every room imports only what the table lists, catalog versions stay in src/catalog', async () => {
    expect(shown(await violations('src'))).toEqual([]);
  }, 60_000);

  it('each rule catches its own breach in an example tree', async () => {
    const found = shown(await violations('test/fixtures/architecture/src')).map((line) =>
      line
        .replace(/test\/fixtures\/architecture\//g, '')
        // A worktree whose node_modules is a link to another checkout's reports `../../main/node_modules/…`.
        .replace(/(?:\.\.\/)+(?:[^/\s]+\/)*?node_modules\//g, 'node_modules/'),
    );
    expect(found.sort()).toEqual(
      [
        'catalog-core-version-neutral: src/catalog/core/engine.ts → src/catalog/v3/thing.ts',
        // Not catalog/v1/wire-user.ts (the V1 edge).
        'catalog-v1-wire-in-v1-only: src/catalog/core/model.ts → src/wire/api/catalog-v1/product.ts',
        'catalog-v1-wire-in-v1-only: src/catalog/v3/wire-user.ts → src/wire/api/catalog-v1/product.ts',
        'catalog-v1-v3-apart: src/catalog/v1/thing.ts → src/catalog/v3/thing.ts',
        'catalog-versions-inside-catalog: src/commands/verb.ts → src/catalog/v1/thing.ts',
        'no-circular: src/io/a.ts → src/io/b.ts',
        'no-sdk-in-src: src/client/deep.ts → node_modules/@wix/sdk/cjs/build/index.js',
        'undici-public-api-only: src/client/deep.ts → node_modules/undici/lib/dispatcher/agent.js',
        'room-commands: src/commands/verb.ts → src/catalog/v1/thing.ts',
        'room-ui: src/ui/screen.ts → src/commands/verb.ts',
        'room-wire: src/wire/contract.ts → src/client/client.ts',
      ].sort(),
    );
  }, 60_000);
});
