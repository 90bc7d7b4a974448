// The arithmetic of a progress display: speed, time left, and the bar. Pure (no Ink), so the Ink screens, the
// plain-text progress line and their tests all agree.

/** Items per second so far (0 before any time has passed). */
export function ratePerSecond(done: number, elapsedMs: number): number {
  return elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
}

/** A speed as shown: `350`, `2.5` (one decimal below 10 a second). */
export function rateText(rate: number): string {
  return rate.toFixed(rate >= 10 ? 0 : 1);
}

/** Seconds left at the current speed; Infinity while the speed is unknown. */
export function secondsLeft(done: number, total: number, elapsedMs: number): number {
  const rate = ratePerSecond(done, elapsedMs);
  return rate > 0 ? Math.max(0, total - done) / rate : Infinity;
}

/** `45s`, `3m05s`, `1h02m`; `?` when unknown. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.max(0, Math.round(seconds));
  if (s >= 3600) return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

/** A bar of `width` cells, filled in proportion (characters, not colour: it reads the same under NO_COLOR). */
export function progressBar(done: number, total: number, width: number): string {
  const fraction = total > 0 ? Math.min(1, Math.max(0, done / total)) : 0;
  const filled = Math.round(fraction * width);
  return `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
}

export function percent(done: number, total: number): string {
  return `${total > 0 ? Math.floor((Math.min(done, total) / total) * 100) : 0}%`;
}

/** For a log (stderr not a terminal): report at each tenth of the run and at its end, so a log stays short. */
export function atTenth(done: number, total: number): boolean {
  return done === total || done % Math.ceil(total / 10) === 0;
}
