// Issue #15 item 16: `store completion bash|zsh|fish` completes nouns, verbs and flags from the real command tree
// (each shell runs its script in test/e2e/completion-shells.test.ts).
// The catalog version is irrelevant here: the command tree is the same on every store and no store is asked.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../../src/io/cli-errors.js';
import { runCompletion } from '../../../../src/commands/completion/index.js';
import { completionTable } from '../../../../src/commands/completion/table.js';
import { buildProgram } from '../../../../src/cli.js';
import { PROFILE_NAME } from '../../../../src/config/profile-settings.js';
import { harness, tempHome } from '../support/harness.js';

async function script(shell: string): Promise<string> {
  const h = harness();
  await runCompletion({ shell }, h.ctx, await buildProgram(h.ctx, [], { all: true }));
  return h.io.stdoutText();
}

/** What bash offers after `words` (the last one is being completed). */
function bashOffers(file: string, words: string[]): string[] {
  const array = words.map((w) => `'${w}'`).join(' ');
  const out = execFileSync('bash', ['-c', `source '${file}'; COMP_WORDS=(${array}); COMP_CWORD=${words.length - 1}; _store_completion; printf '%s\\n' "\${COMPREPLY[@]}"`], { encoding: 'utf8' });
  return out.split('\n').filter(Boolean);
}

describe('store completion', () => {
  it('bash: nouns, verbs of a noun, nested verbs and flags (global ones included, option values skipped)', async () => {
    const file = join(tempHome().HOME, 'store.bash');
    writeFileSync(file, await script('bash'));
    expect(bashOffers(file, ['store', 'pro'])).toEqual(['products', 'profile']);
    expect(bashOffers(file, ['store', 'products', 'va'])).toEqual(['variants']);
    expect(bashOffers(file, ['store', 'products', 'variants', ''])).toEqual(expect.arrayContaining(['list', 'update', 'reset']));
    expect(bashOffers(file, ['store', '--profile', 'prod', 'bulk', 'adjust', '--d'])).toEqual(['--dry-run']);
    expect(bashOffers(file, ['store', 'products', 'export', '--fo'])).toEqual(['--format']);
    expect(bashOffers(file, ['store', 'cart', 'add', '--y'])).toEqual(['--yes']);
  });

  it('one table for the three shells: alias spellings of each path, the flags that take a value, the values', async () => {
    const h = harness();
    const table = completionTable(await buildProgram(h.ctx, [], { all: true }));
    const node = (path: string) => table.nodes.find((n) => n.paths.includes(path))!;
    expect(node('store categories')).toBe(node('store collections'));
    expect(node('store stock ls').paths).toEqual(['store inventory list', 'store inventory ls', 'store stock list', 'store stock ls']);
    expect(node('store products export').valueFlags).toEqual(expect.arrayContaining(['--format', '--output', '--sort']));
    expect(node('store products export').values).toEqual(expect.arrayContaining([['--format', { words: ['csv', 'dashboard', 'shopify', 'json', 'jsonl'] }]]));
    expect(node('store products import').values).toEqual(expect.arrayContaining([['--format', { words: ['csv', 'json', 'jsonl', 'store', 'shopify', 'dashboard', 'woocommerce'] }]]));
    expect(node('store completion').values).toEqual([['#1', { words: ['bash', 'zsh', 'fish'] }]]);
    expect(table.global.valueFlags).toEqual(expect.arrayContaining(['--profile', '--catalog', '--timeout']));
    expect(table.global.values).toEqual(expect.arrayContaining([['--catalog', { words: ['auto', 'v1', 'v3'] }], ['--profile', { command: ['profile', 'list', '--fields', 'name'], valid: PROFILE_NAME }]]));
    const zsh = await script('zsh');
    expect(zsh).toContain('bashcompinit');
    expect(zsh).toContain('complete -o default -F _store_completion store');
    expect(await script('fish')).toContain("complete -c store -f -a '(__store_complete)'");
  });

  it('values read at completion time are profile names only, each with its rule of a valid name (issue #36 item 7)', async () => {
    const h = harness();
    const table = completionTable(await buildProgram(h.ctx, [], { all: true }));
    const read = [...table.nodes.flatMap((node) => node.values), ...table.global.values].flatMap(([, values]) => ('command' in values ? [values] : []));
    // No product, collection or other store name is offered: one more source must bring its own rule and a test.
    expect(new Set(read.map((values) => values.command.join(' ')))).toEqual(new Set(['profile list --fields name']));
    expect(read.every((values) => values.valid === PROFILE_NAME)).toBe(true);
  });

  it('an unknown shell is a usage error naming the shells', async () => {
    const error = await script('tcsh').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).hint).toBe('Shells: bash, zsh, fish.');
  });
});
