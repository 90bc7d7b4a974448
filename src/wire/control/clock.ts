// `GET|POST /__sandbox/clock`: the sandbox's clock; POST moves it by `advanceMs` or sets it to `now` (ISO).
export interface ClockState {
  now: string;
}

export type SetClockRequest = { advanceMs: number } | { now: string };
