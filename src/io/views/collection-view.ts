// How a collection (a V3 category) reads to a person, from the version-neutral summary.
import type { Collection } from '../../wire/api/catalog-v1/collection.js';
import type { CollectionSummary } from './summary-types.js';
import { v1CollectionSummary } from './v1-summaries.js';
import type { Column } from '../present.js';

export function collectionColumns<C>(summary: (collection: C) => CollectionSummary): Column<C>[] {
  return [
    { header: 'id', value: (c) => summary(c).id },
    { header: 'name', value: (c) => summary(c).name, flex: true },
    { header: 'slug', value: (c) => summary(c).slug, flex: true },
    { header: 'products', value: (c) => summary(c).products },
    { header: 'visible', value: (c) => (summary(c).visible ? 'yes' : 'no') },
  ];
}

export function collectionSummaryDetails(s: CollectionSummary): Array<[string, unknown]> {
  const lines: Array<[string, unknown]> = [
    ['id', s.id],
    ['name', s.name],
    ['slug', s.slug],
    ['products', s.products],
    ['visible', s.visible ? 'yes' : 'no'],
    ['description', s.description],
    ['media', s.media],
  ];
  return lines.filter(([, value]) => value !== undefined && value !== '');
}

/** V1 collections (the browse screens, which speak V1). */
export const COLLECTION_COLUMNS: Column<Collection>[] = collectionColumns(v1CollectionSummary);
export const collectionDetails = (collection: Collection): Array<[string, unknown]> => collectionSummaryDetails(v1CollectionSummary(collection));
