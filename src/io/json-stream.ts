// Writes a JSON document whose arrays may be async iterables, piece by piece, exactly as toJson would print it
// once materialised: a 100,000-entry report is printed without building it, or its string, in memory.
import { toJson } from './json.js';
import { write } from './io.js';

const isAsyncIterable = (v: unknown): v is AsyncIterable<unknown> => v !== null && typeof v === 'object' && Symbol.asyncIterator in v;
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && !isAsyncIterable(v) && Object.getPrototypeOf(v) === Object.prototype;
const hasLazy = (v: unknown): boolean => isAsyncIterable(v) || (isPlainObject(v) && Object.values(v).some(hasLazy));

/** `value` as toJson(value, pretty) prints it, with async-iterable arrays read as they are written. */
export async function writeJsonStreamed(stream: NodeJS.WritableStream, value: unknown, pretty: boolean): Promise<void> {
  let pending = '';
  const emit = async (text: string) => {
    pending += text;
    if (pending.length >= 64 * 1024) {
      await write(stream, pending);
      pending = '';
    }
  };
  const nl = (depth: number) => (pretty ? `\n${'  '.repeat(depth)}` : '');
  const leaf = (v: unknown, depth: number) => (pretty ? toJson(v, true).replace(/\n/g, nl(depth)) : toJson(v, false));

  async function node(v: unknown, depth: number): Promise<void> {
    if (isAsyncIterable(v)) {
      let first = true;
      for await (const item of v) {
        await emit(`${first ? '[' : ','}${nl(depth + 1)}`);
        await node(item, depth + 1);
        first = false;
      }
      await emit(first ? '[]' : `${nl(depth)}]`);
    } else if (isPlainObject(v) && hasLazy(v)) {
      const entries = Object.entries(v).filter(([, e]) => e !== undefined && typeof e !== 'function');
      await emit('{');
      for (const [i, [key, e]] of entries.entries()) {
        await emit(`${i > 0 ? ',' : ''}${nl(depth + 1)}${JSON.stringify(key)}:${pretty ? ' ' : ''}`);
        await node(e, depth + 1);
      }
      await emit(entries.length > 0 ? `${nl(depth)}}` : '}');
    } else {
      await emit(leaf(v, depth));
    }
  }

  await node(value, 0);
  await write(stream, `${pending}\n`);
}

/** `value` with its async-iterable arrays read into arrays (for printers that need the whole value, e.g. --fields). */
export async function materialized(value: unknown): Promise<unknown> {
  if (isAsyncIterable(value)) {
    const items: unknown[] = [];
    for await (const item of value) items.push(await materialized(item));
    return items;
  }
  if (isPlainObject(value) && hasLazy(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, e] of Object.entries(value)) out[key] = await materialized(e);
    return out;
  }
  return value;
}
