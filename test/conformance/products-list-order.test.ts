// `store products list` and `products export` ask the store for one order when no `--sort` is given
// (catalog/core/product-order.ts: the first made first), on a V1 and a V3 store from one body: every listing, one
// page or `--all`, sends the sort the official SDK sends for the same order (V1 `numericId` ascending, V3
// `createdDate` ascending), and the products come in the order they were made. The user's `--sort` replaces it.
import { products, productsV3 } from '@wix/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProductsCreate } from '../../src/commands/products/create.js';
import { runProductsExport } from '../../src/commands/products/export.js';
import { runProductsList } from '../../src/commands/products/list.js';
import type { Context } from '../../src/context.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { harness, remoteEnv, runForJson } from '../unit/commands/support/harness.js';
import { adminSdkClient, payloadOf } from './sdk-harness.js';

const modules = { products, productsV3 };
type Sdk = ReturnType<typeof adminSdkClient<typeof modules>>;

/** Per version: the path a products listing reads, and the SDK's call for the first page in creation order. */
const CREATION_ORDER: Record<'v1' | 'v3', { path: RegExp; sdk: (sdk: Sdk, limit: number) => Promise<unknown> }> = {
  v1: { path: /\/products\/query-platformized$/, sdk: (sdk, limit) => sdk.products.queryProducts().ascending('numericId').limit(limit).find() },
  v3: { path: /\/v3\/products\/(query|search)$/, sdk: (sdk, limit) => sdk.productsV3.queryProducts().ascending('_createdDate').limit(limit).find() },
};

/** The sort of each products read in `requests` (what decides the order the store answers in). */
const sortsSent = (requests: TestSandbox['requests'], path: RegExp) =>
  requests.filter((r) => path.test(r.path)).map((r) => {
    const payload = payloadOf(r) as { query?: { sort?: unknown }; search?: { sort?: unknown } };
    return (payload.query ?? payload.search)?.sort;
  });

describe.each(['v1', 'v3'] as const)('products list order on a Catalog %s store', (catalog) => {
  let sandbox: TestSandbox;
  let sdk: Sdk;
  const { path, sdk: sdkCall } = CREATION_ORDER[catalog];
  const json = <T = any>(verb: (ctx: Context) => Promise<void>) => runForJson<T>(() => harness({ env: remoteEnv(sandbox), globals: { json: true } }), verb);

  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog });
    sdk = adminSdkClient(modules, { baseUrl: sandbox.baseUrl, apiKey: sandbox.info.apiKey, siteId: sandbox.info.siteId });
    sandbox.sandbox.reset({ demo: false });
    // Made in an order that is neither by name nor by price.
    for (const [name, price] of [['Order Bowl', '7'], ['Order Apron', '30'], ['Order Cup', '4']]) await json((ctx) => runProductsCreate({ name, price }, ctx));
  });
  afterAll(() => sandbox.close());

  async function sent(run: () => Promise<unknown>) {
    sandbox.requests.length = 0;
    const out = await run();
    return { out, sorts: sortsSent(sandbox.requests, path) };
  }
  const bySdk = async (limit: number) => (await sent(() => sdkCall(sdk, limit))).sorts;

  it.each([
    ['--limit 2 (one page)', { limit: '2' }, ['Order Bowl', 'Order Apron']],
    ['--all', { all: true }, ['Order Bowl', 'Order Apron', 'Order Cup']],
  ] as const)('%s: sorted in creation order as the SDK sends it', async (_, flags, names) => {
    const ours = await sent(() => json<Array<{ name: string }>>((ctx) => runProductsList({ ...flags }, ctx)));
    expect((ours.out as Array<{ name: string }>).map((p) => p.name)).toEqual(names);
    expect(ours.sorts).toHaveLength(1);
    expect(ours.sorts).toEqual(await bySdk(2));
  });

  it('export: the same order', async () => {
    const h = harness({ env: remoteEnv(sandbox) });
    const ours = await sent(() => runProductsExport({ format: 'jsonl' }, h.ctx));
    await h.ctx.close();
    expect(h.io.stdoutText().trim().split('\n').map((line) => JSON.parse(line).name)).toEqual(['Order Bowl', 'Order Apron', 'Order Cup']);
    expect(ours.sorts).toEqual(await bySdk(2));
  });

  it('--sort wins, unchanged', async () => {
    const ours = await sent(() => json<Array<{ name: string }>>((ctx) => runProductsList({ sort: 'name', all: true }, ctx)));
    expect((ours.out as Array<{ name: string }>).map((p) => p.name)).toEqual(['Order Apron', 'Order Bowl', 'Order Cup']);
    expect(ours.sorts).toEqual([[{ fieldName: 'name', order: 'ASC' }]]);
  });
});
