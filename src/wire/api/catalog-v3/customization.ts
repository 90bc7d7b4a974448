// Customizations V3 (docs/wire/catalog-v3.md §5): reusable product options and modifiers. Products connect to them by id;
// an inline option (no id) on a product creates one.
import * as z from 'zod';
import { VERSIONED_ENTITY_FIELDS } from './entity.js';
import { decimalString } from './money.js';
import { ChoiceTypeSchema } from './product.js';

export const CustomizationChoiceSchema = z.looseObject({
  id: z.string().optional(),
  choiceType: ChoiceTypeSchema.optional(),
  name: z.string().min(1).max(50),
  colorCode: z.string().optional(),
  key: z.string().optional(),
  defaultAddedPrice: decimalString(3).nullish(),
});
export type CustomizationChoice = z.infer<typeof CustomizationChoiceSchema>;

export const CustomizationCreateSchema = z.looseObject({
  name: z.string().min(1).max(50),
  customizationType: z.enum(['PRODUCT_OPTION', 'MODIFIER']),
  customizationRenderType: z.enum(['FREE_TEXT', 'TEXT_CHOICES', 'SWATCH_CHOICES']),
  freeTextInput: z.looseObject({ minCharCount: z.number().int().optional(), maxCharCount: z.number().int().max(500).optional(), title: z.string().optional() }).optional(),
  choicesSettings: z.looseObject({ choices: z.array(CustomizationChoiceSchema).min(1).max(1000) }).optional(),
});
export type CustomizationCreate = z.infer<typeof CustomizationCreateSchema>;

export const CustomizationSchema = CustomizationCreateSchema.extend({
  ...VERSIONED_ENTITY_FIELDS,
  key: z.string(),
  assignedProductsCount: z.number().int().optional(),
});
export type Customization = z.infer<typeof CustomizationSchema>;
