// Which catalog version applies (docs/product.md §2): --catalog / STORE_CATALOG / config `catalog`, else auto — asked once per
// profile and site and remembered (V3 for good, V1 re-asked after a day); unknown answers stop with nothing written.
// No store runs here: the settings and the decision are tested for both versions' answers, without a sandbox.
import { mkdtempSync, readFileSync, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StoreError } from '../../../src/client/errors.js';
import { exitCodeOf, UsageError } from '../../../src/io/cli-errors.js';
import { decideCatalogVersion, versionFromAnswer } from '../../../src/config/store-catalog-version.js';
import { CatalogVersionMemory, V1_RECHECK_MS } from '../../../src/config/catalog-version-memory.js';
import { resolveSettings } from '../../../src/config/settings.js';
import type { ConfigStore } from '../../../src/config/config-store.js';

const noConfig = async () => undefined;
function profileConfig(catalog: 'v1' | 'v3'): () => Promise<ConfigStore> {
  const profiles = { shop: { apiUrl: 'https://shop.example.com', catalog } };
  return async () => ({ path: '/dev/null', activeProfile: () => 'shop', profile: (n: string) => (profiles as any)[n], profiles: () => profiles }) as unknown as ConfigStore;
}

describe('the catalog setting', () => {
  it('defaults to auto; the profile, STORE_CATALOG and --catalog each win over the one before', async () => {
    expect(await resolveSettings({ flags: {}, env: {}, config: noConfig })).toMatchObject({ catalog: 'auto', catalogSource: 'default' });
    expect(await resolveSettings({ flags: {}, env: {}, config: profileConfig('v1') })).toMatchObject({ catalog: 'v1', catalogSource: 'profile' });
    expect(await resolveSettings({ flags: {}, env: { STORE_CATALOG: 'V3' }, config: profileConfig('v1') })).toMatchObject({ catalog: 'v3', catalogSource: 'env' });
    expect(await resolveSettings({ flags: { catalog: 'v1' }, env: { STORE_CATALOG: 'v3' }, config: noConfig })).toMatchObject({ catalog: 'v1', catalogSource: 'flag' });
  });

  it('refuses other values, naming where they came from', async () => {
    await expect(resolveSettings({ flags: { catalog: 'v2' }, env: {}, config: noConfig })).rejects.toThrow(UsageError);
    await expect(resolveSettings({ flags: {}, env: { STORE_CATALOG: 'new' }, config: noConfig })).rejects.toThrow(/STORE_CATALOG must be auto, v1 or v3/);
  });
});

describe('deciding the version', () => {
  const sources = (setting: 'auto' | 'v1' | 'v3', answer: string | undefined, remembered?: 'v1' | 'v3') => {
    const calls = { asked: 0, remembered: [] as string[] };
    return {
      calls,
      sources: {
        setting,
        recall: async () => remembered,
        ask: async () => {
          calls.asked++;
          return answer;
        },
        remember: async (v: 'v1' | 'v3') => void calls.remembered.push(v),
      },
    };
  };

  it('a forced setting never asks', async () => {
    const { calls, sources: s } = sources('v1', 'V3_CATALOG');
    expect(await decideCatalogVersion(s)).toEqual({ version: 'v1', how: 'forced' });
    expect(calls.asked).toBe(0);
  });

  it('auto asks once and remembers; a remembered answer is not asked again', async () => {
    const first = sources('auto', 'V3_CATALOG');
    expect(await decideCatalogVersion(first.sources)).toEqual({ version: 'v3', how: 'detected' });
    expect(first.calls).toEqual({ asked: 1, remembered: ['v3'] });
    const again = sources('auto', 'V1_CATALOG', 'v3');
    expect(await decideCatalogVersion(again.sources)).toEqual({ version: 'v3', how: 'remembered' });
    expect(again.calls.asked).toBe(0);
  });

  it('STORES_NOT_INSTALLED and unknown answers are errors (exit 1) and nothing is remembered', async () => {
    const missing = sources('auto', 'STORES_NOT_INSTALLED');
    const error = await decideCatalogVersion(missing.sources).catch((e) => e);
    expect(error).toBeInstanceOf(StoreError);
    expect(exitCodeOf(error)).toBe(1);
    expect(error.message).toMatch(/Stores app is not installed/);
    expect(missing.calls.remembered).toEqual([]);
    const odd = sources('auto', 'V2_CATALOG');
    await expect(decideCatalogVersion(odd.sources)).rejects.toThrow(/unknown catalog version \("V2_CATALOG"\)/);
    expect(odd.calls.remembered).toEqual([]);
    expect(() => versionFromAnswer(undefined)).toThrow(expect.objectContaining({ hint: expect.stringMatching(/--catalog v1 or --catalog v3/) }));
  });
});

describe('the remembered versions', () => {
  it('are kept per profile and site in a private file; V3 for good, V1 re-asked after a day', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'catalog-')), 'catalog-versions.json');
    let now = 1_000;
    const memory = new CatalogVersionMemory(file, () => now);
    const shop = { profile: 'shop', apiUrl: 'https://www.wixapis.com', siteId: 'S1' };
    await memory.remember(shop, 'v3');
    await memory.remember({ ...shop, siteId: 'S2' }, 'v1');
    expect(await memory.recall(shop)).toBe('v3');
    expect(await memory.recall({ ...shop, profile: 'other' })).toBeUndefined();
    expect(await memory.recall({ ...shop, siteId: 'S2' })).toBe('v1');
    now += V1_RECHECK_MS + 1;
    expect(await memory.recall({ ...shop, siteId: 'S2' })).toBeUndefined();
    expect(await memory.recall(shop)).toBe('v3');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')))).toHaveLength(2);
    expect(existsSync(file)).toBe(true);
  });
});
