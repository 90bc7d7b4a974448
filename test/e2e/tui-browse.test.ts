// `store products browse` in a real terminal (tmux), the BUILT binary on the embedded sandbox with its own XDG
// dirs, on a Catalog V1 and a Catalog V3 site from one test body: keys in (Down, Enter, /, text, Escape, q), the pane
// read at each step.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pipedEnv, runPiped, uiImportHook } from './tui-support/piped.js';
import { hasTmux, startTmux, type TmuxSession } from './tui-support/tmux.js';

const sessions: TmuxSession[] = [];
const selected = (pane: string) => pane.split('\n').find((line) => line.startsWith('›')) ?? '';

beforeAll(() => {
  if (hasTmux && !existsSync(resolve(import.meta.dirname, '..', '..', 'dist', 'cli.js'))) {
    throw new Error('dist/cli.js is missing: run `npm run build` (npm test builds first)');
  }
});
afterEach(() => {
  while (sessions.length) sessions.pop()!.kill();
});

const TITLE = hasTmux
  ? 'store products browse in tmux'
  : 'store products browse in tmux — SKIPPED: tmux is not installed (apt-get install -y tmux; .ci/run installs it)';

/**
 * What the search line says it matches: the platform's own text search of each version (V1: a name or slug prefix,
 * src/catalog/v1/store-catalog.ts; V3: name or SKU contains, src/catalog/v3/store-catalog.ts).
 */
const SEARCH_HINT = { v1: 'name or slug starts with', v3: 'name or SKU contains' } as const;

describe.skipIf(!hasTmux).each(['v1', 'v3'] as const)(`${TITLE}, Catalog %s`, (catalog) => {
  let env: Record<string, string>;
  beforeAll(async () => {
    // A terminal, not CI; the embedded sandbox's data file (a site of this catalog version) is created once, before the screens start.
    const { NODE_OPTIONS: _, ...plain } = pipedEnv(uiImportHook());
    env = plain;
    expect((await runPiped(['sandbox', 'reset', '--catalog', catalog, '--yes'], env)).code).toBe(0);
  });

  function browse(extraEnv: Record<string, string> = {}, size?: { columns: number; rows: number }): TmuxSession {
    const session = startTmux(['products', 'browse'], { ...env, ...extraEnv }, size);
    sessions.push(session);
    return session;
  }

  it('moves, opens the detail pane, searches, clears the search and quits', async () => {
    const tui = browse();
    let pane = await tui.waitFor('8 products');
    expect(pane).toContain('sorted by name ↑');
    expect(selected(pane)).toMatch(/^› Ceramic Mug\s+MUG-001\s+\$12\.50/);

    await tui.keys('Down');
    pane = await tui.waitFor((p) => selected(p).includes("Chef's Knife"), 'the second row selected');

    await tui.keys('Enter');
    pane = await tui.waitFor('collections Kitchen', "Chef's Knife's detail pane");
    // The base price first (what --sort price uses), then the sale price (issue #15 item 17).
    expect(pane).toMatch(/price \$89\.00 \(sale \$75\.65\)/);
    // V1 keeps the 15 % discount itself; V3 keeps only the two prices, read back as an amount (src/catalog/v3/pricing.ts).
    expect(pane).toContain(catalog === 'v1' ? 'discount 15% off' : 'discount 13.35 off');
    expect(pane).toContain('https://static.store.example/img/knife.jpg');
    expect(pane).toContain('esc back');

    await tui.keys('/');
    pane = await tui.waitFor(SEARCH_HINT[catalog], 'the search line');
    expect(pane).toContain('enter done');
    await tui.type('sun');
    pane = await tui.waitFor((p) => p.includes('1 product ') && selected(p).includes('Sun Hat'), 'only Sun Hat');
    expect(pane).toContain('/ sun');
    expect(pane).not.toContain('Ceramic Mug');

    // The found product opens like any other; back from it, the search still holds until Escape clears it.
    await tui.keys('Enter', 'Enter');
    pane = await tui.waitFor('Variants (6)', "Sun Hat's detail pane");
    await tui.keys('Escape');
    pane = await tui.waitFor((p) => p.includes('1 product ') && !p.includes('Variants (6)'), 'the found product listed again');
    await tui.keys('/', 'Escape');
    pane = await tui.waitFor((p) => p.includes('8 products') && p.includes('press / to search'), 'the whole list again');
    expect(selected(pane)).toContain('Ceramic Mug');

    await tui.keys('q');
    pane = await tui.waitFor('EXIT=0', 'the command to end');
    // The alternate screen is gone: the terminal shows what it showed before.
    expect(pane).not.toContain('press / to search');
  });

  it('at 80×24 the detail pane fits under the title and the keys stay visible', async () => {
    const tui = browse({}, { columns: 80, rows: 24 });
    await tui.waitFor('8 products');
    await tui.keys('End', 'Enter');
    const pane = await tui.waitFor('Variants (6)', 'the Sun Hat detail pane');
    const lines = pane.split('\n');
    expect(lines[0]).toMatch(/^Products\s+8 products · sorted by name ↑/);
    // The demo V1 hat's variants carry the product's SKU (V1 variants without their own show it); the V3 demo's
    // variants each have one (src/sandbox/demo.ts, src/sandbox/demo-v3.ts).
    expect(pane).toMatch(new RegExp(`L\\s+Navy\\s+\\$32\\.00\\s+in stock\\s+${catalog === 'v1' ? 'HAT-050' : 'HAT-050-6'}\\s`));
    expect(pane).toContain('https://static.store.example/img/hat.jpg');
    expect(pane).toContain('esc back  e edit  d delete  o open  / search  q quit');
    await tui.keys('q');
    await tui.waitFor('EXIT=0');
  });

  // Issue #29 item 6: a narrow terminal gets a narrower layout — columns left out (and named), never wrapped rows.
  it.each([
    [50, 20],
    [70, 15],
  ])('at %i×%i the title, the header and the keys stay, no row wraps, and left-out columns are named', async (columns, rows) => {
    const tui = browse({}, { columns, rows });
    const pane = await tui.waitFor('8 products');
    const lines = pane.split('\n');
    expect(lines[0]).toMatch(/^Products\s+8 products/);
    expect(lines[2]).toMatch(/^ {2}NAME\s+SKU\s+PRICE/);
    // Eight product rows right under the header, each one line (a wrapped row would leave a line that starts otherwise).
    expect(lines.slice(3, 11).every((line) => /^[ ›] \S/.test(line))).toBe(true);
    expect(selected(pane)).toMatch(/^› Ceramic Mug\s+MUG-001\s+\$12\.50/);
    const footer = lines.filter((line) => line.trim()).at(-1);
    expect(footer).toMatch(/q quit$/);
    if (columns === 50) expect(pane).toContain('Hidden at 50 columns: inventory, visible');
    else expect(lines[2]).toMatch(/INVENTORY\s+VISIBLE$/);
    // G goes to the last product, g back to the first; the title stays on the first line.
    await tui.keys('G');
    const end = await tui.waitFor((p) => selected(p).includes('Sun Hat'), 'the last product selected');
    expect(end.split('\n')[0]).toMatch(/^Products\s+8 products/);
    await tui.keys('g');
    await tui.waitFor((p) => selected(p).includes('Ceramic Mug'), 'the first product selected');
    await tui.keys('q');
    await tui.waitFor('EXIT=0');
  });

  it('is styled by default and plain under NO_COLOR, where the selection is still marked', async () => {
    const styled = browse();
    await styled.waitFor('8 products');
    expect(styled.styledPane()).toMatch(/\u001b\[[0-9;]*m/);
    await styled.keys('q');

    const plain = browse({ NO_COLOR: '1' });
    const pane = await plain.waitFor('8 products');
    expect(plain.styledPane()).not.toMatch(/\u001b\[[0-9;]*m/);
    expect(selected(pane)).toContain('Ceramic Mug');
    await plain.keys('q');
    await plain.waitFor('EXIT=0');
  });

  it('Ctrl-C ends it with exit code 130', async () => {
    const tui = browse();
    await tui.waitFor('8 products');
    await tui.keys('C-c');
    await tui.waitFor('EXIT=130');
  });
});
