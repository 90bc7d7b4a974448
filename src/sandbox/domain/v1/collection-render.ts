// Stored collection state → the wire Collection (docs/wire/catalog-v1.md §6.3).
import type { MediaItem } from '../../../wire/api/catalog-v1/product.js';
import { renderMedia } from './media-items.js';

export interface CollectionState {
  id: string;
  name: string;
  slug: string;
  description: string;
  visible: boolean;
  media: MediaItem[];
  createdDate: string;
  lastUpdated: string;
}

export function renderCollection(state: CollectionState, numberOfProducts: number) {
  return {
    id: state.id,
    name: state.name,
    media: renderMedia(state.media),
    numberOfProducts,
    description: state.description,
    slug: state.slug,
    visible: state.visible,
    lastUpdated: state.lastUpdated,
  };
}

export type WireCollection = ReturnType<typeof renderCollection>;
