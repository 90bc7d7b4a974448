// `--fields` and `--sort` name fields of an entity; a name the entity does not have is refused up front (exit 2)
// with the valid ones listed, as `gh … --json` does, instead of printing empty columns or sorting by nothing.
// The entity's wire schema (src/client/schemas) is the list of its fields.
import type * as z from 'zod';
import { UsageError } from './cli-errors.js';

export interface EntityFields {
  /** "product", "collection", "store variant": for the message. */
  name: string;
  /** The entity's wire schema, loaded only when a --fields or --sort name has to be looked up in it. */
  schema(): Promise<z.ZodType>;
  /** The fields its query may sort on; undefined: any field it has (no declared list). */
  sortable?: readonly string[];
  /** The other catalog version's field names → what to type here instead (named in the refusal). */
  equivalents?: Readonly<Record<string, string>>;
}

/** What to type instead of `field`, when it is a name from the other catalog version. */
export function equivalentIn(entity: EntityFields | undefined, field: string): string | undefined {
  const table = entity?.equivalents;
  if (!table) return undefined;
  const key = Object.keys(table).find((name) => field === name || field.startsWith(`${name}.`));
  return key === undefined ? undefined : table[key];
}

/**
 * " — on this store: X" when `field` is the other catalog version's name; for `--sort`, an equivalent the store cannot
 * sort on is named as such (V1 `description` is V3 `plainDescription`, which no query sorts by).
 */
export const equivalentText = (entity: EntityFields | undefined, field: string, flag?: '--sort'): string => {
  const equivalent = equivalentIn(entity, field);
  if (!equivalent) return '';
  const unsortable = flag === '--sort' && !equivalent.startsWith('--sort') && entity?.sortable !== undefined && !entity.sortable.includes(equivalent);
  if (unsortable) return ` (a name from the other catalog version; what it means here, ${equivalent}, cannot be sorted on either)`;
  return ` (a name from the other catalog version; on this store: ${equivalent})`;
};

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

/** Through optional/nullable/default wrappers and arrays (paths walk arrays, as --fields does). */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === 'array' && def.element) current = def.element;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
}

/** The keys an object schema declares; undefined when anything goes (unknown, record, any). */
function keysOf(schema: z.ZodType): string[] | null | undefined {
  const def = defOf(unwrap(schema));
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def.type === 'unknown' || def.type === 'any' || def.type === 'record') return undefined;
  return null; // a leaf: no fields below it
}

/** Where `path` leaves the schema: undefined when it is a field, else the known keys at the point it fails. */
function unknownAt(schema: z.ZodType, path: string): { at: string; keys: string[] } | undefined {
  let node = schema;
  const done: string[] = [];
  for (const segment of path.split('.')) {
    const keys = keysOf(node);
    if (keys === undefined) return undefined;
    if (keys === null || !keys.includes(segment)) return { at: done.join('.'), keys: keys ?? [] };
    node = (defOf(unwrap(node)).shape as Record<string, z.ZodType>)[segment];
    done.push(segment);
  }
  return undefined;
}

function refuse(flag: '--fields' | '--sort', field: string, entity: EntityFields, valid: readonly string[], where = ''): never {
  const message = (flag === '--sort' ? `--sort: ${entity.name}s cannot be sorted by "${field}"` : `--fields: a ${entity.name} has no field "${field}"`) + equivalentText(entity, field, flag === '--sort' ? flag : undefined);
  throw new UsageError(message, {
    hint: `Valid ${where ? `fields of ${where}` : flag === '--sort' ? 'sort fields' : 'fields'}: ${valid.join(', ')}.`,
  });
}

/** Each --fields path must be one the entity has. */
export async function checkFields(fields: readonly string[] | undefined, entity: EntityFields | undefined): Promise<void> {
  if (!entity || !fields?.length) return;
  const schema = await entity.schema();
  for (const field of fields) {
    const problem = unknownAt(schema, field);
    if (problem) refuse('--fields', field, entity, problem.keys, problem.at);
  }
}

/** Each --sort field must be one the entity's query sorts on. */
export async function checkSortFields(fields: readonly string[], entity: EntityFields): Promise<void> {
  for (const field of fields) {
    if (entity.sortable ? !entity.sortable.includes(field) : unknownAt(await entity.schema(), field)) {
      refuse('--sort', field, entity, entity.sortable ?? keysOf(await entity.schema()) ?? []);
    }
  }
}
