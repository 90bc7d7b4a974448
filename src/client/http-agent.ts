// The HTTP layer of the transport on undici's public API only: its keep-alive Agent (a connection cap per origin,
// headers and body timeouts, closed with the client) and the Dispatcher's `request`.
import { Agent, type Dispatcher } from 'undici';

export type { Dispatcher };

export function createAgent(options: Agent.Options): Dispatcher {
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
