import { Text } from 'ink';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import type { BrowsePage, BrowsePageRequest } from '../../../../src/ui/browse-items.js';
import { usePagedList } from '../../../../src/ui/hooks/use-paged-list.js';
import { renderScreen } from '../support/ink.js';

interface Asked extends BrowsePageRequest {
  key: string;
  /** `next`: the cursor of the page after this one (none: this is the last page). */
  answer(items: string[], next?: string, total?: number): void;
}

function List({ query, asked, index }: { query: string; asked: Asked[]; index: number }) {
  const list = usePagedList(
    (page) =>
      new Promise<BrowsePage<string>>((resolve) => asked.push({ ...page, key: query, answer: (items, next, total) => resolve({ items, next, total }) })),
    { key: query, pageSize: 2 },
  );
  useEffect(() => list.ensure(index), [index, list.items.length]); // eslint-disable-line react-hooks/exhaustive-deps
  return <Text>{`${query}: ${list.items.join(',')}${list.loading ? ' …' : ''}${list.complete ? ' (all)' : ''}`}</Text>;
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
    const asked: Asked[] = [];
    const screen = renderScreen(<List query="q" asked={asked} index={0} />);
    await screen.waitForFrame(() => asked.length === 1, 'the first page');
    asked[0].answer(['1', '2'], 'after-2', 3);
    await screen.waitForFrame('q: 1,2');
    screen.rerenderWith(<List query="q" asked={asked} index={1} />);
    await screen.waitForFrame(() => asked.length === 2, 'the second page');
    expect(asked.map(({ cursor, limit }) => [cursor, limit])).toEqual([[undefined, 2], ['after-2', 2]]);
    // A full page without a next cursor is the last one (cursor paging knows no total).
    asked[1].answer(['3', '4']);
    await screen.waitForFrame('q: 1,2,3,4 (all)');
    screen.rerenderWith(<List query="q" asked={asked} index={2} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toHaveLength(2);
  });
});
