// render.ts end to end in-process: screens only where a person can answer, the command's own fallback elsewhere.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InterruptedError } from '../../../src/io/cli-errors.js';
import { productBrowseSource } from '../../../src/commands/products/browse-source.js';
import { stripControl } from '../../../src/io/terminal-text.js';
import type { CartActions } from '../../../src/ui/cart-data.js';
import type { FormSpec } from '../../../src/ui/form-spec.js';
import {
  canRenderProgress,
  canRenderScreens,
  renderBrowse,
  renderCart,
  renderConfirm,
  renderForm,
  renderLoginWaiting,
  renderProgress,
  renderTable,
} from '../../../src/ui/render.js';
import { startCatalog, type Catalog } from './support/catalog.js';
import { KEYS } from './support/ink.js';
import { pause, printed, screenContext, terminalIo } from './support/terminal-io.js';

const spec: FormSpec = { title: 'Rename', fields: [{ key: 'name', label: 'Name' }], initial: { name: '' }, validate: () => ({}) };
const snapshot = { title: 'Importing x.csv', done: 1, total: 4, unit: 'products', elapsedMs: 1000, failed: 0, failures: [], finished: false };

let catalog: Catalog;
beforeAll(async () => {
  // The browse screen here only shows when screens are drawn: the default store (V3) feeds it.
  catalog = await startCatalog({ version: 'v3' });
});
afterAll(() => catalog.close());

describe('when screens may be drawn', () => {
  const io = terminalIo();
  it('needs a person at a terminal, table output and a terminal that can redraw', () => {
    expect(canRenderScreens(screenContext(io))).toBe(true);
    expect(canRenderScreens(screenContext(io, { canPrompt: false }))).toBe(false);
    expect(canRenderScreens(screenContext(io, { format: 'json' }))).toBe(false);
    expect(canRenderScreens(screenContext(io, { env: { TERM: 'dumb' } }))).toBe(false);
    // A stdin flagged as a terminal that cannot take single keys (an in-memory one) gets line prompts instead.
    expect(canRenderScreens(screenContext({ ...io, stdin: new PassThrough() }))).toBe(false);
  });

  it('draws progress only when stderr is a terminal too', () => {
    expect(canRenderProgress(screenContext(io))).toBe(true);
    expect(canRenderProgress(screenContext({ ...io, isStderrTTY: false }))).toBe(false);
  });
});

describe('without a terminal every screen takes the fallback and draws nothing', () => {
  const io = terminalIo();
  const ctx = screenContext(io, { canPrompt: false });
  const fallback = <T,>(value: T) => {
    const calls: string[] = [];
    return { calls, run: async () => (calls.push('fallback'), value) };
  };

  it('browsers, forms, confirmations and the cart', async () => {
    const list = fallback(undefined);
    await renderBrowse(ctx, { kind: 'products', data: {} as never }, list.run);
    await renderBrowse(ctx, { kind: 'collections', data: {} as never }, list.run);
    await renderTable(ctx, { title: 't', headers: [], rows: [] }, list.run);
    await renderCart(ctx, {} as CartActions, list.run);
    expect(await renderForm(ctx, spec, async () => 'saved', fallback('from flags').run)).toBe('from flags');
    expect(await renderConfirm(ctx, { summary: '', lines: [], question: '?' }, fallback(false).run)).toBe(false);
    expect(list.calls).toHaveLength(4);
    expect(io.stdout.text() + io.stderr.text()).toBe('');
  });

  it('progress and login waiting are not drawn', async () => {
    expect(await renderProgress(ctx, snapshot)).toBeUndefined();
    expect(await renderLoginWaiting(ctx, { url: 'u', address: 'a', deadline: 0 })).toBeUndefined();
    expect(io.stderr.text()).toBe('');
  });
});

describe('on a terminal', () => {
  it('a form resolves with what its submit returned', async () => {
    const io = terminalIo();
    const result = renderForm(screenContext(io), spec, async (values) => `saved ${values.name}`, async () => 'fallback');
    await printed(io.stdout, 'Rename');
    for (const key of ['L', 'a', 'm', 'p', KEYS.enter, KEYS.enter]) {
      io.stdin.write(key);
      await pause();
    }
    expect(await result).toBe('saved Lamp');
  });

  it('a cancelled form resolves with undefined; Ctrl-C is an interruption (exit 130)', async () => {
    const io = terminalIo();
    const cancelled = renderForm(screenContext(io), spec, async () => 'saved', async () => 'fallback');
    await printed(io.stdout, 'Rename');
    io.stdin.write(KEYS.escape);
    expect(await cancelled).toBeUndefined();

    const other = terminalIo();
    const interrupted = renderForm(screenContext(other), spec, async () => 'saved', async () => 'fallback');
    await printed(other.stdout, 'Rename');
    other.stdin.write(KEYS.ctrlC);
    await expect(interrupted).rejects.toBeInstanceOf(InterruptedError);
  });

  it('the bulk preview resolves with the answer', async () => {
    const io = terminalIo();
    const answer = renderConfirm(
      screenContext(io),
      { summary: 'price +10%: 1 product matched', lines: [{ product: 'mug', variant: '', before: '10', after: '11', note: '' }], question: 'Change 1 product?' },
      async () => false,
    );
    await printed(io.stdout, 'Change 1 product? [y/N]');
    expect(stripControl(io.stdout.text())).toMatch(/mug\s+10\s+→\s+11/);
    io.stdin.write('y');
    io.stdin.write('\r');
    expect(await answer).toBe(true);
  });

  it('the product browser runs on the alternate screen until q', async () => {
    const io = terminalIo();
    const data = productBrowseSource(catalog.store, { openUrl: async () => {} });
    const done = renderBrowse(screenContext(io), { kind: 'products', data }, async () => {
      throw new Error('no fallback expected');
    });
    await printed(io.stdout, 'Ceramic Mug');
    expect(io.stdout.text()).toContain('\u001b[?1049h');
    io.stdin.write('q');
    await done;
    expect(io.stdout.text()).toContain('\u001b[?1049l');
  });

  it('progress is drawn on stderr, never on stdout, and stays after close', async () => {
    const io = terminalIo();
    const screen = (await renderProgress(screenContext(io), snapshot))!;
    await printed(io.stderr, '1/4 products');
    screen.update({ snapshot: { ...snapshot, done: 4, finished: true } });
    await screen.close();
    expect(stripControl(io.stderr.text())).toContain('4/4 products');
    expect(io.stdout.text()).toBe('');
  });

  it('login waiting is drawn on stderr and takes updates', async () => {
    const io = terminalIo();
    const screen = (await renderLoginWaiting(screenContext(io), { url: 'https://login.example/a', address: 'http://127.0.0.1:5/callback', deadline: Date.now() + 120_000 }))!;
    await printed(io.stderr, 'https://login.example/a');
    screen.update({ note: 'Opened in your browser.' });
    await printed(io.stderr, 'Opened in your browser.');
    await screen.close();
    expect(io.stdout.text()).toBe('');
  });
});
