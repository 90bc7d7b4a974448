// The undici pieces the transport uses — the keep-alive Agent and the dispatcher's `request` API — loaded without
// the rest of the package (fetch, WebSocket, caches, mocks), which costs every CLI invocation ~70 ms to load.
// This is exactly how undici's own index wires them: the API methods are mixed into Dispatcher.prototype.
// Static imports of the files themselves (untyped: undici types only its index), so the bundler inlines them too.
import type { Agent as AgentClass, Dispatcher } from 'undici';
// @ts-expect-error -- CommonJS file without types; its export is the Agent class.
import AgentModule from 'undici/lib/dispatcher/agent.js';
// @ts-expect-error -- CommonJS file without types; its export is the Dispatcher base class.
import DispatcherModule from 'undici/lib/dispatcher/dispatcher.js';
// @ts-expect-error -- CommonJS file without types; its exports are the request/stream/pipeline… methods.
import api from 'undici/lib/api/index.js';

const Agent = AgentModule as typeof AgentClass;
const DispatcherBase = DispatcherModule as { prototype: object };
if (!('request' in DispatcherBase.prototype)) Object.assign(DispatcherBase.prototype, api as object);

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
