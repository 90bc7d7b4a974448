// The sandbox's notion of "now": an injectable base clock plus an offset kept in the db, so every process that
// shares a data file agrees on when a token expires after `POST /__sandbox/clock`.
import type { DatabaseSync } from 'node:sqlite';
import { deleteMeta, getMeta, setMeta } from './tables/meta.js';

const OFFSET_KEY = 'clock_offset_ms';

export interface SandboxClock {
  now(): number;
  nowIso(): string;
  advance(ms: number): void;
  set(epochMs: number): void;
  reset(): void;
}

export function createClock(db: DatabaseSync, base: () => number = Date.now): SandboxClock {
  const offset = () => Number(getMeta(db, OFFSET_KEY) ?? '0');
  const now = () => base() + offset();
  return {
    now,
    nowIso: () => new Date(now()).toISOString(),
    advance: (ms) => setMeta(db, OFFSET_KEY, String(offset() + ms)),
    set: (epochMs) => setMeta(db, OFFSET_KEY, String(epochMs - base())),
    reset: () => deleteMeta(db, OFFSET_KEY),
  };
}
