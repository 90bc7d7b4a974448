// Catalog V3's edge (issue #38 item 1): a plan (the model, prices as decimal strings) → V3 request bodies, and V3's
// prices read back in the model's terms. V3 keeps no discount rule: a discount becomes compareAtPrice (the list
// price) and actualPrice (what the buyer pays); read back it is an AMOUNT.
import { describe, expect, it } from 'vitest';
import { createBody } from '../../../../src/catalog/v3/import/desired.js';
import { discountOf, priceViewOf, v3PriceFrom } from '../../../../src/catalog/v3/pricing.js';
import { v3CreateBody } from '../../../../src/catalog/v3/product-body.js';
import { v3EditableDraft } from '../../../../src/catalog/v3/store-catalog.js';
import type { Product } from '../../../../src/wire/api/catalog-v3/product.js';
import type { ProductPlan } from '../../../../src/catalog/core/import/plan.js';

const refs = { brands: new Map<string, string>(), ribbons: new Map<string, string>() };
const plan = (extra: Partial<ProductPlan> = {}): ProductPlan => ({ row: 2, rows: [2], slug: 'hat', fields: {}, variants: [], ...extra });

describe('the model → a V3 body', () => {
  it('a price and an AMOUNT discount: the exact decimal strings, no float between', () => {
    const body = createBody(plan({ fields: { name: 'Hat', price: '19.65', cost: '4.35', discount: { type: 'AMOUNT', value: '1.3' } } }), refs);
    expect(body.variantsInfo.variants).toEqual([
      expect.objectContaining({ price: { actualPrice: { amount: '18.35' }, compareAtPrice: { amount: '19.65' } }, revenueDetails: { cost: { amount: '4.35' } } }),
    ]);
  });

  it('a PERCENT discount and a variant of its own price, rounded half-up to cents', () => {
    const body = createBody(
      plan({
        fields: { name: 'Tee', price: '19.65', discount: { type: 'PERCENT', value: '12.5' } },
        options: [{ name: 'Size', choices: ['S', 'L'] }],
        variants: [
          { row: 2, choices: { Size: 'S' } },
          { row: 3, choices: { Size: 'L' }, price: '21.35' },
        ],
      }),
      refs,
    );
    expect(body.variantsInfo.variants.map((v) => v.price)).toEqual([
      { actualPrice: { amount: '17.19' }, compareAtPrice: { amount: '19.65' } }, // 19.65 × 0.875 = 17.19375
      { actualPrice: { amount: '18.68' }, compareAtPrice: { amount: '21.35' } }, // 21.35 × 0.875 = 18.68125
    ]);
  });

  it('a sale price of its own is what the buyer pays; NONE removes the discount', () => {
    const sale = createBody(plan({ fields: { name: 'Cap', price: '10' }, options: [{ name: 'Size', choices: ['M'] }], variants: [{ row: 2, choices: { Size: 'M' }, salePrice: '7.5' }] }), refs);
    expect(sale.variantsInfo.variants[0].price).toEqual({ actualPrice: { amount: '7.5' }, compareAtPrice: { amount: '10' } });
    expect(v3PriceFrom({ list: '10', actual: '8' }, { discount: { type: 'NONE', value: '0' } })).toEqual({ actualPrice: { amount: '10' } });
  });
});

describe('a V3 answer → the model', () => {
  it('reads the list price, what the buyer pays, and the discount as an AMOUNT', () => {
    const view = priceViewOf({ actualPrice: { amount: '18.35' }, compareAtPrice: { amount: '19.65' } });
    expect(view).toEqual({ list: '19.65', actual: '18.35' });
    expect(discountOf(view)).toEqual({ type: 'AMOUNT', value: 1.3 });
    expect(priceViewOf({ actualPrice: { amount: '5' }, compareAtPrice: { amount: '4' } })).toEqual({ list: '5', actual: '5' });
  });
});

describe('a draft (`products create|update`) ↔ a V3 body', () => {
  it('the draft\'s decimal strings are the body\'s amounts, and a product reads back as the same draft', () => {
    const body = v3CreateBody({ name: 'Hat', price: '19.65', cost: '4.35', discount: { type: 'AMOUNT', value: '1.3' } }, {}) as unknown as Product;
    expect(body.variantsInfo?.variants[0]).toMatchObject({ price: { actualPrice: { amount: '18.35' }, compareAtPrice: { amount: '19.65' } }, revenueDetails: { cost: { amount: '4.35' } } });
    expect(v3EditableDraft(body)).toMatchObject({ price: '19.65', cost: '4.35', discount: { type: 'AMOUNT', value: '1.3' } });
  });
});
