// Estimate totals over HTTP, on a V1 and a V3 store: the documented response shape, coupons on the cart,
// region-specific tax and shipping, violations and calculation errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../../src/wire/api/paths.js';
import { PAID_PLANS_APP_ID } from '../../../../src/wire/api/cart/cart.js';
import { EstimateTotalsResponseSchema } from '../../../../src/wire/api/cart/cart-estimate.js';
import { SEEDED_MEMBERSHIPS } from '../../../../src/sandbox/domain/cart/memberships.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { catalogLine, visitor, type Shopper } from './support.js';
import { productBySlug, setStock, type StoreProduct } from '../../../helpers/store-products.js';

const cart = paths.cart;
const KITCHEN_CLUB = SEEDED_MEMBERSHIPS[0].id;

describe.each(['v1', 'v3'] as const)('cart estimates on a %s store', (catalog) => {
  let t: TestSandbox;
  let mug: StoreProduct;
  let towel: StoreProduct;

  beforeAll(async () => {
    t = await startTestSandbox({ catalog, now: () => Date.parse('2030-01-07T12:00:00.000Z') });
    mug = await productBySlug(t, catalog, 'ceramic-mug');
    towel = await productBySlug(t, catalog, 'striped-beach-towel');
  });
  afterAll(() => t.close());

  async function cartWithMugsAndTowel(): Promise<Shopper> {
    const shopper = await visitor(t);
    const res = await shopper.call('POST', cart.add(), { lineItems: [catalogLine(mug.id, 2), catalogLine(towel.id, 1)] });
    expect(res.status).toBe(200);
    return shopper;
  }

  describe('estimate totals', () => {
    it('answers the documented shape with the totals of the cart', async () => {
      const shopper = await cartWithMugsAndTowel();
      const res = await shopper.call('POST', cart.estimateTotals(), {});
      expect(res.status).toBe(200);
      const body = EstimateTotalsResponseSchema.parse(res.body);
      expect(Object.keys(res.body).sort()).toEqual(
        ['additionalFees', 'appliedDiscounts', 'calculatedLineItems', 'calculationErrors', 'cart', 'currency', 'membershipOptions', 'payLater', 'payNow', 'priceSummary', 'shippingInfo', 'taxSummary', 'violations', 'weightUnit'],
      );
      expect(body.priceSummary.subtotal.amount).toBe('45.00');
      expect(body.priceSummary.shipping.amount).toBe('5.99');
      expect(body.priceSummary.tax.amount).toBe('0.00');
      expect(body.priceSummary.total).toEqual({ amount: '50.99', convertedAmount: '50.99', formattedAmount: '$50.99', formattedConvertedAmount: '$50.99' });
      expect(body.payNow).toEqual(body.priceSummary);
      expect(body.payLater.total.amount).toBe('0.00');
      expect(body.taxSummary.calculationDetails.rateType).toBe('NO_TAX_COLLECTED');
      // The seeded membership covers the mug, so its line is eligible; nothing is selected.
      expect(body.membershipOptions).toEqual({
        eligibleMemberships: [{ id: KITCHEN_CLUB, appId: PAID_PLANS_APP_ID, name: { original: 'Kitchen Club', translated: 'Kitchen Club' }, lineItemIds: [body.cart.lineItems[0].id] }],
        invalidMemberships: [],
        selectedMemberships: [],
      });
      expect(body.violations).toEqual([]);
      expect(body.calculatedLineItems.map((l) => l.lineItemId)).toEqual(body.cart.lineItems.map((l) => l.id));

      const [options] = body.shippingInfo.carrierServiceOptions;
      expect(options.shippingOptions.map((o) => o.code)).toEqual(['standard', 'express', 'pickup']);
      const standard = options.shippingOptions[0];
      expect(standard.logistics).toEqual({
        deliveryTime: '3-5 business days',
        deliveryTimeSlot: { from: '2030-01-10T12:00:00.000Z', to: '2030-01-12T12:00:00.000Z' },
      });
      const pickup = options.shippingOptions[2];
      expect(pickup.cost.price.amount).toBe('0.00');
      expect(pickup.logistics.pickupDetails).toMatchObject({ pickupMethod: 'STORE_PICKUP', address: { city: 'San Francisco', country: 'US' } });
      expect(body.shippingInfo.selectedCarrierServiceOption).toMatchObject({ code: 'standard', title: 'Standard Delivery' });
    });

    it('taxes by the shipping address: line tax details, rate type, selected option', async () => {
      const shopper = await cartWithMugsAndTowel();
      const res = await shopper.call('POST', cart.estimateTotals(), {
        shippingAddress: { country: 'US', subdivision: 'US-NY', city: 'New York' },
        selectedShippingOption: { code: 'express' },
      });
      const body = res.body;
      expect(body.taxSummary).toMatchObject({ calculationDetails: { rateType: 'MANUAL_RATE' }, totalTax: { amount: '5.33' } }); // 2.22 + 1.78 (1.775 half-up) + 1.33 shipping
      const [mugLine] = body.calculatedLineItems;
      expect(mugLine.pricesBreakdown.taxDetails).toMatchObject({
        taxableAmount: { amount: '25.00' },
        taxRate: '0.08875',
        totalTax: { amount: '2.22' },
        rateBreakdown: [{ name: 'New York sales tax', rate: '0.08875', tax: { amount: '2.22' } }],
      });
      expect(mugLine.pricesBreakdown.totalPriceAfterTax.amount).toBe('27.22');
      // Express 14.99, taxed in New York: 1.33.
      expect(body.shippingInfo.selectedCarrierServiceOption.cost.taxDetails.totalTax.amount).toBe('1.33');
      expect(body.priceSummary.total.amount).toBe('65.32');
      const noTax = await shopper.call('POST', cart.estimateTotals(), { shippingAddress: { country: 'US', subdivision: 'US-NY' }, calculateTax: false });
      expect(noTax.body.priceSummary.tax.amount).toBe('0.00');
      expect(noTax.body.taxSummary.calculationDetails.rateType).toBe('NO_TAX_COLLECTED');
    });

    it('uses the cart contact address and shipping option when the request names none', async () => {
      const shopper = await cartWithMugsAndTowel();
      await shopper.call('PATCH', cart.root(), {
        cartInfo: { contactInfo: { address: { country: 'DE', city: 'Berlin' } }, selectedShippingOption: { code: 'express' } },
      });
      const res = await shopper.call('POST', cart.estimateTotals(), {});
      expect(res.body.shippingInfo.region).toEqual({ id: 'international', name: 'International' });
      expect(res.body.shippingInfo.selectedCarrierServiceOption.code).toBe('express');
      expect(res.body.calculatedLineItems[0].pricesBreakdown.taxDetails.taxRate).toBe('0.19');
    });
  });

  describe('coupons', () => {
    it('applies a seeded coupon through update, shows it in the cart and the estimate, and removes it', async () => {
      const shopper = await cartWithMugsAndTowel();
      const applied = await shopper.call('PATCH', cart.root(), { couponCode: 'save10' });
      expect(applied.status).toBe(200);
      expect(applied.body.cart.appliedDiscounts).toEqual([{ coupon: { id: expect.any(String), code: 'SAVE10' } }]);
      const estimate = await shopper.call('POST', cart.estimateTotals(), {});
      expect(estimate.body.appliedDiscounts).toEqual([
        {
          coupon: { id: applied.body.cart.appliedDiscounts[0].coupon.id, code: 'SAVE10', name: '10% off the order', amount: expect.objectContaining({ amount: '4.50' }) },
          discountType: 'GLOBAL',
          lineItemIds: estimate.body.cart.lineItems.map((l: any) => l.id),
        },
      ]);
      expect(estimate.body.calculatedLineItems.map((l: any) => l.pricesBreakdown.totalDiscount.amount)).toEqual(['2.50', '2.00']);
      expect(estimate.body.priceSummary.discount.amount).toBe('4.50');
      const removed = await shopper.call('POST', cart.removeCoupon(), {});
      expect(removed.body.cart.appliedDiscounts).toEqual([]);
    });

    it('refuses an unknown code and leaves the cart as it was', async () => {
      const shopper = await cartWithMugsAndTowel();
      const res = await shopper.call('PATCH', cart.root(), { couponCode: 'BOGUS', cartInfo: { buyerNote: 'not saved' } });
      expect(res.status).toBe(400);
      expect(res.body.details.applicationError.code).toBe('ERROR_COUPON_DOES_NOT_EXIST');
      expect((await shopper.call('GET', cart.root())).body.cart.buyerNote).toBeUndefined();
    });

    it('reports a coupon whose minimum is not reached as a calculation error', async () => {
      const shopper = await visitor(t);
      await shopper.call('POST', cart.add(), { lineItems: [catalogLine(mug.id, 1)] });
      await shopper.call('PATCH', cart.root(), { couponCode: 'FIVEOFF' });
      const res = await shopper.call('POST', cart.estimateTotals(), {});
      expect(res.body.calculationErrors.couponCalculationError.applicationError.code).toBe('ERROR_MINIMUM_SUBTOTAL_NOT_REACHED');
      expect(res.body.priceSummary.discount.amount).toBe('0.00');
    });

    it('FREESHIP makes the shipping free as a SHIPPING discount', async () => {
      const shopper = await cartWithMugsAndTowel();
      await shopper.call('PATCH', cart.root(), { couponCode: 'FREESHIP' });
      const res = await shopper.call('POST', cart.estimateTotals(), { selectedShippingOption: { code: 'express' } });
      expect(res.body.appliedDiscounts).toMatchObject([{ coupon: { code: 'FREESHIP' }, discountType: 'SHIPPING', lineItemIds: [] }]);
      expect(res.body.priceSummary).toMatchObject({ shipping: { amount: '14.99' }, discount: { amount: '14.99' }, total: { amount: '45.00' } });
    });

    it('adds the automatic merchant discount to big carts, in the cart and the estimate', async () => {
      const shopper = await visitor(t);
      const res = await shopper.call('POST', cart.add(), { lineItems: [catalogLine(towel.id, 10)] });
      expect(res.body.cart.appliedDiscounts).toEqual([{ merchantDiscount: { amount: expect.objectContaining({ amount: '10.00' }) } }]);
      const estimate = await shopper.call('POST', cart.estimateTotals(), {});
      expect(estimate.body.appliedDiscounts[0]).toMatchObject({ merchantDiscount: { amount: { amount: '10.00' }, percentage: 5 }, discountType: 'GLOBAL' });
    });
  });

  describe('violations and errors', () => {
    it('warns about short stock, errors on sold-out items (left out of the totals), flags unknown shipping codes', async () => {
      const hat = await productBySlug(t, catalog, 'sun-hat');
      const variant = { id: hat.variantId({ Size: 'M', Color: 'Sand' }) };
      await setStock(t, catalog, hat.id, variant.id, 4);
      const shopper = await visitor(t);
      await shopper.call('POST', cart.add(), { lineItems: [catalogLine(hat.id, 3, { variantId: variant.id }), catalogLine(mug.id, 1)] });
      await setStock(t, catalog, hat.id, variant.id, 2);
      const short = await shopper.call('POST', cart.estimateTotals(), { selectedShippingOption: { code: 'teleport' } });
      expect(short.body.violations).toMatchObject([{ severity: 'WARNING', target: { lineItem: { name: 'LINE_ITEM_DEFAULT' } }, description: 'Only 2 of Sun Hat left in stock.' }]);
      expect(short.body.calculationErrors.selectedShippingOptionError.applicationError.code).toBe('SHIPPING_OPTION_NOT_FOUND');
      await setStock(t, catalog, hat.id, variant.id, 0);
      const gone = await shopper.call('POST', cart.estimateTotals(), {});
      expect(gone.body.violations[0].severity).toBe('ERROR');
      expect(gone.body.calculatedLineItems).toHaveLength(1);
      expect(gone.body.priceSummary.subtotal.amount).toBe('12.50');
    });

    it('pays the covered lines with a selected membership: MEMBERSHIP payment option, left out of payNow', async () => {
      const shopper = await cartWithMugsAndTowel();
      const before = await shopper.call('POST', cart.estimateTotals(), {});
      const [mugLine, towelLine] = before.body.cart.lineItems.map((l: { id: string }) => l.id);
      const res = await shopper.call('POST', cart.estimateTotals(), { selectedMemberships: { memberships: [{ id: KITCHEN_CLUB, appId: PAID_PLANS_APP_ID }] } });
      expect(res.status).toBe(200);
      expect(res.body.membershipOptions.selectedMemberships).toEqual([{ id: KITCHEN_CLUB, appId: PAID_PLANS_APP_ID, lineItemIds: [mugLine] }]);
      expect(res.body.membershipOptions.invalidMemberships).toEqual([]);
      expect(res.body.calculationErrors.membershipError).toBeUndefined();
      expect(Object.fromEntries(res.body.calculatedLineItems.map((l: any) => [l.lineItemId, l.paymentOption]))).toEqual({ [mugLine]: 'MEMBERSHIP', [towelLine]: 'FULL_PAYMENT_ONLINE' });
      expect(res.body.priceSummary.total.amount).toBe('50.99');
      expect(res.body.payNow.subtotal.amount).toBe('20.00');
      expect(res.body.payNow.total.amount).toBe('25.99');
    });

    it('answers an unknown membership, or one that covers none of the lines, with invalidMemberships and a membershipError', async () => {
      const shopper = await cartWithMugsAndTowel();
      const unknown = await shopper.call('POST', cart.estimateTotals(), { selectedMemberships: { memberships: [{ id: 'm1', appId: 'a1' }] } });
      expect(unknown.body.membershipOptions.invalidMemberships).toEqual([{ membership: { id: 'm1', appId: 'a1', lineItemIds: [] }, reason: 'Membership not found' }]);
      expect(unknown.body.calculationErrors.membershipError.applicationError.code).toBe('MEMBERSHIP_NOT_APPLICABLE');
      expect(unknown.body.payNow).toEqual(unknown.body.priceSummary);
      const towelLine = unknown.body.cart.lineItems[1].id;
      const none = await shopper.call('POST', cart.estimateTotals(), { selectedMemberships: { memberships: [{ id: KITCHEN_CLUB, appId: PAID_PLANS_APP_ID, lineItemIds: [towelLine] }] } });
      expect(none.body.membershipOptions.invalidMemberships[0].reason).toBe('Kitchen Club covers none of these line items');
    });
  });

  describe('merchant discounts (cart update, admin)', () => {
    it('takes an amount off the named lines only, shows it on the cart and in the estimate, and is cleared by []', async () => {
      const shopper = await cartWithMugsAndTowel();
      const lines = (await shopper.call('GET', cart.root())).body.cart.lineItems.map((l: { id: string }) => l.id);
      const refused = await shopper.call('PATCH', cart.root(), { merchantDiscounts: [{ amount: '5.00' }] });
      expect(refused.status).toBe(403);
      const updated = await shopper.elevated('PATCH', cart.root(), { merchantDiscounts: [{ amount: '5.00', lineItemIds: [lines[0]] }] });
      expect(updated.status).toBe(200);
      expect(updated.body.cart.appliedDiscounts).toEqual([{ merchantDiscount: { amount: expect.objectContaining({ amount: '5.00' }) } }]);
      const estimate = (await shopper.call('POST', cart.estimateTotals(), {})).body;
      expect(estimate.appliedDiscounts).toEqual([{ merchantDiscount: { amount: expect.objectContaining({ amount: '5.00' }) }, discountType: 'SPECIFIC_ITEMS', lineItemIds: [lines[0]] }]);
      expect(estimate.calculatedLineItems.map((l: any) => l.pricesBreakdown.totalDiscount.amount)).toEqual(['5.00', '0.00']);
      expect(estimate.priceSummary.discount.amount).toBe('5.00');
      expect(estimate.priceSummary.total.amount).toBe('45.99');

      const whole = (await shopper.elevated('PATCH', cart.root(), { merchantDiscounts: [{ amount: '9.00' }] })).body.cart;
      expect(whole.appliedDiscounts).toHaveLength(1);
      const split = (await shopper.call('POST', cart.estimateTotals(), {})).body;
      expect(split.appliedDiscounts[0]).toMatchObject({ discountType: 'GLOBAL', lineItemIds: lines });
      expect(split.calculatedLineItems.map((l: any) => l.pricesBreakdown.totalDiscount.amount)).toEqual(['5.00', '4.00']);

      expect((await shopper.elevated('PATCH', cart.root(), { merchantDiscounts: [{ amount: '1.00', lineItemIds: ['nope'] }] })).status).toBe(404);
      expect((await shopper.elevated('PATCH', cart.root(), { merchantDiscounts: [{ amount: '0' }] })).status).toBe(400);
      expect((await shopper.elevated('PATCH', cart.root(), { merchantDiscounts: [] })).body.cart.appliedDiscounts).toEqual([]);
    });
  });
});
