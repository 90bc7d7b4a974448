// Issue #26 item 8: `--open` opens only http(s) URLs, whatever the server answers (redirect sessions, checkout,
// logout, browse) — one check, in the one place that opens URLs (src/context/open-url.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCartAdd } from '../../../src/commands/cart/add.js';
import { runCartCheckout } from '../../../src/commands/cart/checkout.js';
import { runLogout } from '../../../src/commands/logout/index.js';
import { runRedirectSessionProduct } from '../../../src/commands/redirect-session/product.js';
import type { Context } from '../../../src/context.js';
import { browserUrl, noDisplayReason, notOpenedNote, systemOpener } from '../../../src/context/open-url.js';
import { exitCodeOf } from '../../../src/io/cli-errors.js';
import { forwardTo, startRecordingServer, type RecordingServer } from '../../helpers/recording-server.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { harness, tempHome } from './support/harness.js';

const HOSTILE = [
  'file:///etc/passwd',
  'FILE:///etc/passwd',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'ssh://evil.example/',
  'smb://evil.example/share',
  'vscode://file/etc/passwd',
  'ms-settings:',
  '/relative/path',
  ' file:///etc/passwd',
  'https//no-colon.example',
  '',
];

describe('only http(s) URLs are opened', () => {
  it.each(HOSTILE)('%j is not a browser URL', (url) => {
    expect(browserUrl(url)).toBeUndefined();
  });

  it.each(['https://shop.example/checkout?id=1', 'http://127.0.0.1:4010/checkout', 'HTTPS://Shop.Example/x'])('%s is', (url) => {
    expect(browserUrl(url)?.protocol).toMatch(/^https?:$/);
  });
});

describe('--open with what the server answered', () => {
  let sandbox: TestSandbox;
  let server: RecordingServer;
  /** The fullUrl every redirect session answers with; undefined: the sandbox's own. */
  let answered: string | undefined;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog: 'v3' }); // the default store: nothing here depends on the catalog version
    server = await startRecordingServer(
      forwardTo(sandbox.baseUrl, (request, body) =>
        request.path.endsWith('/redirect-session') && answered !== undefined ? { ...body, redirectSession: { ...body.redirectSession, fullUrl: answered } } : body,
      ),
    );
  });
  afterAll(async () => {
    await server.close();
    await sandbox.close();
  });

  const COMMANDS: Array<[string, (ctx: Context) => Promise<void>]> = [
    ['redirect-session product --open', (ctx) => runRedirectSessionProduct({ slug: 'sun-hat', open: true }, ctx)],
    ['cart checkout --open', async (ctx) => runCartCheckout({ open: true }, ctx)],
    ['logout --open', (ctx) => runLogout({ open: true }, ctx)],
  ];

  async function attempt(verb: (ctx: Context) => Promise<void>, url: string | undefined) {
    const home = tempHome();
    const env = { ...home, STORE_API_URL: server.baseUrl, STORE_CLIENT_ID: sandbox.info.clientId };
    // A cart to check out, and a visitor session to log out of.
    const before = harness({ env });
    await runCartAdd({ product: 'ceramic-mug', quantity: '1' }, before.ctx);
    await before.ctx.close();
    const opened: string[] = [];
    answered = url;
    const h = harness({ env, openUrl: async (u) => void opened.push(u) });
    const error = await verb(h.ctx).then(() => undefined, (caught: unknown) => caught);
    answered = undefined;
    await h.ctx.close();
    return { opened, error };
  }

  it.each(COMMANDS)('%s: an https URL is opened', async (_name, verb) => {
    const { opened, error } = await attempt(verb, 'https://shop.example/page?x=1');
    expect(error).toBeUndefined();
    expect(opened).toEqual(['https://shop.example/page?x=1']);
  });

  it.each(COMMANDS)('%s: file:, javascript:, data: and other schemes are refused, nothing opened', async (_name, verb) => {
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'data:text/html,x', 'vscode://file/etc/passwd']) {
      const { opened, error } = await attempt(verb, url);
      expect(opened).toEqual([]);
      expect((error as Error).message).toBe(`refusing to open "${url}": only http(s) URLs are opened`);
      expect(exitCodeOf(error)).toBe(1);
    }
  });
});

describe('where a browser cannot open (issue #29 item 8)', () => {
  it('knows Linux without DISPLAY or WAYLAND_DISPLAY has no display; WSL, a display, macOS and Windows do', () => {
    expect(noDisplayReason({}, 'linux')).toBe('no display: DISPLAY and WAYLAND_DISPLAY are unset');
    expect(noDisplayReason({ DISPLAY: ':0' }, 'linux')).toBeUndefined();
    expect(noDisplayReason({ WAYLAND_DISPLAY: 'wayland-0' }, 'linux')).toBeUndefined();
    expect(noDisplayReason({ WSL_DISTRO_NAME: 'Ubuntu' }, 'linux')).toBeUndefined();
    expect(noDisplayReason({}, 'darwin')).toBeUndefined();
    expect(noDisplayReason({}, 'win32')).toBeUndefined();
  });

  it('the system opener refuses there before spawning anything, and the note says why and what to do', async () => {
    const error = await systemOpener({}, 'linux')('https://example.com/').catch((e: unknown) => e);
    expect((error as Error).message).toBe('cannot open a browser here (no display: DISPLAY and WAYLAND_DISPLAY are unset)');
    expect(notOpenedNote(error)).toBe('Could not open a browser (no display: DISPLAY and WAYLAND_DISPLAY are unset): open the URL above yourself.');
    expect(notOpenedNote(new Error('spawn xdg-open ENOENT'))).toBe('Could not open a browser (spawn xdg-open ENOENT): open the URL above yourself.');
  });
});
