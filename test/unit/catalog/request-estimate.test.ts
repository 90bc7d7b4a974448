// The one estimate line every preview and dry run prints (src/catalog/core/request-estimate.ts), and which limit it
// is worked out at (config/settings.ts activeRateLimit).
import { describe, expect, it } from 'vitest';
import { callsFor, durationText, estimateText, requestEstimate } from '../../../src/catalog/core/request-estimate.js';
import { activeRateLimit } from '../../../src/config/settings.js';

describe('request estimates', () => {
  it('reads as the issue asks, at the platform limit when no rate limit is set', () => {
    expect(estimateText(requestEstimate(2026, undefined))).toBe("≈ 2,026 requests, ≈ 10 min at 200 requests/minute (the platform's limit)");
    expect(requestEstimate(2026, undefined)).toEqual({ requests: 2026, requestsPerMinute: 200, limit: 'platform', seconds: 608 });
  });

  it('at the rate limit set, saying so', () => {
    expect(estimateText(requestEstimate(90, 60))).toBe('≈ 90 requests, ≈ 2 min at 60 requests/minute (your rate limit)');
    expect(requestEstimate(90, 60)).toMatchObject({ limit: 'setting', seconds: 90 });
  });

  it('short and long jobs, and none', () => {
    expect(estimateText(requestEstimate(1, undefined))).toBe("≈ 1 request, ≈ 1 s at 200 requests/minute (the platform's limit)");
    expect(durationText(9)).toBe('9 s');
    expect(durationText(9000)).toBe('2 h 30 min');
    expect(durationText(7200)).toBe('2 h');
    expect(estimateText(requestEstimate(0, undefined))).toBe('≈ 0 requests, nothing to wait for');
  });

  it('calls by batch size', () => {
    expect([callsFor(0, 100), callsFor(1, 100), callsFor(100, 100), callsFor(101, 100)]).toEqual([0, 1, 1, 2]);
  });

  it('the embedded sandbox client has no limit: its estimate is at the platform limit', () => {
    expect(activeRateLimit({ mode: 'sandbox', rateLimitPerMinute: 50 })).toBeUndefined();
    expect(activeRateLimit({ mode: 'remote', rateLimitPerMinute: 50 })).toBe(50);
  });
});
