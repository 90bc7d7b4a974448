// A recording HTTP server to subscribe to sandbox webhooks, with a way to wait for the next deliveries.
import { setTimeout as sleep } from 'node:timers/promises';
import { controlPaths } from '../../src/wire/control/paths.js';
import { startRecordingServer, type RecordedHttpRequest, type Responder } from './recording-server.js';
import { callSandbox } from './sandbox.js';

export interface WebhookSink {
  url: string;
  requests: RecordedHttpRequest[];
  respond(responder: Responder): void;
  /** Resolves with the next `count` requests not yet taken (waits up to `timeoutMs`). */
  take(count?: number, timeoutMs?: number): Promise<RecordedHttpRequest[]>;
  /** Requests that arrived and were not taken yet. */
  pending(): RecordedHttpRequest[];
  close(): Promise<void>;
}

export async function startWebhookSink(responder?: Responder): Promise<WebhookSink> {
  const server = await startRecordingServer(responder);
  let taken = 0;
  return {
    url: `${server.baseUrl}/hooks`,
    requests: server.requests,
    respond: server.respond,
    async take(count = 1, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (server.requests.length < taken + count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} more webhook request(s), got ${server.requests.length - taken}`);
        await sleep(15);
      }
      const out = server.requests.slice(taken, taken + count);
      taken += count;
      return out;
    },
    pending: () => server.requests.slice(taken),
    close: server.close,
  };
}

/** A sink subscribed to every event of the sandbox at `baseUrl`. */
export async function subscribedSink(baseUrl: string): Promise<WebhookSink> {
  const sink = await startWebhookSink();
  const subscribed = await callSandbox(baseUrl, 'POST', controlPaths.subscriptions(), { body: { url: sink.url } });
  if (subscribed.status !== 200) throw new Error(`subscribing the sink failed: HTTP ${subscribed.status}`);
  return sink;
}
