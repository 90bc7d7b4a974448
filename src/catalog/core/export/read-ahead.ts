// Hiding a page's second reads behind the next page's query (issue #40 item 4). A cursor-paged listing cannot
// ask for page k+1 before page k's answer (the cursor is in it), but the reads that complete page k (its variants,
// its stock) need only page k: they go while page k+1 is on its way, so a page costs one round trip instead of
// two or three. The same requests as reading one page after the other, in the same order of output, and at most
// two pages held: the one being completed and handed on, and the next one read.

/** The items of `items` in groups of `size` (the last one may be shorter; never an empty group). */
export async function* inGroups<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let group: T[] = [];
  for await (const item of items) {
    group.push(item);
    if (group.length >= size) {
      yield group;
      group = [];
    }
  }
  if (group.length > 0) yield group;
}

/**
 * Each page of `pages` completed by `complete` (e.g. its variants and stock read), its items handed on in order,
 * while the next page is read: asking `pages` for page k+1 goes before `complete(page k)`, and no further until
 * page k's items have all been taken. Stopped early (`return()`, e.g. Ctrl-C) or failed, it starts no other read
 * and lets the one in flight finish before it ends.
 */
export async function* readAhead<P, T>(pages: AsyncIterable<P>, complete: (page: P) => Promise<T[]>): AsyncGenerator<T> {
  const iterator = pages[Symbol.asyncIterator]();
  let next = iterator.next();
  try {
    for (;;) {
      const current = await next;
      if (current.done) return;
      next = iterator.next();
      // Awaited on the next turn; its failure while this page completes must not count as unhandled meanwhile.
      next.catch(() => undefined);
      yield* await complete(current.value);
    }
  } finally {
    // An async generator queues return() behind the read in flight: this waits for it and starts none after.
    await iterator.return?.().catch(() => undefined);
  }
}
