// The product flags `create` and `update` share, and how they become the platform's product body.
import { Option, type Command } from 'commander';
import { UsageError } from '../../io/cli-errors.js';
import type { ProductDraft } from '../../catalog/core/store-catalog.js';
import type { Context } from '../../context.js';
import { parseDecimal, parseNumber } from '../shared/parse-flags.js';
import { readJsonInput } from '../shared/read-input.js';
import { discountProblem } from '../../wire/api/catalog-v1/product.js';

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
  // Catalog V3 bodies (price, cost, weight and SKU live on the variants).
  variantsInfo: '--price',
  // How many variants there are: one per combination of the options' choices (a count, not a price).
  'variantsInfo.variants': '--option',
  'variantsInfo.variants.price': '--price/--discount',
  'variantsInfo.variants.revenueDetails': '--cost',
  'variantsInfo.variants.physicalProperties': '--weight',
  'variantsInfo.variants.sku': '--sku',
  plainDescription: '--description',
  options: '--option',
};

export function flagForProductPath(path: string): string {
  // Array indexes (variantsInfo.variants.0.price) do not change which flag sets a field.
  path = path.replace(/\.\d+(?=\.|$)/g, '');
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

function parseDiscount(text: string): ProductDraft['discount'] {
  const match = /^(PERCENT|AMOUNT|NONE):(.+)$/i.exec(text.trim());
  if (!match) throw new UsageError(`--discount: expected PERCENT:N or AMOUNT:N, got "${text}"`);
  const discount = { type: match[1].toUpperCase() as 'PERCENT' | 'AMOUNT' | 'NONE', value: parseDecimal('--discount', match[2]) };
  // The one discount rule, on either catalog version (a V3 body has no discount for the store's schema to check).
  const problem = discountProblem(discount);
  if (problem) throw new UsageError(`--discount: ${problem}`);
  return discount;
}

function parseOption(text: string): NonNullable<ProductDraft['options']>[number] {
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
  return { name, choices };
}

/** Only the fields the flags set (so an update sends exactly those), in neither version's shape yet. */
export function draftFromFlags(flags: ProductFlags): ProductDraft {
  const draft: ProductDraft = {
    name: flags.name,
    slug: flags.slug,
    price: flags.price === undefined ? undefined : parseDecimal('--price', flags.price),
    cost: flags.cost === undefined ? undefined : parseDecimal('--cost', flags.cost),
    sku: flags.sku,
    weight: flags.weight === undefined ? undefined : parseNumber('--weight', flags.weight),
    description: flags.description,
    visible: flags.visible ? true : flags.hidden ? false : undefined,
    brand: flags.brand,
    ribbon: flags.ribbon,
    discount: flags.discount === undefined ? undefined : parseDiscount(flags.discount),
    options: flags.option?.length ? flags.option.map(parseOption) : undefined,
  };
  return Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined)) as ProductDraft;
}

export interface ProductInput {
  draft: ProductDraft;
  /** `--from` FILE: an entity of the store's own version (e.g. `store products get X --json`), or {}. */
  base: Record<string, unknown>;
}

/** The flags and `--from`; empty when nothing was given (the form's cue). */
export async function productInput(ctx: Context, flags: ProductFlags): Promise<ProductInput & { empty: boolean }> {
  const draft = draftFromFlags(flags);
  const base = flags.from === undefined ? {} : await readJsonInput(ctx, flags.from, 'product');
  return { draft, base, empty: Object.keys(draft).length === 0 && Object.keys(base).length === 0 };
}
