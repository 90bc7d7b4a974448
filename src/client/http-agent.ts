// The undici pieces the transport uses — the keep-alive Agent and the dispatcher's `request` API — loaded without
// the rest of the package (fetch, WebSocket, caches, mocks), which costs every CLI invocation ~70 ms to load.
// This is exactly how undici's own index wires them: the API methods are mixed into Dispatcher.prototype.
import { createRequire } from 'node:module';
import type { Agent as AgentClass, Dispatcher } from 'undici';

const require = createRequire(import.meta.url);
const Agent = require('undici/lib/dispatcher/agent.js') as typeof AgentClass;
const DispatcherBase = require('undici/lib/dispatcher/dispatcher.js') as { prototype: object };
if (!('request' in DispatcherBase.prototype)) Object.assign(DispatcherBase.prototype, require('undici/lib/api/index.js'));

export type { Dispatcher };

export function createAgent(options: AgentClass.Options): Dispatcher {
  return new Agent(options);
}

/** One HTTP exchange on `dispatcher`, as undici's top-level `request(url, options)` does it. */
export function sendRequest(
  dispatcher: Dispatcher,
  url: string,
  options: { method: Dispatcher.HttpMethod; headers: Record<string, string>; body?: string; signal?: AbortSignal },
): Promise<Dispatcher.ResponseData> {
  const { origin, pathname, search } = new URL(url);
  return dispatcher.request({ origin, path: pathname + search, ...options });
}
