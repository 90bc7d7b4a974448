// Media items made from image URLs (the id is derived from the URL, so adding the same URL twice names one item), and
// how a product's media list reads on the wire.
import { createHash } from 'node:crypto';
import type { MediaItem } from '../../../wire/api/catalog-v1/product.js';

export function mediaIdForUrl(url: string): string {
  const hash = createHash('sha256').update(url).digest('hex').slice(0, 16);
  const file = url.split(/[?#]/)[0].split('/').pop() || 'media';
  return `${hash}~${file.replace(/[^A-Za-z0-9._-]/g, '_')}`;
}

export function imageMediaItem(url: string, size = { width: 1000, height: 1000 }): MediaItem {
  const image = { url, width: size.width, height: size.height };
  return { id: mediaIdForUrl(url), mediaType: 'image', title: '', image, thumbnail: { ...image, width: 50, height: 50 } };
}

export function renderMedia(items: readonly MediaItem[]): { mainMedia?: MediaItem; items: MediaItem[] } {
  return items.length > 0 ? { mainMedia: items[0], items: [...items] } : { items: [] };
}
