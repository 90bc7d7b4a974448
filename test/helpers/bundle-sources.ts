// What a run of the built CLI loaded and ran, by source file, told from the bundle's source maps (ECMA-426) and V8's
// coverage of the run (NODE_V8_COVERAGE): no reading of the bundler's comments or of the names it gives functions.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface SourceMapFile {
  sources: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The source map a bundle file links to (its `//# sourceMappingURL=` line), with its sources as absolute paths. */
function sourceMapOf(file: string): SourceMapFile {
  const link = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!link) throw new Error(`${file} links no source map: is it a release build?`);
  const mapPath = join(dirname(file), link);
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as SourceMapFile;
  return { ...map, sources: map.sources.map((source) => join(dirname(mapPath), source)) };
}

/** Each mapped position of the generated file: its line and column (0-based) and the index of its source. */
function* mappings(map: SourceMapFile): Generator<{ line: number; column: number; source: number }> {
  let source = 0;
  for (const [line, text] of map.mappings.split(';').entries()) {
    let column = 0;
    for (const segment of text.split(',')) {
      if (segment === '') continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length < 4) continue;
      source += fields[1];
      yield { line, column, source };
    }
  }
}

/** The sources a bundle file holds (absolute paths). */
export function sourcesIn(file: string): string[] {
  return sourceMapOf(file).sources;
}

interface Range {
  startOffset: number;
  endOffset: number;
  count: number;
}

/** Every range V8's coverage reports for `url`, over every coverage file of the run; the script's own range flagged. */
function coverageRanges(coverageDir: string, url: string): (Range & { script: boolean })[] {
  const ranges: (Range & { script: boolean })[] = [];
  for (const name of readdirSync(coverageDir)) {
    const { result } = JSON.parse(readFileSync(join(coverageDir, name), 'utf8')) as { result: { url: string; functions: { ranges: Range[] }[] }[] };
    for (const script of result.filter((entry) => entry.url === url)) {
      for (const fn of script.functions) fn.ranges.forEach((range, i) => ranges.push({ ...range, script: i === 0 && range.startOffset === 0 && fn === script.functions[0] }));
    }
  }
  return ranges;
}

/**
 * The sources of a bundle file with code that ran inside a function: a lazily initialised module whose body ran, or
 * a module one of whose functions was called. Code at the top of the file runs as it loads, so it counts for nothing
 * (a module's hoisted declarations sit there whether or not its body runs). Each mapped position is judged by the
 * innermost range of the coverage that holds it.
 */
export function sourcesRun(fileUrl: string, coverageDir: string): string[] {
  const file = fileURLToPath(fileUrl);
  const map = sourceMapOf(file);
  const lineStarts = [0];
  const text = readFileSync(file, 'utf8');
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  // Outer ranges before the ranges they hold: a sweep in offset order keeps the innermost open range on top.
  const ranges = coverageRanges(coverageDir, fileUrl).sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  const positions = [...mappings(map)].map(({ line, column, source }) => ({ offset: lineStarts[line] + column, source })).sort((a, b) => a.offset - b.offset);
  const open: (Range & { script: boolean })[] = [];
  const ran = new Set<string>();
  let next = 0;
  for (const { offset, source } of positions) {
    while (next < ranges.length && ranges[next].startOffset <= offset) open.push(ranges[next++]);
    while (open.length > 0 && open.at(-1)!.endOffset <= offset) open.pop();
    const innermost = open.at(-1);
    if (innermost && !innermost.script && innermost.count > 0) ran.add(map.sources[source]);
  }
  return [...ran];
}
