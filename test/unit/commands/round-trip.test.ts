// Issue #25 item 3: `products export` → `products import` of an unchanged catalog makes no writes, in CSV, JSON and
// JSONL, on a V1 store, on a V3 store, and across (a file of one version into a store of the other: README
// "Import and export", the mapping of "Catalog V1 and V3"). One body per case, parametrised over versions and formats.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProductsExport } from '../../../src/commands/products/export.js';
import { runProductsImport } from '../../../src/commands/products/import.js';
import { productSlugs, tempFile, writesOf } from '../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome, withoutVersionProbe } from './support/harness.js';

const EXAMPLE = resolve(import.meta.dirname, '..', '..', '..', 'examples', 'catalog.csv');
const VERSIONS = ['v1', 'v3'] as const;
const FORMATS = ['csv', 'json', 'jsonl'] as const;
type Version = (typeof VERSIONS)[number];

const stores = {} as Record<Version, TestSandbox>;
beforeAll(async () => {
  Object.assign(stores, { v1: await startTestSandbox({ catalog: 'v1' }), v3: await startTestSandbox({ catalog: 'v3' }) });
});
afterAll(async () => {
  await stores.v1.close();
  await stores.v3.close();
});

const home = tempHome();
async function run(sandbox: TestSandbox, verb: (ctx: ReturnType<typeof harness>['ctx']) => Promise<void>) {
  const h = harness({ env: { ...home, ...remoteEnv(sandbox) }, globals: { json: true } });
  try {
    await verb(h.ctx);
    return h.json();
  } finally {
    await h.ctx.close();
  }
}

/** The demo catalog (options, price overrides, a hidden product, media, discounts, brands, ribbons) plus the example file's products. */
async function demoStore(version: Version): Promise<TestSandbox> {
  const sandbox = stores[version];
  sandbox.sandbox.reset({ demo: true });
  await run(sandbox, (ctx) => runProductsImport(EXAMPLE, {}, ctx));
  return sandbox;
}

async function exportOf(sandbox: TestSandbox, format: string): Promise<string> {
  const output = tempFile(`catalog.${format}`, '');
  await run(sandbox, (ctx) => runProductsExport({ format, output }, ctx));
  return output;
}

/** Imports `file` into `sandbox`: its summary and the write requests it sent. */
async function importInto(sandbox: TestSandbox, file: string) {
  sandbox.requests.length = 0;
  const summary = await run(sandbox, (ctx) => runProductsImport(file, {}, ctx));
  return { summary, writes: writesOf(sandbox).map((r) => `${r.method} ${r.path}`), requests: withoutVersionProbe(sandbox.requests).length };
}

describe.each(VERSIONS)('export → import on a Catalog %s store', (version) => {
  it.each(FORMATS)('%s: every product unchanged, not one write', async (format) => {
    const sandbox = await demoStore(version);
    const products = (await productSlugs(sandbox, version)).length;
    const { summary, writes, requests } = await importInto(sandbox, await exportOf(sandbox, format));
    expect(summary).toEqual({ created: 0, updated: 0, unchanged: products, invalid: 0, failed: 0, requests });
    expect(products).toBe(11);
    expect(writes).toEqual([]);
  });
});

describe.each([
  ['v1', 'v3'],
  ['v3', 'v1'],
] as const)('a Catalog %s export into a Catalog %s store', (from, to) => {
  it.each(FORMATS)('%s: creates every product, and importing it again writes nothing', async (format) => {
    const file = await exportOf(await demoStore(from), format);
    const slugs = await productSlugs(stores[from], from);
    const target = stores[to];
    target.sandbox.reset({ demo: false });
    const first = await importInto(target, file);
    expect(first.summary).toMatchObject({ created: slugs.length, updated: 0, invalid: 0, failed: 0 });
    expect(await productSlugs(target, to)).toEqual(slugs);
    const again = await importInto(target, file);
    expect(again.summary).toMatchObject({ created: 0, updated: 0, unchanged: slugs.length, invalid: 0, failed: 0 });
    expect(again.writes).toEqual([]);
  });
});
