// Issue #29 must-show 5 (first half) through the built binary: catalog reads without an admin key go out as a visitor
// of the OAuth app, which the platform shows no hidden products and no merchant data — said once on stderr (never in
// the --json stdout), `products get` of a product not found then says it may be hidden, and `store status` says who
// reads. With the admin key, nothing of this is said.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedEnv, runStore } from '../helpers/run-store.js';
import { serveSandbox, type ServedSandbox } from '../helpers/served-sandbox.js';

const NOTICE = /Reading as a visitor \(no admin API key\): hidden products and merchant data are not shown/g;
const HIDDEN = 'prototype-blender';

describe.each(['v1', 'v3'])('reads without an admin key on a %s store', (catalog) => {
  let served: ServedSandbox;
  beforeAll(async () => {
    served = await serveSandbox(['--memory', '--catalog', catalog]);
  });
  afterAll(() => served.stop());
  const visitorEnv = () => isolatedEnv({ STORE_API_URL: served.baseUrl, STORE_CLIENT_ID: served.clientId });

  it('products list says once on stderr that it reads as a visitor; stdout stays the JSON of the visible products', async () => {
    const run = await runStore(['products', 'list', '--all', '--json'], { env: visitorEnv() });
    expect(run.code, run.stderr).toBe(0);
    const slugs = run.json<Array<{ slug: string }>>().map((p) => p.slug);
    expect(slugs).toContain('ceramic-mug');
    expect(slugs).not.toContain(HIDDEN);
    expect(run.stderr.match(NOTICE)).toHaveLength(1);
    expect(run.stderr).toContain('STORE_API_KEY');
    expect(run.stdout).not.toMatch(NOTICE);
  });

  it('products get of a hidden product exits 5 with a hint that it may be hidden and the admin key is missing', async () => {
    const run = await runStore(['products', 'get', HIDDEN], { env: visitorEnv() });
    expect(run.code, run.stderr).toBe(5);
    expect(run.stderr).toMatch(/may exist but be hidden.*STORE_API_KEY/);
  });

  it('store status shows that reads go out as a visitor', async () => {
    const json = await runStore(['status', '--json'], { env: visitorEnv() });
    expect(json.json()).toMatchObject({ reads: 'visitor', credentials: { apiKey: false, clientId: true } });
    const human = await runStore(['status'], { env: visitorEnv() });
    expect(human.stdout).toMatch(/reads as\s+a visitor \(no admin API key/);
  });

  it('with the admin key: no notice, the hidden product is found, status says the admin key reads', async () => {
    const list = await runStore(['products', 'list', '--all', '--json'], { env: served.remoteEnv() });
    expect(list.code, list.stderr).toBe(0);
    expect(list.json<Array<{ slug: string }>>().map((p) => p.slug)).toContain(HIDDEN);
    expect(list.stderr).not.toMatch(NOTICE);
    const get = await runStore(['products', 'get', HIDDEN, '--json'], { env: served.remoteEnv() });
    expect(get.code, get.stderr).toBe(0);
    expect(get.stderr).toBe('');
    expect((await runStore(['status', '--json'], { env: served.remoteEnv() })).json()).toMatchObject({ reads: 'admin key' });
  });
});
