// Customizations (reusable product options and modifiers, docs/wire/catalog-v3.md §5) and how products use them: a
// product option names a customization by id, or is given inline (name + choices) and then connects to the
// PRODUCT_OPTION customization of that name and render type, created on first use (missing choices are added).
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { ConnectedOption } from '../../../wire/api/catalog-v3/product.js';
import type { CustomizationCreate } from '../../../wire/api/catalog-v3/customization.js';
import { applicationError } from '../../http-errors.js';
import { deleteEntity, getEntity, listEntities, saveEntity, type StoredEntity } from '../../tables/v3/entities.js';
import { listProductsV3 } from '../../tables/v3/products.js';
import { checkRevision, FIRST_REVISION, nextRevision } from './revisions.js';
import { recordChange } from '../outbox.js';
import { entityEventV3 } from './events.js';

export interface StoredCustomizationChoice {
  id: string;
  choiceType: 'CHOICE_TEXT' | 'ONE_COLOR';
  name: string;
  key: string;
  colorCode?: string;
  defaultAddedPrice?: string;
}

export interface StoredCustomization extends StoredEntity {
  key: string;
  customizationType: 'PRODUCT_OPTION' | 'MODIFIER';
  customizationRenderType: 'FREE_TEXT' | 'TEXT_CHOICES' | 'SWATCH_CHOICES';
  choicesSettings?: { choices: StoredCustomizationChoice[] };
  freeTextInput?: Record<string, unknown>;
}

/** The read-only `key` the platform derives from a name (used by cart catalog references). */
export const keyOf = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, '-');

function newChoice(input: { name: string; choiceType?: string; colorCode?: string; defaultAddedPrice?: string | null }): StoredCustomizationChoice {
  return {
    id: randomUUID(),
    choiceType: input.choiceType === 'ONE_COLOR' ? 'ONE_COLOR' : 'CHOICE_TEXT',
    name: input.name,
    key: keyOf(input.name),
    ...(input.colorCode ? { colorCode: input.colorCode } : {}),
    ...(input.defaultAddedPrice ? { defaultAddedPrice: input.defaultAddedPrice } : {}),
  };
}

export function createCustomization(db: DatabaseSync, now: string, input: CustomizationCreate): StoredCustomization {
  const names = (input.choicesSettings?.choices ?? []).map((c) => c.name.toLowerCase());
  if (new Set(names).size !== names.length) throw applicationError(400, 'Duplicate choices', 'DUPLICATE_CHOICE_NAMES', `Customization "${input.name}" lists a choice twice`);
  if (input.customizationRenderType !== 'FREE_TEXT' && !input.choicesSettings) {
    throw applicationError(400, 'Choices required', 'MISSING_CHOICES', `Customization "${input.name}" of type ${input.customizationRenderType} needs choicesSettings.choices`);
  }
  const customization: StoredCustomization = {
    id: randomUUID(),
    revision: FIRST_REVISION,
    createdDate: now,
    updatedDate: now,
    name: input.name,
    key: keyOf(input.name),
    customizationType: input.customizationType,
    customizationRenderType: input.customizationRenderType,
    ...(input.choicesSettings ? { choicesSettings: { choices: input.choicesSettings.choices.map(newChoice) } } : {}),
    ...(input.freeTextInput ? { freeTextInput: input.freeTextInput } : {}),
  };
  saveEntity(db, 'customization', customization);
  recordChange(db, entityEventV3('customization', 'created', customization.id, customization), now);
  return customization;
}

export function requireCustomization(db: DatabaseSync, id: string): StoredCustomization {
  const found = getEntity<StoredCustomization>(db, 'customization', id);
  if (!found) throw applicationError(404, 'Customization not found', 'CUSTOMIZATION_NOT_EXIST', `Customization ${id} not found`, { id });
  return found;
}

/** The option's customization: by id, or the inline option's namesake (created or extended as needed). */
export function connectOption(db: DatabaseSync, now: string, option: ConnectedOption, field: string): StoredCustomization {
  const renderType = option.optionRenderType ?? 'TEXT_CHOICES';
  const wanted = option.choicesSettings.choices;
  let customization: StoredCustomization | undefined;
  if (option.id) {
    customization = requireCustomization(db, option.id);
    if (customization.customizationType !== 'PRODUCT_OPTION') {
      throw applicationError(400, 'Not a product option', 'CUSTOMIZATION_NOT_A_PRODUCT_OPTION', `${field}: customization ${option.id} is a ${customization.customizationType}`);
    }
  } else {
    if (!option.name) throw applicationError(400, 'Option name required', 'MISSING_OPTION_NAME', `${field}: an option without an id needs a name`);
    customization = listEntities<StoredCustomization>(db, 'customization').find(
      (c) => c.customizationType === 'PRODUCT_OPTION' && c.customizationRenderType === renderType && c.name.toLowerCase() === option.name!.toLowerCase(),
    );
    customization ??= createCustomization(db, now, {
      name: option.name,
      customizationType: 'PRODUCT_OPTION',
      customizationRenderType: renderType,
      choicesSettings: { choices: wanted.map((c) => ({ name: c.name, choiceType: c.choiceType, colorCode: c.colorCode })) },
    });
  }
  const choices = customization.choicesSettings?.choices ?? [];
  const missing = wanted.filter((w) => !w.choiceId && !choices.some((c) => c.name.toLowerCase() === w.name.toLowerCase()));
  for (const w of wanted) {
    if (w.choiceId && !choices.some((c) => c.id === w.choiceId)) {
      throw applicationError(400, 'Choice not found', 'CHOICE_NOT_EXIST', `${field}: choice ${w.choiceId} is not a choice of option "${customization.name}"`, { choiceId: w.choiceId });
    }
  }
  if (missing.length > 0) {
    const before = customization;
    customization = {
      ...customization,
      revision: nextRevision(customization.revision),
      updatedDate: now,
      choicesSettings: { choices: [...choices, ...missing.map((m) => newChoice({ name: m.name, choiceType: m.choiceType, colorCode: m.colorCode }))] },
    };
    saveEntity(db, 'customization', customization);
    recordChange(db, entityEventV3('customization', 'updated', customization.id, customization, { before }), now);
  }
  return customization;
}

/** Renames a customization (type and render type are immutable; choices change through the choice calls). */
export function updateCustomization(db: DatabaseSync, now: string, id: string, patch: { revision?: string | null; name?: string; freeTextInput?: Record<string, unknown> }): StoredCustomization {
  const existing = requireCustomization(db, id);
  checkRevision('Customization', id, existing.revision, patch.revision, 'customization.revision');
  const customization: StoredCustomization = {
    ...existing,
    revision: nextRevision(existing.revision),
    updatedDate: now,
    ...(patch.name ? { name: patch.name, key: keyOf(patch.name) } : {}),
    ...(patch.freeTextInput && existing.freeTextInput ? { freeTextInput: { ...existing.freeTextInput, ...patch.freeTextInput } } : {}),
  };
  saveEntity(db, 'customization', customization);
  recordChange(db, entityEventV3('customization', 'updated', id, customization, { before: existing }), now);
  return customization;
}

/** A product option in use cannot be deleted (the platform's rule); a modifier can. */
export function deleteCustomization(db: DatabaseSync, now: string, id: string): void {
  const existing = requireCustomization(db, id);
  const users = listProductsV3(db).filter((p) => p.options.some((o) => o.id === id));
  if (existing.customizationType === 'PRODUCT_OPTION' && users.length > 0) {
    throw applicationError(400, 'Customization in use', 'CUSTOMIZATION_IN_USE', `Option "${existing.name}" is used by ${users.length} product(s), e.g. ${users[0].id}; remove it from them first`, { productIds: users.slice(0, 10).map((p) => p.id) });
  }
  deleteEntity(db, 'customization', id);
  recordChange(db, entityEventV3('customization', 'deleted', id, existing), now);
}
