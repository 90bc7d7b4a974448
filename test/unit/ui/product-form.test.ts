// The product form accepts exactly what the flags accept on the store's catalog version: same parsing, the same
// prepared body and zod schema as `create`/`update` with flags, same messages — one body on a V1 and a V3 store.
import { describe, expect, it } from 'vitest';
import type { StoreClient } from '../../../src/client/index.js';
import { catalogFor } from '../../../src/catalog/core/catalog-for.js';
import type { CatalogProduct } from '../../../src/catalog/core/store-catalog.js';
import { UsageError } from '../../../src/io/cli-errors.js';
import { draftFromFlags, type ProductFlags } from '../../../src/commands/products/product-flags.js';
import { productCreateForm, productUpdateForm } from '../../../src/commands/products/product-form.js';

/** The same mug on each version: list price 12, 2 off (so 10 paid), cost 4, weight 0.4, SKU MUG-1, brand Homestead. */
const MUGS = {
  v1: {
    id: 'p1',
    name: 'Mug',
    slug: 'mug',
    visible: true,
    priceData: { price: 12 },
    costAndProfitData: { itemCost: 4 },
    sku: 'MUG-1',
    weight: 0.4,
    brand: 'Homestead',
    discount: { type: 'AMOUNT', value: 2 },
    description: 'A mug',
  },
  v3: {
    id: 'p3',
    revision: '7',
    name: 'Mug',
    slug: 'mug',
    visible: true,
    productType: 'PHYSICAL',
    plainDescription: 'A mug',
    brand: { id: 'b1', name: 'Homestead' },
    variantsInfo: { variants: [v3Variant('v1', '10', '12', 'MUG-1')] },
  },
};

function v3Variant(id: string, actual: string, compareAt?: string, sku?: string) {
  return {
    id,
    visible: true,
    sku,
    price: { actualPrice: { amount: actual }, ...(compareAt ? { compareAtPrice: { amount: compareAt } } : {}) },
    revenueDetails: { cost: { amount: '4' } },
    physicalProperties: { weight: 0.4 },
    choices: [],
  };
}

/** The list price and the price paid, as each version's update body carries them. */
const PRICES = {
  v1: (body: any) => ({ list: body.priceData?.price, paid: undefined }),
  v3: (body: any) => ({ list: Number(body.variantsInfo.variants[0].price.compareAtPrice.amount), paid: Number(body.variantsInfo.variants[0].price.actualPrice.amount) }),
};

const flagMessage = (flags: ProductFlags) => {
  try {
    draftFromFlags(flags);
  } catch (error) {
    return (error as UsageError).message.replace(/^--[\w-]+: /, '');
  }
  throw new Error('expected the flags to be refused');
};

describe.each(['v1', 'v3'] as const)('product form on a %s store', async (catalog) => {
  // Preparing a body sends nothing: no client is needed.
  const products = (await catalogFor({} as StoreClient, catalog)).products;
  const writer = await products.writer();
  const mug = MUGS[catalog] as unknown as CatalogProduct;

  it('has the flags as fields; options only when creating', () => {
    expect(productCreateForm(writer).spec.fields.map((f) => f.key)).toEqual(['name', 'price', 'slug', 'sku', 'cost', 'weight', 'brand', 'ribbon', 'discount', 'visible', 'option', 'description']);
    expect(productUpdateForm(products, writer, mug).spec.fields.map((f) => f.key)).not.toContain('option');
  });

  it("starts an update with the product's values: the list price, the discount, cost, SKU, brand by name", () => {
    expect(productUpdateForm(products, writer, mug).spec.initial).toEqual({
      name: 'Mug', price: '12', slug: 'mug', sku: 'MUG-1', cost: '4', weight: '0.4', brand: 'Homestead', ribbon: '', discount: 'AMOUNT:2', visible: 'yes', description: 'A mug',
    });
  });

  it('reports bad numbers and discounts with the messages of the flags', () => {
    const { validate } = productCreateForm(writer).spec;
    const errors = validate({ name: 'Tee', price: '12,5', discount: 'HALF', visible: 'yes' });
    expect(errors.price).toBe(flagMessage({ price: '12,5' }));
    expect(errors.discount).toBe(flagMessage({ discount: 'HALF' }));
  });

  it("applies the product schema's rules to the fields they belong to", () => {
    const { validate } = productCreateForm(writer).spec;
    expect(validate({ visible: 'yes' })).toEqual({ name: 'is required', price: 'is required' });
    const long = validate({ name: 'x'.repeat(81), price: '1', visible: 'yes' });
    expect(long.name).toBe('must be at most 80 characters');
    // One discount rule for every way a product arrives (issue #15 item 4).
    expect(validate({ name: 'Tee', price: '10', discount: 'PERCENT:150', visible: 'yes' })).toEqual({ discount: 'a PERCENT discount is at most 100' });
    expect(validate({ name: 'Tee', price: '1', visible: 'yes' })).toEqual({});
  });

  it('builds the create body the flags would', () => {
    const values = { name: ' Tee ', price: '12', visible: 'no', option: 'Size=S,M; Color=Red', discount: 'AMOUNT:2' };
    const prepared = writer.prepareCreate(draftFromFlags({ name: 'Tee', price: '12', hidden: true, option: ['Size=S,M', 'Color=Red'], discount: 'AMOUNT:2' }), {});
    expect(productCreateForm(writer).body(values)).toEqual(prepared.schema.parse(prepared.body));
  });

  it('sends only what changed on update: a new price keeps the discount; an emptied one removes it', () => {
    const form = productUpdateForm(products, writer, mug);
    const repriced = form.body({ ...form.spec.initial, price: '14' });
    const prepared = writer.prepareUpdate(mug, { price: '14' }, {});
    expect(repriced).toEqual(prepared.schema.parse(prepared.body));
    // (A V3 update that sends the variants sends the options with them.)
    expect(Object.keys(repriced)).toEqual(catalog === 'v1' ? ['priceData'] : ['options', 'variantsInfo']);
    // V1 keeps the discount on the product (untouched by a price change); V3 keeps it as the gap to the list price.
    expect(PRICES[catalog](repriced)).toEqual({ list: 14, paid: catalog === 'v1' ? undefined : 12 });
    const undiscounted = form.body({ ...form.spec.initial, discount: '', visible: 'no' });
    if (catalog === 'v1') expect(undiscounted).toEqual({ discount: { type: 'NONE', value: 0 }, visible: false });
    else expect(undiscounted).toMatchObject({ visible: false, variantsInfo: { variants: [{ price: { actualPrice: { amount: '12' } } }] } });
    expect(form.body({ ...form.spec.initial, name: 'Big mug' })).toEqual({ name: 'Big mug' });
    expect(form.body(form.spec.initial)).toEqual({});
  });

  // Only V3 ties a SKU to one variant and refuses one SKU for several (sku-several-variants-versions.test.ts); a V1
  // product has its own SKU whatever its variants.
  it.runIf(catalog === 'v3')("names the field a V3 rule refuses (one SKU for a product's several variants)", () => {
    const two = { ...MUGS.v3, variantsInfo: { variants: [v3Variant('v1', '10'), v3Variant('v2', '10')] } } as unknown as CatalogProduct;
    const form = productUpdateForm(products, writer, two);
    expect(form.spec.initial.sku).toBe('');
    expect(form.spec.validate({ ...form.spec.initial, sku: 'X-1' }).sku).toMatch(/each variant has its own SKU/);
  });
});
