// The `fieldMask` of a V3 update (the REST request's own field, which the SDK's request builders carry as a
// comma-separated string, or `{paths}`): it names the fields the update sets, and only those are applied. A path the
// entity cannot set — a field it does not have, a read-only one, or a path inside a list (lists are replaced whole)
// — is FIELD_MASK_VALUE_NOT_SUPPORTED with the paths in `data.fieldMasks` (SDK UnsupportedFieldMasks); a path whose
// field the request does not carry is FIELD_MASK_WITH_FIELD_NOT_PASSED_ERROR (a mask clears nothing here). Without a
// mask an update sets the fields it carries, as before.
import { OBJECT_PRODUCT_FIELDS, WRITABLE_PRODUCT_FIELDS } from '../../../wire/api/catalog-v3/product.js';
import { v3Error } from './errors.js';

export type FieldMask = string | { paths?: string[] } | null | undefined;

/** What an entity's mask may name: its settable fields, and inside which of them (objects) a path may go on. */
export interface MaskableFields {
  fields: ReadonlySet<string>;
  objects: ReadonlySet<string>;
}

/** A product's: its writable fields, paths inside its object fields. */
export const PRODUCT_MASK: MaskableFields = { fields: new Set(WRITABLE_PRODUCT_FIELDS), objects: new Set(OBJECT_PRODUCT_FIELDS) };

const pathsOf = (mask: FieldMask): string[] =>
  (typeof mask === 'string' ? mask.split(',') : (mask?.paths ?? [])).map((path) => path.trim()).filter(Boolean);

function valueAt(entity: Record<string, unknown>, path: string): unknown {
  let value: unknown = entity;
  for (const key of path.split('.')) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/** `patch` reduced to the fields `mask` names (and `keep`), after checking the mask; `patch` itself without a mask. */
export function maskedPatch<T extends Record<string, unknown>>(patch: T, mask: FieldMask, maskable: MaskableFields, field: string, keep: readonly string[] = ['id', 'revision']): T {
  if (mask === undefined || mask === null) return patch;
  const paths = pathsOf(mask);
  const supported = (path: string) => {
    const [first, ...rest] = path.split('.');
    return maskable.fields.has(first) && (rest.length === 0 || maskable.objects.has(first));
  };
  const unsupported = paths.filter((path) => !supported(path));
  if (unsupported.length > 0) {
    throw v3Error('FIELD_MASK_VALUE_NOT_SUPPORTED', `${field}.fieldMask names what this update cannot set: ${unsupported.join(', ')}`, { data: { fieldMasks: unsupported } });
  }
  const notPassed = paths.filter((path) => valueAt(patch, path) === undefined);
  if (notPassed.length > 0) {
    throw v3Error('FIELD_MASK_WITH_FIELD_NOT_PASSED_ERROR', `${field}.fieldMask names fields the request does not carry: ${notPassed.join(', ')}`, { data: { fieldMasks: notPassed } });
  }
  const masked = new Set([...keep, ...paths.map((path) => path.split('.')[0])]);
  return Object.fromEntries(Object.entries(patch).filter(([key]) => masked.has(key))) as T;
}
