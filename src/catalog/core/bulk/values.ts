// A bulk field's value as plans, previews and backups carry it: a number as its decimal string (src/wire/money.ts
// toText, so equal values are equal strings), a brand or ribbon as its name. `undefined` means "not there" (a product
// without a cost or a brand), which is different from "0" or "".

export type FieldValue = string | undefined;

/** `Size: L, Color: Navy` */
export const choicesLabel = (choices: Record<string, string>): string =>
  Object.entries(choices)
    .map(([option, choice]) => `${option}: ${choice}`)
    .join(', ');
