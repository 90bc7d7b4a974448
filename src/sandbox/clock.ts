// The sandbox's notion of "now": an injectable base clock plus an offset kept in the db, so every process that
// shares a data file agrees on when a token expires after `POST /__sandbox/clock`. The clock stays within
// CLOCK_RANGE (wire/control/clock.ts): a move beyond it is refused, and an offset beyond it already in a data file
// (written before the range was checked) is dropped when the sandbox starts.
import type { DatabaseSync } from 'node:sqlite';
import { CLOCK_RANGE, inClockRange } from '../wire/control/clock.js';
import { invalidField } from './http-errors.js';
import { deleteMeta, getMeta, setMeta } from './tables/meta.js';

const OFFSET_KEY = 'clock_offset_ms';

export interface SandboxClock {
  now(): number;
  nowIso(): string;
  /** Moves the clock by `ms`; a 400 naming `field` when that leaves CLOCK_RANGE. */
  advance(ms: number, field?: string): void;
  set(epochMs: number, field?: string): void;
  reset(): void;
}

const rangeText = `${new Date(CLOCK_RANGE.min).toISOString()} to ${new Date(CLOCK_RANGE.max).toISOString()}`;

export function createClock(db: DatabaseSync, base: () => number = Date.now): SandboxClock {
  const stored = () => Number(getMeta(db, OFFSET_KEY) ?? '0');
  // An offset no Date can show (written by another process sharing the file) is no offset.
  const offset = () => {
    const value = stored();
    return Number.isNaN(new Date(base() + value).getTime()) ? 0 : value;
  };
  if (!inClockRange(base() + stored())) deleteMeta(db, OFFSET_KEY);
  const now = () => base() + offset();
  const moveTo = (target: number, field: string) => {
    if (!inClockRange(target)) throw invalidField(field, `would move the sandbox clock outside ${rangeText}; the clock shows ${new Date(now()).toISOString()}`, 'OUT_OF_RANGE');
    setMeta(db, OFFSET_KEY, String(target - base()));
  };
  return {
    now,
    nowIso: () => new Date(now()).toISOString(),
    advance: (ms, field = 'advanceMs') => moveTo(now() + ms, field),
    set: (epochMs, field = 'now') => moveTo(epochMs, field),
    reset: () => deleteMeta(db, OFFSET_KEY),
  };
}
