// State whose latest value is readable at once. A terminal delivers a burst of keys (a held arrow key, a paste)
// in one chunk, and Ink calls the input handler once per key before React re-renders: handlers that read plain
// state would all see the value from before the burst.
import { useCallback, useRef, useState } from 'react';

export function useSyncedState<T>(initial: T): [value: T, set: (next: T | ((previous: T) => T)) => void, latest: () => T] {
  const [value, setValue] = useState(initial);
  const ref = useRef(initial);
  const set = useCallback((next: T | ((previous: T) => T)) => {
    ref.current = typeof next === 'function' ? (next as (previous: T) => T)(ref.current) : next;
    setValue(ref.current);
  }, []);
  const latest = useCallback(() => ref.current, []);
  return [value, set, latest];
}
