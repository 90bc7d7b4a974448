// Issue #25 item 7: after a bulk change that partly failed, the hint is a command that retries only the products
// that failed (`--ids-from` a file written beside the backup), so the products already changed are never changed
// twice; and every count agrees with what happened — "N of M could not be changed" with the preview's "would fail",
// an undo's "Restored N of M" with its "N to restore". One body, a V1 and a V3 store.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { retryHint } from '../../../../src/commands/bulk/retry-failed.js';
import { shellWords } from '../../../helpers/shell-words.js';
import { sharedSandbox } from '../support/shared-sandbox.js';
import { tempHome } from '../support/harness.js';
import { storeAgainst } from '../support/store-against.js';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

/** The demo products whose price is under 30: `adjust price -30` would take them below 0. */
const FAILING = ['ceramic-mug', 'striped-beach-towel', 'sun-hat'];

describe.each(['v1', 'v3'] as const)('retrying only what failed, on a Catalog %s store', (catalog) => {
  // The demo catalog before each test.
  const sandbox = sharedSandbox({ catalog });
  const home = tempHome();

  const store = (argv: string[]) => storeAgainst(sandbox, home, argv);
  /** Each product's price column, by slug, as `products list` shows it. */
  async function prices(): Promise<Record<string, string>> {
    const { stdout } = await store(['products', 'list', '--all']);
    return Object.fromEntries(stdout.trim().split('\n').map((line) => line.split('\t')).map((cells) => [cells[2], cells[3]]));
  }
  /** The run's hint: the retry command, the ids file it names, and the rest. */
  function hintOf(stderr: string) {
    const retry = /Retry only the (\d+) products that failed \(the (\d+) changed are not in it\): (.*)/.exec(stderr);
    return { retry: retry?.[3], failed: Number(retry?.[1]), changed: Number(retry?.[2]), file: retry ? /--ids-from (\S+)/.exec(retry[3])?.[1] : undefined };
  }

  it('the hint retries only the failed products, from a file beside the backup; run as given, it changes them alone', async () => {
    const first = await store(['bulk', 'adjust', 'price', '-30', '--all', '--yes']);
    expect(first.code).toBe(6);
    expect(first.stdout).toContain('8 products matched');
    expect(first.stdout).toContain('5 will change, 3 would fail');
    expect(first.stderr).toContain('error: 3 of 8 products could not be changed');
    expect(first.stderr).not.toContain('run again');
    const hint = hintOf(first.stderr);
    expect(hint).toMatchObject({ failed: 3, changed: 5 });
    const backup = /Backup: (\S+)/.exec(first.stdout)![1];
    expect(hint.file).toBe(backup.replace(/\.json$/, '.failed.txt'));
    expect(first.stderr).toContain(`Or put every product back: store bulk undo ${backup}`);
    const listed = readFileSync(hint.file!, 'utf8');
    expect([...listed.matchAll(/# (\S+)$/gm)].map((m) => m[1]).sort()).toEqual(FAILING);

    // The person fixes what failed (here: raises those prices), then runs the hint's command as given.
    expect((await store(['bulk', 'set', 'price', '40', '--ids-from', hint.file!, '--yes'])).code).toBe(0);
    const before = await prices();
    const retry = await store([...shellWords(hint.retry!).slice(1), '--yes']);
    expect(retry.code).toBe(0);
    expect(retry.stdout).toContain('Changed 3 of 3 products.');
    const after = await prices();
    for (const slug of Object.keys(before)) {
      if (FAILING.includes(slug)) expect(after[slug], slug).toMatch(/^\$10\.00\b/);
      else expect(after[slug], `${slug} is not changed twice`).toBe(before[slug]);
    }
  });

  it("an undo after a partial failure counts what it restores as its question does, the rest said apart", async () => {
    const demo = await prices();
    const change = await store(['bulk', 'adjust', 'price', '-30', '--all', '--yes']);
    const backup = /Backup: (\S+)/.exec(change.stdout)![1];
    const undo = await store(['bulk', 'undo', backup, '--yes']);
    expect(undo.code).toBe(0);
    expect(undo.stdout).toContain('8 products saved — 5 to restore');
    expect(undo.stdout).toContain(`Restored 5 of 5 products to the values in ${backup} (3 more already had them).`);
    expect(await prices()).toEqual(demo);
  });

  it('--ids-from refuses a file it cannot read, an empty one, and another target flag beside it (exit 2)', async () => {
    const empty = join(mkdtempSync(join(tmpdir(), 'ids-')), 'none.txt');
    for (const [argv, message] of [
      [['--ids-from', empty], `--ids-from: cannot read ${empty}`],
      [['--ids-from', '/dev/null'], '--ids-from: /dev/null names no product'],
      [['--ids-from', '/dev/null', '--all'], 'pass only one of --ids, --ids-from, --collection, --filter or --all'],
    ] as const) {
      const run = await store(['bulk', 'set', 'weight', '1', ...argv, '--yes']);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(message);
    }
  });
});

describe('the retry hint after an adjust whose answers were lost', () => {
  it('leaves out of the file the products that may already be changed, and says how many to check', async () => {
    const backup = join(mkdtempSync(join(tmpdir(), 'retry-')), 'bulk-x.json');
    const failures = [
      { id: 'a', slug: 'mug', code: 'NEGATIVE_VALUE', description: 'below 0' },
      { id: 'b', slug: 'hat', code: 'UNAVAILABLE', description: 'lost', transient: true, unsure: true },
      { id: 'c', slug: 'towel', code: 'UNAVAILABLE', description: 'lost', transient: true, unsure: true },
    ];
    const hint = await retryHint({ changed: 4, failures, backup }, ['store', 'bulk', 'adjust', 'price', '+10%']);
    expect(hint?.hint).toContain(`Retry only the 1 product that failed (the 4 changed are not in it): store bulk adjust price +10% --ids-from ${hint?.file}`);
    expect(hint?.hint).toContain('2 products may or may not have changed (the answer was lost)');
    expect(readFileSync(hint!.file!, 'utf8').split('\n').filter((line) => line && !line.startsWith('#'))).toEqual(['a  # mug']);
  });
});
