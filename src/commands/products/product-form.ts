// The product form of `create`/`update` on a terminal and of `browse`'s edit: its fields are the flags, and its
// values go through the flags' own parsing (draftFromFlags), then through the store's catalog (prepareCreate /
// prepareUpdate) and the zod schema of its version — so a form accepts exactly what the flags accept on that
// store (V1 or V3) and names problems the same way.
import type { CatalogProduct, CatalogProducts, PreparedBody, ProductDraft, ProductWriter } from '../../catalog/core/store-catalog.js';
import { TOGGLE_OFF, TOGGLE_ON, type FormErrors, type FormField, type FormSpec, type FormValues } from '../../ui/form-spec.js';
import { draftFromFlags, flagForProductPath, type ProductFlags } from './product-flags.js';
import { issueText } from '../../io/issue-text.js';
import { compare } from '../../wire/money.js';

export type ProductFormMode = 'create' | 'update';

const TEXT_FIELDS: FormField[] = [
  { key: 'name', label: 'Name', hint: '1–80 characters' },
  { key: 'price', label: 'Price', hint: 'e.g. 19.99' },
  { key: 'slug', label: 'Slug', hint: 'URL slug; generated from the name when empty' },
  { key: 'sku', label: 'SKU' },
  { key: 'cost', label: 'Cost', hint: 'item cost, for profit and margin' },
  { key: 'weight', label: 'Weight' },
  { key: 'brand', label: 'Brand' },
  { key: 'ribbon', label: 'Ribbon', hint: 'e.g. New, Sale' },
  { key: 'discount', label: 'Discount', hint: 'PERCENT:10 or AMOUNT:2 (empty: none)' },
];
const VISIBLE: FormField = { key: 'visible', label: 'Visible', kind: 'toggle', hint: 'space toggles' };
const OPTIONS: FormField = { key: 'option', label: 'Options', hint: 'Size=S,M,L; Color=Red,Blue' };
const DESCRIPTION: FormField = { key: 'description', label: 'Description' };

export function productFormFields(mode: ProductFormMode): FormField[] {
  // Changing options regenerates every variant: that stays a deliberate `--option` on the command line.
  return mode === 'create' ? [...TEXT_FIELDS, VISIBLE, OPTIONS, DESCRIPTION] : [...TEXT_FIELDS, VISIBLE, DESCRIPTION];
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** What the form starts with: a product's current values (as a draft), or a blank visible product. */
export function productFormValues(draft?: ProductDraft): FormValues {
  if (!draft) return { visible: TOGGLE_ON };
  const discount = draft.discount;
  return {
    name: text(draft.name),
    price: text(draft.price),
    slug: text(draft.slug),
    sku: text(draft.sku),
    cost: text(draft.cost),
    weight: text(draft.weight),
    brand: text(draft.brand),
    ribbon: text(draft.ribbon),
    discount: discount && discount.type !== 'NONE' && compare(discount.value, 0) > 0 ? `${discount.type}:${discount.value}` : '',
    visible: draft.visible === false ? TOGGLE_OFF : TOGGLE_ON,
    description: text(draft.description),
  };
}

/** The flags these values stand for: every filled field on create, only the changed ones on update. */
function formFlags(values: FormValues, mode: ProductFormMode, initial: FormValues): ProductFlags {
  const flags: Record<string, unknown> = {};
  for (const { key } of productFormFields(mode)) {
    const value = (values[key] ?? '').trim();
    if (mode === 'update' ? value === (initial[key] ?? '') : value === '') continue;
    if (key === 'visible') flags[value === TOGGLE_ON ? 'visible' : 'hidden'] = true;
    else if (key === 'option') flags.option = value.split(';').map((part) => part.trim()).filter(Boolean);
    else if (key === 'discount' && value === '') flags.discount = 'NONE:0';
    else flags[key] = value;
  }
  return flags as ProductFlags;
}

/** "--price/--x: …" or a body path → the form field it names ('' when none of the form's). */
function fieldOf(flag: string, mode: ProductFormMode): string {
  const key = flag.startsWith('--') ? flag.slice(2).split(/[/:\s]/)[0] : '';
  const field = key === 'hidden' ? 'visible' : key;
  return productFormFields(mode).some((f) => f.key === field) ? field : '';
}

/** The body these values make on this store, or the problems by field. */
export interface ProductFormCheck {
  mode: ProductFormMode;
  initial: FormValues;
  /** The catalog's body for a draft (create: over nothing; update: over the product being edited). */
  prepare(draft: ProductDraft): PreparedBody;
}

type Checked = { body: Record<string, unknown>; errors?: undefined } | { body?: undefined; errors: FormErrors };

function check(values: FormValues, { mode, initial, prepare }: ProductFormCheck): Checked {
  const flags = formFlags(values, mode, initial);
  const errors: FormErrors = {};
  // Each field alone first, so a bad number is reported on its own field.
  for (const [key, value] of Object.entries(flags)) {
    try {
      draftFromFlags({ [key]: value } as ProductFlags);
    } catch (error) {
      errors[key === 'hidden' ? 'visible' : key] = (error as Error).message.replace(/^--[\w-]+: /, '');
    }
  }
  if (Object.keys(errors).length > 0) return { errors };
  const draft = draftFromFlags(flags);
  // Nothing changed: nothing to send.
  if (mode === 'update' && Object.keys(draft).length === 0) return { body: {} };
  let prepared: PreparedBody;
  try {
    prepared = prepare(draft);
  } catch (error) {
    // A rule of the store's version (e.g. one SKU for several V3 variants), named by its flag.
    const message = (error as Error).message;
    const field = fieldOf(message, mode);
    return { errors: { [field]: field ? message.replace(/^--[\w/-]+: /, '') : message } };
  }
  const parsed = prepared.schema.safeParse(prepared.body);
  if (parsed.success) return { body: parsed.data as Record<string, unknown> };
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    const field = path ? fieldOf(flagForProductPath(path), mode) : '';
    const message = issueText(issue);
    errors[field] ??= field ? message : `${path || 'product'}: ${message}`;
  }
  return { errors };
}

/** The create form on this store (`writer`: its catalog's `products.writer()`). */
export function productCreateForm(writer: ProductWriter): { spec: FormSpec; body(values: FormValues): Record<string, unknown> } {
  return productForm({ mode: 'create', initial: productFormValues(), prepare: (draft) => writer.prepareCreate(draft, {}) }, 'New product');
}

/** The update form of `product` (read with `get`), filled with its current values; its body has only what changed. */
export function productUpdateForm(
  products: CatalogProducts,
  writer: ProductWriter,
  product: CatalogProduct,
): { spec: FormSpec; body(values: FormValues): Record<string, unknown> } {
  const initial = productFormValues(products.editableDraft(product));
  return productForm({ mode: 'update', initial, prepare: (draft) => writer.prepareUpdate(product, draft, {}) }, `Edit ${product.name}`);
}

function productForm(checking: ProductFormCheck, title: string): { spec: FormSpec; body(values: FormValues): Record<string, unknown> } {
  return {
    spec: { title, fields: productFormFields(checking.mode), initial: checking.initial, validate: (values) => check(values, checking).errors ?? {} },
    /** The body of valid values (throws when invalid; the form validates before it submits). */
    body(values) {
      const checked = check(values, checking);
      if (!checked.body) throw new Error(Object.values(checked.errors).join('; '));
      return checked.body;
    },
  };
}
