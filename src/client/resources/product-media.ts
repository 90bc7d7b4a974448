// Product media, choice media and the small clean-up calls of catalog v1 (docs/wire/catalog-v1.md §4): all on the write API,
// all answering `{}`. ProductsResource exposes them. Media added by URL gets an id derived from the URL and removal
// ignores ids already gone, so every call here is safe to repeat and the transport may retry it.
import { paths } from '../../wire/api/paths.js';
import type { ChoiceMedia, MediaSource } from '../../wire/api/catalog-v1/media.js';
import type { Transport } from '../transport.js';
import type { CallOptions } from '../types.js';

const write = (transport: Transport, method: 'POST' | 'PATCH', path: string, body: Record<string, unknown>, call: CallOptions) =>
  transport.request<unknown>({ method, path, body, idempotent: true, signal: call.signal }).then(() => undefined);

/** Adds images by URL (or site media by id), optionally shown for one choice. */
export function addMedia(transport: Transport, id: string, media: MediaSource[], call: CallOptions = {}): Promise<void> {
  return write(transport, 'POST', paths.products.addMedia(id), { id, media }, call);
}

/** An empty list removes every media item of the product. */
export function removeMedia(transport: Transport, id: string, mediaIds: string[], call: CallOptions = {}): Promise<void> {
  return write(transport, 'POST', paths.products.removeMedia(id), { id, mediaIds }, call);
}

export function addChoiceMedia(transport: Transport, id: string, media: ChoiceMedia[], call: CallOptions = {}): Promise<void> {
  return write(transport, 'PATCH', paths.products.addChoiceMedia(id), { id, media }, call);
}

/** An entry without `mediaIds` clears its choice's media. */
export function removeChoiceMedia(transport: Transport, id: string, media: ChoiceMedia[], call: CallOptions = {}): Promise<void> {
  return write(transport, 'POST', paths.products.removeChoiceMedia(id), { id, media }, call);
}

export function removeBrand(transport: Transport, id: string, call: CallOptions = {}): Promise<void> {
  return write(transport, 'POST', paths.products.removeBrand(id), { id }, call);
}

export function removeRibbon(transport: Transport, id: string, call: CallOptions = {}): Promise<void> {
  return write(transport, 'POST', paths.products.removeRibbon(id), { id }, call);
}

/** Deletes every option (and so every variant); the platform allows it only without managed variants. */
export async function deleteOptions(transport: Transport, id: string, call: CallOptions = {}): Promise<void> {
  await transport.request({ method: 'DELETE', path: paths.products.deleteOptions(id), query: { id }, signal: call.signal });
}
