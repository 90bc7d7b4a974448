// Streams JSON imports without holding the file: a JSON array — or the platform's answer `{"products": [...]}` —
// is split into its top-level elements by a small scanner (strings and nesting tracked), JSON lines are read line by
// line. Each element becomes one plan; what a product holds that the store has no place for is counted
// (formats/platform-json.ts, docs/formats/platform-json.md).
import { createInterface } from 'node:readline';
import { UsageError } from '../../../io/cli-errors.js';
import { jsonTextTooDeep, MAX_JSON_DEPTH, tooDeepText } from '../../../wire/json-depth.js';
import type { SourceSettings } from './csv-source.js';
import type { PlanResult } from './plan.js';
import { isV3Product, v3JsonRecords } from '../../v3/import/json-product.js';
import { planFromCsvRows } from './csv-plan.js';
import { planFromWire } from '../../v1/import/wire-plan.js';
import { NotCarriedCount } from './formats/not-carried.js';
import { notCarriedPaths } from './formats/platform-json.js';

const closed = (state: string) => state === 'after';

/** The key of the platform's Query Products answer that holds the products, on both catalog versions. */
const PRODUCTS_KEY = 'products';

interface Element {
  /** 1-based position in the array, or line number in JSON lines. */
  row: number;
  text: string;
}

/**
 * The texts of a top-level JSON array's elements, one at a time — or of the array under `products` in an object,
 * which is how the platform answers Query Products on both catalog versions (`{"products": [...], "metadata"|
 * "pagingMetadata": …}`, docs/formats/platform-json.md): its other keys are skipped, never held.
 */
export async function* jsonArrayElements(input: AsyncIterable<string | Buffer>, label: string): AsyncGenerator<Element> {
  // before: nothing read yet; key: inside the answer object, outside its products array; inside: in the array.
  let state: 'before' | 'key' | 'inside' | 'after' = 'before';
  let wrapped = false;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let current = '';
  let row = 0;
  // In the answer object: the last string read at its own level, and whether the next value is the products array.
  let keyText = '';
  let keyStart = -1;
  let lastKey: string | undefined;
  let productsNext = false;
  let foundProducts = false;
  const finish = (): Element | undefined => {
    const text = current.trim();
    current = '';
    return text === '' ? undefined : { row: ++row, text };
  };
  const notAnArray = (found: string) =>
    new UsageError(`${label}: expected a JSON array of products, or the platform's answer {"products": [...]} (${found})`);

  for await (const chunk of input) {
    const text = typeof chunk === 'string' ? chunk : chunk.toString('utf8');
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (state === 'before') {
        if (c === '[') {
          state = 'inside';
          start = i + 1;
        } else if (c === '{') {
          state = 'key';
          wrapped = true;
          depth = 1;
        } else if (!/\s|\uFEFF/.test(c)) throw notAnArray(`found "${c}" first`);
        continue;
      }
      if (state === 'after') {
        if (!/\s/.test(c)) throw new UsageError(`${label}: unexpected "${c}" after the end of the JSON ${wrapped ? 'object' : 'array'}`);
        continue;
      }
      if (state === 'key') {
        if (inString) {
          if (escaped) escaped = false;
          else if (c === '\\') escaped = true;
          else if (c === '"') {
            inString = false;
            if (depth === 1) {
              keyText += text.slice(keyStart, i);
              lastKey = keyText;
            }
          }
          continue;
        }
        if (productsNext && !/\s/.test(c)) {
          productsNext = false;
          if (c !== '[') throw notAnArray('its "products" is not an array');
          state = 'inside';
          foundProducts = true;
          depth = 0;
          start = i + 1;
          continue;
        }
        if (c === '"') {
          inString = true;
          keyText = '';
          keyStart = i + 1;
        } else if (c === ':' && depth === 1) {
          productsNext = lastKey === PRODUCTS_KEY && !foundProducts;
        } else if (c === ',' && depth === 1) lastKey = undefined;
        else if (c === '{' || c === '[') {
          if (++depth >= MAX_JSON_DEPTH) throw new UsageError(tooDeepText(label));
        } else if (c === '}' || c === ']') {
          if (--depth === 0) {
            if (!foundProducts) throw notAnArray('the object has no "products"');
            state = 'after';
          }
        }
        continue;
      }
      if (inString) {
        if (escaped) escaped = false;
        else if (c === '\\') escaped = true;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === '{' || c === '[') {
        // The array itself is level 1 (2 in an answer object): an element may nest the rest up to MAX_JSON_DEPTH.
        if (++depth >= MAX_JSON_DEPTH - (wrapped ? 1 : 0)) throw new UsageError(tooDeepText(label));
      }
      else if (depth > 0 && (c === '}' || c === ']')) depth--;
      else if (depth === 0 && (c === ',' || c === ']')) {
        current += text.slice(start, i);
        start = i + 1;
        const element = finish();
        if (element) yield element;
        if (c === ']') {
          state = wrapped ? 'key' : 'after';
          depth = wrapped ? 1 : 0;
        }
      }
    }
    if (state === 'inside') current += text.slice(start);
    if (state === 'key' && inString && depth === 1) {
      keyText += text.slice(keyStart);
      keyStart = 0;
    }
  }
  if (!closed(state)) throw new UsageError(`${label}: the JSON ${wrapped ? 'object' : 'array'} is not closed (the file ends early)`);
}

async function* jsonLines(input: NodeJS.ReadableStream, label: string): AsyncGenerator<Element> {
  let row = 0;
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    row++;
    if (jsonTextTooDeep(line)) throw new UsageError(tooDeepText(`${label}, line ${row},`));
    if (line.trim() !== '') yield { row, text: line };
  }
}

/** A V3 product through the CSV row model, with what its answer itself gets wrong and its category ids. */
function planFromV3(object: Record<string, unknown>, row: number, settings: SourceSettings, notCarried: (path: string) => void): PlanResult {
  const read = v3JsonRecords(object, row);
  read.notCarried.forEach(notCarried);
  const result = planFromCsvRows(read.records, settings);
  const invalid = [...read.invalid, ...(result.invalid ?? [])];
  if (invalid.length > 0) return { invalid };
  return read.collectionIds && result.plan && !result.plan.collectionNames ? { plan: { ...result.plan, collectionIds: read.collectionIds } } : result;
}

function planFromText(element: Element, settings: SourceSettings, notCarried: (path: string) => void): PlanResult {
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
  const version = isV3Product(object) ? 'v3' : 'v1';
  notCarriedPaths(object, version).forEach(notCarried);
  return version === 'v3' ? planFromV3(object, element.row, settings, notCarried) : planFromWire(value, element.row, settings);
}

/** One PlanResult per product; a product named twice (same slug or id) is reported at its second row. */
export async function* jsonPlans(input: NodeJS.ReadableStream, format: 'json' | 'jsonl', settings: SourceSettings): AsyncGenerator<PlanResult> {
  const elements = format === 'json' ? jsonArrayElements(input as AsyncIterable<Buffer>, settings.label) : jsonLines(input, settings.label);
  const firstRowOf = new Map<string, number>();
  // Fields the store has no place for, by path, counted by the products that hold a value (platform-json.ts).
  const notCarried = new NotCarriedCount([]);
  for await (const element of elements) {
    const counted = new Set<string>();
    const result = planFromText(element, settings, (path) => counted.add(path));
    counted.forEach((path) => notCarried.add(path));
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
  settings.onNotCarried?.(notCarried.list());
}
