// The built `store` binary against a Catalog V3 store (a real sandbox on V3, reached by --api-url as the real
// platform would be): detection once, the same commands and columns as V1, V3 entities in --json, exit codes.
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { isolatedEnv, runStore } from '../helpers/run-store.js';

let sandbox: TestSandbox;
let env: Record<string, string>;
beforeAll(async () => {
  sandbox = await startTestSandbox({ catalog: 'v3' });
  env = isolatedEnv({ STORE_API_URL: sandbox.baseUrl, STORE_API_KEY: sandbox.info.apiKey, STORE_SITE_ID: sandbox.info.siteId });
});
afterAll(() => sandbox.close());

const store = (args: string[], extra: Record<string, string> = {}) => runStore(args, { env: { ...env, ...extra } });

describe('store on a Catalog V3 store (built binary)', () => {
  it('asks the catalog version once, says so with --verbose, and remembers it for the next run', async () => {
    const first = await store(['products', 'list', '--limit', '1', '--verbose']);
    expect(first.code).toBe(0);
    expect(first.stderr).toMatch(/GET \S+\/stores\/v3\/provision\/version/);
    expect(first.stderr).toMatch(/catalog: V3 \(detected\)/);
    const second = await store(['products', 'list', '--limit', '1', '--verbose']);
    expect(second.stderr).not.toMatch(/provision\/version/);
    expect(second.stderr).toMatch(/catalog: V3 \(remembered\)/);
    const forced = await store(['products', 'list', '--limit', '1', '--verbose'], { STORE_CATALOG: 'v3' });
    expect(forced.stderr).toMatch(/catalog: V3 \(set by env\)/);
  });

  it('products create/get/list/update/delete with the V1 flags; --json prints the V3 entity', async () => {
    const created = await store(['products', 'create', '--name', 'E2E Tee', '--price', '30', '--discount', 'PERCENT:50', '--option', 'Size=S,M', '--json']);
    expect(created.code).toBe(0);
    const product = created.json<any>();
    expect(product).toMatchObject({ slug: 'e2e-tee', revision: expect.any(String), variantsInfo: { variants: [expect.anything(), expect.anything()] } });
    expect(product.variantsInfo.variants[0].price).toMatchObject({ actualPrice: { amount: '15' }, compareAtPrice: { amount: '30' } });

    const listed = await store(['products', 'list', '--filter', '{"slug":"e2e-tee"}']);
    expect(listed.stdout.trimEnd().split('\t')).toEqual([product.id, 'E2E Tee', 'e2e-tee', expect.stringMatching(/15/), '', 'yes', expect.any(String)]);

    const updated = await store(['products', 'update', 'e2e-tee', '--name', 'E2E Tee 2', '--json']);
    expect(updated.json<any>()).toMatchObject({ name: 'E2E Tee 2', revision: String(Number(product.revision) + 1) });

    const dir = mkdtempSync(join(tmpdir(), 'v3-e2e-'));
    writeFileSync(join(dir, 'old.json'), JSON.stringify({ revision: product.revision, name: 'Lost update' }));
    const stale = await store(['products', 'update', 'e2e-tee', '--from', join(dir, 'old.json')]);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toMatch(/E2E Tee 2.*changed by someone else.*nothing was overwritten/);

    const deleted = await store(['products', 'delete', 'e2e-tee', '--yes']);
    expect(deleted.code).toBe(0);
    expect((await store(['products', 'get', 'e2e-tee'])).code).toBe(5);
  });

  it('`store categories` is `store collections` on V3', async () => {
    const created = await store(['categories', 'create', '--name', 'E2E Caps', '--json']);
    expect(created.code).toBe(0);
    expect(created.json<any>()).toMatchObject({ name: 'E2E Caps', treeReference: { appNamespace: '@wix/stores' } });
    const listed = await store(['collections', 'list', '--json']);
    expect(listed.json<any[]>().map((c) => c.name)).toContain('E2E Caps');
  });

  it('a V1-only command refuses with exit 2 and the V3 way; a forced wrong version fails with the store\'s 428', async () => {
    await store(['products', 'create', '--name', 'Pic', '--price', '1', '--option', 'Size=S,M']);
    const refused = await store(['products', 'options', 'delete', 'pic', '--yes']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/Catalog V1 call.*Catalog V3/);
    const media = await store(['products', 'media', 'add', 'pic', 'https://example.com/a.jpg', '--json']);
    expect(media.code).toBe(0);
    expect(media.json<any>().media.itemsInfo.items).toEqual([expect.objectContaining({ url: 'https://example.com/a.jpg' })]);
    const wrong = await store(['products', 'list', '--catalog', 'v1']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/428|Precondition|V3/i);
  });
});
