// The progress events an import emits and the text line drawn from them; the diff rules that decide the writes.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createInput, mediaChanges, productPatch, variantOverrides } from '../../../../src/catalog/v1/import/diff.js';
import type { ProductPlan } from '../../../../src/catalog/core/import/plan.js';
import { ImportProgress } from '../../../../src/catalog/core/import/progress.js';
import { showLogProgress, showTextProgress } from '../../../../src/catalog/core/import/progress-text.js';
import type { ProductResult } from '../../../../src/catalog/core/import/product-result.js';
import type { Product } from '../../../../src/wire/api/catalog-v1/product.js';
import { FakeClock } from '../../client/support/fake-clock.js';

const plan = (extra: Partial<ProductPlan> = {}): ProductPlan => ({ row: 2, rows: [2], slug: 'hat', fields: {}, variants: [], ...extra });

/** Just the fields the diff reads. */
const current = (extra: Record<string, unknown> = {}) =>
  ({
    id: 'p1',
    name: 'Hat',
    slug: 'hat',
    description: '',
    sku: '',
    weight: 0,
    visible: true,
    priceData: { price: 10 },
    discount: { type: 'NONE', value: 0 },
    manageVariants: false,
    productOptions: [],
    media: { items: [] },
    collectionIds: [],
    ...extra,
  }) as unknown as Product;

describe('progress', () => {
  it('draws products done, rows/s, ETA and failures, then clears the line', () => {
    const clock = new FakeClock(0);
    let text = '';
    const stderr = new Writable({ write: (chunk, _e, done) => ((text += String(chunk)), done()) });
    const events = new ImportProgress();
    showTextProgress(events, stderr, clock);
    events.emit('validated', { rows: 40, products: 20, invalidRows: 0 });
    clock.advance(2000);
    events.emit('product', { result: {} as ProductResult, done: 10, total: 20, rowsDone: 20, failed: 1 });
    expect(text).toContain('Importing 10/20 products · 10 rows/s · ETA 2s · 1 failed');
    events.emit('finished', { summary: { created: 0, updated: 0, unchanged: 0, invalid: 0, failed: 1, requests: 0 } });
    expect(text.endsWith('\r\u001b[2K')).toBe(true);
    expect(events.listenerCount('product')).toBe(0);
  });
});

describe('progress of a dry run (issue #29 item 7: it said "imported 659/659")', () => {
  it.each([
    [false, 'imported 100/100 products\n', 'Importing 100/100 products'],
    [true, 'checked 100/100 products\n', 'Checking 100/100 products'],
  ])('dryRun %s: the log line says "%s", the terminal line "%s"', (dryRun, logged, drawn) => {
    const clock = new FakeClock(0);
    let log = '';
    let line = '';
    const events = new ImportProgress();
    showLogProgress(events, new Writable({ write: (chunk, _e, done) => ((log += String(chunk)), done()) }), dryRun);
    showTextProgress(events, new Writable({ write: (chunk, _e, done) => ((line += String(chunk)), done()) }), clock, dryRun);
    events.emit('validated', { rows: 100, products: 100, invalidRows: 0 });
    clock.advance(1000);
    events.emit('product', { result: {} as ProductResult, done: 100, total: 100, rowsDone: 100, failed: 0 });
    expect(log).toBe(logged);
    expect(line).toContain(drawn);
  });
});

describe('diff', () => {
  it('patches only the fields the file gives that differ (blank cells leave the store alone)', () => {
    const patch = productPatch(plan({ fields: { name: 'Hat', price: '12', cost: '3', brand: 'Acme' } }), current());
    expect(patch).toEqual({ priceData: { price: 12 }, costAndProfitData: { itemCost: 3 }, brand: 'Acme' });
    expect(productPatch(plan({ fields: { price: '10', description: '' } }), current())).toEqual({});
  });

  it('options are replaced only when names or choices differ, keeping stored choice values', () => {
    const options = [{ optionType: 'color', name: 'Color', choices: [{ value: '#f00', description: 'Red', inStock: true, visible: true }] }];
    expect(productPatch(plan({ options: [{ name: 'Color', choices: ['Red'] }] }), current({ productOptions: options }))).toEqual({});
    expect(productPatch(plan({ options: [{ name: 'Color', choices: ['Red', 'Blue'] }] }), current({ productOptions: options }))).toEqual({
      productOptions: [{ optionType: 'color', name: 'Color', choices: [{ value: '#f00', description: 'Red' }, { value: 'Blue', description: 'Blue' }] }],
    });
  });

  it('variant overrides only for variants whose given values differ, by variant id', () => {
    const variants = [
      { id: 'v-s', choices: { Size: 'S' }, variant: { priceData: { price: 10 }, sku: 'S', visible: true, weight: 0 } },
      { id: 'v-l', choices: { Size: 'L' }, variant: { priceData: { price: 10 }, sku: 'L', visible: true, weight: 0 } },
    ] as unknown as Product['variants'] & object;
    const wanted = plan({
      variants: [
        { row: 2, choices: { Size: 'S' }, price: '10', sku: 'S' },
        { row: 3, choices: { Size: 'L' }, price: '12', sku: 'L', visible: false },
      ],
    });
    expect(variantOverrides(wanted, variants)).toEqual([{ variantIds: ['v-l'], price: 12, visible: false }]);
  });

  it('a create asks for managed variants only when a variant value differs from the product’s', () => {
    const same = plan({ fields: { name: 'Hat', price: '10' }, options: [{ name: 'Size', choices: ['S'] }], variants: [{ row: 2, choices: { Size: 'S' }, price: '10' }] });
    expect(createInput(same).manageVariants).toBeUndefined();
    const differs = { ...same, variants: [{ row: 2, choices: { Size: 'S' }, price: '11' }] };
    expect(createInput(differs)).toMatchObject({ manageVariants: true, slug: 'hat', productOptions: [{ name: 'Size', choices: [{ value: 'S', description: 'S' }] }] });
  });

  it('media: removes images the file no longer lists, adds the missing URLs, leaves a matching set alone', () => {
    const media = { items: [{ id: 'm1', image: { url: 'https://x.test/a.jpg' } }, { id: 'm2', image: { url: 'https://x.test/b.jpg' } }] };
    expect(mediaChanges(plan({ media: ['https://x.test/b.jpg', 'https://x.test/a.jpg'] }), current({ media }))).toEqual({ add: [], removeIds: [] });
    expect(mediaChanges(plan({ media: ['https://x.test/a.jpg', 'https://x.test/c.jpg'] }), current({ media }))).toEqual({
      add: ['https://x.test/c.jpg'],
      removeIds: ['m2'],
    });
    expect(mediaChanges(plan(), current({ media }))).toEqual({ add: [], removeIds: [] });
  });
});
