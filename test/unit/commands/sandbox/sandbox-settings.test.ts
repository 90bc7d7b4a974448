// `store sandbox settings --allow-redirect-uri URI` (repeatable, adds to the list in effect) and
// `--reset-redirect-uris` (back to the default loopback /callback URIs), against a served sandbox and a data file.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../../../src/io/cli-errors.js';
import { runSandboxSettings } from '../../../../src/commands/sandbox/settings.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { harness, remoteEnv, runForJson } from '../support/harness.js';

describe.each(['v1', 'v3'] as const)('on a %s store', (catalog) => {
  const DEFAULT = ['http://127.0.0.1/callback', 'http://localhost/callback', 'http://[::1]/callback'];

  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startTestSandbox({ catalog });
  });
  afterAll(() => sb.close());

  const served = () => harness({ env: remoteEnv(sb), globals: { json: true } });

  describe('store sandbox settings: allowed redirect URIs', () => {
    it('adds URIs to a served sandbox, shows them, and resets to the default', async () => {
      const added = await runForJson(served, (ctx) => runSandboxSettings({ allowRedirectUri: ['https://app.example/cb', 'myapp://done'] }, ctx));
      expect(added.allowedRedirectUris).toEqual([...DEFAULT, 'https://app.example/cb', 'myapp://done']);
      expect((await callSandbox(sb.baseUrl, 'GET', '/__sandbox/settings')).body.allowedRedirectUris).toEqual(added.allowedRedirectUris);

      const more = await runForJson(served, (ctx) => runSandboxSettings({ allowRedirectUri: ['https://other.example/cb'] }, ctx));
      expect(more.allowedRedirectUris).toEqual([...DEFAULT, 'https://app.example/cb', 'myapp://done', 'https://other.example/cb']);

      const only = await runForJson(served, (ctx) => runSandboxSettings({ resetRedirectUris: true, allowRedirectUri: ['https://x.example/cb'] }, ctx));
      expect(only.allowedRedirectUris).toEqual([...DEFAULT, 'https://x.example/cb']);
      const reset = await runForJson(served, (ctx) => runSandboxSettings({ resetRedirectUris: true }, ctx));
      expect(reset.allowedRedirectUris).toEqual(DEFAULT);
    });

    it('changes a data file directly', async () => {
      const data = join(mkdtempSync(join(tmpdir(), 'store-settings-')), 'sandbox.db');
      const local = () => harness({ globals: { json: true } });
      const added = await runForJson(local, (ctx) => runSandboxSettings({ data, allowRedirectUri: ['https://app.example/cb'] }, ctx));
      expect(added.allowedRedirectUris).toEqual([...DEFAULT, 'https://app.example/cb']);
      expect((await runForJson(local, (ctx) => runSandboxSettings({ data }, ctx))).allowedRedirectUris).toEqual([...DEFAULT, 'https://app.example/cb']);
    });

    it('refuses a value that is not a URI, naming the flag', async () => {
      const h = served();
      await expect(runSandboxSettings({ allowRedirectUri: ['not a uri'] }, h.ctx)).rejects.toThrow(UsageError);
      await expect(runSandboxSettings({ allowRedirectUri: ['not a uri'] }, h.ctx)).rejects.toThrow(/--allow-redirect-uri/);
      await h.ctx.close();
    });
  });
});
