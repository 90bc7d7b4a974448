// The V3 product (docs/wire/catalog-v3.md §2.1): every product has ≥ 1 variant; prices, cost and ranges are per variant,
// as decimal strings. Entities are loose objects (the platform adds fields); request shapes say what is required.
import * as z from 'zod';
import { VERSIONED_ENTITY_FIELDS } from './entity.js';
import { decimalString, FixedMonetaryAmountSchema, PriceRangeSchema } from './money.js';
import { V3_PRODUCT_LIMITS as LIMITS } from './product-limits.js';
import { InfoSectionReferenceSchema, MAX_PRODUCT_INFO_SECTIONS } from './info-section.js';
import { limitMessage } from '../limit-message.js';
import { SlugSchema } from './slug.js';
import { MAX_STORED_NUMBER } from '../value-limits.js';

export const PRODUCT_TYPES = ['PHYSICAL', 'DIGITAL'] as const;
export const ProductTypeSchema = z.enum(PRODUCT_TYPES);

const id = z.string().min(1).max(36);

export const OptionChoiceIdsSchema = z.object({ optionId: z.string().min(1), choiceId: z.string().min(1) });
export const OptionChoiceNamesSchema = z.looseObject({
  optionName: z.string().min(1).max(50),
  choiceName: z.string().min(1).max(50),
  renderType: z.enum(['TEXT_CHOICES', 'SWATCH_CHOICES']).optional(),
});
/** One option choice of a variant: by ids, or (on input) by names. */
export const VariantChoiceSchema = z.looseObject({
  optionChoiceIds: OptionChoiceIdsSchema.optional(),
  optionChoiceNames: OptionChoiceNamesSchema.optional(),
});
export type VariantChoice = z.infer<typeof VariantChoiceSchema>;

export const VariantPriceSchema = z.looseObject({
  actualPrice: FixedMonetaryAmountSchema,
  compareAtPrice: FixedMonetaryAmountSchema.nullish(),
  priceAfterDiscount: FixedMonetaryAmountSchema.optional(),
});

export const RevenueDetailsSchema = z.looseObject({
  cost: FixedMonetaryAmountSchema.nullish(),
  /** Read-only: actual price − cost. */
  profit: FixedMonetaryAmountSchema.optional(),
  /** Read-only: profit / actual price, ≤ 1, 4 decimals. */
  profitMargin: z.number().optional(),
});

const DimensionsSchema = z.looseObject({
  length: decimalString(6).optional(),
  width: decimalString(6).optional(),
  height: decimalString(6).optional(),
  unit: z.string().optional(),
});

export const VariantPhysicalPropertiesSchema = z.looseObject({
  weight: z.number().min(0).max(MAX_STORED_NUMBER).nullish(),
  productDimensions: DimensionsSchema.optional(),
  packageDimensions: DimensionsSchema.optional(),
});

export const VariantSchema = z.looseObject({
  id: id.optional(),
  visible: z.boolean().optional(),
  sku: z.string().min(1).max(40).nullish(),
  barcode: z.string().min(1).max(40).nullish(),
  choices: z.array(VariantChoiceSchema).max(6, { error: (issue) => limitMessage('a variant has one choice per option, so at most 6 choices', issue.input) }).optional(),
  price: VariantPriceSchema,
  revenueDetails: RevenueDetailsSchema.optional(),
  physicalProperties: VariantPhysicalPropertiesSchema.optional(),
  digitalProperties: z.looseObject({}).optional(),
  inventoryStatus: z.looseObject({ inStock: z.boolean().optional(), preorderEnabled: z.boolean().optional() }).optional(),
  media: z.unknown().optional(),
  subscriptionPricesInfo: z.unknown().optional(),
});
export type Variant = z.infer<typeof VariantSchema>;

export const ChoiceTypeSchema = z.enum(['CHOICE_TEXT', 'ONE_COLOR']);
export const OptionChoiceSchema = z.looseObject({
  choiceId: z.string().optional(),
  choiceType: ChoiceTypeSchema.optional(),
  name: z.string().min(1).max(50),
  colorCode: z.string().optional(),
  key: z.string().optional(),
  inStock: z.boolean().optional(),
  visible: z.boolean().optional(),
});
export type OptionChoice = z.infer<typeof OptionChoiceSchema>;

export const OptionRenderTypeSchema = z.enum(['TEXT_CHOICES', 'SWATCH_CHOICES']);
/** A product option: a customization (id) connected to the product, or an inline one that creates it. */
export const ConnectedOptionSchema = z.looseObject({
  id: z.string().optional(),
  name: z.string().min(1).max(50).optional(),
  optionRenderType: OptionRenderTypeSchema.optional(),
  key: z.string().optional(),
  choicesSettings: z.looseObject({ choices: z.array(OptionChoiceSchema).min(1).max(1000, { error: (issue) => limitMessage('an option has at most 1000 choices', issue.input) }) }),
});
export type ConnectedOption = z.infer<typeof ConnectedOptionSchema>;
/**
 * An option as a product write sends it: a choice may name an existing choice by `choiceId` alone ("For existing
 * options and choices provide ids only", V3Product `options`, SDK doc comment); one with neither id nor name is the
 * declared PRODUCT_OPTION_CHOICE_NAME_AND_TYPE_REQUIRED of the write (sandbox/domain/v3/customization-links.ts).
 */
export const ConnectedOptionInputSchema = ConnectedOptionSchema.extend({
  choicesSettings: z.looseObject({ choices: z.array(OptionChoiceSchema.extend({ name: OptionChoiceSchema.shape.name.optional() })).min(1).max(1000, { error: (issue) => limitMessage('an option has at most 1000 choices', issue.input) }) }),
});
export type ConnectedOptionInput = z.infer<typeof ConnectedOptionInputSchema>;

export const ModifierRenderTypeSchema = z.enum(['FREE_TEXT', 'TEXT_CHOICES', 'SWATCH_CHOICES']);
export const ConnectedModifierSchema = z.looseObject({
  id: z.string().optional(),
  name: z.string().min(1).max(50).optional(),
  modifierRenderType: ModifierRenderTypeSchema.optional(),
  mandatory: z.boolean().optional(),
  key: z.string().optional(),
  freeTextSettings: z.looseObject({ minCharCount: z.number().int().optional(), maxCharCount: z.number().int().max(500).optional(), title: z.string().optional(), key: z.string().optional() }).optional(),
  // A modifier's choice may name an existing choice by id alone; one with neither id nor name is the declared
  // MODIFIER_CHOICE_NAME_AND_TYPE_REQUIRED of the product write (sandbox/domain/v3/customization-links.ts), not a schema rule.
  choicesSettings: z.looseObject({ choices: z.array(OptionChoiceSchema.extend({ name: z.string().min(1).max(50).optional(), addedPrice: decimalString(3).nullish() })).max(1000) }).optional(),
});
export type ConnectedModifier = z.infer<typeof ConnectedModifierSchema>;

/** A product has at most this many variants: one per combination of its options' choices (docs/wire/catalog-v3.md §2.1). */
export const MAX_VARIANTS = 1000;
/** The too-many-variants message: the variants come from the options, so it says so, with their count. */
export const tooManyVariants = (issue: { input?: unknown }): string =>
  `a product has at most ${MAX_VARIANTS} variants, one per combination of its options' choices; these make ${Array.isArray(issue.input) ? issue.input.length : 'more'}`;

export const MAX_ADDITIONAL_RIBBONS = 4;

export const NamedReferenceSchema = (maxName: number) => z.looseObject({ id: z.string().optional(), name: z.string().max(maxName).optional() });

export const CategoryRefsSchema = z.looseObject({ categories: z.array(z.looseObject({ id: z.string(), index: z.number().int().optional() })) });

/** The product fields a caller may send (create and update share them; update makes them all optional). */
const writableProductFields = {
  name: z.string().min(1).max(LIMITS.name),
  slug: SlugSchema.optional(),
  handle: z.string().min(1).max(LIMITS.slug).optional(),
  productType: ProductTypeSchema,
  plainDescription: z.string().max(LIMITS.description).nullish(),
  description: z.looseObject({}).nullish(),
  visible: z.boolean().optional(),
  visibleInPos: z.boolean().optional(),
  brand: NamedReferenceSchema(LIMITS.brand).nullish(),
  ribbon: NamedReferenceSchema(LIMITS.ribbon).nullish(),
  /** Ribbons beyond the primary one: "Supports up to 4 additional ribbons per product" (V3Product, SDK doc comment). */
  additionalRibbons: z.array(NamedReferenceSchema(30)).max(MAX_ADDITIONAL_RIBBONS).nullish(),
  mainCategoryId: z.string().nullish(),
  taxGroupId: z.string().nullish(),
  options: z.array(ConnectedOptionInputSchema).max(6, { error: (issue) => limitMessage('a product has at most 6 options', issue.input) }).optional(),
  modifiers: z.array(ConnectedModifierSchema).max(10).optional(),
  variantsInfo: z.looseObject({ variants: z.array(VariantSchema).min(1).max(MAX_VARIANTS, { error: tooManyVariants }) }),
  physicalProperties: z.looseObject({}).nullish(),
  media: z.looseObject({ itemsInfo: z.looseObject({ items: z.array(z.looseObject({ id: z.string().optional(), url: z.string().optional(), altText: z.string().nullish() })).max(50) }).optional() }).optional(),
  seoData: z.looseObject({}).nullish(),
  infoSections: z.array(InfoSectionReferenceSchema).max(MAX_PRODUCT_INFO_SECTIONS).optional(),
  tags: z.looseObject({}).optional(),
};

/** The fields an update may set, and those of them that are objects (a field mask may name a path inside those). */
export const WRITABLE_PRODUCT_FIELDS: readonly string[] = Object.keys(writableProductFields);
export const OBJECT_PRODUCT_FIELDS: readonly string[] = ['brand', 'ribbon', 'description', 'physicalProperties', 'media', 'seoData', 'tags'];

/** An update's `fieldMask` as the REST request carries it: `"a,b.c"` (the SDK's form) or `{paths}`. */
export const FieldMaskSchema = z.union([z.string().max(10_000), z.looseObject({ paths: z.array(z.string()).max(100) })]).nullish();

/** Create: `name`, `productType` and `variantsInfo.variants[≥1]` (each with `price.actualPrice`) are required. */
export const ProductCreateSchema = z.looseObject({ id: id.optional(), ...writableProductFields });
export type ProductCreate = z.infer<typeof ProductCreateSchema>;

/**
 * Update (PATCH, no field mask): `id` + `revision`; omitted top-level fields stay; repeated fields replace wholesale.
 * `revision` is optional here so the sandbox can answer the platform's own "revision must not be empty".
 */
export const ProductUpdateSchema = ProductCreateSchema.partial().extend({ id: id.optional(), revision: z.string().nullish() });
export type ProductUpdate = z.infer<typeof ProductUpdateSchema>;

/** A product as the platform answers it. */
export const ProductSchema = z.looseObject({
  ...VERSIONED_ENTITY_FIELDS,
  name: z.string(),
  slug: z.string(),
  handle: z.string().optional(),
  productType: ProductTypeSchema,
  visible: z.boolean(),
  visibleInPos: z.boolean().optional(),
  brand: NamedReferenceSchema(50).optional(),
  ribbon: NamedReferenceSchema(30).optional(),
  url: z.looseObject({ relativePath: z.string(), url: z.string() }).optional(),
  plainDescription: z.string().optional(),
  currency: z.string().optional(),
  options: z.array(ConnectedOptionSchema).optional(),
  modifiers: z.array(ConnectedModifierSchema).optional(),
  variantsInfo: z.looseObject({ variants: z.array(VariantSchema) }).optional(),
  actualPriceRange: PriceRangeSchema.optional(),
  compareAtPriceRange: PriceRangeSchema.optional(),
  costRange: PriceRangeSchema.optional(),
  inventory: z.looseObject({ availabilityStatus: z.string().optional(), preorderStatus: z.string().optional() }).optional(),
  directCategoriesInfo: CategoryRefsSchema.optional(),
  allCategoriesInfo: CategoryRefsSchema.optional(),
  mainCategoryId: z.string().optional(),
  /** `minPriceVariant`: the visible variant with the lowest actualPrice, on query/search with fields MIN_PRICE_VARIANT. */
  variantSummary: z.looseObject({ variantCount: z.number().int().optional(), minPriceVariant: VariantSchema.optional() }).optional(),
  // Documented top-level fields the client reads nowhere, declared so `--fields` knows every field (§2.1).
  ...Object.fromEntries(
    ['description', 'media', 'seoData', 'taxGroupId', 'additionalRibbons', 'infoSections', 'breadcrumbsInfo', 'physicalProperties',
      'purchaseEligibility', 'tags', 'extendedFields', 'subscriptionDetails'].map((key) => [key, z.unknown().optional()]),
  ),
});
export type Product = z.infer<typeof ProductSchema>;
