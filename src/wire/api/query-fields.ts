// One shape for "the fields a query declares filterable and sortable", for every catalog version's queries
// (V1: docs/wire/catalog-v1.md §5.3; V3: docs/wire/catalog-v3.md §3–§4). The platform answers 400 for anything else, so the
// sandbox refuses the rest and the CLI checks `--filter`/`--sort` against the same tables before sending.

/** Every filter operator of the V1 query language (docs/wire/catalog-v1.md §5.2). */
export const V1_OPERATORS = [
  '$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$hasSome', '$hasAll', '$startsWith', '$endsWith', '$contains', '$exists',
] as const;
/** Every filter operator of the V3 query language (docs/wire/catalog-v3.md §3). */
export const V3_OPERATORS = [
  '$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$exists', '$startsWith', '$hasSome', '$hasAll', '$isEmpty', '$matchItems',
] as const;
export type FilterOperator = (typeof V1_OPERATORS)[number] | (typeof V3_OPERATORS)[number];
const KNOWN: ReadonlySet<string> = new Set<string>([...V1_OPERATORS, ...V3_OPERATORS]);

/** The operators of a V3 field declared "all operators": every one but `$matchItems` (which only array fields take). */
export const V3_ALL: readonly FilterOperator[] = V3_OPERATORS.filter((op) => op !== '$matchItems');
export const HAS: readonly FilterOperator[] = ['$hasSome', '$hasAll'];
export const MATCH_ITEMS: readonly FilterOperator[] = ['$matchItems'];

export interface QueryFields {
  /** "product", "collection", "category": for messages. */
  entity: string;
  /** Field → the operators it accepts (an implicit equality counts as `$eq`). */
  filterable: Readonly<Record<string, readonly FilterOperator[]>>;
  sortable: readonly string[];
  /** Free-text searchable fields (V3 search endpoints). */
  searchable?: readonly string[];
  /** Fields a search may aggregate by (V3 search endpoints: the SDK's SearchSpec `aggregatable`). */
  aggregatable?: readonly string[];
}

/** `fields` → the same operators for each. */
export function declare(fields: readonly string[], operators: readonly FilterOperator[]): Record<string, readonly FilterOperator[]> {
  return Object.fromEntries(fields.map((field) => [field, operators]));
}

/**
 * What either of two queries accepts (a list that asks whichever of them can answer): each field with the operators
 * of both, every sortable field of both.
 */
export function unionFields(entity: string, ...specs: QueryFields[]): QueryFields {
  const filterable: Record<string, readonly FilterOperator[]> = {};
  for (const spec of specs) {
    for (const [field, ops] of Object.entries(spec.filterable)) filterable[field] = [...new Set([...(filterable[field] ?? []), ...ops])];
  }
  return { entity, filterable, sortable: [...new Set(specs.flatMap((spec) => spec.sortable))] };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A field (or a field/operator pair) the query does not declare, found anywhere in a filter. */
export interface UndeclaredFilterField {
  field: string;
  /** Set when the field is declared but not for this operator. */
  operator?: string;
}

/** The operators a field accepts, own keys only: `toString` or `constructor` must not find Object.prototype's. */
export function operatorsOf(fields: QueryFields, field: string): readonly FilterOperator[] | undefined {
  return Object.hasOwn(fields.filterable, field) ? fields.filterable[field] : undefined;
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
    const operators = operatorsOf(fields, key);
    if (!operators) return { field: key };
    const used = isPlainObject(arg) && Object.keys(arg).some((k) => k.startsWith('$')) ? Object.keys(arg) : ['$eq'];
    const refused = used.find((op) => KNOWN.has(op) && !operators.includes(op as FilterOperator));
    if (refused) return { field: key, operator: refused };
  }
  return undefined;
}

/** The first sort field `fields` does not declare sortable. */
export function undeclaredSortField(sort: readonly { fieldName: string }[] | undefined, fields: QueryFields): string | undefined {
  return sort?.find((s) => !fields.sortable.includes(s.fieldName))?.fieldName;
}

const plural = (entity: string) => (entity.endsWith('y') ? `${entity.slice(0, -1)}ies` : `${entity}s`);

/** What a refusal says, the same words in the sandbox's 400 and the CLI's exit 2. */
export function undeclaredFilterMessage(found: UndeclaredFilterField, fields: QueryFields): string {
  if (found.operator) {
    return `${plural(fields.entity)} cannot be filtered on "${found.field}" with ${found.operator}; it takes ${operatorsOf(fields, found.field)!.join(', ')}`;
  }
  return `${plural(fields.entity)} cannot be filtered on "${found.field}"; filterable fields: ${Object.keys(fields.filterable).join(', ')}`;
}

export function undeclaredSortMessage(field: string, fields: QueryFields): string {
  return `${plural(fields.entity)} cannot be sorted by "${field}"; sortable fields: ${fields.sortable.join(', ')}`;
}

/** Whether a query declaring `fields` accepts this filter and sort as they are. */
export function declaresAll(fields: QueryFields, filter: unknown, sort: readonly { fieldName: string }[] | undefined): boolean {
  return undeclaredFilterField(filter, fields) === undefined && undeclaredSortField(sort, fields) === undefined;
}
