// The product flags `create` and `update` share, and how they become the platform's product body.
import { Option, type Command } from 'commander';
import { UsageError } from '../../io/cli-errors.js';
import type { ProductInput, ProductOptionInput } from '../../wire/api/catalog-v1/product.js';
import type { Context } from '../../context.js';
import { parseNumber } from '../shared/parse-flags.js';
import { readJsonInput } from '../shared/read-input.js';

export interface ProductFlags {
  name?: string;
  slug?: string;
  price?: string;
  cost?: string;
  sku?: string;
  weight?: string;
  description?: string;
  visible?: boolean;
  hidden?: boolean;
  brand?: string;
  ribbon?: string;
  discount?: string;
  option?: string[];
  from?: string;
}

/** Body path → the flag that sets it, so a validation problem names what to fix. */
const FLAG_FOR_PATH: Record<string, string> = {
  name: '--name',
  slug: '--slug',
  'priceData.price': '--price',
  priceData: '--price',
  'costAndProfitData.itemCost': '--cost',
  sku: '--sku',
  weight: '--weight',
  description: '--description',
  visible: '--visible/--hidden',
  brand: '--brand',
  ribbon: '--ribbon',
  discount: '--discount',
  productOptions: '--option',
};

export function flagForProductPath(path: string): string {
  const match = Object.keys(FLAG_FOR_PATH)
    .filter((key) => path === key || path.startsWith(`${key}.`))
    .sort((a, b) => b.length - a.length)[0];
  return match ? FLAG_FOR_PATH[match] : path;
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function addProductFlags(command: Command): Command {
  return command
    .option('--name <name>', 'product name (1–80 characters)')
    .option('--slug <slug>', 'URL slug (generated from the name when absent)')
    .option('--price <amount>', 'price, e.g. 19.99')
    .option('--cost <amount>', 'item cost (for profit and margin)')
    .option('--sku <sku>', 'stock keeping unit')
    .option('--weight <n>', 'weight')
    .option('--description <text>', 'description (HTML allowed)')
    .addOption(new Option('--visible', 'show the product in the store').conflicts('hidden'))
    .option('--hidden', 'hide the product from shoppers')
    .option('--brand <brand>', 'brand name')
    .option('--ribbon <text>', 'ribbon text, e.g. "New"')
    .option('--discount <TYPE:VALUE>', 'PERCENT:10 or AMOUNT:2 (NONE:0 removes it)')
    .option('--option <Name=A,B,C>', 'a product option and its choices (repeatable)', collect)
    .option('--from <file|->', 'read a product JSON (e.g. `store products get X --json` output); flags override it');
}

function parseDiscount(text: string): ProductInput['discount'] {
  const match = /^(PERCENT|AMOUNT|NONE):(.+)$/i.exec(text.trim());
  if (!match) throw new UsageError(`--discount: expected PERCENT:N or AMOUNT:N, got "${text}"`);
  return { type: match[1].toUpperCase() as 'PERCENT' | 'AMOUNT' | 'NONE', value: parseNumber('--discount', match[2]) };
}

function parseOption(text: string): ProductOptionInput {
  const separator = text.indexOf('=');
  const name = text.slice(0, separator).trim();
  const choices = text
    .slice(separator + 1)
    .split(',')
    .map((choice) => choice.trim())
    .filter(Boolean);
  if (separator < 0 || !name || choices.length === 0) {
    throw new UsageError(`--option: expected Name=Choice1,Choice2, got "${text}"`, { hint: 'e.g. --option "Size=S,M,L"' });
  }
  return { name, choices: choices.map((value) => ({ value, description: value })) };
}

/** Only the fields the flags set (so an update sends exactly those). */
export function productFromFlags(flags: ProductFlags): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const set = (key: string, value: unknown) => {
    if (value !== undefined) body[key] = value;
  };
  set('name', flags.name);
  set('slug', flags.slug);
  set('priceData', flags.price === undefined ? undefined : { price: parseNumber('--price', flags.price) });
  set('costAndProfitData', flags.cost === undefined ? undefined : { itemCost: parseNumber('--cost', flags.cost) });
  set('sku', flags.sku);
  set('weight', flags.weight === undefined ? undefined : parseNumber('--weight', flags.weight));
  set('description', flags.description);
  set('visible', flags.visible ? true : flags.hidden ? false : undefined);
  set('brand', flags.brand);
  set('ribbon', flags.ribbon);
  set('discount', flags.discount === undefined ? undefined : parseDiscount(flags.discount));
  set('productOptions', flags.option?.length ? flags.option.map(parseOption) : undefined);
  return body;
}

/** `--from` (if any) with the flags laid over it. */
export async function productBody(ctx: Context, flags: ProductFlags): Promise<Record<string, unknown>> {
  const fromFlags = productFromFlags(flags);
  const fromFile = flags.from === undefined ? {} : await readJsonInput(ctx, flags.from, 'product');
  return { ...fromFile, ...fromFlags };
}
