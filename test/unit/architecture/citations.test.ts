// Issue #24: the repository explains itself. Comments cite files of the repository (docs/…) or the platform's
// reference pages — never the product spec, design notes or wire notes kept outside it — and every
// `docs/<file>.md §N` they cite names a file and a section that exist.
import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'src', 'test', 'bench'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|cjs|js)$/.test(file) && existsSync(file) && !file.endsWith('citations.test.ts'));

/** Documents that are not in this repository: the product spec, the design notes and the wire notes they came from. */
const OUTSIDE = /\bSPEC(\.md| §)|(?<![\w/.-])DESIGN\.md|(?<![\w/.-]|docs\/)wire\/(catalog|catalog-v3|cart-identity)\.md/;

/** `docs/x.md §1.2, §3` → the file and its section numbers (a URL's `…/docs/…` path is not one of ours). */
const CITATION = /(?<![\w/.-])(docs\/[\w/-]+\.md)((?: §[\d.]*\d,?)*)/g;

function lines(pattern: RegExp): Array<{ where: string; text: string; match: RegExpExecArray }> {
  const found: Array<{ where: string; text: string; match: RegExpExecArray }> = [];
  for (const file of files) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((text, index) => {
        for (const match of text.matchAll(new RegExp(pattern.source, 'g'))) found.push({ where: `${file}:${index + 1}`, text: text.trim(), match });
      });
  }
  return found;
}

const headings = new Map<string, string[]>();
function sectionsOf(doc: string): string[] {
  if (!headings.has(doc)) {
    headings.set(doc, [...readFileSync(doc, 'utf8').matchAll(/^#+ ([\d.]*\d)[. ]/gm)].map((m) => m[1]));
  }
  return headings.get(doc)!;
}

describe('comments cite the repository or the platform', () => {
  it('no source, test or bench file cites a document kept outside the repository', () => {
    expect(lines(OUTSIDE).map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });

  it('every docs/… citation names a file and a section that exist', () => {
    const citations = lines(CITATION);
    expect(citations.length).toBeGreaterThan(100);
    const broken = citations.flatMap(({ where, match }) => {
      const [, doc, sections] = match;
      if (!existsSync(doc)) return [`${where}: ${doc} does not exist`];
      return [...sections.matchAll(/§([\d.]*\d)/g)].map((m) => m[1]).filter((s) => !sectionsOf(doc).includes(s)).map((s) => `${where}: ${doc} has no §${s}`);
    });
    expect(broken).toEqual([]);
  });
});
