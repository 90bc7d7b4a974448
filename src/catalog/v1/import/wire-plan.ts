// A product object in the platform's wire shape (what `products list --json` and export print) → ProductPlan.
// Read-only fields are ignored; limits are checked with the client's ProductPatchSchema.
import * as z from 'zod';
import { ProductPatchSchema } from '../../../wire/api/catalog-v1/product.js';
import { MAX_STOCK_QUANTITY } from '../../../wire/api/catalog-v1/variant.js';
import { v1StockLevel } from '../inventory.js';
import { issueText } from '../../../io/issue-text.js';
import { checkPlan, type TopicColumns } from '../../core/import/check-plan.js';
import { CellReader } from '../../core/import/cells.js';
import { readMediaItem } from '../../core/import/media-cell.js';
import type { ImportMode, InvalidCell, MatchField, PlannedFields, PlannedVariant, PlanResult, ProductPlan } from '../../core/import/plan.js';
import { modelAmount, modelDiscount } from '../model.js';

const optionalText = z
  .string()
  .optional()
  .transform((text) => (text === '' ? undefined : text));

const VariantValuesSchema = z.looseObject({
  priceData: z.looseObject({ price: z.number() }).optional(),
  costAndProfitData: z.looseObject({ itemCost: z.number().optional() }).optional(),
  weight: z.number().optional(),
  sku: optionalText,
  visible: z.boolean().optional(),
});

/** A V1 stock (Product.stock: `trackInventory`; Variant.stock: `trackQuantity`), read as a level. */
const WireStockSchema = z.looseObject({
  trackInventory: z.boolean().optional(),
  trackQuantity: z.boolean().optional(),
  quantity: z.number().int().min(0).max(MAX_STOCK_QUANTITY).nullish(),
  inStock: z.boolean().optional(),
});

const WireProductSchema = z.looseObject({
  id: optionalText,
  slug: optionalText,
  name: optionalText,
  description: optionalText,
  sku: optionalText,
  weight: z.number().optional(),
  visible: z.boolean().optional(),
  brand: optionalText,
  ribbon: optionalText,
  priceData: z.looseObject({ price: z.number() }).optional(),
  costAndProfitData: z.looseObject({ itemCost: z.number().optional() }).optional(),
  discount: z.looseObject({ type: z.enum(['UNDEFINED', 'NONE', 'AMOUNT', 'PERCENT']), value: z.number() }).optional(),
  manageVariants: z.boolean().optional(),
  productOptions: z
    .array(z.looseObject({ name: z.string(), choices: z.array(z.looseObject({ description: z.string() })) }))
    .optional(),
  variants: z.array(z.looseObject({ choices: z.record(z.string(), z.string()), variant: VariantValuesSchema.optional(), stock: WireStockSchema.optional() })).optional(),
  stock: WireStockSchema.optional(),
  media: z
    .union([
      z.array(z.string()),
      z.looseObject({ items: z.array(z.looseObject({ mediaType: z.string().optional(), image: z.looseObject({ url: z.string() }).optional() })) }),
    ])
    .optional(),
  collectionIds: z.array(z.string()).optional(),
  /** Not a wire field: collection names, which export adds so a file moves between stores. Wins over ids. */
  collections: z.array(z.string().min(1)).optional(),
});

type WireProduct = z.output<typeof WireProductSchema>;

const JSON_COLUMN_OF: TopicColumns = {
  name: 'name',
  price: 'priceData.price',
  discount: 'discount.value',
  options: 'productOptions',
  sku: 'sku',
  id: 'id',
  slug: 'slug',
};

const issuesToCells = (row: number, issues: z.core.$ZodIssue[], value: (path: PropertyKey[]) => unknown): InvalidCell[] =>
  issues.map((issue) => ({
    row,
    column: issue.path.map(String).join('.') || '*',
    value: JSON.stringify(value(issue.path)) ?? '',
    reason: issueText(issue),
  }));

function pathValue(source: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined), source);
}

/** The product's images with the JSON path of each (an item of `media`, or an item's `image.url`). */
function mediaItems(media: WireProduct['media']): Array<{ url: string; column: string }> | undefined {
  if (media === undefined) return undefined;
  if (Array.isArray(media)) return media.map((url, i) => ({ url, column: `media.${i}` }));
  return media.items.flatMap((item, i) => (item.image && (item.mediaType ?? 'image') === 'image' ? [{ url: item.image.url, column: `media.items.${i}.image.url` }] : []));
}

/** Each image as the plan carries it (a URL, or a local file checked and made a `file:` URL: media-cell.ts). */
function mediaUrls(media: WireProduct['media'], row: number, folder: string, problems: InvalidCell[]): string[] | undefined {
  const items = mediaItems(media);
  if (items === undefined) return undefined;
  const reader = new CellReader();
  const urls = items.map((item) => readMediaItem(reader, row, item.column, item.url, folder) ?? item.url);
  problems.push(...reader.problems);
  return urls;
}

function variantsOf(product: WireProduct, row: number): PlannedVariant[] {
  return (product.variants ?? []).map((v) => ({
    row,
    choices: v.choices,
    price: modelAmount(v.variant?.priceData?.price),
    cost: modelAmount(v.variant?.costAndProfitData?.itemCost),
    weight: v.variant?.weight,
    sku: v.variant?.sku,
    visible: v.variant?.visible,
    ...(v.stock ? { stock: v1StockLevel(v.stock) } : {}),
  }));
}

/** The product-level fields of the row model. */
function fieldsOf(product: Partial<WireProduct>) {
  return {
    name: product.name,
    description: product.description,
    price: product.priceData?.price,
    cost: product.costAndProfitData?.itemCost,
    weight: product.weight,
    sku: product.sku,
    visible: product.visible,
    brand: product.brand,
    ribbon: product.ribbon,
    discount: product.discount,
    manageVariants: product.manageVariants,
  };
}

/** The platform's limits (lengths, ranges, the discount rule) over a product's writable fields. */
function limitCells(product: Partial<WireProduct>, row: number, value: unknown): InvalidCell[] {
  const fields = fieldsOf(product);
  const limits = ProductPatchSchema.safeParse({
    ...fields,
    slug: product.slug,
    priceData: fields.price === undefined ? undefined : { price: fields.price },
    costAndProfitData: fields.cost === undefined ? undefined : { itemCost: fields.cost },
    productOptions: product.productOptions?.map((o) => ({ name: o.name, choices: o.choices.map((c) => ({ value: c.description, description: c.description })) })),
  });
  return limits.success ? [] : issuesToCells(row, limits.error.issues, (path) => pathValue(value, path));
}

export function planFromWire(value: unknown, row: number, settings: { mode: ImportMode; match: MatchField; mediaFolder?: string }): PlanResult {
  const parsed = WireProductSchema.safeParse(value);
  if (!parsed.success) {
    // Every bad cell of the row at once: the limits of the fields whose type is right are checked too.
    const shape = issuesToCells(row, parsed.error.issues, (path) => pathValue(value, path));
    const reported = (column: string) => shape.some((cell) => column === cell.column || column.startsWith(`${cell.column}.`));
    const object = value !== null && typeof value === 'object' && !Array.isArray(value);
    const limits = object ? limitCells(value as Partial<WireProduct>, row, value).filter((cell) => !reported(cell.column)) : [];
    return { invalid: [...shape, ...limits] };
  }
  const product = parsed.data;
  const options = product.productOptions?.map((o) => ({ name: o.name, choices: o.choices.map((c) => c.description) }));
  const wireFields = fieldsOf(product);
  // The model's fields: V1's numbers as decimal strings, its UNDEFINED discount as NONE.
  const fields: PlannedFields = { ...wireFields, price: modelAmount(wireFields.price), cost: modelAmount(wireFields.cost), discount: modelDiscount(wireFields.discount) };
  const problems: InvalidCell[] = limitCells(product, row, value);

  const plan: ProductPlan = {
    row,
    rows: [row],
    ...(product.id ? { id: product.id } : {}),
    ...(product.slug ? { slug: product.slug } : {}),
    fields,
    ...(options && options.length > 0 ? { options } : {}),
    variants: options && options.length > 0 ? variantsOf(product, row) : [],
    ...(!options?.length && v1StockLevel(product.stock) ? { stock: v1StockLevel(product.stock) } : {}),
    ...(product.media !== undefined ? { media: mediaUrls(product.media, row, settings.mediaFolder ?? process.cwd(), problems) } : {}),
    ...(product.collections !== undefined
      ? { collectionNames: product.collections }
      : product.collectionIds !== undefined
        ? { collectionIds: product.collectionIds }
        : {}),
  };
  if (product.manageVariants === true && options?.length && product.variants === undefined) {
    // Query Products answers variants only when asked (`includeVariants`): without them each variant's own price,
    // SKU and stock are unknown (docs/formats/platform-json.md).
    problems.push({ row, column: 'variants', value: '', reason: 'the product manages its variants (manageVariants true) but lists none: query with includeVariants: true so each variant keeps its own price, SKU and stock' });
  }
  const names = new Set((options ?? []).map((o) => o.name));
  plan.variants.forEach((variant, i) => {
    const stray = Object.keys(variant.choices).find((name) => !names.has(name));
    if (stray !== undefined || Object.keys(variant.choices).length !== names.size) {
      problems.push({ row, column: `variants.${i}.choices`, value: JSON.stringify(variant.choices), reason: 'choices must name every product option once' });
    }
  });
  checkPlan(plan, settings, (problem) => problems.push({ row, column: problem.column, value: JSON.stringify(pathValue(value, problem.column.split('.'))) ?? '', reason: problem.reason }), JSON_COLUMN_OF);
  return problems.length > 0 ? { invalid: problems } : { plan };
}
