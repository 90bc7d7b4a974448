// Product shapes on the wire (docs/wire/catalog-v1.md §6.1–§6.2). Input schemas are strict about what a caller may write;
// entity schemas describe what the platform returns and let unknown fields through untouched.
import * as z from 'zod';
import { limitMessage } from '../limit-message.js';
import { discountProblem } from '../../money.js';
import { V1_PRODUCT_LIMITS as LIMITS } from './product-facts.js';
export { PRODUCT_SORTABLE_FIELDS, PRODUCT_FLOAT_PATHS, V1_PRODUCT_LIMITS } from './product-facts.js';

const money = z.number().min(0).max(LIMITS.maxPrice);

export const DimensionsSchema = z.looseObject({
  length: z.string().optional(),
  width: z.string().optional(),
  height: z.string().optional(),
  unit: z.enum(['UNKNOWN_DIMENSIONS_UNIT', 'MM', 'CM', 'M', 'IN', 'FT', 'YD']).optional(),
});

/** The one discount rule (wire/money.ts); a schema knows no price, so only a PERCENT is checked here. */
export { discountProblem } from '../../money.js';

/** discountProblem as a zod refinement, reported on `value`. */
export function checkDiscount(discount: { type: string; value: number }, ctx: z.RefinementCtx): void {
  const problem = discountProblem(discount);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['value'] });
}

export const DiscountSchema = z
  .object({
    type: z.enum(['UNDEFINED', 'NONE', 'AMOUNT', 'PERCENT']),
    value: z.number().min(0),
  })
  .superRefine(checkDiscount);
export type Discount = z.infer<typeof DiscountSchema>;

export const ChoiceInputSchema = z.looseObject({
  value: z.string().min(1).max(LIMITS.choice),
  description: z.string().min(1).max(LIMITS.choice),
});

export const ProductOptionInputSchema = z.looseObject({
  optionType: z.enum(['drop_down', 'color', 'unspecified_option_type']).optional(),
  name: z.string().min(1).max(LIMITS.optionName),
  choices: z.array(ChoiceInputSchema).min(1).max(LIMITS.choicesPerOption, { error: (issue) => limitMessage(`an option has at most ${LIMITS.choicesPerOption} choices`, issue.input) }),
});
export type ProductOptionInput = z.infer<typeof ProductOptionInputSchema>;

export const PricePerUnitDataSchema = z.looseObject({
  totalQuantity: z.number().min(0.01).max(999_999_999.99),
  totalMeasurementUnit: z.string(),
  baseQuantity: z.number().optional(),
  baseMeasurementUnit: z.string().optional(),
});

/** The writable part of a product (createProduct / updateProduct body under `product`). */
export const ProductInputSchema = z.object({
  name: z.string().min(1).max(LIMITS.name),
  slug: z.string().min(1).max(LIMITS.slug).optional(),
  visible: z.boolean().optional(),
  productType: z.enum(['physical', 'digital']).optional(),
  description: z.string().max(LIMITS.description).optional(),
  sku: z.string().max(LIMITS.sku).optional(),
  weight: z.number().min(0).max(LIMITS.maxWeight).optional(),
  priceData: z.object({ price: money }),
  costAndProfitData: z.object({ itemCost: money }).optional(),
  pricePerUnitData: PricePerUnitDataSchema.optional(),
  additionalInfoSections: z.array(z.object({ title: z.string().max(50), description: z.string().max(16000) })).optional(),
  ribbon: z.string().max(LIMITS.ribbon).optional(),
  brand: z.string().min(1).max(LIMITS.brand).optional(),
  discount: DiscountSchema.optional(),
  manageVariants: z.boolean().optional(),
  productOptions: z.array(ProductOptionInputSchema).max(LIMITS.optionsPerProduct, { error: (issue) => limitMessage(`a product has at most ${LIMITS.optionsPerProduct} options`, issue.input) }).optional(),
  productDimensions: DimensionsSchema.optional(),
  packageDimensions: DimensionsSchema.optional(),
  seoData: z.unknown().optional(),
});
export type ProductInput = z.infer<typeof ProductInputSchema>;

/** updateProduct: every field optional (the platform updates only what is given). */
export const ProductPatchSchema = ProductInputSchema.partial().extend({
  priceData: z.object({ price: money }).optional(),
  brand: z.string().max(50).optional(),
  ribbon: z.string().max(30).optional(),
});
export type ProductPatch = z.infer<typeof ProductPatchSchema>;

export const FormattedPriceSchema = z.looseObject({
  price: z.string(),
  discountedPrice: z.string(),
  pricePerUnit: z.string().optional(),
});

export const PriceDataSchema = z.looseObject({
  currency: z.string(),
  price: z.number(),
  discountedPrice: z.number(),
  formatted: FormattedPriceSchema,
  pricePerUnit: z.number().optional(),
});
export type PriceData = z.infer<typeof PriceDataSchema>;

export const CostAndProfitSchema = z.looseObject({
  itemCost: z.number().optional(),
  formattedItemCost: z.string().optional(),
  profit: z.number().optional(),
  formattedProfit: z.string().optional(),
  profitMargin: z.number().optional(),
});

export const UrlAndSizeSchema = z.looseObject({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  format: z.string().optional(),
  altText: z.string().optional(),
});

export const MediaItemSchema = z.looseObject({
  id: z.string(),
  mediaType: z.string(),
  title: z.string().optional(),
  thumbnail: UrlAndSizeSchema.optional(),
  image: UrlAndSizeSchema.optional(),
  video: z.unknown().optional(),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

export const MediaSchema = z.looseObject({
  mainMedia: MediaItemSchema.optional(),
  items: z.array(MediaItemSchema),
});

export const ChoiceSchema = z.looseObject({
  value: z.string(),
  description: z.string(),
  media: MediaSchema.optional(),
  inStock: z.boolean(),
  visible: z.boolean(),
});

export const ProductOptionSchema = z.looseObject({
  optionType: z.string(),
  name: z.string(),
  choices: z.array(ChoiceSchema),
});
export type ProductOption = z.infer<typeof ProductOptionSchema>;

export const VariantStockSchema = z.looseObject({
  trackQuantity: z.boolean(),
  quantity: z.number().nullable().optional(),
  inStock: z.boolean(),
});

export const VariantSchema = z.looseObject({
  id: z.string(),
  choices: z.record(z.string(), z.string()),
  variant: z.looseObject({
    priceData: PriceDataSchema,
    convertedPriceData: PriceDataSchema.optional(),
    costAndProfitData: CostAndProfitSchema.optional(),
    weight: z.number().optional(),
    sku: z.string().optional(),
    visible: z.boolean(),
  }),
  stock: VariantStockSchema.optional(),
});
export type Variant = z.infer<typeof VariantSchema>;

export const RangeSchema = z.looseObject({ minValue: z.number(), maxValue: z.number() });

export const ProductSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  visible: z.boolean(),
  productType: z.string(),
  description: z.string().optional(),
  sku: z.string().optional(),
  weight: z.number().optional(),
  weightRange: RangeSchema,
  priceRange: RangeSchema.optional(),
  costRange: RangeSchema.optional(),
  stock: z.looseObject({
    trackInventory: z.boolean(),
    quantity: z.number().nullable().optional(),
    inStock: z.boolean(),
    inventoryStatus: z.string(),
  }),
  price: PriceDataSchema,
  priceData: PriceDataSchema,
  convertedPriceData: PriceDataSchema.optional(),
  costAndProfitData: CostAndProfitSchema.optional(),
  pricePerUnitData: PricePerUnitDataSchema.optional(),
  additionalInfoSections: z.array(z.unknown()),
  ribbons: z.array(z.object({ text: z.string() })).optional(),
  ribbon: z.string().optional(),
  brand: z.string().optional(),
  media: MediaSchema,
  customTextFields: z.array(z.unknown()),
  manageVariants: z.boolean(),
  productOptions: z.array(ProductOptionSchema),
  productPageUrl: z.object({ base: z.string(), path: z.string() }),
  numericId: z.string(),
  inventoryItemId: z.string(),
  discount: DiscountSchema,
  collectionIds: z.array(z.string()),
  variants: z.array(VariantSchema).optional(),
  lastUpdated: z.string(),
  createdDate: z.string(),
  seoData: z.unknown().optional(),
});
export type Product = z.infer<typeof ProductSchema>;
