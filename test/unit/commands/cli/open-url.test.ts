// Issue #26 item 8: `--open` opens only http(s) URLs, whatever the server answers (redirect sessions, checkout,
// logout, browse) — one check, in the one place that opens URLs (src/context/open-url.ts). Issue #36 item 12: a
// BROWSER the user set opens them where there is no display (VS Code Remote, Codespaces, SSH), its command line split
// as gh splits it and the URL one argument of its own, never through a shell.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCartAdd } from '../../../../src/commands/cart/add.js';
import { runCartCheckout } from '../../../../src/commands/cart/checkout.js';
import { runLogout } from '../../../../src/commands/logout/index.js';
import { runRedirectSessionProduct } from '../../../../src/commands/redirect-session/product.js';
import type { Context } from '../../../../src/context.js';
import { browserUrl, httpOnly, noDisplayReason, notOpenedNote, systemOpener } from '../../../../src/context/open-url.js';
import { exitCodeOf } from '../../../../src/io/cli-errors.js';
import { recordingBrowser } from '../../../helpers/recording-browser.js';
import { forwardTo, startRecordingServer, type RecordingServer } from '../../../helpers/recording-server.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { harness, tempHome } from '../support/harness.js';

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

  it('with BROWSER set and no display, redirect-session --open hands the URL to BROWSER', async () => {
    const browser = recordingBrowser();
    const h = harness({ env: { STORE_API_URL: server.baseUrl, STORE_CLIENT_ID: sandbox.info.clientId, BROWSER: browser.BROWSER } });
    answered = 'https://shop.example/page?x=1';
    await runRedirectSessionProduct({ slug: 'sun-hat', open: true }, h.ctx).finally(() => (answered = undefined));
    await h.ctx.close();
    expect(await browser.runs()).toEqual([['https://shop.example/page?x=1']]);
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
  it('knows Linux without DISPLAY, WAYLAND_DISPLAY or BROWSER has no display; WSL, a display, BROWSER, macOS and Windows do', () => {
    expect(noDisplayReason({}, 'linux')).toBe('no display: DISPLAY and WAYLAND_DISPLAY are unset, and BROWSER is not set');
    expect(noDisplayReason({ BROWSER: '  ' }, 'linux')).toBe('no display: DISPLAY and WAYLAND_DISPLAY are unset, and BROWSER is not set');
    expect(noDisplayReason({ BROWSER: '/vscode/bin/helpers/browser.sh' }, 'linux')).toBeUndefined();
    expect(noDisplayReason({ DISPLAY: ':0' }, 'linux')).toBeUndefined();
    expect(noDisplayReason({ WAYLAND_DISPLAY: 'wayland-0' }, 'linux')).toBeUndefined();
    expect(noDisplayReason({ WSL_DISTRO_NAME: 'Ubuntu' }, 'linux')).toBeUndefined();
    expect(noDisplayReason({}, 'darwin')).toBeUndefined();
    expect(noDisplayReason({}, 'win32')).toBeUndefined();
  });

  it('the system opener refuses there before spawning anything, and the note says why and what to do', async () => {
    const error = await systemOpener({}, 'linux')('https://example.com/').catch((e: unknown) => e);
    expect((error as Error).message).toBe('cannot open a browser here (no display: DISPLAY and WAYLAND_DISPLAY are unset, and BROWSER is not set)');
    expect((error as { hint?: string }).hint).toBe('Set BROWSER to a browser command, or open the URL yourself.');
    expect(notOpenedNote(error)).toBe('Could not open a browser (no display: DISPLAY and WAYLAND_DISPLAY are unset, and BROWSER is not set): open the URL above yourself.');
    expect(notOpenedNote(new Error('spawn xdg-open ENOENT'))).toBe('Could not open a browser (spawn xdg-open ENOENT): open the URL above yourself.');
  });
});

describe('BROWSER opens the URL where there is no display (issue #36 item 12)', () => {
  it('runs BROWSER with the URL as its last argument, its own words split as sh would and nothing expanded', async () => {
    const browser = recordingBrowser(`--new-window '$HOME' "a b" \\$PATH`);
    await systemOpener({ BROWSER: browser.BROWSER }, 'linux')('https://shop.example/checkout?id=1');
    expect(await browser.runs()).toEqual([['--new-window', '$HOME', 'a b', '\\$PATH', 'https://shop.example/checkout?id=1']]);
  });

  it('puts the URL where a word holds %s (as xdg-open reads BROWSER), as it is', async () => {
    const browser = recordingBrowser('--url=%s --private');
    const url = 'https://shop.example/a?b=$&c=$1';
    await systemOpener({ BROWSER: browser.BROWSER }, 'linux')(url);
    expect(await browser.runs()).toEqual([[`--url=${url}`, '--private']]);
  });

  it('on every platform, as gh does', async () => {
    const browser = recordingBrowser();
    for (const platform of ['darwin', 'win32', 'linux'] as const) await systemOpener({ BROWSER: browser.BROWSER, DISPLAY: ':0' }, platform)(`https://shop.example/${platform}`);
    expect((await browser.runs(3)).sort()).toEqual([['https://shop.example/darwin'], ['https://shop.example/linux'], ['https://shop.example/win32']]);
  });

  it('a URL full of shell syntax is one argument: no shell ever sees it', async () => {
    const browser = recordingBrowser();
    const marker = join(browser.dir, 'ran');
    // ${IFS}, not a space: a URL keeps it as it is, so a shell given this URL would run each `touch`.
    const touch = `touch\${IFS}${marker}`;
    const url = `https://shop.example/?q=$(${touch})&r=\`${touch}\`;${touch}|${touch}`;
    expect(new URL(url).href).toBe(url);
    await httpOnly(systemOpener({ BROWSER: browser.BROWSER }, 'linux'))(url);
    expect(await browser.runs()).toEqual([[new URL(url).href]]);
    expect(existsSync(marker)).toBe(false);
  });

  it('still refuses every URL that is not http(s): BROWSER never runs for it', async () => {
    const browser = recordingBrowser();
    const opener = httpOnly(systemOpener({ BROWSER: browser.BROWSER }, 'linux'));
    for (const url of HOSTILE) {
      const error = await opener(url).catch((e: unknown) => e);
      expect((error as Error).message, url).toMatch(/^refusing to open ".*": only http\(s\) URLs are opened$/);
    }
    // One http(s) URL after them: the only run the log holds.
    await opener('https://shop.example/ok');
    expect(await browser.runs()).toEqual([['https://shop.example/ok']]);
  });

  it('a BROWSER that cannot start, or cannot be read, fails saying so (the caller prints the URL to open instead)', async () => {
    const missing = await systemOpener({ BROWSER: 'no-such-browser-36 --flag' }, 'linux')('https://shop.example/').catch((e: unknown) => e);
    expect((missing as Error).message).toBe('BROWSER (no-such-browser-36) could not start: ENOENT');
    expect(notOpenedNote(missing)).toBe('Could not open a browser (BROWSER (no-such-browser-36) could not start: ENOENT): open the URL above yourself.');
    const unreadable = await systemOpener({ BROWSER: "firefox 'half" }, 'linux')('https://shop.example/').catch((e: unknown) => e);
    expect((unreadable as Error).message).toBe("cannot read BROWSER (a single quote is never closed): firefox 'half");
  });
});
