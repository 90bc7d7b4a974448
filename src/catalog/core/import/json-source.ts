// Streams JSON imports without holding the file: a JSON array is split into its top-level elements by a small
// scanner (strings and nesting tracked), JSON lines are read line by line. Each element becomes one plan.
import { createInterface } from 'node:readline';
import { UsageError } from '../../../io/cli-errors.js';
import { jsonTextTooDeep, MAX_JSON_DEPTH, tooDeepText } from '../../../wire/json-depth.js';
import type { SourceSettings } from './csv-source.js';
import type { PlanResult } from './plan.js';
import { isV3Product, v3JsonRecords } from '../../v3/import/json-product.js';
import { planFromCsvRows } from './csv-plan.js';
import { planFromWire } from '../../v1/import/wire-plan.js';

const closed = (state: string) => state === 'after';

interface Element {
  /** 1-based position in the array, or line number in JSON lines. */
  row: number;
  text: string;
}

/** The texts of a top-level JSON array's elements, one at a time. */
export async function* jsonArrayElements(input: AsyncIterable<string | Buffer>, label: string): AsyncGenerator<Element> {
  let state: 'before' | 'inside' | 'after' = 'before';
  let depth = 0;
  let inString = false;
  let escaped = false;
  let current = '';
  let row = 0;
  const finish = (): Element | undefined => {
    const text = current.trim();
    current = '';
    return text === '' ? undefined : { row: ++row, text };
  };

  for await (const chunk of input) {
    const text = typeof chunk === 'string' ? chunk : chunk.toString('utf8');
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (state === 'before') {
        if (c === '[') {
          state = 'inside';
          start = i + 1;
        } else if (!/\s|\uFEFF/.test(c)) throw new UsageError(`${label}: expected a JSON array of products (found "${c}" first)`);
        continue;
      }
      if (state === 'after') {
        if (!/\s/.test(c)) throw new UsageError(`${label}: unexpected "${c}" after the end of the JSON array`);
        continue;
      }
      if (inString) {
        if (escaped) escaped = false;
        else if (c === '\\') escaped = true;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === '{' || c === '[') {
        // The array itself is level 1: an element may nest MAX_JSON_DEPTH - 1 more.
        if (++depth >= MAX_JSON_DEPTH) throw new UsageError(tooDeepText(label));
      }
      else if (depth > 0 && (c === '}' || c === ']')) depth--;
      else if (depth === 0 && (c === ',' || c === ']')) {
        current += text.slice(start, i);
        start = i + 1;
        const element = finish();
        if (element) yield element;
        if (c === ']') state = 'after';
      }
    }
    if (state === 'inside') current += text.slice(start);
  }
  if (!closed(state)) throw new UsageError(`${label}: the JSON array is not closed (the file ends early)`);
}

async function* jsonLines(input: NodeJS.ReadableStream, label: string): AsyncGenerator<Element> {
  let row = 0;
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    row++;
    if (jsonTextTooDeep(line)) throw new UsageError(tooDeepText(`${label}, line ${row},`));
    if (line.trim() !== '') yield { row, text: line };
  }
}

function planFromText(element: Element, settings: SourceSettings): PlanResult {
  let value: unknown;
  try {
    value = JSON.parse(element.text);
  } catch (error) {
    return { invalid: [{ row: element.row, column: '*', value: element.text.slice(0, 80), reason: `not valid JSON: ${(error as Error).message}` }] };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { invalid: [{ row: element.row, column: '*', value: element.text.slice(0, 80), reason: 'expected a product object' }] };
  }
  // A V3 entity reads as its CSV rows do; a V1 one (or a hand-written object) as the V1 wire shape.
  const object = value as Record<string, unknown>;
  return isV3Product(object) ? planFromCsvRows(v3JsonRecords(object, element.row), settings) : planFromWire(value, element.row, settings);
}

/** One PlanResult per product; a product named twice (same slug or id) is reported at its second row. */
export async function* jsonPlans(input: NodeJS.ReadableStream, format: 'json' | 'jsonl', settings: SourceSettings): AsyncGenerator<PlanResult> {
  const elements = format === 'json' ? jsonArrayElements(input as AsyncIterable<Buffer>, settings.label) : jsonLines(input, settings.label);
  const firstRowOf = new Map<string, number>();
  for await (const element of elements) {
    const result = planFromText(element, settings);
    if (result.plan) {
      const key = result.plan.slug !== undefined ? `slug:${result.plan.slug}` : result.plan.id !== undefined ? `id:${result.plan.id}` : undefined;
      const earlier = key === undefined ? undefined : firstRowOf.get(key);
      if (earlier !== undefined) {
        yield { invalid: [{ row: element.row, column: key!.split(':')[0], value: key!.slice(key!.indexOf(':') + 1), reason: `the same product as row ${earlier}` }] };
        continue;
      }
      if (key !== undefined) firstRowOf.set(key, element.row);
    }
    yield result;
  }
}
