// Issue #36 item 10 (client side) through the built binary: an input file (or JSON flag) nested 100,000 levels deep (a YAML file and a flag: as deep as they can be)
// is a usage error naming the file and the nesting limit (wire/json-depth.ts), exit 2 — not "Maximum call stack
// size exceeded". Every reader of a JSON or YAML input goes through io/input-depth.ts.
import { describe, expect, it } from 'vitest';
import { isolatedEnv, runStore } from '../helpers/run-store.js';
import { tempFile } from '../helpers/catalog.js';

const DEPTH = 100_000;
const deep = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const deepObject = `{"name":"Deep","brand":${deep}}`;
// YAML's own parser runs out of stack near 1,000 levels (and lexes deep flow slowly): 5,000 is past both.
const deepYaml = `products:\n  - name: ${'['.repeat(5_000)}${']'.repeat(5_000)}\n`;
// One argument may be at most 128 KiB long: 30,000 levels.
const deepFilter = `{"a":${'['.repeat(30_000)}${']'.repeat(30_000)}}`;

describe('an input nested 100,000 levels deep', () => {
  it.each([
    { label: 'products import deep.json', file: () => tempFile('deep.json', `[${deepObject}]`), args: (f: string) => ['products', 'import', f], names: 'deep.json' },
    { label: 'products import deep.jsonl', file: () => tempFile('deep.jsonl', `${deepObject}\n`), args: (f: string) => ['products', 'import', f], names: 'deep.jsonl' },
    { label: 'seed deep.json', file: () => tempFile('deep.json', `{"products":[${deepObject}]}`), args: (f: string) => ['seed', f], names: 'deep.json' },
    { label: 'seed deep.yaml', file: () => tempFile('deep.yaml', deepYaml), args: (f: string) => ['seed', f], names: 'deep.yaml' },
    { label: 'products create --from deep.json', file: () => tempFile('deep.json', deepObject), args: (f: string) => ['products', 'create', '--from', f], names: 'deep.json' },
    { label: 'products list --filter', file: () => '', args: () => ['products', 'list', '--filter', deepFilter], names: '--filter' },
  ])('`store $label`: exit 2, naming the input and the limit', async ({ file, args, names }) => {
    const run = await runStore(args(file()), { env: isolatedEnv({ STORE_CATALOG: 'v1' }) });
    expect(run.stderr).toContain(names);
    expect(run.stderr).toContain('nests deeper than 256 levels of arrays and objects, the most accepted');
    expect(run.stderr).not.toMatch(/Maximum call stack|RangeError|\n\s+at /);
    expect(run.code).toBe(2);
  }, 30_000);
});
