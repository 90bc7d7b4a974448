// Query Variants' filterable and sortable fields as the official SDK declares them (ReadOnlyVariantQuerySpec in
// `@wix/auto_sdk_stores_read-only-variants-v-3`'s typings: `_id`, `productData.productId`, `variantId`, operators
// '*', sort 'BOTH'): our one table (src/wire/api/catalog-v3/query-fields.ts) says the same, and the sandbox serves a
// query the spec allows through the SDK's own readOnlyVariantsV3.queryVariants.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsV3, readOnlyVariantsV3 } from '@wix/stores';
import { QUERY_VARIANTS_FIELDS } from '../../src/wire/api/catalog-v3/query-fields.js';
import { V3_ALL } from '../../src/wire/api/query-fields.js';
import { adminSdkClient } from './sdk-harness.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { PHYSICAL_PRODUCT } from '../helpers/store-products.js';

/** The `wql` entries of a QuerySpec in an SDK typings directory: fields (wire names), operators, sort. */
function querySpec(dir: string, name: string): Array<{ fields: string[]; operators: string; sort: string }> {
  const typings = readdirSync(dir).filter((f) => f.endsWith('.d.ts')).map((f) => readFileSync(join(dir, f), 'utf8'));
  const text = typings.find((t) => t.includes(`interface ${name} extends QuerySpec`))!;
  const body = text.slice(text.indexOf(`interface ${name} extends QuerySpec`)).split(/\n}\n/)[0];
  return [...body.matchAll(/fields: \[([^\]]*)\];\s*operators: ([^;]+);\s*sort: '(\w+)'/g)].map(([, fields, operators, sort]) => ({
    fields: fields.split(',').map((f) => f.trim().replace(/'/g, '').replace(/^_id$/, 'id')),
    operators: operators.trim(),
    sort,
  }));
}

describe('Query Variants fields', () => {
  it("match the SDK's ReadOnlyVariantQuerySpec: every declared field with every operator, sortable both ways", () => {
    const spec = querySpec('node_modules/@wix/auto_sdk_stores_read-only-variants-v-3/build/cjs', 'ReadOnlyVariantQuerySpec');
    expect(spec.length).toBeGreaterThan(0);
    const fields = spec.flatMap((entry) => entry.fields);
    expect(Object.keys(QUERY_VARIANTS_FIELDS.filterable).sort()).toEqual([...fields].sort());
    for (const entry of spec) {
      expect(entry.operators).toBe("'*'");
      for (const field of entry.fields) expect(QUERY_VARIANTS_FIELDS.filterable[field]).toEqual(V3_ALL);
    }
    expect([...QUERY_VARIANTS_FIELDS.sortable].sort()).toEqual(spec.filter((e) => e.sort === 'BOTH').flatMap((e) => e.fields).sort());
  });
});

describe('official SDK: readOnlyVariantsV3.queryVariants on the sandbox', () => {
  let t: TestSandbox;
  let sdk: any;
  beforeAll(async () => {
    t = await startTestSandbox({ catalog: 'v3', demo: false });
    sdk = adminSdkClient({ productsV3, readOnlyVariantsV3 }, { baseUrl: t.baseUrl, apiKey: t.info.apiKey, siteId: t.info.siteId });
    const choices = ['S', 'M', 'L'].map((name) => ({ name, choiceType: 'CHOICE_TEXT' }));
    await sdk.productsV3.createProduct({
      name: 'Tee', ...PHYSICAL_PRODUCT,
      options: [{ name: 'Size', optionRenderType: 'TEXT_CHOICES', choicesSettings: { choices } }],
      variantsInfo: { variants: choices.map((c) => ({ choices: [{ optionChoiceNames: { optionName: 'Size', choiceName: c.name, renderType: 'TEXT_CHOICES' } }], price: { actualPrice: { amount: '10' } } })) },
    });
  });
  afterAll(() => t.close());

  it('filters variantId by $gt and sorts by variantId descending, as the spec allows', async () => {
    const all = (await sdk.readOnlyVariantsV3.queryVariants().find()).items.map((v: any) => v.variantId).sort();
    expect(all).toHaveLength(3);
    const answer = await sdk.readOnlyVariantsV3.queryVariants().gt('variantId', all[0]).descending('variantId').find();
    expect(answer.items.map((v: any) => v.variantId)).toEqual([all[2], all[1]]);
  });
});
