// Issue #26 item 12: `events listen` hands each event on once (src/events/replay-guard.ts).
import { describe, expect, it } from 'vitest';
import { MAX_EVENT_AGE_SECONDS, ReplayGuard } from '../../../src/events/replay-guard.js';
import type { VerifiedEvent } from '../../../src/events/verify.js';

const NOW = Date.UTC(2030, 0, 1);
const event = (payload: Record<string, unknown>, issuedAt = NOW / 1000): VerifiedEvent => ({ eventType: 'wix.stores.catalog.v3.product_updated', instanceId: 'i', payload, issuedAt });

describe('ReplayGuard', () => {
  it('refuses a token delivered before, and the same event id under a new signature', () => {
    let now = NOW;
    const guard = new ReplayGuard(() => now);
    const first = event({ id: 'evt-1' });
    expect(guard.check('h.p.sig-1', first)).toBeUndefined();
    guard.remember('h.p.sig-1', first);
    now += 1000;
    expect(guard.check('h.p.sig-1\n', first)?.message).toMatch(/^replayed event: this event was already delivered at 2030-01-01T00:00:00.000Z$/);
    expect(guard.check('h.p2.sig-2', event({ id: 'evt-1' }))?.code).toBe('REPLAYED_EVENT');
    expect(guard.check('h.p3.sig-3', event({ id: 'evt-2' }))).toBeUndefined();
    // An event without an id of its own is told apart by its signature only.
    expect(guard.check('h.p4.sig-4', event({ productId: 'p' }))).toBeUndefined();
  });

  it('a token not yet handed on (the app failed, the sender retries) is not a replay', () => {
    const guard = new ReplayGuard(() => NOW);
    const retried = event({ id: 'evt-9' });
    expect(guard.check('h.p.sig', retried)).toBeUndefined();
    expect(guard.check('h.p.sig', retried)).toBeUndefined();
  });

  it(`refuses a token issued more than ${MAX_EVENT_AGE_SECONDS} s ago, and forgets what is older than that`, () => {
    let now = NOW;
    const guard = new ReplayGuard(() => now);
    expect(guard.check('a.b.c', event({}, NOW / 1000 - MAX_EVENT_AGE_SECONDS - 1))?.message).toMatch(/^replayed event: issued at .*, more than 300 s ago$/);
    expect(guard.check('a.b.c', event({}, NOW / 1000 - MAX_EVENT_AGE_SECONDS + 1))).toBeUndefined();
    guard.remember('a.b.sig', event({ id: 'old' }));
    now += (MAX_EVENT_AGE_SECONDS + 1) * 1000;
    expect((guard as unknown as { delivered: Map<string, number> }).delivered.size).toBe(2);
    guard.check('x.y.z', event({}, now / 1000));
    expect((guard as unknown as { delivered: Map<string, number> }).delivered.size).toBe(0);
  });
});
