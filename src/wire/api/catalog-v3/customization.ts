// Customizations V3 (docs/wire/catalog-v3.md §5.1): reusable product options and modifiers. Products connect to them by
// id; an inline option or modifier (no id) on a product creates one.
import * as z from 'zod';
import { VERSIONED_ENTITY_FIELDS } from './entity.js';
import { decimalString } from './money.js';
import { ChoiceTypeSchema } from './product.js';

export const CustomizationChoiceSchema = z.looseObject({
  id: z.string().optional(),
  choiceType: ChoiceTypeSchema.optional(),
  name: z.string().min(1).max(50),
  colorCode: z.string().min(3).max(20).optional(),
  key: z.string().optional(),
  defaultAddedPrice: decimalString(3).nullish(),
  displayImage: z.string().optional(),
  /** A linked choice names up to 4 primary choices of the same customization (one level only). */
  primaryChoiceIds: z.array(z.string()).max(4).optional(),
});
export type CustomizationChoice = z.infer<typeof CustomizationChoiceSchema>;

export const CUSTOMIZATION_FIELDS = ['ASSIGNED_PRODUCTS_COUNT', 'CHOICE_DISPLAY_IMAGE'] as const;
export const CustomizationFieldsSchema = z.array(z.enum(CUSTOMIZATION_FIELDS)).max(100).optional();

export const FreeTextInputSchema = z.looseObject({
  minCharCount: z.number().int().min(0).optional(),
  maxCharCount: z.number().int().max(500).optional(),
  defaultAddedPrice: decimalString(3).nullish(),
  title: z.string().min(1).max(100).optional(),
  key: z.string().optional(),
});

/** `sortOrder` as Reorder Customization Choices and Update Customization set it (SDK `ChoiceSortStrategy`). */
export const ChoiceSortOrderSchema = z.enum(['DEFAULT', 'BY_NAME', 'BY_PRODUCT_COUNT', 'MANUAL']);

export const CustomizationCreateSchema = z.looseObject({
  id: z.string().nullish(),
  name: z.string().min(1).max(50),
  customizationType: z.enum(['PRODUCT_OPTION', 'MODIFIER']),
  customizationRenderType: z.enum(['FREE_TEXT', 'TEXT_CHOICES', 'SWATCH_CHOICES']),
  freeTextInput: FreeTextInputSchema.optional(),
  choicesSettings: z.looseObject({ choices: z.array(CustomizationChoiceSchema).min(1).max(1000), sortOrder: ChoiceSortOrderSchema.optional() }).optional(),
});
export type CustomizationCreate = z.infer<typeof CustomizationCreateSchema>;

/** What Update Customization may change: the name, free-text settings and the choices' sort order (type and render type are immutable). */
export const CustomizationUpdateSchema = z.looseObject({
  id: z.string().optional(),
  revision: z.string().nullish(),
  name: z.string().min(1).max(50).optional(),
  freeTextInput: FreeTextInputSchema.optional(),
  choicesSettings: z.looseObject({ sortOrder: ChoiceSortOrderSchema.optional() }).optional(),
});
export type CustomizationUpdate = z.infer<typeof CustomizationUpdateSchema>;

export const CustomizationSchema = CustomizationCreateSchema.extend({
  ...VERSIONED_ENTITY_FIELDS,
  key: z.string(),
  assignedProductsCount: z.number().int().optional(),
});
export type Customization = z.infer<typeof CustomizationSchema>;
