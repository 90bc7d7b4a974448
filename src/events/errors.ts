// Why an incoming event was refused. The two messages are part of the contract (docs/product.md §4, Events): every refusal
// starts with "not a valid JWT" or "unexpected event type", followed by the reason.
import { StoreError } from '../client/errors.js';

export type RejectionKind = 'invalid-jwt' | 'unexpected-type' | 'replayed' | 'foreign-caller';

const CODES: Record<RejectionKind, string> = { 'invalid-jwt': 'INVALID_JWT', 'unexpected-type': 'UNEXPECTED_EVENT_TYPE', replayed: 'REPLAYED_EVENT', 'foreign-caller': 'FOREIGN_CALLER' };
const STATUSES: Record<RejectionKind, number> = { 'invalid-jwt': 401, 'unexpected-type': 400, replayed: 409, 'foreign-caller': 403 };

export class EventRejectedError extends StoreError {
  override readonly code: string;
  constructor(
    readonly kind: RejectionKind,
    message: string,
    options?: { hint?: string; cause?: unknown },
  ) {
    super(message, options);
    this.code = CODES[kind];
  }

  /**
   * What a receiver answers the sender: 401 for a token it cannot trust, 400 for a type nobody asked for, 409 for
   * an event already delivered (or too old), 403 for a request that did not come from this machine's own tools.
   */
  get httpStatus(): number {
    return STATUSES[this.kind];
  }
}

export const invalidJwt = (reason: string, cause?: unknown): EventRejectedError =>
  new EventRejectedError('invalid-jwt', `not a valid JWT: ${reason}`, { cause });

export const unexpectedEventType = (type: string, expected: readonly string[]): EventRejectedError =>
  new EventRejectedError('unexpected-type', `unexpected event type: ${type} (expected ${expected.join(', ')})`, {
    hint: 'Widen --type, or drop it to accept every type.',
  });
