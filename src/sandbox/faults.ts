// Faults on demand for API routes: latency + jitter, a fault rate (half 503 envelopes, half dropped connections)
// and a fixed-window rate limit. Random choices come from a seeded generator so a run can be replayed.
import { checkFaultSettings, NO_FAULTS, type FaultSettings } from '../wire/control/faults.js';
import { invalidField } from './http-errors.js';

const WINDOW_MS = 60_000;

export interface FaultDecision {
  /** Wait this long before answering (or dropping). */
  delayMs: number;
  outcome: 'pass' | 'unavailable' | 'drop' | 'rate-limited';
  retryAfterSeconds?: number;
}

/** mulberry32: small, fast, good enough to spread faults evenly (also the seeded fault schedule of test proxies). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The wire's fault-settings rule, its problem as the platform's 400 envelope. */
export function validFaultSettings(partial: Record<string, unknown>): Partial<FaultSettings> {
  const check = checkFaultSettings(partial);
  if (!check.ok) throw invalidField(check.problem.field, check.problem.description, check.problem.rule);
  return check.settings;
}

export class FaultInjector {
  private current: FaultSettings;
  private random: () => number;
  private windowStart = Number.NEGATIVE_INFINITY;
  private windowCount = 0;

  constructor(
    initial: Partial<FaultSettings> = {},
    private readonly now: () => number,
    private readonly seed = 1,
  ) {
    this.current = { ...NO_FAULTS, ...validFaultSettings(initial) };
    this.random = seededRandom(seed);
  }

  get settings(): FaultSettings {
    return { ...this.current };
  }

  /** Merges new settings and restarts the random sequence and the rate window. */
  update(partial: Partial<FaultSettings>): FaultSettings {
    this.current = { ...this.current, ...validFaultSettings(partial) };
    this.random = seededRandom(this.seed);
    this.windowStart = Number.NEGATIVE_INFINITY;
    this.windowCount = 0;
    return this.settings;
  }

  decide(): FaultDecision {
    const { latencyMs, jitterMs, faultRate, rateLimitPerMinute } = this.current;
    const delayMs = latencyMs + (jitterMs > 0 ? Math.round(this.random() * jitterMs) : 0);
    if (rateLimitPerMinute > 0) {
      const now = this.now();
      if (now - this.windowStart >= WINDOW_MS) {
        this.windowStart = now;
        this.windowCount = 0;
      }
      this.windowCount++;
      if (this.windowCount > rateLimitPerMinute) {
        const retryAfterSeconds = Math.max(1, Math.ceil((this.windowStart + WINDOW_MS - now) / 1000));
        return { delayMs, outcome: 'rate-limited', retryAfterSeconds };
      }
    }
    if (faultRate > 0) {
      const roll = this.random();
      if (roll < faultRate / 2) return { delayMs, outcome: 'unavailable' };
      if (roll < faultRate) return { delayMs, outcome: 'drop' };
    }
    return { delayMs, outcome: 'pass' };
  }
}
