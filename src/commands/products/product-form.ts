// The product form of `create`/`update` on a terminal and of `browse`'s edit: its fields are the flags, and its
// values go through the flags' own parsing (productFromFlags) and the same zod schemas, so a form accepts exactly
// what the flags accept and names problems the same way.
import { ProductInputSchema, ProductPatchSchema, type Product, type ProductInput, type ProductPatch } from '../../wire/api/catalog-v1/product.js';
import { TOGGLE_OFF, TOGGLE_ON, type FormErrors, type FormField, type FormSpec, type FormValues } from '../../ui/form-spec.js';
import { flagForProductPath, productFromFlags, type ProductFlags } from './product-flags.js';
import { issueText } from '../../io/issue-text.js';

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

/** What the form starts with: a product's current values, or a blank visible product. */
export function productFormValues(product?: Product): FormValues {
  if (!product) return { visible: TOGGLE_ON };
  const discount = product.discount;
  return {
    name: product.name,
    price: text(product.priceData?.price),
    slug: product.slug,
    sku: text(product.sku),
    cost: text(product.costAndProfitData?.itemCost),
    weight: text(product.weight),
    brand: text(product.brand),
    ribbon: text(product.ribbon),
    discount: discount && (discount.type === 'PERCENT' || discount.type === 'AMOUNT') && discount.value > 0 ? `${discount.type}:${discount.value}` : '',
    visible: product.visible ? TOGGLE_ON : TOGGLE_OFF,
    description: text(product.description),
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

/** "--price/--x" → the form field key it names. */
function fieldOfFlag(flag: string): string {
  return flag.startsWith('--') ? flag.slice(2).split('/')[0] : '';
}

type Checked<T> = { body: T; errors?: undefined } | { body?: undefined; errors: FormErrors };

function check<T>(values: FormValues, mode: ProductFormMode, initial: FormValues): Checked<T> {
  const flags = formFlags(values, mode, initial);
  const errors: FormErrors = {};
  // Each field alone first, so a bad number is reported on its own field.
  for (const [key, value] of Object.entries(flags)) {
    try {
      productFromFlags({ [key]: value } as ProductFlags);
    } catch (error) {
      const field = key === 'hidden' ? 'visible' : key;
      errors[field] = (error as Error).message.replace(/^--[\w-]+: /, '');
    }
  }
  if (Object.keys(errors).length > 0) return { errors };
  const schema = mode === 'create' ? ProductInputSchema : ProductPatchSchema;
  const parsed = schema.safeParse(productFromFlags(flags));
  if (parsed.success) return { body: parsed.data as T };
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    const field = path ? fieldOfFlag(flagForProductPath(path)) : '';
    const known = productFormFields(mode).some((f) => f.key === field) ? field : '';
    const message = issueText(issue);
    errors[known] ??= known ? message : `${path || 'product'}: ${message}`;
  }
  return { errors };
}

export function productFormSpec(mode: ProductFormMode, product?: Product): FormSpec {
  const initial = productFormValues(product);
  return {
    title: mode === 'create' ? 'New product' : `Edit ${product?.name ?? 'product'}`,
    fields: productFormFields(mode),
    initial,
    validate: (values) => check(values, mode, initial).errors ?? {},
  };
}

/** The create body of valid values (throws when invalid; the form validates before it submits). */
export function productInputFromForm(values: FormValues): ProductInput {
  const checked = check<ProductInput>(values, 'create', productFormValues());
  if (!checked.body) throw new Error(Object.values(checked.errors).join('; '));
  return checked.body;
}

/** Only the fields that changed from `product`, as a PATCH body (empty when nothing changed). */
export function productPatchFromForm(product: Product, values: FormValues): ProductPatch {
  const checked = check<ProductPatch>(values, 'update', productFormValues(product));
  if (!checked.body) throw new Error(Object.values(checked.errors).join('; '));
  return checked.body;
}
