// A signed event is good for as long as its token lives (exp), so whoever saw one — a proxy log, a browser
// extension, a shared terminal — could post it again and again. `events listen` hands each event on once: a token
// already delivered (its signature), or an event whose id was already delivered under another signature, is
// refused, and so is a token issued longer ago than MAX_EVENT_AGE_SECONDS. What it remembers is bounded: entries
// older than that age can never pass again anyway, so they are dropped.
import type { VerifiedEvent } from './verify.js';
import { EventRejectedError } from './errors.js';

/** The oldest `iat` accepted (the platform delivers within seconds; a retry signs anew). */
export const MAX_EVENT_AGE_SECONDS = 300;

/** The event's own id, where the event has one (domain events: `payload.id`). */
const eventIdOf = (event: VerifiedEvent): string | undefined => (typeof event.payload.id === 'string' ? event.payload.id : undefined);

const signatureOf = (token: string): string => token.trim().split('.')[2] ?? '';

export const replayedEvent = (reason: string): EventRejectedError => new EventRejectedError('replayed', `replayed event: ${reason}`);

export class ReplayGuard {
  /** Key → when it was delivered (epoch ms). Insertion order is delivery order, so the oldest come first. */
  private readonly delivered = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** A rejection when `token` (already verified as `event`) was delivered before or is too old; undefined otherwise. */
  check(token: string, event: VerifiedEvent): EventRejectedError | undefined {
    const now = this.now();
    this.forgetOlderThan(now - MAX_EVENT_AGE_SECONDS * 1000);
    if (event.issuedAt !== undefined && event.issuedAt * 1000 < now - MAX_EVENT_AGE_SECONDS * 1000) {
      return replayedEvent(`issued at ${new Date(event.issuedAt * 1000).toISOString()}, more than ${MAX_EVENT_AGE_SECONDS} s ago`);
    }
    const id = eventIdOf(event);
    const seen = this.delivered.get(`sig:${signatureOf(token)}`) ?? (id === undefined ? undefined : this.delivered.get(`id:${id}`));
    return seen === undefined ? undefined : replayedEvent(`this event was already delivered at ${new Date(seen).toISOString()}`);
  }

  /** Called once the event was handed on: from now on the same token, or the same event id, is a replay. */
  remember(token: string, event: VerifiedEvent): void {
    const now = this.now();
    this.delivered.set(`sig:${signatureOf(token)}`, now);
    const id = eventIdOf(event);
    if (id !== undefined) this.delivered.set(`id:${id}`, now);
  }

  private forgetOlderThan(cutoff: number): void {
    for (const [key, at] of this.delivered) {
      if (at >= cutoff) return;
      this.delivered.delete(key);
    }
  }
}
