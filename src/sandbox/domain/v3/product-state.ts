// What the sandbox stores for a Catalog V3 product: ids, options, variants and amounts as the create/update rules
// (product-model.ts) made them. Rendering (product-render.ts) computes everything derived from this.
import type { Versioned } from './revisions.js';

export interface StoredChoice {
  choiceId: string;
  choiceType: 'CHOICE_TEXT' | 'ONE_COLOR';
  name: string;
  colorCode?: string;
}

export interface StoredOption {
  id: string;
  name: string;
  optionRenderType: 'TEXT_CHOICES' | 'SWATCH_CHOICES';
  choicesSettings: { choices: StoredChoice[] };
}

/** A modifier connected to a product: a MODIFIER customization, with the product's choices and added prices. */
export interface StoredModifier {
  id: string;
  name: string;
  modifierRenderType: 'FREE_TEXT' | 'TEXT_CHOICES' | 'SWATCH_CHOICES';
  mandatory: boolean;
  choicesSettings?: { choices: Array<StoredChoice & { addedPrice?: string }> };
  freeTextSettings?: { minCharCount: number; maxCharCount: number; title: string; defaultAddedPrice?: string };
}

export interface Amount {
  amount: string;
}

export interface StoredVariant {
  id: string;
  visible: boolean;
  sku?: string;
  barcode?: string;
  choices: Array<{ optionChoiceIds: { optionId: string; choiceId: string } }>;
  price: { actualPrice: Amount; compareAtPrice?: Amount };
  revenueDetails?: { cost?: Amount };
  physicalProperties?: Record<string, unknown>;
  digitalProperties?: Record<string, unknown>;
}

export interface StoredProductV3 extends Versioned {
  name: string;
  slug: string;
  handle?: string;
  productType: 'PHYSICAL' | 'DIGITAL';
  visible: boolean;
  visibleInPos: boolean;
  plainDescription?: string;
  description?: Record<string, unknown>;
  brand?: { id: string; name: string };
  ribbon?: { id: string; name: string };
  /** Further ribbons beyond `ribbon` (at most 4), each once. */
  additionalRibbons?: Array<{ id: string; name: string }>;
  mainCategoryId?: string;
  taxGroupId?: string;
  options: StoredOption[];
  modifiers: StoredModifier[];
  variantsInfo: { variants: StoredVariant[] };
  physicalProperties?: Record<string, unknown>;
  media?: { itemsInfo: { items: Array<Record<string, unknown>> } };
  seoData?: Record<string, unknown>;
  tags?: Record<string, unknown>;
  /** Info sections by id; their content is read from the info section when a product is rendered. */
  infoSections?: Array<{ id: string }>;
}
