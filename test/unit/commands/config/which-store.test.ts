// Issue #15 item 1: every command says which store it acts on — `store status`, `store config list` (values in
// effect), confirmations and bulk previews — and `bulk … --all` on a real store wants the count typed back.
import { describe, expect, it } from 'vitest';
import { runBulkSet } from '../../../../src/commands/bulk/set.js';
import { runConfigList } from '../../../../src/commands/config/list.js';
import { runConfigSet } from '../../../../src/commands/config/set.js';
import { runProductsDelete } from '../../../../src/commands/products/delete.js';
import { runProductsList } from '../../../../src/commands/products/list.js';
import { runProfileAdd } from '../../../../src/commands/profile/add.js';
import { runProfileUse } from '../../../../src/commands/profile/use.js';
import { runStatus } from '../../../../src/commands/status/index.js';
import { UsageError } from '../../../../src/io/cli-errors.js';
import { VERSION_PROBE_PATH } from '../../../../src/wire/api/catalog-v3/paths.js';
import { neutralProducts } from '../../../helpers/catalog.js';
import { harness, remoteEnv, tempHome } from '../support/harness.js';
import { sharedSandbox } from '../support/shared-sandbox.js';

describe.each(['v1', 'v3'] as const)('on a %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog });
  const other = catalog === 'v1' ? 'v3' : 'v1';
  const KEY = 'sk_live_0123456789abcdef';

  async function jsonOf(h: ReturnType<typeof harness>, run: (ctx: typeof h.ctx) => Promise<void>) {
    await run(h.ctx);
    await h.ctx.close();
    return h.json();
  }

  describe('store status', () => {
    it('with nothing set: the embedded sandbox, every setting from the default, no session', async () => {
      const status = await jsonOf(harness({ globals: { json: true } }), runStatus);
      expect(status).toMatchObject({
        profile: 'sandbox',
        sandbox: true,
        apiUrl: null,
        credentials: { apiKey: false, clientId: false },
        session: { role: 'none', expiresAt: null },
        sources: { profile: 'default', apiUrl: 'default', sandbox: 'default', siteId: 'default', apiKey: 'default' },
      });
      expect(status.dataFile).toMatch(/sandbox\.db$/);
    });

    it('names flag, env and profile as the sources, and never prints the key', async () => {
      const env = tempHome();
      await runProfileAdd({ name: 'prod' }, harness({ env, globals: { apiUrl: 'https://prod.example.com', siteId: 'site-prod' } }).ctx);
      await runConfigSet({ key: 'api-key' }, harness({ env, globals: { profile: 'prod' }, stdin: KEY }).ctx);
      await runProfileUse({ name: 'prod' }, harness({ env }).ctx);

      const fromProfile = await jsonOf(harness({ env, globals: { json: true } }), runStatus);
      expect(fromProfile).toMatchObject({
        profile: 'prod', sandbox: false, apiUrl: 'https://prod.example.com', siteId: 'site-prod', credentials: { apiKey: true },
        sources: { profile: 'profile', apiUrl: 'profile', siteId: 'profile', apiKey: 'profile', rateLimit: 'default' },
      });
      expect(JSON.stringify(fromProfile)).not.toContain('0123456789');

      const mixed = await jsonOf(
        harness({ env: { ...env, STORE_PROFILE: 'prod', STORE_API_URL: 'https://env.example.com' }, globals: { json: true, siteId: 'site-flag' } }),
        runStatus,
      );
      expect(mixed).toMatchObject({
        profile: 'prod', apiUrl: 'https://env.example.com', siteId: 'site-flag',
        sources: { profile: 'env', apiUrl: 'env', siteId: 'flag', apiKey: 'profile' },
      });

      const human = harness({ env });
      await runStatus(human.ctx);
      expect(human.io.stdoutText()).toContain('store\thttps://prod.example.com (profile)');
      expect(human.io.stdoutText()).toContain('admin key\tset (profile)');
      expect(human.io.stdoutText()).not.toContain('0123456789');
    });
  });

  describe('store status: the catalog version', () => {
    it('unknown until a catalog command asked the store, then the remembered answer — status itself sends nothing', async () => {
      const env = { ...tempHome(), ...remoteEnv(sandbox) };
      const before = await jsonOf(harness({ env, globals: { json: true } }), runStatus);
      expect(before).toMatchObject({ catalog: 'auto', catalogVersion: null });
      await runProductsList({ limit: '1' }, harness({ env, globals: { json: true } }).ctx);
      const requests = sandbox.requests.length;
      const after = await jsonOf(harness({ env, globals: { json: true } }), runStatus);
      expect(after).toMatchObject({ catalog: 'auto', catalogVersion: sandbox.info.catalogVersion });
      expect(sandbox.requests.length).toBe(requests);
      const human = harness({ env });
      await runStatus(human.ctx);
      expect(human.io.stdoutText()).toContain(`catalog\t${sandbox.info.catalogVersion.toUpperCase()} (auto: what the store answered before)`);
    });

    it('a forced --catalog is the version in use', async () => {
      const status = await jsonOf(harness({ globals: { json: true, catalog: 'v3' } }), runStatus);
      expect(status).toMatchObject({ catalog: 'v3', catalogVersion: 'v3', sources: { catalog: 'flag' } });
    });

    it('asks the version once per profile and site, then remembers it across invocations', async () => {
      const env = { ...tempHome(), ...remoteEnv(sandbox) };
      for (let i = 0; i < 2; i++) await jsonOf(harness({ env, globals: { json: true } }), (ctx) => runProductsList({ limit: '1' }, ctx));
      expect(sandbox.requests.filter((r) => r.path === VERSION_PROBE_PATH)).toHaveLength(1);
    });

    it('the other version forced on this store: the store refuses (428), and nothing is remembered', async () => {
      const env = { ...tempHome(), ...remoteEnv(sandbox) };
      const forced = harness({ env, globals: { catalog: other } });
      await expect(runProductsList({}, forced.ctx)).rejects.toMatchObject({ status: 428 });
      await forced.ctx.close();
      expect(await jsonOf(harness({ env, globals: { json: true } }), runStatus)).toMatchObject({ catalog: 'auto', catalogVersion: null });
    });

    it('the embedded sandbox: a forced version makes its file on that version; the other version is refused naming the fix', async () => {
      const home = tempHome();
      const made = harness({ env: home, globals: { catalog, json: true } });
      await runProductsList({ limit: '2' }, made.ctx);
      await made.ctx.close();
      // The version's own entity: V1 products carry priceData, V3 products a revision.
      expect(made.json<any[]>()[0]).toHaveProperty(catalog === 'v1' ? 'priceData' : 'revision');
      expect(made.json<any[]>()[0]).not.toHaveProperty(catalog === 'v1' ? 'revision' : 'priceData');
      const refused = harness({ env: home, globals: { catalog: other } });
      const error = await runProductsList({}, refused.ctx).catch((e: unknown) => e);
      await refused.ctx.close();
      expect(error).toBeInstanceOf(UsageError);
      expect((error as UsageError).hint).toContain(`store sandbox reset --catalog ${other} --yes`);
    });
  });

  describe('store config list shows the values in effect', () => {
    it('STORE_API_URL and --site-id win over the (sandbox) profile, and say so', async () => {
      const h = harness({ env: { STORE_API_URL: 'https://env.example.com', STORE_API_KEY: KEY }, globals: { json: true, siteId: 's1' } });
      const listed = await jsonOf(h, runConfigList);
      expect(listed.values).toMatchObject({ 'api-url': 'https://env.example.com', 'site-id': 's1', sandbox: false, 'api-key': '••••cdef' });
      expect(listed.sources).toMatchObject({ 'api-url': 'env', 'site-id': 'flag', sandbox: 'env', 'api-key': 'env', 'client-id': 'default' });

      const table = harness({ env: { STORE_API_URL: 'https://env.example.com' } });
      await runConfigList(table.ctx);
      expect(table.io.stdoutText()).toContain('api-url\thttps://env.example.com\tenv');
    });
  });

  describe('confirmations and bulk previews name the store', () => {
    const storeLine = () => `Store: profile "sandbox", site ${sandbox.info.siteId}, API ${new URL(sandbox.baseUrl).host}`;

    it('a delete question names profile, site and API host', async () => {
      const h = harness({ env: remoteEnv(sandbox), tty: true, stdin: 'n\n' });
      await runProductsDelete({ products: ['ceramic-mug'] }, h.ctx);
      expect(h.io.stderrText()).toContain(`${storeLine()}\nDelete product`);
      await h.ctx.close();
    });

    it('the bulk preview names it, --dry-run and --json included', async () => {
      const human = harness({ env: remoteEnv(sandbox) });
      await runBulkSet({ field: 'ribbon', value: 'Sale', all: true, dryRun: true }, human.ctx);
      expect(human.io.stdoutText()).toContain(storeLine());
      await human.ctx.close();

      const json = await jsonOf(harness({ env: remoteEnv(sandbox), globals: { json: true } }), (ctx) => runBulkSet({ field: 'ribbon', value: 'Sale', all: true, dryRun: true }, ctx));
      expect(json.preview.store).toEqual({ profile: 'sandbox', sandbox: false, apiUrl: sandbox.baseUrl, siteId: sandbox.info.siteId });
    });

    it('bulk --all on a real store wants the number of products typed back', async () => {
      const ribbons = async () => [...(await neutralProducts(sandbox, catalog)).values()].map(([product]) => product.summary.ribbon ?? '');
      const before = await ribbons();
      const count = before.filter((ribbon) => ribbon !== 'Sale').length;

      const wrong = harness({ env: remoteEnv(sandbox), tty: true, stdin: 'y\n' });
      await runBulkSet({ field: 'ribbon', value: 'Sale', all: true }, wrong.ctx);
      expect(wrong.io.stderrText()).toContain(`Type the number of products to change (${count}) to go ahead:`);
      expect(wrong.io.stdoutText()).toContain('Nothing changed.');
      expect(await ribbons()).toEqual(before);
      await wrong.ctx.close();

      const right = harness({ env: remoteEnv(sandbox), tty: true, stdin: `${count}\n` });
      await runBulkSet({ field: 'ribbon', value: 'Sale', all: true }, right.ctx);
      expect(await ribbons()).toEqual(Array(before.length).fill('Sale'));
      await right.ctx.close();
    });

    it('bulk --all on the embedded sandbox keeps the y/N question', async () => {
      const h = harness({ tty: true, stdin: 'n\n' });
      await runBulkSet({ field: 'ribbon', value: 'Sale', all: true }, h.ctx);
      expect(h.io.stderrText()).toMatch(/Change \d+ products\? \[y\/N\]/);
      expect(h.io.stderrText()).not.toContain('Type the number');
      await h.ctx.close();
    });
  });
});
