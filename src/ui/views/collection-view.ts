// How a collection (a V3 category) reads to a person, from the version-neutral summary.
import type { CollectionSummary } from '../../catalog/core/summary-types.js';
import type { Column } from '../../io/present.js';

export function collectionColumns<C>(summary: (collection: C) => CollectionSummary): Column<C>[] {
  return [
    { header: 'id', value: (c) => summary(c).id, whole: true, drop: 3 },
    { header: 'name', value: (c) => summary(c).name, flex: true },
    { header: 'slug', value: (c) => summary(c).slug, whole: true },
    { header: 'products', value: (c) => summary(c).products, drop: 2 },
    { header: 'visible', value: (c) => (summary(c).visible ? 'yes' : 'no'), drop: 1 },
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
