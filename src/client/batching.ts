// Endpoint batch limits ($in look-ups, collection membership) are met by splitting inputs into chunks.

/** Splits `items` into consecutive chunks of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** Consecutive chunks of at most `size` items whose weights (e.g. variants per product) add up to at most `maxWeight`. */
export function chunkByWeight<T>(items: readonly T[], size: number, maxWeight: number, weightOf: (item: T) => number): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let weight = 0;
  for (const item of items) {
    const w = weightOf(item);
    if (current.length > 0 && (current.length >= size || weight + w > maxWeight)) {
      chunks.push(current);
      current = [];
      weight = 0;
    }
    current.push(item);
    weight += w;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * Runs `task` for every item with at most `limit` in flight, in order of start. A task handles its own errors; one
 * that throws anyway ends the whole run with that error once the tasks in flight have settled.
 */
export async function forEachConcurrently<T>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (next < items.length && !failure) {
      const index = next++;
      try {
        await task(items[index], index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failure) throw failure.error;
}

/**
 * A bound on requests in flight shared by several producers: `slot(task)` starts the task once fewer than `size`
 * are running and answers what it answers. Waiting tasks start by `rank` (lower first: what others wait on can
 * go ahead of what nothing waits on), first come, first served within a rank.
 */
export function slots(size: number): <T>(task: () => Promise<T>, rank?: number) => Promise<T> {
  let active = 0;
  const waiting = new Map<number, Array<() => void>>();
  const nextWaiting = (): (() => void) | undefined => {
    const rank = Math.min(...[...waiting.keys()]);
    const queue = waiting.get(rank);
    const next = queue?.shift();
    if (queue?.length === 0) waiting.delete(rank);
    return next;
  };
  return async <T>(task: () => Promise<T>, rank = 0): Promise<T> => {
    // A finishing task hands its slot straight to the next waiting one (so no newcomer can slip in between).
    if (active >= size) {
      await new Promise<void>((start) => {
        const queue = waiting.get(rank) ?? [];
        queue.push(start);
        waiting.set(rank, queue);
      });
    } else active++;
    try {
      return await task();
    } finally {
      const next = nextWaiting();
      if (next) next();
      else active--;
    }
  };
}
