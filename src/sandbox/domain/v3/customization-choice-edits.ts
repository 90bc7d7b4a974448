// The choice calls of Customizations V3 (docs/wire/catalog-v3.md §5.1): add, set, remove, update and reorder, with
// what the SDK's doc comments say they do to products. A choice is "assigned" when a product offers it (its option or
// modifier lists the choice id). Option choices make variants, so an assigned one stays; a removed modifier choice
// leaves the products that offered it (and a modifier left with no choice leaves the product).
import type { CustomizationChoice } from '../../../wire/api/catalog-v3/customization.js';
import { applicationError, ruleViolation } from '../../http-errors.js';
import type { CatalogEnv } from '../v1/product-service.js';
import { buildChoice, buildChoices, checkChoiceList, doesntSupportChoices } from './customization-choices.js';
import type { StoredCustomization, StoredCustomizationChoice } from './customization-state.js';
import { productsUsing, requireCustomization, saveRevision } from './customizations.js';
import { reviseProducts } from './product-references.js';
import type { StoredProductV3 } from './product-state.js';
import { checkRevision } from './revisions.js';

function choicesOf(customization: StoredCustomization): StoredCustomizationChoice[] {
  if (!customization.choicesSettings) throw doesntSupportChoices(customization);
  return customization.choicesSettings.choices;
}

/** The choice ids of `customization` that some product offers. */
function assignedChoiceIds(env: CatalogEnv, customization: StoredCustomization): Set<string> {
  const ids = new Set<string>();
  for (const p of productsUsing(env.db, customization.id)) {
    for (const o of [...p.options, ...p.modifiers].filter((x) => x.id === customization.id)) {
      for (const c of o.choicesSettings?.choices ?? []) ids.add(c.choiceId);
    }
  }
  return ids;
}

/** Stores the new list (after checking it) at the next revision. */
function saveChoices(env: CatalogEnv, customization: StoredCustomization, choices: StoredCustomizationChoice[], field: string, sortOrder?: string): StoredCustomization {
  checkChoiceList(customization, choices, field);
  const settings = { ...customization.choicesSettings, choices, ...(sortOrder ? { sortOrder } : {}) };
  return saveRevision(env.db, env.clock.nowIso(), customization, { choicesSettings: settings });
}

/** Takes removed modifier choices off every product that offered them. */
function detachModifierChoices(env: CatalogEnv, customization: StoredCustomization, removed: ReadonlySet<string>): void {
  if (customization.customizationType !== 'MODIFIER' || removed.size === 0) return;
  const offers = (p: StoredProductV3) => p.modifiers.some((m) => m.id === customization.id && m.choicesSettings?.choices.some((c) => removed.has(c.choiceId)));
  reviseProducts(env, productsUsing(env.db, customization.id).filter(offers), (p) => ({
    modifiers: p.modifiers
      .map((m) => (m.id !== customization.id || !m.choicesSettings ? m : { ...m, choicesSettings: { choices: m.choicesSettings.choices.filter((c) => !removed.has(c.choiceId)) } }))
      .filter((m) => !m.choicesSettings || m.choicesSettings.choices.length > 0),
  }));
}

export function addChoices(env: CatalogEnv, id: string, inputs: readonly CustomizationChoice[], field = 'choices'): StoredCustomization {
  const customization = requireCustomization(env.db, id);
  const existing = choicesOf(customization);
  return saveChoices(env, customization, [...existing, ...buildChoices(customization, inputs, field)], field);
}

/**
 * Replaces every choice. A choice named again (by id, or by the same name) keeps its id; one that goes must not be
 * offered by a product ("A choice cannot be overridden if it is assigned to one or more products").
 */
export function setChoices(env: CatalogEnv, id: string, inputs: readonly CustomizationChoice[], field = 'choices'): StoredCustomization {
  const customization = requireCustomization(env.db, id);
  const existing = choicesOf(customization);
  const choices = inputs.map((input, i) => {
    const same = existing.find((c) => (input.id ? c.id === input.id : c.name.toLowerCase() === input.name.toLowerCase()));
    return buildChoice(customization, input, `${field}[${i}]`, same?.id);
  });
  const kept = new Set(choices.map((c) => c.id));
  const assigned = assignedChoiceIds(env, customization);
  const lost = existing.find((c) => !kept.has(c.id) && assigned.has(c.id));
  if (lost) throw ruleViolation(field, 'NOT_ALLOWED_DELETE_CHOICE_ASSIGNED_TO_PRODUCT', `Choice "${lost.name}" is offered by a product; keep it in the list or take it off the product first`, { choiceId: lost.id });
  return saveChoices(env, customization, choices, field);
}

/**
 * Removes choices: an option's assigned choice cannot go; a modifier's leaves its products. A removed primary choice
 * leaves the `primaryChoiceIds` of the choices linked to it (Remove Customization Choices, SDK doc comment).
 */
export function removeChoices(env: CatalogEnv, id: string, choiceIds: readonly string[], revision: string | undefined): StoredCustomization {
  const customization = requireCustomization(env.db, id);
  if (revision) checkRevision('Customization', id, customization.revision, revision, 'revision');
  const existing = choicesOf(customization);
  const unknown = choiceIds.filter((c) => !existing.some((e) => e.id === c));
  if (unknown.length > 0) throw applicationError(404, 'Choice not found', 'CHOICE_NOT_FOUND', `Customization "${customization.name}" has no choice ${unknown.join(', ')}`, { choiceIds: unknown });
  const removed = new Set(choiceIds);
  if (customization.customizationType === 'PRODUCT_OPTION') {
    const assigned = [...removed].filter((c) => assignedChoiceIds(env, customization).has(c));
    if (assigned.length > 0) throw applicationError(400, 'Choice assigned to a product', 'CHOICE_ASSIGNED_TO_PRODUCT', `Option choice ${assigned.join(', ')} is used by a product's variants; remove it from the product first`, { choiceIds: assigned });
  }
  const left = existing.filter((c) => !removed.has(c.id)).map((c) => {
    const primaryChoiceIds = c.primaryChoiceIds?.filter((p) => !removed.has(p));
    const { primaryChoiceIds: _old, ...rest } = c;
    return primaryChoiceIds?.length ? { ...rest, primaryChoiceIds } : rest;
  });
  if (left.length === 0) throw ruleViolation('choiceIds', 'NOT_ALLOWED_CUSTOMIZATION_WITHOUT_CHOICES', `Customization "${customization.name}" would have no choices left`);
  detachModifierChoices(env, customization, removed);
  return saveChoices(env, customization, left, 'choiceIds');
}

/** The one choice field Update Customization Choices changes (SDK doc comment: "Currently supports updating `primaryChoiceIds`"). */
const UPDATABLE = new Set(['id', 'primaryChoiceIds']);

export function updateChoices(env: CatalogEnv, id: string, revision: string, updates: ReadonlyArray<{ choice?: Partial<CustomizationChoice> }>): StoredCustomization {
  const customization = requireCustomization(env.db, id);
  checkRevision('Customization', id, customization.revision, revision, 'revision');
  const choices = [...choicesOf(customization)];
  for (const [i, { choice }] of updates.entries()) {
    const at = choices.findIndex((c) => c.id === choice?.id);
    if (!choice || at < 0) throw applicationError(404, 'Choice not found', 'CHOICE_NOT_FOUND', `choices[${i}].choice names no choice of "${customization.name}"`, { choiceId: choice?.id });
    const current = choices[at] as unknown as Record<string, unknown>;
    const other = Object.keys(choice).find((k) => !UPDATABLE.has(k) && JSON.stringify(choice[k]) !== JSON.stringify(current[k]));
    if (other) throw ruleViolation(`choices[${i}].choice.${other}`, 'UNSUPPORTED_CHOICE_FIELD', `Only primaryChoiceIds can be updated; ${other} cannot`);
    const { primaryChoiceIds: _old, ...rest } = choices[at];
    choices[at] = choice.primaryChoiceIds?.length ? { ...rest, primaryChoiceIds: choice.primaryChoiceIds } : rest;
  }
  return saveChoices(env, customization, choices, 'choices');
}

/** Sets the choices' order: exactly the current ids, each once; the sort order becomes MANUAL. */
export function reorderChoices(env: CatalogEnv, id: string, revision: string, choiceIds: readonly string[]): StoredCustomization {
  const customization = requireCustomization(env.db, id);
  checkRevision('Customization', id, customization.revision, revision, 'revision');
  const existing = choicesOf(customization);
  const missingIds = existing.map((c) => c.id).filter((c) => !choiceIds.includes(c));
  const extraIds = choiceIds.filter((c, i) => !existing.some((e) => e.id === c) || choiceIds.indexOf(c) !== i);
  if (missingIds.length > 0 || extraIds.length > 0) {
    throw applicationError(400, 'Choice ids mismatch', 'CHOICE_IDS_MISMATCH', `choiceIds must list each of the ${existing.length} choices of "${customization.name}" once`, { missingIds, extraIds });
  }
  return saveChoices(env, customization, choiceIds.map((c) => existing.find((e) => e.id === c)!), 'choiceIds', 'MANUAL');
}
