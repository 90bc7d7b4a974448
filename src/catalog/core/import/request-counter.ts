// Counts the HTTP requests a client sends during an import (every attempt, retries included) for its summary,
// from the transport's own count: nothing of the client is swapped or wrapped.
import type { StoreClient } from '../../../client/index.js';

export interface RequestCounter {
  readonly count: number;
  /** Stops counting (later requests of the same client are not the import's). */
  stop(): void;
}

export function countRequests(client: StoreClient): RequestCounter {
  const { transport } = client;
  const start = transport.requestsSent;
  let end: number | undefined;
  return {
    get count() {
      return (end ?? transport.requestsSent) - start;
    },
    stop: () => {
      end ??= transport.requestsSent;
    },
  };
}
