// The modifiers a V3 cart line chose (docs/wire/catalog-v3.md §5.1: a cart line names modifiers by their keys,
// https://dev.wix.com/docs/api-reference/business-solutions/stores/catalog-v3/e-commerce-integration):
// `catalogReference.options.options` maps a modifier's key to its choice's key, `customTextFields` a free-text
// modifier's key (its `freeTextSettings.key`, or the modifier's) to the text. Each adds its price to the line's unit
// and a description line. Adding a line checks them (unknown keys and choices, a mandatory modifier left out); a
// stored line is priced with what still exists.
import { invalidField } from '../../http-errors.js';
import { keyOf } from '../v3/customization-state.js';
import type { StoredModifier, StoredProductV3 } from '../v3/product-state.js';
import { toCents } from '../../../wire/money.js';

const txt = (value: string) => ({ original: value, translated: value });
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

export interface ChosenModifiers {
  addedCents: number;
  descriptionLines: Array<Record<string, unknown>>;
}

const freeTextKeys = (m: StoredModifier) => [keyOf(m.name), ...(m.freeTextSettings ? [keyOf(m.freeTextSettings.title)] : [])];

/** `field`: where the reference's options are, when they are checked (adding a line); without it nothing is refused. */
export function chosenModifiers(product: StoredProductV3, referenceOptions: Record<string, unknown> | undefined, field?: string): ChosenModifiers {
  const choices = record(referenceOptions?.options);
  const texts = record(referenceOptions?.customTextFields);
  const modifiers = product.modifiers ?? [];
  const known = new Set(modifiers.flatMap((m) => (m.freeTextSettings ? freeTextKeys(m) : [keyOf(m.name)])));
  if (field) {
    const unknown = [...Object.keys(choices), ...Object.keys(texts)].filter((key) => !known.has(key));
    if (unknown.length > 0) throw invalidField(`${field}`, `product ${product.id} has no modifier with the key ${unknown.join(', ')} (keys: ${[...known].join(', ') || 'none'})`, 'VALIDATION');
  }
  const chosen: ChosenModifiers = { addedCents: 0, descriptionLines: [] };
  for (const m of modifiers) {
    if (m.freeTextSettings) {
      const key = freeTextKeys(m).find((k) => typeof texts[k] === 'string' && texts[k] !== '');
      if (!key) {
        if (field && m.mandatory) throw invalidField(`${field}.customTextFields`, `modifier "${m.name}" is mandatory: give its text under the key ${freeTextKeys(m).at(-1)}`, 'REQUIRED_FIELD');
        continue;
      }
      chosen.addedCents += m.freeTextSettings.defaultAddedPrice ? toCents(m.freeTextSettings.defaultAddedPrice) : 0;
      chosen.descriptionLines.push({ name: txt(m.freeTextSettings.title), plainText: txt(String(texts[key])) });
      continue;
    }
    const wanted = choices[keyOf(m.name)];
    if (wanted === undefined || wanted === '') {
      if (field && m.mandatory) throw invalidField(`${field}.options`, `modifier "${m.name}" is mandatory: choose one of ${m.choicesSettings!.choices.map((c) => keyOf(c.name)).join(', ')}`, 'REQUIRED_FIELD');
      continue;
    }
    const choice = m.choicesSettings?.choices.find((c) => keyOf(c.name) === String(wanted));
    if (!choice) {
      if (field) throw invalidField(`${field}.options`, `modifier "${m.name}" has no choice with the key ${String(wanted)}`, 'VALIDATION');
      continue;
    }
    chosen.addedCents += choice.addedPrice ? toCents(choice.addedPrice) : 0;
    chosen.descriptionLines.push({ name: txt(m.name), plainText: txt(choice.name) });
  }
  return chosen;
}
