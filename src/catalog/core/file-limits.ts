// The limits a file (an import, a seed fixture) is checked against before the store is asked anything — so before
// its catalog version is known (a bad file sends nothing at all): what every version keeps. Each version's edge
// checks its own request again when it writes. Like catalog-for.ts, this file knows every version.
import * as z from 'zod';
import { limitMessage } from '../../wire/api/limit-message.js';
import { V1_LIMITS } from '../v1/limits.js';
import { V3_LIMITS } from '../v3/limits.js';
import { limitsEveryVersionKeeps } from './model/limits.js';

export const FILE_LIMITS = limitsEveryVersionKeeps(V1_LIMITS, V3_LIMITS);

const text = (max: number) => z.string().min(1).max(max);

/** One schema per limited field, as a file's values are checked. */
export const LIMITED = {
  name: text(FILE_LIMITS.name),
  slug: text(FILE_LIMITS.slug),
  description: z.string().max(FILE_LIMITS.description),
  sku: z.string().max(FILE_LIMITS.sku),
  brand: text(FILE_LIMITS.brand),
  ribbon: z.string().max(FILE_LIMITS.ribbon),
  weight: z.number().min(0).max(FILE_LIMITS.maxWeight),
  money: z.number().min(0).max(FILE_LIMITS.maxPrice),
  discountValue: z.number().min(0),
  optionName: text(FILE_LIMITS.optionName),
  choice: text(FILE_LIMITS.choice),
  collectionName: text(FILE_LIMITS.collectionName),
  collectionDescription: z.string().max(FILE_LIMITS.collectionDescription),
  quantity: z.number().max(FILE_LIMITS.maxStock),
};

/** An option with its choices (each as value and label), as the store takes it. */
export const OptionLimitSchema = z.looseObject({
  name: LIMITED.optionName,
  choices: z
    .array(z.looseObject({ value: LIMITED.choice, description: LIMITED.choice }))
    .min(1)
    .max(FILE_LIMITS.choicesPerOption, { error: (issue) => limitMessage(`an option has at most ${FILE_LIMITS.choicesPerOption} choices`, issue.input) }),
});
