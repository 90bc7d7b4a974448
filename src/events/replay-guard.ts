// A signed event is good for as long as its token lives (exp), so whoever saw one — a proxy log, a browser
// extension, a shared terminal — could post it again and again. `events listen` hands each event on once: a token
// already delivered (its signature), or an event whose id was already delivered under another signature, is
// refused, and so is a token issued longer ago than MAX_EVENT_AGE_SECONDS. What it remembers is bounded: entries
// older than that age can never pass again anyway, so they are dropped.
//
// Copies that arrive together must not all pass: the check and the mark are one step (`claim`, synchronous, so no
// other request runs between them). A claimed event is "being delivered" until the forward's answer: delivered, it
// stays claimed; failed (the sender retries), the claim is released so the retry can pass.
import type { VerifiedEvent } from './verify.js';
import { EventRejectedError } from './errors.js';

/** The oldest `iat` accepted (the platform delivers within seconds; a retry signs anew). */
export const MAX_EVENT_AGE_SECONDS = 300;

/** The event's own id, where the event has one (domain events: `payload.id`). */
const eventIdOf = (event: VerifiedEvent): string | undefined => (typeof event.payload.id === 'string' ? event.payload.id : undefined);

const signatureOf = (token: string): string => token.trim().split('.')[2] ?? '';

const keysOf = (token: string, event: VerifiedEvent): string[] => {
  const id = eventIdOf(event);
  return id === undefined ? [`sig:${signatureOf(token)}`] : [`sig:${signatureOf(token)}`, `id:${id}`];
};

export const replayedEvent = (reason: string): EventRejectedError => new EventRejectedError('replayed', `replayed event: ${reason}`);

/** One claimed event: `delivered()` keeps it claimed for good, `release()` lets the next copy pass. */
export interface EventClaim {
  delivered(): void;
  release(): void;
}

interface Entry {
  /** When it was claimed (epoch ms). */
  at: number;
  /** False while its delivery is under way. */
  delivered: boolean;
}

export class ReplayGuard {
  /** Key → its entry. Insertion order is claim order, so the oldest come first. */
  private readonly claimed = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Claims `token` (already verified as `event`) in one step: a rejection when it was delivered before, is being
   * delivered now, or is too old; otherwise the claim, which the caller settles once it knows whether the event
   * was handed on.
   */
  claim(token: string, event: VerifiedEvent): EventRejectedError | EventClaim {
    const now = this.now();
    this.forgetOlderThan(now - MAX_EVENT_AGE_SECONDS * 1000);
    if (event.issuedAt !== undefined && event.issuedAt * 1000 < now - MAX_EVENT_AGE_SECONDS * 1000) {
      return replayedEvent(`issued at ${new Date(event.issuedAt * 1000).toISOString()}, more than ${MAX_EVENT_AGE_SECONDS} s ago`);
    }
    const keys = keysOf(token, event);
    const seen = keys.map((key) => this.claimed.get(key)).find((entry) => entry !== undefined);
    if (seen) {
      return replayedEvent(seen.delivered ? `this event was already delivered at ${new Date(seen.at).toISOString()}` : 'this event is being delivered now (a copy arrived at the same time)');
    }
    const entry: Entry = { at: now, delivered: false };
    for (const key of keys) this.claimed.set(key, entry);
    return {
      delivered: () => {
        entry.delivered = true;
      },
      release: () => {
        for (const key of keys) if (this.claimed.get(key) === entry) this.claimed.delete(key);
      },
    };
  }

  private forgetOlderThan(cutoff: number): void {
    for (const [key, entry] of this.claimed) {
      if (entry.at >= cutoff) return;
      this.claimed.delete(key);
    }
  }
}
