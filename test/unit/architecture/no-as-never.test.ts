// Issue #38 item 4: no `as never` in src/. A cast to never fits any parameter, so it hides a type that does not meet
// the one a call takes instead of fixing it. TypeScript's parser finds each cast (`x as never`, `<never>x`), so a
// comment or a string that says "as never" is none.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Every TypeScript file under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** Where `source` casts to never: `line:column` of each cast (1-based). */
function castsToNever(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && node.type.kind === ts.SyntaxKind.NeverKeyword) {
      const { line, character } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.push(`${line + 1}:${character + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('no `as never` in src/', () => {
  it('finds a cast to never, written either way, and nothing in comments or strings', () => {
    const source = [
      'const a = f(x as never);',
      'const b = <never>y;',
      '// the call was never sent: as never before',
      "const c = 'x as never';",
      'const d = z as unknown;',
    ].join('\n');
    expect(castsToNever(source, 'sample.ts')).toEqual(['1:13', '2:11']);
  });

  it('src/ casts nothing to never', () => {
    const casts = sourceFiles(join(root, 'src')).flatMap((path) => castsToNever(readFileSync(path, 'utf8'), path).map((at) => `${relative(root, path)}:${at}`));
    expect(casts).toEqual([]);
  });
});
