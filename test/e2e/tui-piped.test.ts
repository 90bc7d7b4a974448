// Every command that can draw a screen, run by a script: stdin/stdout/stderr are pipes (nothing else says "no
// screens": no CI, no NO_COLOR). Each prints plain output or an error naming the flag to pass, writes no escape
// code, never waits for input, and never even loads Ink or React — on a Catalog V1 and a Catalog V3 site from one
// test body (login, which reads no catalog, runs on the default site).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pipedEnv, runPiped, uiImportHook, UI_IMPORT_MARK, type PipedRun } from './tui-support/piped.js';

const ESCAPE = '\u001b[';
let hook: string;

beforeAll(() => {
  if (!existsSync(resolve(import.meta.dirname, '..', '..', 'dist', 'cli.js'))) {
    throw new Error('dist/cli.js is missing: run `npm run build` (npm test builds first)');
  }
  hook = uiImportHook();
});

function expectPlain(run: PipedRun): void {
  expect(run.hung, `waited for input; stderr: ${run.stderr}`).toBe(false);
  expect(run.stdout).not.toContain(ESCAPE);
  expect(run.stderr).not.toContain(ESCAPE);
  expect(run.stderr).not.toContain(UI_IMPORT_MARK);
}

describe('the UI-import hook itself', () => {
  it('reports an import of Ink (so its silence below means something)', () => {
    const probe = spawnSync(process.execPath, [`--import=${hook}`, '--input-type=module', '-e', "await import('ink')"], {
      cwd: resolve(import.meta.dirname, '..', '..'),
      encoding: 'utf8',
    });
    expect(probe.stderr).toContain(`${UI_IMPORT_MARK} ink]`);
  });

  it('reports loading a chunk of dist/ that bundles Ink (so its silence for the built store means something)', () => {
    const chunks = resolve(import.meta.dirname, '..', '..', 'dist', 'chunks');
    const screen = readdirSync(chunks).find((name) => /^ProductBrowser-.*\.js$/.test(name));
    expect(screen).toBeDefined();
    const probe = spawnSync(process.execPath, [`--import=${hook}`, '--input-type=module', '-e', `await import(${JSON.stringify(join(chunks, screen!))})`], {
      encoding: 'utf8',
    });
    expect(probe.stderr).toMatch(new RegExp(`${UI_IMPORT_MARK.replace(/[[\]]/g, '\\$&')} file:.*dist/chunks/`));
  });
});

describe.each(['v1', 'v3'] as const)('piped, every interactive-capable command stays plain on a %s site', (catalog) => {
  let env: Record<string, string>;
  beforeAll(async () => {
    env = pipedEnv(hook);
    // One run creates the embedded sandbox's data file: a site of this catalog version with the demo catalog, for the others.
    expect((await runPiped(['sandbox', 'reset', '--catalog', catalog, '--yes'], env)).code).toBe(0);
  });
  /** The price `--sort price` orders by: V1's `priceData.price`, V3's `actualPriceRange.minValue.amount` (README "Catalog V1 and V3"). */
  const sortPrice = (p: any): number => (catalog === 'v1' ? p.priceData.price : Number(p.actualPriceRange.minValue.amount));

  it('products browse prints the plain list (tab-separated rows)', async () => {
    const run = await runPiped(['products', 'browse'], env);
    expectPlain(run);
    expect(run.code).toBe(0);
    const rows = run.stdout.trimEnd().split('\n').map((line) => line.split('\t'));
    expect(rows).toHaveLength(8);
    expect(rows.map((cells) => cells[2])).toContain('ceramic-mug');
  });

  it('products browse --json prints the JSON list; --sort price is honoured', async () => {
    const run = await runPiped(['products', 'browse', '--json', '--sort', 'price:desc'], env);
    expectPlain(run);
    expect(run.code).toBe(0);
    const prices = JSON.parse(run.stdout).map(sortPrice);
    expect(prices.length).toBeGreaterThan(3);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('collections browse prints the plain list', async () => {
    const run = await runPiped(['collections', 'browse'], env);
    expectPlain(run);
    expect(run.code).toBe(0);
    expect(run.stdout.trimEnd().split('\n').map((line) => line.split('\t')[1]).sort()).toEqual(['Gifts', 'Kitchen', 'Summer']);
  });

  it('products create with no flags fails (exit 2) naming the flags', async () => {
    const run = await runPiped(['products', 'create'], env);
    expectPlain(run);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('pass --name and --price');
  });

  it('products update with no flags fails (exit 2) before sending anything', async () => {
    const run = await runPiped(['products', 'update', 'ceramic-mug'], env);
    expectPlain(run);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('pass the fields to change');
  });

  it('bulk prints the preview and fails (exit 2) naming --yes', async () => {
    const run = await runPiped(['bulk', 'adjust', 'price', '+10%', '--ids', 'ceramic-mug'], env);
    expectPlain(run);
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/ceramic-mug\t\t12\.5\t13\.75/);
    expect(run.stderr).toContain('--yes');
  });

  it('cart with no verb prints the plain cart', async () => {
    expect((await runPiped(['cart', 'add', 'ceramic-mug', '--quantity', '2'], env)).code).toBe(0);
    const run = await runPiped(['cart'], env);
    expectPlain(run);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^1\tCeramic Mug\t2\t\$12\.50\t\$25\.00/);
  });

  it('products import shows no progress screen and prints the summary', async () => {
    const file = join(env.HOME, 'lamps.csv');
    writeFileSync(file, 'slug,name,price\nlamp-a,Lamp A,10\nlamp-b,Lamp B,12\n');
    const run = await runPiped(['products', 'import', file], env);
    expectPlain(run);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('2 created');
  });
});

describe('piped, login (no catalog read: the default site)', () => {
  it('login prints the URL as plain lines while it waits for the browser (not for input)', async () => {
    const run = await runPiped(['login', '--no-browser', '--port', '0'], pipedEnv(hook), { until: (stderr) => stderr.includes('Waiting for the login on') });
    expect(run.hung).toBe(false);
    expect(run.stderr).toMatch(/Open this URL in a browser to log in:\n\s+http:\/\/127\.0\.0\.1:\d+\/oauth2\/authorize\?request=/);
    expect(run.stderr).not.toContain(ESCAPE);
    expect(run.stderr).not.toContain(UI_IMPORT_MARK);
  });
});
