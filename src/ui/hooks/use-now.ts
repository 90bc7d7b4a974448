// The current time, re-read every `everyMs` (countdowns, elapsed time). `now` is injectable for tests and clocks.
import { useEffect, useState } from 'react';

export function useNow(everyMs: number, now: () => number = Date.now): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, now]);
  return time;
}
