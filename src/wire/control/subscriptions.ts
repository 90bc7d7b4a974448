// `POST|GET /__sandbox/subscriptions`, `DELETE /__sandbox/subscriptions/{id}`: webhook subscribers and their
// delivery state. POST answers `{subscription}`, GET `{subscriptions}`, DELETE `{}`.
import * as z from 'zod';

export const SubscribeRequestSchema = z.object({
  url: z.string().min(1),
  types: z.array(z.string().min(1)).optional(),
});
export type SubscribeRequest = z.infer<typeof SubscribeRequestSchema>;

export interface Subscription {
  id: string;
  url: string;
  /** Event types it wants; empty = every type. */
  types: string[];
  createdAt: string;
  /** The last outbox seq it is done with (delivered, filtered out or dropped). */
  cursor: number;
  /** Failed attempts at the event after the cursor. */
  attempts: number;
  nextAttemptAt: number;
  delivered: number;
  dropped: number;
  consecutiveDrops: number;
  lastError?: string;
  /** Set when the subscriber stopped answering for long enough; nothing is sent to it any more. */
  disabledAt?: string;
}
