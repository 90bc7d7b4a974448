import { existsSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthError } from '../../../src/client/errors.js';
import { UsageError } from '../../../src/io/cli-errors.js';
import { runProductsList } from '../../../src/commands/products/list.js';
import { sessionTokenStore } from '../../../src/context/session-tokens.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { harness } from '../commands/support/harness.js';

describe('Context', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog: 'v3' }); // the default store: nothing here depends on the catalog version
  });
  afterAll(() => sandbox.close());

  it('reads as a visitor when only a client id is set: hidden products stay hidden, tokens persist per profile', async () => {
    const h = harness({ env: { STORE_API_URL: sandbox.baseUrl, STORE_CLIENT_ID: sandbox.info.clientId }, globals: { json: true } });
    await runProductsList({ all: true }, h.ctx);
    await h.ctx.close();
    const slugs = h.json<any[]>().map((p) => p.slug);
    expect(slugs).toContain('ceramic-mug');
    expect(slugs).not.toContain('prototype-blender');
    const tokens = sessionTokenStore(h.env, await h.ctx.settings()).path;
    expect(existsSync(tokens)).toBe(true);
    expect(statSync(tokens).mode & 0o777).toBe(0o600);
    expect(sandbox.requests.some((r) => r.path === '/oauth2/token')).toBe(true);
  });

  it('without any credentials a remote read fails with exit 4 before sending anything', async () => {
    const before = sandbox.requests.length;
    const h = harness({ env: { STORE_API_URL: sandbox.baseUrl } });
    const failure = h.ctx.client();
    await expect(failure).rejects.toBeInstanceOf(AuthError);
    await expect(failure).rejects.toThrow(/STORE_API_KEY.*STORE_CLIENT_ID/);
    expect(sandbox.requests.length).toBe(before);
  });

  it.each([
    [{ tty: true }, {}, {}, true],
    [{ tty: false }, {}, {}, false],
    [{ tty: true }, { input: false }, {}, false],
    [{ tty: true }, {}, { CI: 'true' }, false],
  ])('canPrompt with %j, globals %j, env %j → %s', (io, globals, env, expected) => {
    expect(harness({ ...io, globals, env }).ctx.canPrompt()).toBe(expected);
  });

  it('confirm: --yes answers yes; without a terminal the error names the flag', async () => {
    await expect(harness({ globals: { yes: true } }).ctx.confirm('Sure?', { flag: '--yes' })).resolves.toBe(true);
    const refused = harness().ctx.confirm('Sure?', { flag: '--yes' });
    await expect(refused).rejects.toBeInstanceOf(UsageError);
    await expect(refused).rejects.toThrow(/--yes/);
  });

  it('confirm asks on a terminal (question on stderr) and takes y as yes', async () => {
    const yes = harness({ tty: true, stdin: 'y\n' });
    await expect(yes.ctx.confirm('Delete it?', { flag: '--yes' })).resolves.toBe(true);
    expect(yes.io.stderrText()).toContain('Delete it? [y/N]');
    expect(yes.io.stdoutText()).toBe('');
    const no = harness({ tty: true, stdin: '\n' });
    await expect(no.ctx.confirm('Delete it?', { flag: '--yes' })).resolves.toBe(false);
  });

  it('--no-color turns colour off even on a colour terminal', () => {
    expect(harness({ tty: true, color: true }).io.color).toBe(true);
    expect(harness({ tty: true, color: true, globals: { color: false } }).io.color).toBe(false);
  });
});
