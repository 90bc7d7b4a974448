// Issue #26 item 6: a name from the store (a product, a collection, a brand, a ribbon) carrying control sequences —
// OSC 52 writes the clipboard, ESC[2J clears the screen, OSC 8 plants a link — never reaches a terminal raw,
// through any command that prints one: prompts, messages, tables, details, a CSV export to a terminal. One
// sanitizer (src/io/terminal-text.ts) does it; this feeds generated names through every such command.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBulkSet } from '../../../../src/commands/bulk/set.js';
import { runCollectionsAddProducts } from '../../../../src/commands/collections/add-products.js';
import { runCollectionsCreate } from '../../../../src/commands/collections/create.js';
import { runCollectionsDelete } from '../../../../src/commands/collections/delete.js';
import { runCollectionsGet } from '../../../../src/commands/collections/get.js';
import { runCollectionsList } from '../../../../src/commands/collections/list.js';
import { runCollectionsRemoveProducts } from '../../../../src/commands/collections/remove-products.js';
import { runProductsCreate } from '../../../../src/commands/products/create.js';
import { runProductsDelete } from '../../../../src/commands/products/delete.js';
import { runProductsExport } from '../../../../src/commands/products/export.js';
import { runProductsGet } from '../../../../src/commands/products/get.js';
import { runProductsList } from '../../../../src/commands/products/list.js';
import { runProductsRemoveField } from '../../../../src/commands/products/remove-field.js';
import { runProductsImport } from '../../../../src/commands/products/import.js';
import type { Context } from '../../../../src/context.js';
import { UsageError } from '../../../../src/io/cli-errors.js';
import { oneLine, stripControl } from '../../../../src/io/terminal-text.js';
import { toJson } from '../../../../src/io/json.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { CSV_HEADER, tempFile, writesOf } from '../../../helpers/catalog.js';
import { harness, remoteEnv } from '../support/harness.js';

/** What a terminal acts on: C0 controls but tab and newline, DEL, C1 controls, bidirectional overrides/isolates. */
// eslint-disable-next-line no-control-regex
const DRIVES_A_TERMINAL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const ATTACKS = [
  '\u001b[2J', // clear the screen
  '\u001b[31;1m', // SGR
  '\u001b]52;c;cm0gLXJmIH4K\u0007', // OSC 52: write the clipboard
  '\u001b]8;;https://evil.example/\u001b\\', // OSC 8: a link
  '\u001b]0;pwned\u009c', // OSC ended by an 8-bit ST
  '\u009b2J', // 8-bit CSI
  '\u009d52;c;eA==\u0007', // 8-bit OSC
  '\u001bP+q\u001b\\', // DCS
  '\u001bc', // full reset
  '\u001b', // a lone ESC
  '\u0007\u0008\r\u007f', // BEL, BS, CR, DEL
  '\u0000', // NUL
  '\u202e', // right-to-left override
];

const piece = fc.oneof(
  fc.constantFrom(...ATTACKS),
  fc.string({ maxLength: 3 }),
  fc.integer({ min: 0, max: 0x9f }).map((code) => String.fromCharCode(code)),
);
/** A name a store accepts (a visible start, ≤ 40 characters) with control sequences inside. */
const hostileName = fc.array(piece, { minLength: 1, maxLength: 5 }).map((parts) => `N ${parts.join('')}`.slice(0, 40));

describe('the one sanitizer (src/io/terminal-text.ts)', () => {
  it('leaves nothing that drives a terminal, and keeps plain text as it is', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string()), { maxLength: 8 }).map((parts) => parts.join('')), (text) => {
        expect(stripControl(text)).not.toMatch(DRIVES_A_TERMINAL);
        expect(oneLine(text)).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
      }),
      { numRuns: 2000 },
    );
    expect(stripControl('Sun Hat — 10 €\tx\ny')).toBe('Sun Hat — 10 €\tx\ny');
    // Whole sequences go, payload included: no "52;c;…" or "]8;;https://evil…" left to read as the name.
    expect(stripControl('a\u001b]52;c;cm0gLXJmIH4K\u0007b\u001b]8;;https://evil.example/\u001b\\c\u001b[2Jd\u009b31me')).toBe('abcde');
  });

  it('JSON output escapes what JSON.stringify leaves raw (DEL, C1, bidi), and still parses to the same value', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }).map((parts) => parts.join('')), (text) => {
        const json = toJson({ name: text });
        expect(json).not.toMatch(DRIVES_A_TERMINAL);
        expect(JSON.parse(json)).toEqual({ name: text });
      }),
      { numRuns: 1000 },
    );
  });
});

describe.each(['v1', 'v3'] as const)('every command that prints a name, on a %s store', (catalog) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog, demo: false });
  });
  afterAll(() => sandbox.close());

  /** Runs `verb` as on a terminal (answering `stdin`), returns everything it wrote. */
  async function onTerminal(verb: (ctx: Context) => Promise<void>, options: { stdin?: string; globals?: Record<string, unknown> } = {}): Promise<string> {
    const h = harness({ env: remoteEnv(sandbox), tty: true, stdin: options.stdin, globals: options.globals });
    try {
      await verb(h.ctx);
    } finally {
      await h.ctx.close();
    }
    // readline echoes the typed answer with its own CR: the person's keystroke, not the store's.
    return (h.io.stdoutText() + h.io.stderrText()).replaceAll('[y/N] y\r\n', '[y/N] y\n');
  }

  let run = 0;
  it('no control sequence of a generated name reaches the terminal', async () => {
    await fc.assert(
      fc.asyncProperty(hostileName, async (name) => {
        run++;
        const slug = `p-${run}`;
        const collectionSlug = `c-${run}`;
        const setUp = harness({ env: remoteEnv(sandbox), globals: { json: true, yes: true } });
        await runProductsCreate({ name, slug, price: '5', brand: name, ribbon: name }, setUp.ctx);
        const productId = JSON.parse(setUp.io.stdoutText()).id as string;
        await setUp.ctx.close();
        const made = harness({ env: remoteEnv(sandbox), globals: { json: true } });
        await runCollectionsCreate({ name, slug: collectionSlug }, made.ctx);
        const collectionId = JSON.parse(made.io.stdoutText()).id as string;
        await made.ctx.close();

        const printed = [
          await onTerminal((ctx) => runProductsList({}, ctx)),
          await onTerminal((ctx) => runProductsGet({ product: slug }, ctx)),
          await onTerminal((ctx) => runCollectionsList({}, ctx)),
          await onTerminal((ctx) => runCollectionsAddProducts({ collection: collectionId, products: [slug] }, ctx)),
          await onTerminal((ctx) => runCollectionsGet({ collection: collectionId }, ctx)),
          await onTerminal((ctx) => runProductsExport({}, ctx)),
          await onTerminal((ctx) => runBulkSet({ field: 'price', value: '7', ids: productId, dryRun: true }, ctx)),
          await onTerminal((ctx) => runCollectionsRemoveProducts({ collection: collectionId, products: [slug] }, ctx)),
          await onTerminal((ctx) => runProductsRemoveField({ product: slug, field: 'brand' }, ctx)),
          await onTerminal((ctx) => runProductsRemoveField({ product: slug, field: 'ribbon' }, ctx)),
          await onTerminal((ctx) => runCollectionsDelete({ collections: [collectionId] }, ctx), { stdin: 'y\n' }),
          await onTerminal((ctx) => runProductsDelete({ products: [slug] }, ctx), { stdin: 'y\n' }),
        ];
        for (const [i, text] of printed.entries()) {
          expect(text, `command ${i} printed ${JSON.stringify(text)}`).not.toMatch(DRIVES_A_TERMINAL);
        }
        // The commands did run: the delete asked and answered, naming the product as sanitized.
        expect(printed.at(-1)).toContain(`Deleted ${stripControl(name)}`);
      }),
      { numRuns: 8, examples: ATTACKS.map((attack) => [`N ${attack}`]) },
    );
  }, 120_000);

  it('a NUL in a CSV name is refused on import (row and column named, nothing written) and never exported raw', async () => {
    const file = tempFile('nul.csv', `${CSV_HEADER}\nfine,Fine,,1,,,,true,,,,,,,,,,,,,,,\nbad,Bad\u0000Name,,1,,,,true,,,,,,,,,,,,,,,\n`);
    const before = sandbox.requests.length;
    const h = harness({ env: remoteEnv(sandbox) });
    const error = await runProductsImport(file, {}, h.ctx).then(() => undefined, (caught: unknown) => caught);
    await h.ctx.close();
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toMatch(/row 3, column name, value "Bad\\u0000Name": contains a NUL character/);
    expect(writesOf({ requests: sandbox.requests.slice(before) } as TestSandbox)).toEqual([]);

    const made = harness({ env: remoteEnv(sandbox), globals: { json: true } });
    await runProductsCreate({ name: 'Zero\u0000Byte', slug: 'zero-byte', price: '1' }, made.ctx);
    await made.ctx.close();
    const output = tempFile('out.csv', '');
    const exported = harness({ env: remoteEnv(sandbox), globals: { json: true } });
    await runProductsExport({ output }, exported.ctx);
    await exported.ctx.close();
    const text = readFileSync(output, 'utf8');
    expect(text).toContain('zero-byte,ZeroByte,');
    expect(text).not.toContain('\u0000');
  });
});
