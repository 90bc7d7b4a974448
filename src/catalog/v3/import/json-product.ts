// A Catalog V3 product in a JSON/JSONL import (what `products export --format json|jsonl` writes on a V3 store: the
// V3 entity, its `variants` with `inventoryItem`, its category names as `collections`; or the platform's own answer,
// docs/formats/platform-json.md) read through the CSV row
// model, so a V3 JSON file means exactly what its CSV export means, on a V1 or a V3 store (README "Catalog V1 and V3").
import type { Product, Variant } from '../../../wire/api/catalog-v3/product.js';
import { CSV_HEADER, joinList } from '../../core/import/csv-columns.js';
import type { CsvRecord } from '../../core/import/csv-plan.js';
import { v3ProductRows } from '../export/source.js';
import type { InvalidCell } from '../../core/import/plan.js';
import { answerVariants } from './answer-variants.js';
import { categoriesOf } from './sync-batches.js';

type JsonObject = Record<string, unknown>;

/**
 * A V3 product, not a V1 one: no V1 `priceData`/`productOptions`, and V3's own `variantsInfo`, `options`, price
 * ranges, or variants whose `choices` are a list (V1's are a name → choice record).
 */
export function isV3Product(value: JsonObject): boolean {
  if ('priceData' in value || 'productOptions' in value) return false;
  const variants = Array.isArray(value.variants) ? (value.variants as JsonObject[]) : [];
  return 'variantsInfo' in value || 'options' in value || 'actualPriceRange' in value || variants.some((v) => Array.isArray(v?.choices));
}

export interface V3JsonProduct {
  records: CsvRecord[];
  /** Problems of the platform's answer itself (answer-variants.ts), in the JSON row and field. */
  invalid: InvalidCell[];
  /** Values the variants cannot carry (answer-variants.ts). */
  notCarried: string[];
  /** The product's category ids (`directCategoriesInfo`), when the file names no categories by name (`collections`). */
  collectionIds?: string[];
}

/**
 * The product's CSV records (every one at the JSON row), with its id, and its category names as the collections
 * cell. Variants: the export's `variants`, else the platform answer's (answer-variants.ts).
 */
export function v3JsonRecords(value: JsonObject, row: number): V3JsonProduct {
  const exported = Array.isArray(value.variants);
  const answer = exported ? { variants: value.variants as Variant[], invalid: [], notCarried: [] } : answerVariants(value, row);
  const product = { ...value, variants: answer.variants } as unknown as Product & { variants: Variant[]; collections?: string[] };
  const rows = v3ProductRows(product, new Map());
  const records = rows.map((cells, i) => {
    const record: Record<string, string> = Object.fromEntries(CSV_HEADER.map((column, k) => [column, cells[k] ?? '']));
    if (i === 0) {
      record.collections = Array.isArray(product.collections) ? joinList(product.collections) : '';
      if (typeof product.id === 'string') record.id = product.id;
    }
    return { row, cells: record };
  });
  const categoryIds = categoriesOf(product);
  return {
    records,
    invalid: answer.invalid,
    notCarried: answer.notCarried,
    ...(!Array.isArray(product.collections) && categoryIds.length > 0 ? { collectionIds: categoryIds } : {}),
  };
}
