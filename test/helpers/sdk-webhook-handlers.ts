// For the webhook conformance tests: the official SDK's event handlers record what they are given, and the next
// delivered event is processed by the SDK app (`webhooks.process`), which must run exactly one handler.
import { expect } from 'vitest';
import type { WebhookSink } from './webhook-sink.js';

export interface Processed {
  /** What `webhooks.process` returned. */
  result: { eventType: string; instanceId: string; accountInfo?: unknown; payload: unknown; identity?: unknown };
  /** The name the handler was recorded under, and the envelope it received. */
  handler: string;
  envelope: any;
}

export function recordingHandlers(sink: () => WebhookSink, app: () => { webhooks: { process(jwt: string): Promise<any> } }) {
  const seen: Array<Omit<Processed, 'result'>> = [];
  return {
    /** A handler that records its envelope under `handler`. */
    record: (handler: string) => (envelope: unknown) => void seen.push({ handler, envelope }),
    /** Processes the next delivered event with the SDK; returns process()'s result and the handler's envelope. */
    async processNext(): Promise<Processed> {
      const [request] = await sink().take(1);
      const before = seen.length;
      const result = await app().webhooks.process(request.body);
      expect(seen.length).toBe(before + 1);
      return { result, ...seen[seen.length - 1] };
    },
  };
}
