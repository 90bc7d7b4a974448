// The fields a Catalog V1 query may filter and sort on (wire/catalog.md §5.3, the SDK's ProductQuerySpec and
// CollectionQuerySpec, with `_id`/`_createdDate` under their wire names). The platform refuses the others with a
// 400, so the sandbox refuses them too and the CLI checks `--filter`/`--sort` against the same table before sending.

/** Every filter operator of the platform query language (§5.2). */
export const FILTER_OPERATORS = [
  '$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$hasSome', '$hasAll', '$startsWith', '$endsWith', '$contains', '$exists',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface QueryFields {
  /** "product", "collection": for messages. */
  entity: string;
  /** Field → the operators it accepts (an implicit equality counts as `$eq`). */
  filterable: Readonly<Record<string, readonly FilterOperator[]>>;
  sortable: readonly string[];
}

const ANY = FILTER_OPERATORS;

export const PRODUCT_QUERY_FIELDS: QueryFields = {
  entity: 'product',
  filterable: {
    id: ANY, lastUpdated: ANY, name: ANY, sku: ANY, price: ANY, 'priceData.price': ANY, numericId: ANY, productType: ANY, slug: ANY,
    createdDate: ANY, description: ANY,
    collectionIds: ['$hasSome', '$hasAll'],
  },
  sortable: ['id', 'lastUpdated', 'name', 'sku', 'price', 'priceData.price', 'numericId', 'productType', 'slug'],
};

export const COLLECTION_QUERY_FIELDS: QueryFields = {
  entity: 'collection',
  filterable: { id: ANY, name: ANY },
  sortable: ['id', 'name'],
};

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A field (or a field/operator pair) the platform does not declare, found anywhere in a filter. */
export interface UndeclaredFilterField {
  field: string;
  /** Set when the field is declared but not for this operator. */
  operator?: string;
}

/** The first field or field/operator in `filter` that `fields` does not declare; undefined when all are declared. */
export function undeclaredFilterField(filter: unknown, fields: QueryFields): UndeclaredFilterField | undefined {
  if (!isPlainObject(filter)) return undefined;
  for (const [key, arg] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      for (const sub of Array.isArray(arg) ? arg : []) {
        const found = undeclaredFilterField(sub, fields);
        if (found) return found;
      }
      continue;
    }
    if (key === '$not') {
      const found = undeclaredFilterField(arg, fields);
      if (found) return found;
      continue;
    }
    if (key.startsWith('$')) continue; // an unknown operator: the filter's own validation reports it
    // Own keys only: `toString` or `constructor` must not find Object.prototype's functions.
    const operators = Object.hasOwn(fields.filterable, key) ? fields.filterable[key] : undefined;
    if (!operators) return { field: key };
    const used = isPlainObject(arg) && Object.keys(arg).some((k) => k.startsWith('$')) ? Object.keys(arg) : ['$eq'];
    const refused = used.find((op) => FILTER_OPERATORS.includes(op as FilterOperator) && !operators.includes(op as FilterOperator));
    if (refused) return { field: key, operator: refused };
  }
  return undefined;
}

/** The first sort field `fields` does not declare sortable. */
export function undeclaredSortField(sort: readonly { fieldName: string }[] | undefined, fields: QueryFields): string | undefined {
  return sort?.find((s) => !fields.sortable.includes(s.fieldName))?.fieldName;
}

/** What a refusal says, the same words in the sandbox's 400 and the CLI's exit 2. */
export function undeclaredFilterMessage(found: UndeclaredFilterField, fields: QueryFields): string {
  if (found.operator) {
    return `${fields.entity}s cannot be filtered on "${found.field}" with ${found.operator}; it takes ${fields.filterable[found.field].join(', ')}`;
  }
  return `${fields.entity}s cannot be filtered on "${found.field}"; filterable fields: ${Object.keys(fields.filterable).join(', ')}`;
}

export function undeclaredSortMessage(field: string, fields: QueryFields): string {
  return `${fields.entity}s cannot be sorted by "${field}"; sortable fields: ${fields.sortable.join(', ')}`;
}
