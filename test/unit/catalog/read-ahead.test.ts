// core/export/read-ahead.ts on its own: pages read one ahead, items in order, at most two pages held, and a stop or a
// failure starts no other read and lets the one in flight finish (export's Ctrl-C: "those in flight finish").
import { describe, expect, it } from 'vitest';
import { inGroups, readAhead } from '../../../src/catalog/core/export/read-ahead.js';

/** Pages 0..count-1 whose reads a test answers one by one; `log` says what started and finished, in order. */
function manualPages(count: number) {
  const log: string[] = [];
  const waiting: Array<() => void> = [];
  async function* pages(): AsyncGenerator<number> {
    try {
      for (let page = 0; page < count; page++) {
        log.push(`read ${page}`);
        await new Promise<void>((resolve) => waiting.push(resolve));
        log.push(`got ${page}`);
        yield page;
      }
    } finally {
      log.push('closed');
    }
  }
  /** Answers the oldest read under way, once one is. */
  const answer = async () => {
    while (waiting.length === 0) await new Promise((resolve) => setImmediate(resolve));
    waiting.shift()!();
  };
  return { log, pages, answer };
}

describe('readAhead', () => {
  it('asks for the next page before completing this one, and for the one after only once this one is taken', async () => {
    const { log, pages, answer } = manualPages(3);
    const complete = async (page: number) => {
      log.push(`complete ${page}`);
      return [`${page}a`, `${page}b`];
    };
    const items = readAhead(pages(), complete);
    const taken: string[] = [];
    const reading = (async () => {
      for await (const item of items) {
        taken.push(item);
        log.push(`took ${item}`);
      }
    })();
    for (let page = 0; page < 3; page++) await answer();
    await reading;
    expect(taken).toEqual(['0a', '0b', '1a', '1b', '2a', '2b']);
    expect(log.slice(0, 5)).toEqual(['read 0', 'got 0', 'read 1', 'complete 0', 'took 0a']);
    // Page 2 is read only after page 0's items were all taken (two pages held at most).
    expect(log.indexOf('read 2')).toBeGreaterThan(log.indexOf('took 0b'));
  });

  it('stopped while the next page is read: lets that read finish, starts no other', async () => {
    const { log, pages, answer } = manualPages(5);
    const items = readAhead(pages(), async (page) => [page]);
    const first = items.next();
    await answer();
    expect(await first).toEqual({ done: false, value: 0 });
    // Page 1 is under way; stopping waits for it and closes the pages.
    const stopped = items.return(undefined);
    await answer();
    await stopped;
    expect(log).toEqual(['read 0', 'got 0', 'read 1', 'got 1', 'closed']);
  });

  it('a page that fails to complete fails the whole, after the read in flight, with no other read', async () => {
    const { log, pages, answer } = manualPages(5);
    const items = readAhead(pages(), async (page) => {
      if (page === 0) throw new Error('variants failed');
      return [page];
    });
    const failed = items.next();
    await answer();
    await answer();
    await expect(failed).rejects.toThrow('variants failed');
    expect(log).toEqual(['read 0', 'got 0', 'read 1', 'got 1', 'closed']);
  });

  it('a next page that fails is said once this page is handed on', async () => {
    async function* pages() {
      yield 0;
      throw new Error('page 2 failed');
    }
    const taken: number[] = [];
    await expect(
      (async () => {
        for await (const item of readAhead(pages(), async (page) => [page])) taken.push(item);
      })(),
    ).rejects.toThrow('page 2 failed');
    expect(taken).toEqual([0]);
  });
});

describe('inGroups', () => {
  it('groups of the size, the last one shorter, never an empty one', async () => {
    async function* items(count: number) {
      for (let i = 0; i < count; i++) yield i;
    }
    const groups = async (count: number) => {
      const all: number[][] = [];
      for await (const group of inGroups(items(count), 3)) all.push(group);
      return all;
    };
    expect(await groups(7)).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
    expect(await groups(6)).toEqual([[0, 1, 2], [3, 4, 5]]);
    expect(await groups(0)).toEqual([]);
  });
});
