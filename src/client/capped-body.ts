// The one reader of HTTP bodies from the network, with a cap: the client's answers (transport, and through it the
// token endpoint, `sandbox check` probes, sandbox control calls) and the webhooks `store events listen` receives.
// A body that goes past its cap is not read further (a server that streams forever cannot exhaust memory).
import type { Readable } from 'node:stream';

/**
 * The most of one answer the client reads: 64 MiB. The largest page the platform serves is 100 products with
 * their variants (docs/wire/catalog-v1.md §6.2; a product has at most 1,000 variants, each well under 400 bytes
 * of JSON, so under 40 MB) or 1,000 variants / inventory items (docs/wire/catalog-v3.md: a few MB); 64 MiB keeps a
 * margin over both and stays far below what a JavaScript string can hold (~512 MiB).
 */
export const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

/** `64 MiB`, `1 MiB`, `512 KiB`. */
export const bytesText = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${Number((bytes / 1024 / 1024).toFixed(1))} MiB` : bytes >= 1024 ? `${Number((bytes / 1024).toFixed(1))} KiB` : `${bytes} bytes`;

/** A body that went past its cap: nothing more of it was read. */
export class BodyTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`the body is larger than ${bytesText(maxBytes)}`);
    this.name = 'BodyTooLarge';
  }
}

/**
 * Reads `stream` whole, or rejects with BodyTooLarge as soon as it passes `maxBytes` (also at once when a
 * `content-length` says it will). The stream is left paused; the caller ends the connection.
 */
export function readCapped(stream: Readable, maxBytes: number, declaredLength?: string | number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (declaredLength !== undefined && Number(declaredLength) > maxBytes) {
      stream.pause();
      return reject(new BodyTooLarge(maxBytes));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size > maxBytes) {
        stream.off('data', onData);
        stream.pause();
        chunks.length = 0;
        return reject(new BodyTooLarge(maxBytes));
      }
      chunks.push(bytes);
    };
    stream.on('data', onData);
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}
