// The stored V3 product and the rules that turn a create or update request into one (docs/wire/catalog-v3.md §2 "Create
// rules", "Update rules"): options connect to customizations, every variant names one choice per option, a product
// without options has exactly one default variant, prices are canonical decimal strings, SKUs and slugs are unique.
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { ProductCreate, ProductUpdate, Variant, VariantChoice } from '../../../wire/api/catalog-v3/product.js';
import { v3Error, type V3ErrorCode } from './errors.js';
import type { SandboxClock } from '../../clock.js';
import { resolveNamedReferences } from './product-named-references.js';
import { checkPricePerUnit } from './price-per-unit.js';
import { checkProductType } from './product-type-rules.js';
import { barcodeOwnerV3, handleTakenV3, skuOwnerV3, slugTakenV3 } from '../../tables/v3/products.js';
import { slugify, uniqueSlug } from '../slugs.js';
import { connectModifier, connectOption, optionChoices } from './customization-links.js';
import { connectInfoSections } from './info-sections.js';
import { normalizeAmount, toMilli } from '../../../wire/money.js';
import { FIRST_REVISION, nextRevision } from './revisions.js';
import type { Amount, StoredOption, StoredProductV3, StoredVariant } from './product-state.js';

const invalid = (code: V3ErrorCode, description: string, data: Record<string, unknown> = {}) => v3Error(code, description, { data });

function amount(value: { amount: string } | null | undefined): Amount | undefined {
  return value ? { amount: normalizeAmount(value.amount) } : undefined;
}

/** The variant's choice for each option, by ids or names; one per option, none unknown. */
function resolveChoices(options: StoredOption[], choices: VariantChoice[] | undefined, field: string): StoredVariant['choices'] {
  const resolved = (choices ?? []).map((choice, i) => {
    // A choice that names no option (MISSING_VARIANT_OPTION, a rule the product writes declare); one whose names or ids
    // lack the option's is the schema's, renamed (named-rules.ts).
    if (!choice.optionChoiceIds && !choice.optionChoiceNames) {
      throw v3Error('MISSING_VARIANT_OPTION', `${field}.choices[${i}] names no option: give optionChoiceIds or optionChoiceNames`, { field: `${field}.choices[${i}]` });
    }
    const option = choice.optionChoiceIds
      ? options.find((o) => o.id === choice.optionChoiceIds!.optionId)
      : options.find((o) => o.name.toLowerCase() === choice.optionChoiceNames?.optionName.toLowerCase());
    if (!option) throw invalid('VARIANTS_ARE_NOT_ALIGNED_WITH_PRODUCT', `${field}.choices[${i}] names an option the product does not have`);
    const found = choice.optionChoiceIds
      ? option.choicesSettings.choices.find((c) => c.choiceId === choice.optionChoiceIds!.choiceId)
      : option.choicesSettings.choices.find((c) => c.name.toLowerCase() === choice.optionChoiceNames?.choiceName.toLowerCase());
    if (!found) throw invalid('CHOICE_NOT_EXIST', `${field}.choices[${i}] names a choice option "${option.name}" does not have`);
    return { optionChoiceIds: { optionId: option.id, choiceId: found.choiceId } };
  });
  const optionIds = resolved.map((c) => c.optionChoiceIds.optionId);
  if (new Set(optionIds).size !== optionIds.length) throw invalid('DUPLICATE_VARIANT_OPTION_CHOICE', `${field} names two choices of one option`);
  const missing = options.filter((o) => !optionIds.includes(o.id));
  if (missing.length > 0) {
    throw invalid('MISSING_VARIANT_OPTION_CHOICE', `${field} needs one choice of every option; missing: ${missing.map((o) => o.name).join(', ')}`);
  }
  return options.map((o) => resolved.find((c) => c.optionChoiceIds.optionId === o.id)!);
}

function buildVariant(options: StoredOption[], input: Variant, field: string, visibleDefault: boolean): StoredVariant {
  const actualPrice = amount(input.price.actualPrice)!;
  const compareAtPrice = amount(input.price.compareAtPrice);
  if (compareAtPrice && toMilli(compareAtPrice.amount) < toMilli(actualPrice.amount)) {
    throw invalid('COMPARE_AT_PRICE_LOWER_THAN_ACTUAL_PRICE', `${field}: compareAtPrice ${compareAtPrice.amount} is lower than actualPrice ${actualPrice.amount}`);
  }
  const cost = amount(input.revenueDetails?.cost);
  return {
    id: input.id ?? randomUUID(),
    visible: input.visible ?? visibleDefault,
    ...(input.sku ? { sku: input.sku } : {}),
    ...(input.barcode ? { barcode: input.barcode } : {}),
    choices: resolveChoices(options, input.choices, field),
    price: { actualPrice, ...(compareAtPrice ? { compareAtPrice } : {}) },
    ...(cost ? { revenueDetails: { cost } } : {}),
    ...(input.physicalProperties ? { physicalProperties: input.physicalProperties as Record<string, unknown> } : {}),
    ...(input.digitalProperties ? { digitalProperties: input.digitalProperties as Record<string, unknown> } : {}),
  };
}

function checkVariants(db: DatabaseSync, productId: string, options: StoredOption[], variants: StoredVariant[]): void {
  if (options.length === 0 && variants.length !== 1) {
    throw invalid('INVALID_DEFAULT_VARIANT', `A product without options has exactly one variant (got ${variants.length})`);
  }
  const combos = variants.map((v) => v.choices.map((c) => c.optionChoiceIds.choiceId).join('|'));
  if (new Set(combos).size !== combos.length) throw invalid('DUPLICATE_VARIANT_OPTION_CHOICE', 'Two variants have the same choices');
  const ids = variants.map((v) => v.id);
  if (new Set(ids).size !== ids.length) throw invalid('VARIANT_ID_ALREADY_EXISTS', 'Two variants have the same id');
  const skus = variants.map((v) => v.sku).filter((s): s is string => !!s);
  for (const [i, sku] of skus.entries()) {
    if (skus.indexOf(sku) !== i || skuOwnerV3(db, sku, productId)) {
      throw invalid('SKU_ALREADY_EXIST_ERROR', `The SKU "${sku}" is already used by another variant`, { sku });
    }
  }
  // Barcodes are unique in the store as SKUs are: the SDK declares DUPLICATE_BARCODE_ERROR (one request gives two
  // variants one barcode) and BARCODE_ALREADY_EXIST_ERROR (another product's variant has it) on the product writes.
  const barcodes = variants.map((v) => v.barcode).filter((b): b is string => !!b);
  const twice = barcodes.find((barcode, i) => barcodes.indexOf(barcode) !== i);
  if (twice !== undefined) throw invalid('DUPLICATE_BARCODE_ERROR', `Two variants have the barcode "${twice}"`, { barcode: twice });
  const taken = barcodes.find((barcode) => barcodeOwnerV3(db, barcode, productId));
  if (taken !== undefined) throw invalid('BARCODE_ALREADY_EXIST_ERROR', `The barcode "${taken}" is already used by another product's variant`, { barcode: taken });
}

/**
 * A media item assigned twice, by its Media Manager id: DUPLICATE_MEDIA_ERROR, the rule the create and update calls
 * declare, with the ids in its data (DuplicateMediaIdAssignedToProduct `mediaIds`). Decided: items given by external
 * `url` are not compared — each becomes a media file of its own, with its own id.
 */
function checkMediaOnce(items: ReadonlyArray<{ id?: string }>): void {
  const ids = items.map((m) => m.id).filter((id): id is string => !!id);
  const twice = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
  if (twice.length > 0) {
    throw v3Error('DUPLICATE_MEDIA_ERROR', `names media ${twice.join(', ')} more than once`, { field: 'product.media.itemsInfo.items', data: { mediaIds: twice } });
  }
}

function claimSlug(db: DatabaseSync, productId: string, name: string, slug: string | undefined, current?: string): string {
  if (slug === undefined) return current ?? uniqueSlug(slugify(name, 'product'), (s) => slugTakenV3(db, s, productId));
  if (slugTakenV3(db, slug, productId)) {
    throw invalid('DUPLICATE_SLUG_ERROR', `Another product already uses the slug "${slug}"`, { slug });
  }
  return slug;
}

export interface BuildContext {
  db: DatabaseSync;
  clock: SandboxClock;
  now: string;
}

/**
 * A create request (or an update merged onto the stored product) → the product to store. Throws the platform's
 * error for the first rule broken; writes nothing but the customizations, info sections, brand and ribbon that inline
 * options, modifiers, sections or names needed.
 */
export function buildProduct(ctx: BuildContext, input: ProductCreate, existing?: StoredProductV3): StoredProductV3 {
  const { db, now } = ctx;
  const id = existing?.id ?? input.id ?? randomUUID();
  if (existing && input.productType !== existing.productType) throw invalid('PRODUCT_TYPE_IMMUTABLE', `productType of product ${id} cannot change`);
  // The product creates declare a name of spaces only as an application error (the other entities: a rule).
  if (!input.name.trim()) throw v3Error('ONLY_SPACES_STRING_ERROR', 'product.name is only spaces', { shape: 'application', data: { field: 'product.name' } });
  checkProductType(input, !existing);
  checkPricePerUnit(input);
  if (input.handle && input.handle !== existing?.handle && handleTakenV3(db, input.handle, id)) {
    throw invalid('DUPLICATE_HANDLE_ERROR', `Another product already uses the handle "${input.handle}"`);
  }
  const options = (input.options ?? []).map((option, i) => {
    const customization = connectOption(db, now, option, `product.options[${i}]`);
    return { id: customization.id, name: customization.name, optionRenderType: option.optionRenderType ?? 'TEXT_CHOICES', choicesSettings: { choices: optionChoices(customization, option) } } satisfies StoredOption;
  });
  if (new Set(options.map((o) => o.id)).size !== options.length) throw invalid('DUPLICATE_PRODUCT_OPTIONS', 'An option is listed twice');
  const modifiers = (input.modifiers ?? []).map((modifier, i) => connectModifier(db, now, modifier, `product.modifiers[${i}]`));
  if (new Set(modifiers.map((m) => m.id)).size !== modifiers.length) throw v3Error('MODIFIERS_ID_DUPLICATION_ERROR', 'A modifier is listed twice', { field: 'product.modifiers' });
  const visible = input.visible ?? existing?.visible ?? true;
  const variants = input.variantsInfo.variants.map((v, i) => buildVariant(options, v, `product.variantsInfo.variants[${i}]`, options.length === 0 ? visible : true));
  // A product without options mirrors its visibility onto its default variant.
  if (options.length === 0) variants[0].visible = visible;
  checkVariants(db, id, options, variants);
  const media = input.media?.itemsInfo?.items;
  if (media) checkMediaOnce(media);
  const product: StoredProductV3 = {
    id,
    revision: existing ? nextRevision(existing.revision) : FIRST_REVISION,
    createdDate: existing?.createdDate ?? now,
    updatedDate: now,
    name: input.name,
    slug: claimSlug(db, id, input.name, input.slug, existing?.slug),
    // "If not provided during creation, one is automatically generated" (SDK doc comment of handle): the sandbox
    // uses the product's id (decided: the platform's scheme is not documented); a stored product keeps its own.
    ...(existing?.handle ?? input.handle ?? (existing ? undefined : id) ? { handle: existing?.handle ?? input.handle ?? id } : {}),
    productType: input.productType,
    visible,
    visibleInPos: input.visibleInPos ?? existing?.visibleInPos ?? input.productType !== 'DIGITAL',
    ...(input.plainDescription ? { plainDescription: input.plainDescription } : {}),
    ...(input.description ? { description: input.description } : {}),
    ...resolveNamedReferences(ctx, input),
    ...(input.mainCategoryId ? { mainCategoryId: input.mainCategoryId } : {}),
    ...(input.taxGroupId ? { taxGroupId: input.taxGroupId } : {}),
    options,
    modifiers,
    variantsInfo: { variants },
    ...(input.physicalProperties ? { physicalProperties: input.physicalProperties as Record<string, unknown> } : {}),
    ...(media ? { media: { itemsInfo: { items: media.map((m) => ({ ...m, id: m.id ?? randomUUID() })) } } } : {}),
    ...(input.seoData ? { seoData: input.seoData as Record<string, unknown> } : {}),
    ...(input.tags ? { tags: input.tags as Record<string, unknown> } : {}),
    ...(input.infoSections ? { infoSections: connectInfoSections(db, now, input.infoSections, 'product.infoSections', existing ? 'update' : 'create') } : {}),
  };
  return product;
}

/** The stored product as a create request, so an update can be merged onto it and checked by the same rules. */
export function asInput(product: StoredProductV3): ProductCreate {
  const { id: _id, revision: _r, createdDate: _c, updatedDate: _u, ...rest } = product;
  return rest as unknown as ProductCreate;
}

const OBJECT_FIELDS = new Set(['physicalProperties', 'seoData', 'tags', 'description', 'media']);

/**
 * PATCH semantics: omitted top-level fields stay, object fields merge one level, repeated fields replace wholesale;
 * variants and options change only together (MISSING_OPTIONS_ON_UPDATE_VARIANTS).
 */
export function mergeUpdate(product: StoredProductV3, patch: ProductUpdate): ProductCreate {
  if ((patch.variantsInfo === undefined) !== (patch.options === undefined) && product.options.length > 0) {
    throw v3Error('MISSING_OPTIONS_ON_UPDATE_VARIANTS', `Product ${product.id}: send options and variantsInfo.variants together (both complete)`, { field: 'product.options' });
  }
  const merged: Record<string, unknown> = { ...asInput(product) };
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'id' || key === 'revision' || value === undefined) continue;
    if (value === null) delete merged[key];
    else if (OBJECT_FIELDS.has(key) && merged[key] && typeof value === 'object' && !Array.isArray(value)) merged[key] = { ...(merged[key] as object), ...value };
    else merged[key] = value;
  }
  return merged as unknown as ProductCreate;
}
