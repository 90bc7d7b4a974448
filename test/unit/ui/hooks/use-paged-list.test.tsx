import { Text } from 'ink';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import type { BrowsePage, BrowsePageRequest } from '../../../../src/ui/browse-items.js';
import { usePagedList, withPage } from '../../../../src/ui/hooks/use-paged-list.js';
import { renderScreen } from '../support/ink.js';

interface Asked extends BrowsePageRequest {
  key: string;
  /** `next`: the cursor of the page after this one (none: this is the last page). */
  answer(items: string[], next?: string, total?: number): void;
}

function List({ query, asked, index, remove }: { query: string; asked: Asked[]; index: number; remove?: string }) {
  const list = usePagedList(
    (page) =>
      new Promise<BrowsePage<{ id: string }>>((resolve) =>
        asked.push({ ...page, key: query, answer: (items, next, total) => resolve({ items: items.map((id) => ({ id })), next, total }) }),
      ),
    { key: query, pageSize: 2 },
  );
  useEffect(() => list.ensure(index), [index, list.items.length]); // eslint-disable-line react-hooks/exhaustive-deps
  // The screen's own delete of a row.
  useEffect(() => {
    if (remove) list.removeWhere((item) => item.id === remove);
  }, [remove]); // eslint-disable-line react-hooks/exhaustive-deps
  return <Text>{`${query}: ${list.items.map((item) => item.id).join(',')}${list.loading ? ' …' : ''}${list.complete ? ' (all)' : ''}`}</Text>;
}

/** A list of query "q" that has shown its first page (1,2; `total` if given) and asked for the second. */
async function atSecondPage(total?: number) {
  const asked: Asked[] = [];
  const screen = renderScreen(<List query="q" asked={asked} index={0} />);
  await screen.waitForFrame(() => asked.length === 1, 'the first page');
  asked[0].answer(['1', '2'], 'after-2', total);
  await screen.waitForFrame('q: 1,2');
  screen.rerenderWith(<List query="q" asked={asked} index={1} />);
  await screen.waitForFrame(() => asked.length === 2, 'the second page');
  return { asked, screen };
}

describe('usePagedList', () => {
  it('drops the answer to an older query', async () => {
    const asked: Asked[] = [];
    const screen = renderScreen(<List query="a" asked={asked} index={0} />);
    await screen.waitForFrame('a:  …');
    screen.rerenderWith(<List query="b" asked={asked} index={0} />);
    await screen.waitForFrame(() => asked.length === 2, 'the second query');
    asked[1].answer(['b1', 'b2']);
    asked[0].answer(['a1', 'a2']);
    expect(await screen.waitForFrame('b: b1,b2 (all)')).not.toContain('a1');
  });

  it('asks for the next page with the cursor the page before returned, and stops at the page without one', async () => {
    const { asked, screen } = await atSecondPage(3);
    expect(asked.map(({ cursor, limit }) => [cursor, limit])).toEqual([[undefined, 2], ['after-2', 2]]);
    // A full page without a next cursor is the last one (cursor paging knows no total).
    asked[1].answer(['3', '4']);
    await screen.waitForFrame('q: 1,2,3,4 (all)');
    screen.rerenderWith(<List query="q" asked={asked} index={2} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toHaveLength(2);
  });

  it('after a delete, reads again from where the last page started (a cursor made before it may skip a row)', async () => {
    const { asked, screen } = await atSecondPage();
    asked[1].answer(['3', '4'], 'after-4');
    await screen.waitForFrame('q: 1,2,3,4');
    screen.rerenderWith(<List query="q" asked={asked} index={1} remove="2" />);
    await screen.waitForFrame('q: 1,3,4');
    screen.rerenderWith(<List query="q" asked={asked} index={2} remove="2" />);
    await screen.waitForFrame(() => asked.length === 3, 'the page read again');
    // Not 'after-4' (on a store whose cursor holds an offset, that now starts past 5): the second page's start again.
    expect(asked[2].cursor).toBe('after-2');
    asked[2].answer(['4', '5'], 'after-5');
    await screen.waitForFrame('q: 1,3,4,5');
    screen.rerenderWith(<List query="q" asked={asked} index={3} remove="2" />);
    await screen.waitForFrame(() => asked.length === 4, 'the page after');
    expect(asked[3].cursor).toBe('after-5');
  });

  it('a delete while a page is on its way: read again from the page before it, rows put in their place', async () => {
    const { asked, screen } = await atSecondPage();
    screen.rerenderWith(<List query="q" asked={asked} index={1} remove="1" />);
    await screen.waitForFrame('q: 2 …');
    // The store deleted 1 before it read the page: from its old offset, 3 is skipped.
    asked[1].answer(['4', '5'], 'after-5');
    await screen.waitForFrame('q: 2,4,5');
    screen.rerenderWith(<List query="q" asked={asked} index={2} remove="1" />);
    await screen.waitForFrame(() => asked.length === 3, 'the page read again');
    expect(asked[2].cursor).toBeUndefined();
    asked[2].answer(['2', '3'], 'after-3');
    await screen.waitForFrame('q: 2,3,4,5');
    // The page after it overlaps what is held: nothing new, so on at once to the one after.
    screen.rerenderWith(<List query="q" asked={asked} index={3} remove="1" />);
    await screen.waitForFrame(() => asked.length === 4, 'the page after the one read again');
    expect(asked[3].cursor).toBe('after-3');
    asked[3].answer(['4', '5'], 'after-5');
    await screen.waitForFrame(() => asked.length === 5, 'the next page, at once');
    expect(asked[4].cursor).toBe('after-5');
  });
});

describe('withPage', () => {
  const ids = (items: Array<{ id: string }>) => items.map((item) => item.id).join(',');
  const rows = (text: string) => (text ? text.split(',').map((id) => ({ id })) : []);
  it.each([
    ['1,2', '3,4', '1,2,3,4', 2],
    ['1,2,3', '2,3,4', '1,2,3,4', 1],
    ['2,4,5', '2,3', '2,3,4,5', 1],
    ['2,4,5', '3,4', '2,3,4,5', 1],
    ['1,2', '1,2', '1,2', 0],
    ['', '1', '1', 1],
  ])('held %s + page %s → %s', (held, page, expected, added) => {
    const result = withPage(rows(held), rows(page));
    expect(ids(result.items)).toBe(expected);
    expect(result.added).toBe(added);
  });
});
