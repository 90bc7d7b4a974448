// Issue #15 item 3 and issue #29 item 1 through the real binary and real signals, piped: Ctrl-C (or SIGTERM) during
// import, export and seed stops starting requests, lets those in flight finish, says how far it got and the exact way
// on (--resume, "is incomplete", the same seed), exits 130; a second one exits at once saying what may be unfinished.
// After each, the way on leaves the store exactly right. On a Catalog V1 and a V3 store; bulk changes are
// interrupt-bulk.test.ts (apart, the two files run side by side), the terminal (tmux) case is in tui-interrupt.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simpleProductsCsv, tempFile } from '../helpers/catalog.js';
import { runStore } from '../helpers/run-store.js';
import { servedSandboxPerFile, type ServedSandbox } from '../helpers/served-sandbox.js';
import { expectEachOnce, interruptRun, signalWhen, slugsWith } from '../helpers/interrupt-run.js';

// Latency and --concurrency 1 keep requests going out one by one, so some are still unsent when the signal comes.
// The tests of one version run at the same time, each on its own products and its own config dirs.
const stores: Record<'v1' | 'v3', ServedSandbox> = {
  v1: servedSandboxPerFile(['--memory', '--latency', '150', '--catalog', 'v1']).served,
  v3: servedSandboxPerFile(['--memory', '--latency', '150', '--catalog', 'v3']).served,
};

/**
 * Products per import: enough for a progress line at each tenth (a log shows one from 100 products on) and, on V3
 * (batches of 100, two under way at a time), for a batch that has not started when the signal comes.
 */
const PRODUCTS = { v1: 150, v3: 300 } as const;

describe.concurrent.each(['v1', 'v3'] as const)('piped runs on a Catalog %s store', (version) => {
  const products = PRODUCTS[version];
  const progressLine = new RegExp(`imported \\d+/${products} products`);
  // Three moments of an import: once products are being written, as the first request goes out, and by SIGTERM.
  const moments = [
    { name: 'Ctrl-C once the first products are in', prefix: 'first', signals: signalWhen((stderr) => progressLine.test(stderr)) },
    { name: 'Ctrl-C as the first request goes out', prefix: 'early', signals: signalWhen((stderr) => stderr.includes('→ '), 'SIGINT'), verbose: true },
    { name: 'SIGTERM once the first products are in', prefix: 'term', signals: signalWhen((stderr) => progressLine.test(stderr), 'SIGTERM') },
  ];
  it.each(moments)('$name: stops, says how far it got and the --resume command; the resumed run ends with every product once', async ({ prefix, signals, verbose }) => {
    const served = stores[version];
    const env = served.remoteEnv();
    const slug = `${version}-${prefix}`;
    const file = tempFile(`${slug}.csv`, simpleProductsCsv(products, slug));
    // --verbose traces each request on stderr (the moment a request goes out).
    const run = await interruptRun(['products', 'import', file, '--concurrency', '1', ...(verbose ? ['--verbose'] : [])], env, signals);
    expect(run.code, run.stderr).toBe(130);
    const said = new RegExp(`Interrupted after (\\d+) of ${products} products \\((\\d+) created, 0 updated, 0 unchanged, 0 failed\\)\\.\\nContinue with: (.+)\\n$`).exec(run.stderr);
    expect(said, run.stderr).not.toBeNull();
    const done = Number(said![1]);
    expect(done).toBeLessThan(products);
    expect(said![3]).toBe(`store products import ${file} --resume`);
    // What it says it did is what the store holds: every request in flight finished and was counted.
    expect(await slugsWith(env, slug)).toHaveLength(done);

    const resumed = await runStore(['products', 'import', file, '--resume', '--json', '--concurrency', '16'], { env });
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.json()).toMatchObject({ created: products - done, failed: 0 });
    await expectEachOnce(env, slug, products);
  }, 90_000);

  it('a second Ctrl-C exits at once, saying what may be unfinished and how to continue; the resumed run still ends exact', async () => {
    const env = stores[version].remoteEnv();
    const slug = `${version}-twice`;
    const file = tempFile(`${slug}.csv`, simpleProductsCsv(products, slug));
    const run = await interruptRun(['products', 'import', file, '--concurrency', '1'], env, signalWhen((stderr) => progressLine.test(stderr), 'SIGINT', 0, 2));
    expect(run.code).toBe(130);
    expect(run.stderr).toContain(`Interrupted again: exiting now; the products being written may or may not be saved. Continue with: store products import ${file} --resume\n`);
    expect(run.stderr).not.toContain('Interrupted after');

    const resumed = await runStore(['products', 'import', file, '--resume', '--concurrency', '16'], { env });
    expect(resumed.code, resumed.stderr).toBe(0);
    await expectEachOnce(env, slug, products);
  }, 90_000);

  it('`store products export --output FILE` stops reading pages, says the file is incomplete and holds what it says', async () => {
    const env = stores[version].remoteEnv();
    const slug = `${version}-export`;
    expect((await runStore(['products', 'import', tempFile(`${slug}.csv`, simpleProductsCsv(450, slug)), '--concurrency', '16'], { env })).code).toBe(0);
    const output = tempFile(`${slug}-out.csv`, '');
    const rows = () => readFileSync(output, 'utf8').split('\n').filter((line) => line !== '').length - 1;
    // Once the first page is in the file (the next one is then on its way).
    const run = await interruptRun(['products', 'export', '--output', output, '--filter', `{"slug":{"$startsWith":"${slug}"}}`], env, signalWhen(() => rows() >= 100));
    expect(run.code, run.stderr).toBe(130);
    const said = /Interrupted after (\d+) products: (\S+) is incomplete\. Export again to have every product\.\n/.exec(run.stderr);
    expect(said, run.stderr).not.toBeNull();
    expect(said![2]).toBe(output);
    expect(Number(said![1])).toBe(rows());
    expect(rows()).toBeLessThan(450);
  }, 60_000);

  it('`store seed` stops, says what it seeded and the same seed finishes it: every product once', async () => {
    const env = stores[version].remoteEnv();
    const slug = `${version}-seed`;
    const seeded = Array.from({ length: 300 }, (_, i) => ({ slug: `${slug}-${i + 1}`, name: `Seeded ${i + 1}`, price: i + 1, collections: [`${slug}-c`] }));
    const fixture = tempFile(`${slug}.json`, JSON.stringify({ collections: [{ slug: `${slug}-c`, name: `Seeded ${version}` }], products: seeded }));
    // Once four requests are back (--verbose traces each): the collection is made, products are on their way.
    const answered = (stderr: string) => stderr.split('\n').filter((line) => line.startsWith('← ')).length;
    const run = await interruptRun(['seed', fixture, '--concurrency', '1', '--verbose'], env, signalWhen((stderr) => answered(stderr) >= 4));
    expect(run.code, run.stderr).toBe(130);
    const said = /Interrupted after (\d) of 1 collections and (\d+) of 300 products; collection membership not applied\.\nFinish with: store seed (\S+) /.exec(run.stderr);
    expect(said, run.stderr).not.toBeNull();
    expect(said![3]).toBe(fixture);
    expect(run.stdout).toBe('');
    expect(await slugsWith(env, slug)).toHaveLength(Number(said![2]));

    const again = await runStore(['seed', fixture, '--concurrency', '16'], { env });
    expect(again.code, again.stderr).toBe(0);
    const ids = JSON.parse(again.stdout) as { products: Record<string, string> };
    expect(Object.keys(ids.products)).toHaveLength(300);
    await expectEachOnce(env, slug, 300);
  }, 90_000);
});
