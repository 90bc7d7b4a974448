// How a product connects to customizations (docs/wire/catalog-v3.md §5.1; Create Product, SDK doc comment: "define
// options inline and new customization entities are created automatically"): an option or a modifier names a
// customization by id, or is given inline and connects to the customization of that type, name and render type,
// created on first use. Choices the product names and the customization lacks are added to it.
import type { DatabaseSync } from 'node:sqlite';
import type { CustomizationChoice } from '../../../wire/api/catalog-v3/customization.js';
import type { ConnectedModifier, ConnectedOptionInput, OptionChoice } from '../../../wire/api/catalog-v3/product.js';
import { applicationError } from '../../http-errors.js';
import { itemError } from './bulk-envelope.js';
import { v3Error } from './errors.js';
import { listEntities } from '../../tables/v3/entities.js';
import { buildChoice, checkChoiceList } from './customization-choices.js';
import type { StoredCustomization } from './customization-state.js';
import { createCustomization, requireCustomization, saveRevision } from './customizations.js';
import type { StoredModifier } from './product-state.js';

type Kind = StoredCustomization['customizationType'];
type Wanted = OptionChoice & { addedPrice?: string | null };

function byId(db: DatabaseSync, id: string, kind: Kind, field: string): StoredCustomization {
  const customization = requireCustomization(db, id);
  if (customization.customizationType !== kind) {
    throw applicationError(400, 'Customization not found', 'CUSTOMIZATION_NOT_EXIST', `${field}: customization ${id} is a ${customization.customizationType}, not a ${kind}`, { id });
  }
  return customization;
}

function namesake(db: DatabaseSync, kind: Kind, name: string, renderType: string): StoredCustomization | undefined {
  const wanted = name.trim().toLowerCase();
  return listEntities<StoredCustomization>(db, 'customization').find(
    (c) => c.customizationType === kind && c.customizationRenderType === renderType && c.name.trim().toLowerCase() === wanted,
  );
}

const asChoiceInput = (w: Wanted): CustomizationChoice => ({ name: w.name, choiceType: w.choiceType, colorCode: w.colorCode, ...(w.addedPrice ? { defaultAddedPrice: w.addedPrice } : {}) });

/**
 * A customization the product write makes or extends, refused by the customization's own rules (a name of spaces
 * only, two choices of one name, a colour choice on a text option, …): the write answers the code the SDK declares
 * for that failure — CUSTOMIZATIONS_CREATION_FAILED (an inline option or modifier; declared by the creates) or
 * ADD_CUSTOMIZATION_CHOICES_FAILED (choices added to an existing one; the creates and updates) — naming the rule.
 */
function asProductFailure<T>(code: 'CUSTOMIZATIONS_CREATION_FAILED' | 'ADD_CUSTOMIZATION_CHOICES_FAILED', field: string, write: () => T): T {
  try {
    return write();
  } catch (error) {
    const cause = itemError(error);
    const why = `${field}: ${cause.description} (${cause.code})`;
    throw code === 'CUSTOMIZATIONS_CREATION_FAILED' ? v3Error('CUSTOMIZATIONS_CREATION_FAILED', why) : v3Error('ADD_CUSTOMIZATION_CHOICES_FAILED', why);
  }
}

/** The customization with every wanted choice: ids must exist, names it lacks are added (a new revision). */
function withChoices(db: DatabaseSync, now: string, customization: StoredCustomization, wanted: readonly Wanted[], field: string): StoredCustomization {
  const choices = customization.choicesSettings?.choices ?? [];
  for (const w of wanted) {
    if (w.choiceId && !choices.some((c) => c.id === w.choiceId)) {
      throw applicationError(400, 'Choice not found', 'CHOICE_NOT_EXIST', `${field}: choice ${w.choiceId} is not a choice of "${customization.name}"`, { choiceId: w.choiceId });
    }
  }
  const missing = wanted.filter((w) => !w.choiceId && !choices.some((c) => c.name.toLowerCase() === w.name.toLowerCase()));
  if (missing.length === 0) return customization;
  return asProductFailure('ADD_CUSTOMIZATION_CHOICES_FAILED', field, () => {
    const all = [...choices, ...missing.map((m, i) => buildChoice(customization, asChoiceInput(m), `${field}.choicesSettings.choices[${i}]`))];
    checkChoiceList(customization, all, `${field}.choicesSettings.choices`);
    return saveRevision(db, now, customization, { choicesSettings: { ...customization.choicesSettings, choices: all } });
  });
}

const findChoice = (customization: StoredCustomization, w: Wanted) =>
  customization.choicesSettings!.choices.find((k) => (w.choiceId ? k.id === w.choiceId : k.name.toLowerCase() === w.name.toLowerCase()))!;

/** The option's choices as sent, each naming a choice by id or by name (PRODUCT_OPTION_CHOICE_NAME_AND_TYPE_REQUIRED). */
function optionChoicesGiven(option: ConnectedOptionInput, field: string): Wanted[] {
  const given = option.choicesSettings.choices;
  if (given.some((c) => !c.choiceId && !c.name)) throw v3Error('PRODUCT_OPTION_CHOICE_NAME_AND_TYPE_REQUIRED', `${field}: every choice needs a choiceId or a name`);
  return given as Wanted[];
}

/** The option's customization: by id, or the inline option's namesake (created or extended as needed). */
export function connectOption(db: DatabaseSync, now: string, option: ConnectedOptionInput, field: string): StoredCustomization {
  const renderType = option.optionRenderType ?? 'TEXT_CHOICES';
  const wanted = optionChoicesGiven(option, field);
  if (option.id) return withChoices(db, now, byId(db, option.id, 'PRODUCT_OPTION', field), wanted, field);
  if (!option.name) throw applicationError(400, 'Option name and type required', 'PRODUCT_OPTION_NAME_AND_TYPE_REQUIRED', `${field}: an option without an id needs a name`);
  const found = namesake(db, 'PRODUCT_OPTION', option.name, renderType);
  if (found) return withChoices(db, now, found, wanted, field);
  const input = { name: option.name, customizationType: 'PRODUCT_OPTION' as const, customizationRenderType: renderType, choicesSettings: { choices: wanted.map(asChoiceInput) } };
  return asProductFailure('CUSTOMIZATIONS_CREATION_FAILED', field, () => createCustomization(db, now, input, field));
}

/** The modifier's choices as sent, each naming a choice by id or by name (MODIFIER_CHOICE_NAME_AND_TYPE_REQUIRED). */
function givenChoices(modifier: ConnectedModifier, field: string): Wanted[] {
  const given = modifier.choicesSettings?.choices ?? [];
  if (given.some((c) => !c.choiceId && !c.name)) throw applicationError(400, 'Modifier choice name and type required', 'MODIFIER_CHOICE_NAME_AND_TYPE_REQUIRED', `${field}: every choice needs a choiceId or a name`);
  return given as Wanted[];
}

function modifierCustomization(db: DatabaseSync, now: string, modifier: ConnectedModifier, field: string): StoredCustomization {
  if (modifier.id) return byId(db, modifier.id, 'MODIFIER', field);
  const renderType = modifier.modifierRenderType;
  if (!modifier.name || !renderType) throw applicationError(400, 'Modifier name and type required', 'MODIFIER_NAME_AND_TYPE_REQUIRED', `${field}: a modifier without an id needs a name and a modifierRenderType`);
  const found = namesake(db, 'MODIFIER', modifier.name, renderType);
  if (found) return found;
  const settings =
    renderType === 'FREE_TEXT'
      ? { freeTextInput: modifier.freeTextSettings ?? {} }
      : { choicesSettings: { choices: givenChoices(modifier, field).map(asChoiceInput) } };
  const input = { name: modifier.name, customizationType: 'MODIFIER' as const, customizationRenderType: renderType, ...settings };
  return asProductFailure('CUSTOMIZATIONS_CREATION_FAILED', field, () => createCustomization(db, now, input, field));
}

/**
 * The modifier as the product keeps it: its customization's id, name and render type, the choices the product offers
 * (all of the customization's when it names none) with their added price (the choice's default when not given).
 */
export function connectModifier(db: DatabaseSync, now: string, modifier: ConnectedModifier, field: string): StoredModifier {
  const given = givenChoices(modifier, field);
  let customization = modifierCustomization(db, now, modifier, field);
  const base = { id: customization.id, name: customization.name, mandatory: modifier.mandatory ?? false };
  if (customization.customizationRenderType === 'FREE_TEXT') {
    const { key: _key, ...settings } = { ...customization.freeTextInput!, ...modifier.freeTextSettings };
    return { ...base, modifierRenderType: 'FREE_TEXT', freeTextSettings: settings };
  }
  customization = withChoices(db, now, customization, given, field);
  const wanted: Wanted[] = given.length > 0 ? given : customization.choicesSettings!.choices.map((c) => ({ choiceId: c.id, name: c.name }));
  const choices = wanted.map((w) => {
    const found = findChoice(customization, w);
    const addedPrice = w.addedPrice ?? found.defaultAddedPrice;
    return { choiceId: found.id, choiceType: found.choiceType, name: found.name, ...(found.colorCode ? { colorCode: found.colorCode } : {}), ...(addedPrice ? { addedPrice } : {}) };
  });
  return { ...base, modifierRenderType: customization.customizationRenderType, choicesSettings: { choices } };
}

/** Builds the option's product choices from its (connected) customization. */
export function optionChoices(customization: StoredCustomization, option: ConnectedOptionInput) {
  return (option.choicesSettings.choices as Wanted[]).map((c) => {
    const found = findChoice(customization, c);
    return { choiceId: found.id, choiceType: found.choiceType, name: found.name, ...(found.colorCode ? { colorCode: found.colorCode } : {}) };
  });
}
