// Customizations (reusable product options and modifiers, docs/wire/catalog-v3.md §5.1): what is stored, create,
// update and delete with the rules the SDK documents for them. Their choices: customization-choices.ts; how
// products connect to them: customization-links.ts.
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { CustomizationCreate, CustomizationUpdate } from '../../../wire/api/catalog-v3/customization.js';
import { applicationError, invalidField, ruleViolation } from '../../http-errors.js';
import { deleteEntity, getEntity, saveEntity } from '../../tables/v3/entities.js';
import { listProductsV3 } from '../../tables/v3/products.js';
import { checkRevision, FIRST_REVISION, nextRevision } from './revisions.js';
import { recordChange } from '../outbox.js';
import { entityEventV3 } from './events.js';
import { buildChoices, checkChoiceList, doesntSupportChoices } from './customization-choices.js';
import { reviseProducts } from './product-references.js';
import type { CatalogEnv } from '../v1/product-service.js';
import type { StoredProductV3 } from './product-state.js';
import { keyOf, type StoredCustomization, type StoredFreeText } from './customization-state.js';
import { v3Error } from './errors.js';

const OPTION_ONLY = 'MODIFIER_SETTINGS_NOT_SUPPORTED_FOR_PRODUCT_OPTION';

/** Free-text settings: a title, and a minimum no greater than the maximum (defaults 0 and 500). */
function freeText(input: CustomizationCreate['freeTextInput'], base: StoredFreeText | undefined, field: string): StoredFreeText {
  const merged = { ...base, ...input };
  const { minCharCount = 0, maxCharCount = 500, title } = merged;
  if (!title || minCharCount > maxCharCount) {
    const why = !title ? 'needs a title' : `has minCharCount ${minCharCount} above maxCharCount ${maxCharCount}`;
    throw applicationError(400, 'Invalid free text settings', 'INVALID_FREE_TEXT_SETTINGS', `${field} ${why}`);
  }
  return { minCharCount, maxCharCount, title, key: keyOf(title), ...(merged.defaultAddedPrice ? { defaultAddedPrice: merged.defaultAddedPrice } : {}) };
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A customization to create, sent as a reference — its id alone, or a choice by id without a name — is refused with
 * the rule the creates declare (CUSTOMIZATION_WITH_ONLY_ID_OR_CHOICE_IDS): only a product's option connects to an
 * existing customization and its choices by id. Read on the request as sent, before its schema asks for the names.
 */
export function refuseReference(raw: unknown, field: string): void {
  if (!isObject(raw)) return;
  const given = Object.keys(raw).filter((key) => raw[key] !== undefined && raw[key] !== null);
  const choices = isObject(raw.choicesSettings) && Array.isArray(raw.choicesSettings.choices) ? raw.choicesSettings.choices : [];
  const byId = choices.findIndex((choice) => isObject(choice) && choice.id !== undefined && choice.name === undefined);
  if (given.length === 1 && given[0] === 'id') throw v3Error('CUSTOMIZATION_WITH_ONLY_ID_OR_CHOICE_IDS', `${field} holds only an id; a new customization needs its name, type and render type`, { field: `${field}.id` });
  if (byId >= 0) throw v3Error('CUSTOMIZATION_WITH_ONLY_ID_OR_CHOICE_IDS', `${field}.choicesSettings.choices[${byId}] is only an id; a new customization's choices need their names`, { field: `${field}.choicesSettings.choices[${byId}]` });
}

/** A new customization (not stored): the create rules, in the order the SDK lists their errors. */
export function newCustomization(now: string, input: CustomizationCreate, field = 'customization'): StoredCustomization {
  if (input.id) throw ruleViolation(`${field}.id`, 'ID_NOT_ALLOWED_IN_REQUEST', `${field}.id is given by the platform; leave it out`);
  if (!input.name.trim()) throw ruleViolation(`${field}.name`, 'ONLY_SPACES_STRING_ERROR', `${field}.name is only spaces`);
  const option = input.customizationType === 'PRODUCT_OPTION';
  const base = { id: randomUUID(), revision: FIRST_REVISION, createdDate: now, updatedDate: now, name: input.name, key: keyOf(input.name), customizationType: input.customizationType };
  if (input.customizationRenderType === 'FREE_TEXT') {
    if (option) throw applicationError(400, 'Invalid render type', 'INVALID_CUSTOMIZATION_RENDER_TYPE', `${field}: a PRODUCT_OPTION is TEXT_CHOICES or SWATCH_CHOICES, never FREE_TEXT`);
    if (input.choicesSettings) throw doesntSupportChoices({ id: base.id, name: input.name, customizationRenderType: 'FREE_TEXT' });
    return { ...base, customizationRenderType: 'FREE_TEXT', freeTextInput: freeText(input.freeTextInput, undefined, `${field}.freeTextInput`) };
  }
  if (input.freeTextInput) throw applicationError(400, 'Invalid free text settings', 'INVALID_FREE_TEXT_SETTINGS', `${field}: freeTextInput is for FREE_TEXT customizations only`);
  if (!input.choicesSettings) throw invalidField(`${field}.choicesSettings.choices`, `is required for ${input.customizationRenderType}`, 'REQUIRED_FIELD');
  const customization: StoredCustomization = { ...base, customizationRenderType: input.customizationRenderType, choicesSettings: { choices: [] } };
  const ids = input.choicesSettings.choices.map((c) => !!c.id);
  if (ids.includes(true) && ids.includes(false)) {
    throw ruleViolation(`${field}.choicesSettings.choices`, 'MIXED_CHOICE_IDS_CONSISTENCY', 'Give every choice an id, or none');
  }
  if (option && input.choicesSettings.choices.some((c) => c.defaultAddedPrice)) {
    throw applicationError(400, 'Modifier settings on an option', OPTION_ONLY, `${field}: defaultAddedPrice is for modifiers; a product option's choices make variants, priced there`);
  }
  const choices = buildChoices(customization, input.choicesSettings.choices, `${field}.choicesSettings.choices`);
  checkChoiceList(customization, choices, `${field}.choicesSettings.choices`);
  return { ...customization, choicesSettings: { choices, ...(input.choicesSettings.sortOrder ? { sortOrder: input.choicesSettings.sortOrder } : {}) } };
}

export function createCustomization(db: DatabaseSync, now: string, input: CustomizationCreate, field?: string): StoredCustomization {
  const customization = newCustomization(now, input, field);
  saveEntity(db, 'customization', customization);
  recordChange(db, entityEventV3('customization', 'created', customization.id, customization), now);
  return customization;
}

export function requireCustomization(db: DatabaseSync, id: string): StoredCustomization {
  const found = getEntity<StoredCustomization>(db, 'customization', id);
  if (!found) throw applicationError(404, 'Customization not found', 'CUSTOMIZATION_NOT_EXIST', `Customization ${id} not found`, { id });
  return found;
}

/** Stores the next revision of `before` and records its updated event. */
export function saveRevision(db: DatabaseSync, now: string, before: StoredCustomization, changed: Partial<StoredCustomization>): StoredCustomization {
  const customization: StoredCustomization = { ...before, ...changed, revision: nextRevision(before.revision), updatedDate: now };
  saveEntity(db, 'customization', customization);
  recordChange(db, entityEventV3('customization', 'updated', customization.id, customization, { before }), now);
  return customization;
}

/** Renames a customization, changes its free-text settings or its choices' sort order (type and render type are immutable). */
export function updateCustomization(db: DatabaseSync, now: string, id: string, patch: CustomizationUpdate, field = 'customization'): StoredCustomization {
  const existing = requireCustomization(db, id);
  checkRevision('Customization', id, existing.revision, patch.revision, `${field}.revision`);
  if (patch.name !== undefined && !patch.name.trim()) throw ruleViolation(`${field}.name`, 'ONLY_SPACES_STRING_ERROR', `${field}.name is only spaces`);
  // The price first: an option never has free text, so the free-text check would hide the more telling code.
  if (patch.freeTextInput?.defaultAddedPrice && existing.customizationType === 'PRODUCT_OPTION') {
    throw applicationError(400, 'Modifier settings on an option', OPTION_ONLY, `${field}: defaultAddedPrice is for modifiers`);
  }
  if (patch.freeTextInput && !existing.freeTextInput) {
    throw applicationError(400, 'No free text', 'DOESNT_SUPPORT_FREE_TEXT', `Customization "${existing.name}" is ${existing.customizationRenderType}: it has no freeTextInput`);
  }
  const sortOrder = patch.choicesSettings?.sortOrder;
  if (sortOrder && !existing.choicesSettings) throw doesntSupportChoices(existing);
  return saveRevision(db, now, existing, {
    ...(patch.name ? { name: patch.name, key: keyOf(patch.name) } : {}),
    ...(patch.freeTextInput ? { freeTextInput: freeText(patch.freeTextInput, existing.freeTextInput, `${field}.freeTextInput`) } : {}),
    ...(sortOrder ? { choicesSettings: { ...existing.choicesSettings!, sortOrder } } : {}),
  });
}

/** Products that connect the customization, as an option or as a modifier. */
export function productsUsing(db: DatabaseSync, id: string): StoredProductV3[] {
  return listProductsV3(db).filter((p) => p.options.some((o) => o.id === id) || (p.modifiers ?? []).some((m) => m.id === id));
}

/**
 * An option assigned to a product cannot be deleted (it makes variants); a modifier can, and leaves every product
 * that had it (Delete Customization, SDK doc comment).
 */
export function deleteCustomization(env: CatalogEnv, id: string): void {
  const existing = requireCustomization(env.db, id);
  const users = productsUsing(env.db, id);
  if (existing.customizationType === 'PRODUCT_OPTION' && users.length > 0) {
    throw ruleViolation('customizationId', 'NOT_ALLOWED_DELETE_CUSTOMIZATION_ASSIGNED_TO_PRODUCT', `Option "${existing.name}" is used by ${users.length} product(s), e.g. ${users[0].id}; remove it from them first`, { productIds: users.slice(0, 10).map((p) => p.id) });
  }
  reviseProducts(env, users, (p) => ({ modifiers: p.modifiers.filter((m) => m.id !== id) }));
  deleteEntity(env.db, 'customization', id);
  recordChange(env.db, entityEventV3('customization', 'deleted', id, existing), env.clock.nowIso());
}

/** The customization as the API returns it: `assignedProductsCount` and choices' `displayImage` only when asked. */
export function renderCustomization(db: DatabaseSync, c: StoredCustomization, fields: readonly string[] = []): Record<string, unknown> {
  const images = fields.includes('CHOICE_DISPLAY_IMAGE');
  const choicesSettings = c.choicesSettings && {
    ...c.choicesSettings,
    choices: c.choicesSettings.choices.map(({ displayImage, ...choice }) => (images && displayImage ? { ...choice, displayImage } : choice)),
  };
  return {
    ...c,
    ...(choicesSettings ? { choicesSettings } : {}),
    ...(fields.includes('ASSIGNED_PRODUCTS_COUNT') ? { assignedProductsCount: productsUsing(db, c.id).length } : {}),
  };
}
