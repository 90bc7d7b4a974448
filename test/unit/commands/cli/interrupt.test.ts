// Issue #15 item 3: Ctrl-C during a bulk change stops sending, lets the chunk in flight finish, says how far it
// got and prints the exact undo line (exit 130); the undo restores every value. During an import it says how far
// it got and that --resume continues.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { InterruptedError, exitCodeOf } from '../../../../src/io/cli-errors.js';
import { runBulkAdjust } from '../../../../src/commands/bulk/adjust.js';
import { runBulkUndo } from '../../../../src/commands/bulk/undo.js';
import { runProductsImport } from '../../../../src/commands/products/import.js';
import { simpleProductsCsv, tempFile } from '../../../helpers/catalog.js';
import { bulkCatalogPerTest, productsBySlug } from '../../catalog/bulk/support/catalog.js';
import { harness, remoteEnv } from '../support/harness.js';

const { sandbox, client } = bulkCatalogPerTest();
const bulkPosts = () => sandbox.requests.filter((r) => r.method === 'POST' && r.path.includes('/bulk/'));
const prices = async () => [...(await productsBySlug(client)).values()].map((p) => [p.slug, p.priceData.price]);

describe('Ctrl-C during a bulk change', () => {
  it('finishes the chunk in flight, sends no other, prints the undo line and exits 130; the undo is exact', async () => {
    for (let i = 0; i < 230; i++) await client.products.create({ name: `Item ${i}`, priceData: { price: 5 } });
    const before = await prices();
    sandbox.requests.length = 0;
    const signals = new EventEmitter();
    const h = harness({ env: remoteEnv(sandbox), globals: { yes: true }, signals });
    // Ctrl-C while the first chunk is on its way (the progress line is written when it is back).
    const write = h.io.stderr.write.bind(h.io.stderr) as (chunk: unknown, ...rest: unknown[]) => boolean;
    h.io.stderr.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (String(chunk).startsWith('chunk 1/')) signals.emit('SIGINT');
      return write(chunk, ...rest);
    }) as typeof h.io.stderr.write;

    const error = await runBulkAdjust({ field: 'price', delta: '+1', all: true }, h.ctx).catch((e: unknown) => e);
    await h.ctx.close();
    expect(error).toBeInstanceOf(InterruptedError);
    expect(exitCodeOf(error)).toBe(130);
    expect(bulkPosts()).toHaveLength(1);
    expect(h.io.stderrText()).toContain('Stopping: no new requests');
    const out = h.io.stdoutText();
    expect(out).toMatch(/Interrupted: changed 100 of 235 products; 135 not sent\. Backup: (\S+)\nUndo with: store bulk undo \1\n/);
    const backup = /Undo with: store bulk undo (\S+)/.exec(out)![1];
    expect(signals.listenerCount('SIGINT')).toBe(0);

    const undo = harness({ env: remoteEnv(sandbox), globals: { yes: true } });
    await runBulkUndo({ file: backup }, undo.ctx);
    await undo.ctx.close();
    expect(await prices()).toEqual(before);
  });
});

describe('Ctrl-C during a bulk undo', () => {
  it('stops after the chunk in flight and says how to finish; the same undo run again restores everything', async () => {
    for (let i = 0; i < 230; i++) await client.products.create({ name: `Undo ${i}`, priceData: { price: 5 } });
    const before = await prices();
    const change = harness({ env: remoteEnv(sandbox), globals: { yes: true, json: true } });
    await runBulkAdjust({ field: 'price', delta: '+1', all: true }, change.ctx);
    await change.ctx.close();
    const { backup } = change.json();

    const signals = new EventEmitter();
    const h = harness({ env: remoteEnv(sandbox), globals: { yes: true }, signals });
    const write = h.io.stderr.write.bind(h.io.stderr) as (chunk: unknown, ...rest: unknown[]) => boolean;
    h.io.stderr.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (String(chunk).startsWith('restoring product values 1/')) signals.emit('SIGINT');
      return write(chunk, ...rest);
    }) as typeof h.io.stderr.write;
    sandbox.requests.length = 0;
    const error = await runBulkUndo({ file: backup }, h.ctx).catch((e: unknown) => e);
    await h.ctx.close();
    expect(error).toBeInstanceOf(InterruptedError);
    expect(bulkPosts()).toHaveLength(1);
    expect(h.io.stdoutText()).toContain(`Interrupted: part of ${backup} was restored. Finish with: store bulk undo ${backup}`);
    expect(await prices()).not.toEqual(before);

    const again = harness({ env: remoteEnv(sandbox), globals: { yes: true } });
    await runBulkUndo({ file: backup }, again.ctx);
    await again.ctx.close();
    expect(await prices()).toEqual(before);
  });
});

describe('Ctrl-C during an import', () => {
  it('stops starting writes, says how far it got and that --resume continues; the resumed run completes it exactly', async () => {
    const file = tempFile('many.csv', simpleProductsCsv(300, 'stop'));
    const signals = new EventEmitter();
    const h = harness({ env: remoteEnv(sandbox), signals });
    sandbox.requests.length = 0;
    // Ctrl-C once some products are on their way.
    const watch = setInterval(() => {
      if (sandbox.requests.filter((r) => r.method === 'POST').length >= 20) {
        clearInterval(watch);
        signals.emit('SIGINT');
      }
    }, 1);
    const error = await runProductsImport(file, { concurrency: '2' }, h.ctx).catch((e: unknown) => e);
    clearInterval(watch);
    await h.ctx.close();
    expect(error).toBeInstanceOf(InterruptedError);
    const said = /Interrupted after (\d+) of 300 products \((\d+) created, 0 updated, 0 unchanged, 0 failed\)\.\nContinue with: store products import (\S+) --resume\n/.exec(h.io.stderrText());
    expect(said).not.toBeNull();
    const done = Number(said![1]);
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(300);
    expect(said![3]).toBe(file);

    const resumed = harness({ env: { ...remoteEnv(sandbox), ...h.env }, globals: { json: true } });
    await runProductsImport(file, { resume: true }, resumed.ctx);
    await resumed.ctx.close();
    expect(resumed.json()).toMatchObject({ created: 300 - done, failed: 0 });
    // Every product once: none lost, none duplicated.
    const stops: string[] = [];
    for await (const product of client.products.list({}, { all: true })) if (product.slug.startsWith('stop-')) stops.push(product.slug);
    expect(stops).toHaveLength(300);
    expect(new Set(stops).size).toBe(300);
  });
});

describe('Ctrl-C at a [y/N] question', () => {
  it('ends the line (the shell prompt starts on a fresh one) and exits 130', async () => {
    const h = harness({ tty: true });
    const answer = h.ctx.confirm('Delete it?', { flag: '--yes', store: false }).catch((e: unknown) => e);
    h.io.stdinWriter.write('\x03');
    const error = await answer;
    expect(error).toBeInstanceOf(InterruptedError);
    expect(h.io.stderrText()).toBe('Delete it? [y/N] \n');
  });
});
