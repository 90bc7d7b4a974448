// The rules of a customization's choices (docs/wire/catalog-v3.md §5.1), from the SDK's doc comments and the
// validation rules it declares (`auto_sdk_stores_customizations-v-3` index.typings.d.mts): the choice type follows the
// render type, a colour choice has a colour, names are unique in a customization, at most 1,000 choices, and a linked
// choice names up to 4 primary choices of the same customization, none of them itself linked.
import { randomUUID } from 'node:crypto';
import type { CustomizationChoice } from '../../../wire/api/catalog-v3/customization.js';
import { applicationError, ruleViolation } from '../../http-errors.js';
import { keyOf, type ChoiceType, type StoredCustomization, type StoredCustomizationChoice } from './customization-state.js';

export const MAX_CHOICES = 1000;

const CHOICE_TYPE: Record<string, ChoiceType> = { TEXT_CHOICES: 'CHOICE_TEXT', SWATCH_CHOICES: 'ONE_COLOR' };

export const doesntSupportChoices = (c: Pick<StoredCustomization, 'id' | 'name' | 'customizationRenderType'>) =>
  applicationError(400, 'Customization has no choices', 'DOESNT_SUPPORT_CHOICES', `Customization "${c.name}" is ${c.customizationRenderType}: it has no choices`, { id: c.id });

type Owner = Pick<StoredCustomization, 'id' | 'name' | 'customizationRenderType'>;

/** One choice as stored: its type from the render type when not given, its key from its name; `id` kept when given. */
export function buildChoice(owner: Owner, input: CustomizationChoice, field: string, id = input.id ?? randomUUID()): StoredCustomizationChoice {
  const expected = CHOICE_TYPE[owner.customizationRenderType];
  if (!expected) throw doesntSupportChoices(owner);
  const choiceType = input.choiceType ?? expected;
  if (choiceType !== expected) {
    throw ruleViolation(`${field}.choiceType`, 'INVALID_CHOICE_TYPE', `${field}: a ${owner.customizationRenderType} customization takes ${expected} choices, not ${choiceType}`);
  }
  if (choiceType === 'ONE_COLOR' && !input.colorCode) throw ruleViolation(`${field}.colorCode`, 'INVALID_CHOICE_VALUE', `${field}: a ONE_COLOR choice needs a colorCode`);
  if (!input.name.trim()) throw ruleViolation(`${field}.name`, 'ONLY_SPACES_STRING_ERROR', `${field}.name is only spaces`);
  return {
    id,
    choiceType,
    name: input.name,
    key: keyOf(input.name),
    ...(input.colorCode ? { colorCode: input.colorCode } : {}),
    ...(input.defaultAddedPrice ? { defaultAddedPrice: input.defaultAddedPrice } : {}),
    ...(input.displayImage ? { displayImage: input.displayImage } : {}),
    ...(input.primaryChoiceIds?.length ? { primaryChoiceIds: input.primaryChoiceIds } : {}),
  };
}

export const buildChoices = (owner: Owner, inputs: readonly CustomizationChoice[], field: string): StoredCustomizationChoice[] =>
  inputs.map((input, i) => buildChoice(owner, input, `${field}[${i}]`));

/** The rules over a customization's whole list of choices, checked after every change to it. */
export function checkChoiceList(owner: Owner, choices: readonly StoredCustomizationChoice[], field: string): void {
  if (choices.length > MAX_CHOICES) {
    throw applicationError(400, 'Too many choices', 'CHOICES_LIMIT_EXCEEDED', `Customization "${owner.name}" would have ${choices.length} choices; the limit is ${MAX_CHOICES}`, { customizationIds: [owner.id] });
  }
  const seen = new Map<string, number>();
  for (const [i, choice] of choices.entries()) {
    const name = choice.name.trim().toLowerCase();
    if (seen.has(name)) throw ruleViolation(`${field}[${i}].name`, 'DUPLICATE_CHOICE_NAME', `Customization "${owner.name}" already has a choice named "${choice.name}"`);
    seen.set(name, i);
  }
  const byId = new Map(choices.map((c) => [c.id, c]));
  for (const [i, choice] of choices.entries()) {
    for (const primaryId of choice.primaryChoiceIds ?? []) {
      const at = `${field}[${i}].primaryChoiceIds`;
      if (primaryId === choice.id) throw ruleViolation(at, 'PRIMARY_CHOICE_SELF_REFERENCE', `Choice "${choice.name}" names itself as its primary choice`);
      const primary = byId.get(primaryId);
      if (!primary) throw ruleViolation(at, 'PRIMARY_CHOICE_NOT_FOUND', `Choice "${choice.name}" names primary choice ${primaryId}, which customization "${owner.name}" does not have`);
      if (primary.primaryChoiceIds?.length) {
        throw ruleViolation(at, 'PRIMARY_CHOICE_HIERARCHY_VIOLATION', `Choice "${choice.name}" names "${primary.name}" as primary, but "${primary.name}" is itself linked: one level only`);
      }
    }
  }
}
