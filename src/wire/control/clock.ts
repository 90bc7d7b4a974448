// `GET|POST /__sandbox/clock`: the sandbox's clock; POST moves it by `advanceMs` or sets it to `now` (ISO).
export interface ClockState {
  now: string;
}

export type SetClockRequest = { advanceMs: number } | { now: string };

/**
 * The times the sandbox clock may show: 1970-01-01 to 9999-12-31, the span of a 4-digit ISO timestamp. Beyond it
 * `Date` cannot print the time (an `advanceMs` of 8.64e15 once made every write answer 500 "Invalid time value").
 */
export const CLOCK_RANGE = { min: Date.UTC(1970, 0, 1), max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) } as const;

export const inClockRange = (epochMs: number): boolean => Number.isFinite(epochMs) && epochMs >= CLOCK_RANGE.min && epochMs <= CLOCK_RANGE.max;
