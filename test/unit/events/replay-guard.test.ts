// Issue #26 item 12: `events listen` hands each event on once (src/events/replay-guard.ts).
import { describe, expect, it } from 'vitest';
import { EventRejectedError } from '../../../src/events/errors.js';
import { MAX_EVENT_AGE_SECONDS, ReplayGuard, type EventClaim } from '../../../src/events/replay-guard.js';
import type { VerifiedEvent } from '../../../src/events/verify.js';

const NOW = Date.UTC(2030, 0, 1);
const event = (payload: Record<string, unknown>, issuedAt = NOW / 1000): VerifiedEvent => ({ eventType: 'wix.stores.catalog.v3.product_updated', instanceId: 'i', payload, issuedAt });

const rejectionOf = (claimed: EventRejectedError | EventClaim): EventRejectedError => {
  expect(claimed).toBeInstanceOf(EventRejectedError);
  return claimed as EventRejectedError;
};
const claimOf = (claimed: EventRejectedError | EventClaim): EventClaim => {
  expect(claimed).not.toBeInstanceOf(EventRejectedError);
  return claimed as EventClaim;
};

describe('ReplayGuard', () => {
  it('refuses a token delivered before, and the same event id under a new signature', () => {
    let now = NOW;
    const guard = new ReplayGuard(() => now);
    const first = event({ id: 'evt-1' });
    claimOf(guard.claim('h.p.sig-1', first)).delivered();
    now += 1000;
    expect(rejectionOf(guard.claim('h.p.sig-1\n', first)).message).toMatch(/^replayed event: this event was already delivered at 2030-01-01T00:00:00.000Z$/);
    expect(rejectionOf(guard.claim('h.p2.sig-2', event({ id: 'evt-1' }))).code).toBe('REPLAYED_EVENT');
    claimOf(guard.claim('h.p3.sig-3', event({ id: 'evt-2' })));
    // An event without an id of its own is told apart by its signature only.
    claimOf(guard.claim('h.p4.sig-4', event({ productId: 'p' })));
  });

  it('a claim is atomic: a copy claimed while the first is being delivered is refused, by signature or by id (issue #36 item 6)', () => {
    const guard = new ReplayGuard(() => NOW);
    const first = claimOf(guard.claim('h.p.sig', event({ id: 'evt-5' })));
    expect(rejectionOf(guard.claim('h.p.sig', event({ id: 'evt-5' }))).message).toBe('replayed event: this event is being delivered now (a copy arrived at the same time)');
    expect(rejectionOf(guard.claim('h.q.sig-2', event({ id: 'evt-5' }))).code).toBe('REPLAYED_EVENT');
    first.delivered();
    expect(rejectionOf(guard.claim('h.p.sig', event({ id: 'evt-5' }))).message).toMatch(/already delivered at/);
  });

  it('a claim released (the app failed, the sender retries) lets the next copy pass', () => {
    const guard = new ReplayGuard(() => NOW);
    const retried = event({ id: 'evt-9' });
    claimOf(guard.claim('h.p.sig', retried)).release();
    claimOf(guard.claim('h.p.sig', retried));
  });

  it(`refuses a token issued more than ${MAX_EVENT_AGE_SECONDS} s ago, and forgets what is older than that`, () => {
    let now = NOW;
    const guard = new ReplayGuard(() => now);
    expect(rejectionOf(guard.claim('a.b.c', event({}, NOW / 1000 - MAX_EVENT_AGE_SECONDS - 1))).message).toMatch(/^replayed event: issued at .*, more than 300 s ago$/);
    claimOf(guard.claim('a.b.c', event({}, NOW / 1000 - MAX_EVENT_AGE_SECONDS + 1))).release();
    claimOf(guard.claim('a.b.sig', event({ id: 'old' }))).delivered();
    now += (MAX_EVENT_AGE_SECONDS + 1) * 1000;
    const claimed = () => (guard as unknown as { claimed: Map<string, unknown> }).claimed.size;
    expect(claimed()).toBe(2);
    claimOf(guard.claim('x.y.z', event({}, now / 1000)));
    expect(claimed()).toBe(1);
  });
});
