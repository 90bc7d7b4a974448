// `GET|POST /__sandbox/faults`: latency, jitter, the fault rate and the rate limit of the sandbox's API routes.
// The one rule for what a valid setting is lives here, so the sandbox (control route, start-up options) and the
// CLI (`store sandbox serve --fault-rate …`) refuse the same values.
export interface FaultSettings {
  latencyMs: number;
  jitterMs: number;
  /** Fraction (0..1) of API requests that fail: half as a 503 envelope, half as a dropped connection. */
  faultRate: number;
  /** Requests allowed per fixed 60 s window; 0 = unlimited. */
  rateLimitPerMinute: number;
}

export const NO_FAULTS: FaultSettings = { latencyMs: 0, jitterMs: 0, faultRate: 0, rateLimitPerMinute: 0 };

export interface FaultSettingProblem {
  field: keyof FaultSettings;
  description: string;
  rule: 'MIN' | 'MAX';
}

export type FaultSettingsCheck = { ok: true; settings: Partial<FaultSettings> } | { ok: false; problem: FaultSettingProblem };

/** Picks the known settings out of `partial` (unknown keys are ignored); the first bad value is the problem. */
export function checkFaultSettings(partial: Record<string, unknown>): FaultSettingsCheck {
  const settings: Partial<FaultSettings> = {};
  for (const key of Object.keys(NO_FAULTS) as Array<keyof FaultSettings>) {
    const value = partial[key];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return { ok: false, problem: { field: key, description: 'must be a number ≥ 0', rule: 'MIN' } };
    if (key === 'faultRate' && value > 1) return { ok: false, problem: { field: key, description: 'must be between 0 and 1', rule: 'MAX' } };
    settings[key] = value;
  }
  return { ok: true, settings };
}
