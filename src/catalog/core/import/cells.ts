// Cell-level validation shared by every import format: text → typed value, within the limits every catalog version
// keeps (file-limits.ts), so a bad value is reported with a reason before anything is sent.
import * as z from 'zod';
import { issueText } from '../../../io/issue-text.js';
import { CURRENCY, CURRENCY_DECIMALS, STORED_DECIMALS, toText } from '../../../wire/money.js';
import { boundProblem } from '../model/money.js';
import { FILE_LIMITS, LIMITED } from '../file-limits.js';
import { amountsAround } from './fine-amounts.js';
import type { InvalidCell } from './plan.js';

/** `12,50` or `1.234,50`: a decimal comma (what a spreadsheet writes in many locales). */
const DECIMAL_COMMA = /^[+-]?\d{1,3}(\.\d{3})*,\d{1,2}$|^[+-]?\d+,\d{1,2}$/;

const number = z
  .string()
  .trim()
  .superRefine((text, ctx) => {
    if (/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return;
    const separators = 'the decimal separator is "." and numbers have no thousands separator';
    const message = DECIMAL_COMMA.test(text) ? `not a number: ${separators}: write ${text.replaceAll('.', '').replace(',', '.')}` : /^[+-]?[\d.,]+$/.test(text) ? `not a number: ${separators}` : 'not a number';
    ctx.addIssue({ code: 'custom', message });
  });

const decimal = number.transform(Number);

/**
 * An amount of money in the shop's currency: at most STORED_DECIMALS decimals, what Catalog V3 keeps (a Catalog V1
 * store, which keeps cents, refuses finer amounts once it is known: fine-amounts.ts). More is refused, never rounded
 * silently (README "The CSV format"): the row says which two amounts in cents it lies between.
 */
const moneyText = number.pipe(z.string()).superRefine((text, ctx) => {
  const decimals = text.split('.')[1] ?? '';
  if (decimals.replace(/0+$/, '').length <= STORED_DECIMALS) return;
  ctx.addIssue({ code: 'custom', message: `${CURRENCY} amounts have ${CURRENCY_DECIMALS} decimals (${STORED_DECIMALS} on a Catalog V3 store): ${amountsAround(text, CURRENCY_DECIMALS)}` });
});
/** A decimal within [0, max], as the model's canonical decimal string: no binary float on its way to a request. */
const decimalTextWithin = (max?: number) =>
  z
    .string()
    .superRefine((text, ctx) => {
      const problem = boundProblem(text, max);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((text) => toText(text));
const moneyCell = moneyText.pipe(decimalTextWithin(FILE_LIMITS.maxPrice));

const boolean = z
  .string()
  .trim()
  .toLowerCase()
  .refine((text) => ['true', 'false', 'yes', 'no', '1', '0'].includes(text), 'expected true or false')
  .transform((text) => ['true', 'yes', '1'].includes(text));

const slug = z
  .string()
  .trim()
  .pipe(LIMITED.slug)
  .refine((text) => !/[\s/?#]/.test(text), 'a slug cannot contain spaces, "/", "?" or "#"');

/** One schema per kind of cell; the key is what callers name. */
export const CELL_SCHEMAS = {
  slug,
  id: z.string().trim().min(1),
  name: LIMITED.name,
  description: LIMITED.description,
  price: moneyCell,
  cost: moneyCell,
  weight: decimal.pipe(LIMITED.weight),
  sku: LIMITED.sku,
  visible: boolean,
  flag: boolean,
  brand: LIMITED.brand,
  ribbon: LIMITED.ribbon,
  discountType: z.string().trim().toUpperCase().pipe(z.enum(['PERCENT', 'AMOUNT'], { error: 'expected PERCENT or AMOUNT' })),
  discountValue: number.pipe(decimalTextWithin()),
  optionName: z.string().trim().pipe(LIMITED.optionName),
  choice: z.string().trim().pipe(LIMITED.choice),
  collectionName: z.string().trim().pipe(LIMITED.collectionName),
  quantity: z.string().trim().regex(/^\d+$/, 'expected a whole number ≥ 0').transform(Number).pipe(LIMITED.quantity),
  url: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }),
} as const;

export type CellKind = keyof typeof CELL_SCHEMAS;
export type CellValue<K extends CellKind> = z.output<(typeof CELL_SCHEMAS)[K]>;

export const isBlank = (text: string | undefined): text is undefined | '' => text === undefined || text.trim() === '';

/** A record's cell as its trimmed text; undefined when blank or absent. */
export const givenCell = (cells: Readonly<Record<string, string>>, column: string): string | undefined => (isBlank(cells[column]) ? undefined : cells[column].trim());

/**
 * Reads one cell into `problems`' world: a blank cell is `undefined` (the file does not say), a bad one adds an
 * InvalidCell and returns undefined too.
 */
export class CellReader {
  readonly problems: InvalidCell[] = [];

  read<K extends CellKind>(kind: K, row: number, column: string, raw: string | undefined): CellValue<K> | undefined {
    if (isBlank(raw)) return undefined;
    // A NUL ends a C string: the platform, a terminal or the next tool would each read a different value.
    if (raw.includes('\u0000')) {
      this.problems.push({ row, column, value: raw, reason: 'contains a NUL character (\\0)' });
      return undefined;
    }
    const result = CELL_SCHEMAS[kind].safeParse(raw);
    if (result.success) return result.data as CellValue<K>;
    this.problems.push({ row, column, value: raw, reason: result.error.issues[0] ? issueText(result.error.issues[0]) : 'invalid value' });
    return undefined;
  }

  fail(row: number, column: string, value: string | undefined, reason: string): void {
    this.problems.push({ row, column, value: value ?? '', reason });
  }
}
