// How a collection reads to a person.
import { COLLECTION_SORTABLE_FIELDS, CollectionSchema, type Collection } from '../../wire/api/catalog-v1/collection.js';
import type { Column } from '../present.js';
import type { EntityFields } from '../entity-fields.js';

/** What --fields and --sort may name on a collection. */
export const COLLECTION_FIELDS: EntityFields = { name: 'collection', schema: CollectionSchema, sortable: COLLECTION_SORTABLE_FIELDS };

export const COLLECTION_COLUMNS: Column<Collection>[] = [
  { header: 'id', value: (c) => c.id, whole: true },
  { header: 'name', value: (c) => c.name, flex: true },
  { header: 'slug', value: (c) => c.slug, whole: true },
  { header: 'products', value: (c) => c.numberOfProducts, drop: 2 },
  { header: 'visible', value: (c) => (c.visible ? 'yes' : 'no'), drop: 1 },
];

export function collectionDetails(collection: Collection): Array<[string, unknown]> {
  const lines: Array<[string, unknown]> = [
    ['id', collection.id],
    ['name', collection.name],
    ['slug', collection.slug],
    ['products', collection.numberOfProducts],
    ['visible', collection.visible ? 'yes' : 'no'],
    ['description', collection.description],
    ['media', collection.media?.items?.length || undefined],
  ];
  return lines.filter(([, value]) => value !== undefined && value !== '');
}
