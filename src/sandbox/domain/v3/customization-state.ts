// What the sandbox stores for a Catalog V3 customization (docs/wire/catalog-v3.md §5.1) and the read-only keys the
// platform derives from names: the rules live in customizations.ts and customization-choices.ts.
import type { StoredEntity } from '../../tables/v3/entities.js';

export type ChoiceRenderType = 'TEXT_CHOICES' | 'SWATCH_CHOICES';
export type ChoiceType = 'CHOICE_TEXT' | 'ONE_COLOR';

export interface StoredCustomizationChoice {
  id: string;
  choiceType: ChoiceType;
  name: string;
  key: string;
  colorCode?: string;
  defaultAddedPrice?: string;
  displayImage?: string;
  primaryChoiceIds?: string[];
}

export interface StoredFreeText {
  minCharCount: number;
  maxCharCount: number;
  title: string;
  key: string;
  defaultAddedPrice?: string;
}

export interface StoredCustomization extends StoredEntity {
  key: string;
  customizationType: 'PRODUCT_OPTION' | 'MODIFIER';
  customizationRenderType: 'FREE_TEXT' | ChoiceRenderType;
  choicesSettings?: { choices: StoredCustomizationChoice[]; sortOrder?: string };
  freeTextInput?: StoredFreeText;
}

/** The read-only `key` the platform derives from a name or title (the cart's `catalogReference.options` use it). */
export const keyOf = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, '-');
