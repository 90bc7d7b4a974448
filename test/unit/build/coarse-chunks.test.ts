// Issue #38 item 6: scripts/coarse-chunks.mjs groups the start-up path's modules into one chunk per family. Which room
// joins which family is a table (ROOM_FAMILIES), and the `import()` calls it turns into lazy modules are found by a
// parser: a small tree is bundled with it here, so an `import(` in a string, or a room the table does not name, cannot
// change the chunks unnoticed.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkedBuild, dynamicImports } from '../../../scripts/coarse-chunks.mjs';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The hint a command prints: it names an import( in a string, which is no import. */
const HINT = "export const hint = \"run import('../../io/format.js') by hand\";";

/**
 * A CLI of three rooms the table names (the entry, `io`, `commands/<noun>`) and one it does not (`reports`): the
 * entry loads the noun, which loads a formatter of `io` and a report of `reports`, each with `import()`.
 */
function tree(withHint: boolean): Record<string, string> {
  return {
    'src/cli.ts': "import { prefix } from './io/prefix.js';\nexport default async function main() { const { run } = await import('./commands/shop/index.js'); return prefix(await run()); }\n",
    'src/io/prefix.ts': "export const prefix = (text: string) => `> ${text}`;\n",
    'src/io/format.ts': 'export const format = (count: number) => `${count} products`;\n',
    'src/commands/shop/index.ts': [
      ...(withHint ? [HINT] : []),
      "export async function run() {",
      "  const [{ format }, { summary }] = await Promise.all([import('../../io/format.js'), import('../../reports/summary.js')]);",
      '  return `${format(3)}, ${summary()}`;',
      '}',
      '',
    ].join('\n'),
    'src/reports/summary.ts': "export const summary = () => 'all in stock';\n",
  };
}

interface Built {
  /** The bundle's files, each as the sources it holds (sorted), the files sorted by their first source. */
  chunks: string[][];
  /** Every file's text, one string. */
  text: string;
  /** What the bundle's `main()` answers. */
  answer: string;
}

async function bundle(files: Record<string, string>): Promise<Built> {
  const root = mkdtempSync(join(tmpdir(), 'store-chunks-'));
  dirs.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const { metafile } = await chunkedBuild(
    { absWorkingDir: root, entryPoints: { cli: 'src/cli.ts' }, outdir: join(root, 'dist'), bundle: true, splitting: true, format: 'esm', platform: 'node', chunkNames: 'chunks/[name]-[hash]', metafile: true, logLevel: 'silent' },
    'src/cli.ts',
  );
  const outputs = Object.entries(metafile.outputs).filter(([path]) => path.endsWith('.js'));
  const chunks = outputs
    .map(([, output]) => Object.keys(output.inputs).filter((path) => path.startsWith('src/')).sort())
    .filter((sources) => sources.length > 0)
    .sort((a, b) => a[0].localeCompare(b[0]));
  const text = outputs.map(([path]) => readFileSync(join(root, path), 'utf8')).join('\n');
  const { default: main } = (await import(pathToFileURL(join(root, 'dist', 'cli.js')).href)) as { default: () => Promise<string> };
  return { chunks, text, answer: await main() };
}

const chunkOf = (built: Built, source: string) => built.chunks.find((sources) => sources.includes(source));

describe('coarse chunks (scripts/coarse-chunks.mjs)', () => {
  it('finds the import() calls a parser sees: none in a string, a template, a comment or a type', () => {
    const source = [
      "const a = import('./a.js');",
      "const text = \"import('./b.js')\";",
      'const template = `import(\'./c.js\')`;',
      "// import('./d.js')",
      "type E = typeof import('./e.js');",
      'const f = import(`./f.js`);',
      "const g = import(name);",
    ].join('\n');
    expect(dynamicImports(source, 'x.ts').map((call) => [call.specifier, source.slice(call.start, call.end)])).toEqual([
      ['./a.js', "import('./a.js')"],
      ['./f.js', 'import(`./f.js`)'],
    ]);
  });

  it('puts the rooms the table names in their family chunk and a room it does not name in a chunk of its own', async () => {
    const built = await bundle(tree(false));
    expect(built.answer).toBe('> 3 products, all in stock');
    // `commands/**` and `io` are core: the noun and the formatter it imports are one chunk.
    expect(chunkOf(built, 'src/commands/shop/index.ts')).toEqual(['src/commands/shop/index.ts', 'src/io/format.ts']);
    // `reports` is in no family: esbuild's own chunk, which nothing else shares.
    expect(chunkOf(built, 'src/reports/summary.ts')).toEqual(['src/reports/summary.ts']);
  });

  it('leaves an import( in a string as written, and the chunks as they are without it', async () => {
    const [plain, hinted] = await Promise.all([bundle(tree(false)), bundle(tree(true))]);
    expect(hinted.chunks).toEqual(plain.chunks);
    expect(hinted.text).toContain("run import('../../io/format.js') by hand");
    expect(hinted.answer).toBe(plain.answer);
  });
});
