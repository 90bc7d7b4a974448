// The commands that draw screens, run in-process on a fake terminal (TTY flags, raw-mode stdin) against a sandbox
// serving as the remote store: the hooks in the command files reach the screens, and the screens reach the API. On a
// V1 and a V3 store from one test body.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runBulkAdjust } from '../../../src/commands/bulk/adjust.js';
import { runCartAdd } from '../../../src/commands/cart/add.js';
import { runCartInteractive } from '../../../src/commands/cart/cart-screen.js';
import { runLogin } from '../../../src/commands/login/login.js';
import { runProductsCreate } from '../../../src/commands/products/create.js';
import { runProductsImport } from '../../../src/commands/products/import.js';
import { runProductsUpdate } from '../../../src/commands/products/update.js';
import { runProductsBrowse } from '../../../src/commands/products/browse.js';
import { runCollectionsBrowse } from '../../../src/commands/collections/browse.js';
import { createContext, type Context } from '../../../src/context.js';
import { stripControl } from '../../../src/io/terminal-text.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { amount, neutralProducts } from '../../helpers/catalog.js';
import { page, register, visitor } from '../sandbox/support/identity-calls.js';
import { remoteEnv, tempHome } from '../commands/support/harness.js';
import { KEYS, afterKey } from './support/ink.js';
import { pause, printed, terminalIo, type TerminalIo } from './support/terminal-io.js';

describe.each(['v1', 'v3'] as const)('on a %s store', (catalog) => {
  let sandbox: TestSandbox;
  let io: TerminalIo;
  let ctx: Context;
  let home: Record<string, string>;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog });
  });
  afterAll(() => sandbox.close());
  beforeEach(async () => {
    await sandbox.admin('POST', '/__sandbox/reset');
    sandbox.requests.length = 0;
    home = tempHome();
    io = terminalIo();
    ctx = createContext({ io, env: { ...home, ...remoteEnv(sandbox), STORE_CLIENT_ID: sandbox.info.clientId } });
    ctx.setGlobals({});
  });
  afterEach(() => ctx.close());

  async function keys(...pressed: string[]) {
    for (const key of pressed) {
      io.stdin.write(key);
      await afterKey(key);
    }
  }
  const typed = (text: string) => keys(...text.split(''));
  /** Types a brand into the product form and saves: Name, Price, Slug, SKU, Cost, Weight, Brand is six down; seven up wraps round to Save. */
  async function brandInForm(brand: string) {
    await keys(...Array<string>(6).fill(KEYS.down));
    await typed(brand);
    await keys(...Array<string>(7).fill(KEYS.up), KEYS.enter);
  }
  const screenText = () => stripControl(io.stdout.text());
  /** A product's list price, read through the neutral catalog. */
  const listPrice = async (slug: string) => {
    const [p] = (await neutralProducts(sandbox, catalog)).get(slug)!;
    return amount(p.variants[0].listPrice ?? p.variants[0].price);
  };
  const writes = () => sandbox.requests.filter((r) => r.method !== 'GET' && !/\/(query|search|count)/.test(r.path));

  describe('store products create / update with no flags', () => {
    it('create opens the form, validates like the flags, creates and prints the product', async () => {
      const done = runProductsCreate({}, ctx);
      await printed(io.stdout, 'New product');
      await typed('Desk Lamp');
      await keys(KEYS.down);
      await typed('4o');
      await printed(io.stdout, 'expected a number, got "4o"');
      await keys(KEYS.backspace);
      await typed('2');
      await keys(KEYS.up, KEYS.up, KEYS.enter);
      await done;
      expect(screenText()).toMatch(/name\s+Desk Lamp/);
      expect(await listPrice('desk-lamp')).toBe(42);
      // V3: the price goes on the product's one variant.
      if (catalog === 'v3') {
        const created = writes().find((r) => r.path.endsWith('/stores/v3/products'))!;
        expect(JSON.parse(created.body).product.variantsInfo.variants[0].price.actualPrice).toEqual({ amount: '42' });
      }
    });

    it('update fills the form with the product and sends only what changed', async () => {
      const done = runProductsUpdate({ product: 'ceramic-mug' }, ctx);
      await printed(io.stdout, 'Edit Ceramic Mug');
      expect(screenText()).toMatch(/Price\s+12\.5/);
      await brandInForm('Rustic');
      await done;
      const patch = sandbox.requests.find((r) => r.method === 'PATCH')!;
      const { id: _id, ...sent } = JSON.parse(patch.body).product;
      // V1 takes the brand by name; V3 by id (got or created by name first), with the product's revision.
      expect(sent).toEqual(catalog === 'v1' ? { brand: 'Rustic' } : { revision: expect.any(String), brand: { id: expect.any(String) } });
      expect(screenText()).toMatch(/brand\s+Rustic/);
    });

    it('Esc cancels and nothing is written', async () => {
      const done = runProductsCreate({}, ctx);
      await printed(io.stdout, 'New product');
      await keys(KEYS.escape);
      await done;
      expect(stripControl(io.stderr.text())).toContain('Cancelled: nothing was created.');
      expect(sandbox.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
    });
  });

  describe('store bulk on a terminal', () => {
    it('shows the preview screen with before → after and applies after y', async () => {
      const done = runBulkAdjust({ field: 'price', delta: '+10%', ids: 'ceramic-mug,oak-cutting-board' }, ctx);
      // The question names the store it changes (issue #15 item 1).
      await printed(io.stdout, 'Change 2 products? [y/N]');
      await printed(io.stdout, `on profile "sandbox", site ${sandbox.info.siteId.slice(0, 8)}`);
      expect(screenText()).toMatch(/ceramic-mug\s+12\.5\s+→\s+13\.75/);
      expect(screenText()).toMatch(/oak-cutting-board\s+34\s+→\s+37\.4/);
      await keys('y', KEYS.enter);
      await done;
      expect(screenText()).toContain('Changed 2 of 2 products');
      expect(await listPrice('ceramic-mug')).toBe(13.75);
    });

    it('changes nothing after n', async () => {
      const done = runBulkAdjust({ field: 'price', delta: '+1', ids: 'ceramic-mug' }, ctx);
      await printed(io.stdout, 'on profile "sandbox"');
      await keys('n', KEYS.enter);
      await done;
      expect(screenText()).toContain('Nothing changed.');
      expect(await listPrice('ceramic-mug')).toBe(12.5);
    });
  });

  describe('store products|collections browse on a terminal: a delete names the store (issue #29 item 8)', () => {
    const store = () => `on profile "sandbox", site ${sandbox.info.siteId}`;

    it('products: the question names the store; y alone deletes nothing, y then Enter deletes', async () => {
      const done = runProductsBrowse({}, ctx);
      await printed(io.stdout, 'Ceramic Mug');
      await keys('d');
      await printed(io.stdout, 'Delete Ceramic Mug (ceramic-mug)? [y/N]');
      await printed(io.stdout, store());
      await keys('y');
      await pause(100);
      expect(sandbox.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
      await keys(KEYS.enter);
      await printed(io.stdout, 'Deleted Ceramic Mug');
      await keys('q');
      await done;
      expect(sandbox.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    });

    it('collections: the delete question names the store too', async () => {
      const done = runCollectionsBrowse({}, ctx);
      await printed(io.stdout, 'Kitchen');
      await keys('d');
      await printed(io.stdout, '? [y/N]');
      await printed(io.stdout, store());
      await keys(KEYS.escape, 'q');
      await done;
      expect(sandbox.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    });
  });

  describe('store products import on a terminal', () => {
    it('draws the progress screen on stderr and prints the summary on stdout', async () => {
      const file = join(home.HOME, 'lamps.csv');
      writeFileSync(file, ['slug,name,price', ...Array.from({ length: 30 }, (_, i) => `lamp-${i},Lamp ${i},${i + 1}`)].join('\n'));
      await runProductsImport(file, {}, ctx);
      const progress = stripControl(io.stderr.text());
      expect(progress).toContain(`Importing ${file}`);
      expect(progress).toMatch(/100%\s+30\/30 products/);
      expect(progress).toMatch(/done in \d+s/);
      expect(screenText()).toContain('30 created');
      expect(io.stdout.text()).not.toContain('Importing');
    });
  });

  describe('store cart with no verb on a terminal', () => {
    it('shows the interactive cart and changes a quantity', async () => {
      await runCartAdd({ product: 'ceramic-mug', quantity: '1' }, ctx);
      const done = runCartInteractive(ctx);
      await printed(io.stdout, 'Totals (estimate)');
      await keys('+');
      await printed(io.stdout, 'Ceramic Mug: 2');
      await keys('q');
      await done;
      expect(screenText()).toMatch(/1\s+Ceramic Mug\s+2\s+\$12\.50\s+\$25\.00/);
    });
  });

  describe('store login on a terminal', () => {
    it('shows the waiting screen (URL, address, time left) until the hosted page redirects back', async () => {
      await register(await visitor(sandbox), 'screen@example.com');
      io.stderr.columns = 400; // the URL on one line
      const done = runLogin({ browser: false, port: '0' }, ctx);
      await printed(io.stderr, 'left');
      const text = stripControl(io.stderr.text());
      expect(text).toMatch(/Waiting for the login on http:\/\/127\.0\.0\.1:\d+\/callback · [12]m\d\ds left/);
      const url = /(http:\/\/\S+\/oauth2\/authorize\?request=\S+)/.exec(text)![1];
      const answer = await page(url, { request: new URL(url).searchParams.get('request')!, email: 'screen@example.com', password: 'secret-pass' });
      await fetch(answer.location!);
      await done;
      expect(screenText()).toContain('member');
      expect(io.stdout.text()).not.toContain('Waiting');
    });

    // Issue #29 item 8: no "Opened in your browser" where none could open (Linux without a display: the system opener).
    it.runIf(process.platform === 'linux')('where no browser can open, the screen says why and gives the URL to open', async () => {
      await register(await visitor(sandbox), 'no-display-screen@example.com');
      io.stderr.columns = 400;
      const done = runLogin({ port: '0' }, ctx);
      await printed(io.stderr, 'Could not open a browser');
      const text = stripControl(io.stderr.text());
      expect(text).toContain('Open this URL in a browser to log in:');
      expect(text).toContain('Could not open a browser (no display: DISPLAY and WAYLAND_DISPLAY are unset, and BROWSER is not set): open the URL above yourself.');
      expect(text).not.toContain('Opened in your browser');
      const url = /(http:\/\/\S+\/oauth2\/authorize\?request=\S+)/.exec(text)![1];
      const answer = await page(url, { request: new URL(url).searchParams.get('request')!, email: 'no-display-screen@example.com', password: 'secret-pass' });
      await fetch(answer.location!);
      await done;
      expect(screenText()).toContain('member');
    });
  });
});
