// A seed fixture (JSON or YAML): the collections and products a test store should hold. Strict, so a typo in a
// key is an error rather than a silently missing field; limits are those every catalog version keeps (file-limits.ts).
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parse as parseYaml } from 'yaml';
import * as z from 'zod';
import { UsageError } from '../../../io/cli-errors.js';
import { refuseDeepJsonText, refuseDeepValue } from '../../../io/input-depth.js';
import { FILE_LIMITS, LIMITED } from '../file-limits.js';
import { moneyOf } from '../model/money.js';
import { fileProblem } from '../../../io/file-errors.js';
import { discountProblem } from '../../../wire/money.js';
import { issueSentence } from '../../../io/issue-text.js';

/** A price or cost: a JSON or YAML number, as the model's decimal string. */
const money = LIMITED.money.transform((amount) => moneyOf(amount));
const slug = z.string().regex(/^[^\s/?#]+$/, 'a slug cannot contain spaces, "/", "?" or "#"').max(FILE_LIMITS.slug);

export const CollectionFixtureSchema = z.strictObject({
  slug,
  name: LIMITED.collectionName,
  description: LIMITED.collectionDescription.optional(),
  visible: z.boolean().optional(),
});

export const VariantFixtureSchema = z.strictObject({
  /** Option name → choice; naming fewer options selects every variant that matches. */
  choices: z.record(z.string(), z.string()),
  price: money.optional(),
  cost: money.optional(),
  weight: LIMITED.weight.optional(),
  sku: LIMITED.sku.optional(),
  visible: z.boolean().optional(),
});

export const ProductFixtureSchema = z.strictObject({
  slug,
  name: LIMITED.name,
  price: money,
  cost: money.optional(),
  weight: LIMITED.weight.optional(),
  sku: LIMITED.sku.optional(),
  description: LIMITED.description.optional(),
  visible: z.boolean().optional(),
  brand: LIMITED.brand.optional(),
  ribbon: LIMITED.ribbon.optional(),
  discount: z
    .strictObject({ type: z.enum(['PERCENT', 'AMOUNT']), value: LIMITED.discountValue.transform((value) => moneyOf(value)) })
    .superRefine((discount, ctx) => {
      const problem = discountProblem(discount);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['value'] });
    })
    .optional(),
  /** Option name → its choices, in order. */
  options: z.record(LIMITED.optionName, z.array(LIMITED.choice).min(1).max(FILE_LIMITS.choicesPerOption)).optional(),
  variants: z.array(VariantFixtureSchema).optional(),
  media: z.array(z.url({ protocol: /^https?$/ })).max(50).optional(),
  /** Slugs of collections defined in the same fixture. */
  collections: z.array(slug).optional(),
}).superRefine((product, ctx) => {
  // The one discount rule (wire/money.ts) against the product's price and each variant's own.
  if (!product.discount) return;
  for (const price of [product.price, ...(product.variants ?? []).map((variant) => variant.price ?? product.price)]) {
    const problem = discountProblem(product.discount, price);
    if (problem) return void ctx.addIssue({ code: 'custom', message: problem, path: ['discount', 'value'] });
  }
});

export const FixtureSchema = z
  .strictObject({
    collections: z.array(CollectionFixtureSchema).default([]),
    products: z.array(ProductFixtureSchema).default([]),
  })
  .superRefine((fixture, ctx) => {
    const collections = new Set<string>();
    fixture.collections.forEach((c, i) => {
      if (collections.has(c.slug)) ctx.addIssue({ code: 'custom', path: ['collections', i, 'slug'], message: `"${c.slug}" is defined twice` });
      collections.add(c.slug);
    });
    const products = new Set<string>();
    fixture.products.forEach((p, i) => {
      if (products.has(p.slug)) ctx.addIssue({ code: 'custom', path: ['products', i, 'slug'], message: `"${p.slug}" is defined twice` });
      products.add(p.slug);
      (p.collections ?? []).forEach((s, j) => {
        if (!collections.has(s)) ctx.addIssue({ code: 'custom', path: ['products', i, 'collections', j], message: `no collection "${s}" in this fixture` });
      });
      const options = p.options ?? {};
      (p.variants ?? []).forEach((v, j) => {
        for (const [name, choice] of Object.entries(v.choices)) {
          if (!options[name]?.includes(choice)) {
            ctx.addIssue({ code: 'custom', path: ['products', i, 'variants', j, 'choices', name], message: `"${choice}" is not a choice of option "${name}"` });
          }
        }
      });
    });
  });

export type Fixture = z.output<typeof FixtureSchema>;
export type ProductFixture = z.output<typeof ProductFixtureSchema>;
export type CollectionFixture = z.output<typeof CollectionFixtureSchema>;

function parseText(text: string, file: string): unknown {
  const yaml = ['.yaml', '.yml'].includes(extname(file).toLowerCase());
  if (!yaml) refuseDeepJsonText(text, file);
  try {
    const value: unknown = yaml ? parseYaml(text) : JSON.parse(text);
    if (yaml) refuseDeepValue(value, file);
    return value;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    if (yaml) refuseDeepValue(undefined, file, error);
    throw new UsageError(`${file} is not valid ${yaml ? 'YAML' : 'JSON'}: ${(error as Error).message}`);
  }
}

/** Reads and checks a fixture; every problem is named by its path in the file. */
export async function loadFixture(file: string, text?: string): Promise<Fixture> {
  let source = text;
  if (source === undefined) {
    try {
      source = await readFile(file, 'utf8');
    } catch (error) {
      throw new UsageError(fileProblem(error, file, 'read'));
    }
  }
  const result = FixtureSchema.safeParse(parseText(source, file) ?? {});
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issueSentence(issue.path.map(String).join('.') || '(top level)', issue)}`);
  throw new UsageError(`${file} is not a valid seed fixture:\n${problems.join('\n')}`, {
    hint: 'See fixtures/demo-seed.yaml for the format.',
  });
}
