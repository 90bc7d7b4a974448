// The official SDK as a visitor (OAuthStrategy: module calls to edge.wixapis.com through its `fetch`, token calls
// with the global fetch; both routed to `store sandbox serve`) runs every current-cart call with success, and
// the CLI — holding the same visitor tokens — sees the same cart and the same checkout; on a V1 and a V3 store (a
// cart line names a variant by id on both; helpers/store-products.ts reads it from each catalog).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentCart } from '@wix/ecom';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { PAID_PLANS_APP_ID, STORES_APP_ID } from '../../src/wire/api/cart/cart.js';
import { SEEDED_MEMBERSHIPS } from '../../src/sandbox/domain/cart/memberships.js';
import type { OAuthTokens } from '../../src/client/types.js';
import { resolveSettings } from '../../src/config/settings.js';
import { sessionTokenStore } from '../../src/context/session-tokens.js';
import { runStore } from '../helpers/run-store.js';
import { adminOf } from '../helpers/catalog.js';
import { serveSandbox, type ServedSandbox } from '../helpers/served-sandbox.js';
import { productBySlug } from '../helpers/store-products.js';
import { routeGlobalFetch, routeTo } from './sdk-harness.js';

const visitorClient = (baseUrl: string, clientId: string) =>
  createClient({ modules: { currentCart }, auth: OAuthStrategy({ clientId }), fetch: routeTo(baseUrl) });

describe.each(['v1', 'v3'] as const)('official SDK (visitor) against the sandbox: current cart on a %s store', (catalog) => {
  let served: ServedSandbox;
  let restoreFetch: () => void;
  let sdk: ReturnType<typeof visitorClient>;
  let cliEnv: Record<string, string>;

  beforeAll(async () => {
    served = await serveSandbox(['--memory', '--catalog', catalog]);
    restoreFetch = routeGlobalFetch(served.baseUrl);
    sdk = visitorClient(served.baseUrl, served.clientId);
    cliEnv = served.remoteEnv({ STORE_CLIENT_ID: served.clientId });
  });
  afterAll(async () => {
    restoreFetch?.();
    await served?.stop();
  });

  /** Hands the SDK's visitor tokens to the CLI profile: from now on both act as the same visitor. */
  async function shareTokensWithCli(): Promise<void> {
    const settings = await resolveSettings({ flags: {}, env: cliEnv, config: async () => undefined });
    await sessionTokenStore(cliEnv, settings).save(sdk.auth.getTokens() as OAuthTokens);
  }

  async function cli<T = any>(args: string[]): Promise<T> {
    const run = await runStore([...args, '--json'], { env: cliEnv });
    expect(run.code, run.stderr).toBe(0);
    return run.json<T>();
  }

  const productId = (slug: string) => productBySlug(adminOf(served), catalog, slug);

  /** The SDK's view of a line (`_id`) as wire fields, for comparing with what the CLI prints. */
  const lineView = (line: any) => ({ id: line._id ?? line.id, quantity: line.quantity, productName: line.productName, price: line.price, catalogReference: line.catalogReference });

  it('runs every current-cart call with success and agrees with the CLI', async () => {
    await expect(sdk.currentCart.getCurrentCart()).rejects.toMatchObject({ details: { applicationError: { code: 'OWNED_CART_NOT_FOUND' } } });

    const hat = await productId('sun-hat');
    const mug = await productId('ceramic-mug');
    const added = await sdk.currentCart.addToCurrentCart({
      lineItems: [
        { catalogReference: { appId: STORES_APP_ID, catalogItemId: hat.id, options: { variantId: hat.variantId({ Size: 'L', Color: 'Navy' }) } }, quantity: 2 },
        { catalogReference: { appId: STORES_APP_ID, catalogItemId: mug.id }, quantity: 1 },
      ],
    });
    const cart = added.cart!;
    const lines = cart.lineItems!;
    expect(cart._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart._createdDate).toBeInstanceOf(Date);
    expect(lines.map((l) => [l.productName?.original, l.quantity, l.price?.amount])).toEqual([['Sun Hat', 2, '32.00'], ['Ceramic Mug', 1, '12.50']]);
    // Wire image objects arrive as the SDK's wix:image strings, page URLs as strings.
    expect(typeof lines[1].image).toBe('string');
    expect(lines[1].url).toBe(`${served.baseUrl}/product-page/ceramic-mug`);

    const fetched = await sdk.currentCart.getCurrentCart();
    expect(fetched._id).toBe(cart._id);

    const updated = await sdk.currentCart.updateCurrentCart({ couponCode: 'SAVE10', cartInfo: { buyerNote: 'From the SDK' } });
    expect(updated.buyerNote).toBe('From the SDK');
    expect(updated.appliedDiscounts?.[0]?.coupon?.code).toBe('SAVE10');

    const mugLine = updated.lineItems![1];
    const requantified = await sdk.currentCart.updateCurrentCartLineItemQuantity([{ _id: mugLine._id!, quantity: 3 }]);
    expect(requantified.cart?.lineItems?.[1].quantity).toBe(3);

    const estimate = await sdk.currentCart.estimateCurrentCartTotals({ shippingAddress: { country: 'US', subdivision: 'US-CA' } });
    // 64.00 + 37.50 = 101.50; SAVE10 → 10.15 off; 91.35 < 100, so standard shipping costs 5.99; CA tax on items.
    expect(estimate.priceSummary?.subtotal?.amount).toBe('101.50');
    expect(estimate.priceSummary?.discount?.amount).toBe('10.15');
    expect(estimate.priceSummary?.shipping?.amount).toBe('5.99');
    expect(estimate.taxSummary?.calculationDetails?.rateType).toBe('MANUAL_RATE');
    expect(estimate.calculatedLineItems?.[0].pricesBreakdown?.taxDetails?.taxRate).toBe('0.0725');
    const standard = estimate.shippingInfo?.carrierServiceOptions?.[0].shippingOptions?.[0];
    // Not in the typings, but in the SDK's transform paths: the wire's ISO string arrives as a Date.
    expect((standard?.logistics as { deliveryTimeSlot?: { from?: unknown } } | undefined)?.deliveryTimeSlot?.from).toBeInstanceOf(Date);
    expect(estimate.shippingInfo?.carrierServiceOptions?.[0].shippingOptions?.[2].logistics?.pickupDetails?.pickupMethod).toBe('STORE_PICKUP');

    // The CLI, holding the same visitor tokens, shows the same cart and the same estimate.
    await shareTokensWithCli();
    const shown = await cli(['cart', 'show']);
    expect(shown.id).toBe(cart._id);
    expect(shown.buyerNote).toBe('From the SDK');
    expect(shown.lineItems.map(lineView)).toEqual(requantified.cart!.lineItems!.map(lineView));
    const cliTotals = await cli(['cart', 'totals', '--country', 'US', '--subdivision', 'CA']);
    expect(cliTotals.priceSummary).toEqual(estimate.priceSummary);

    const withoutCoupon = await sdk.currentCart.removeCouponFromCurrentCart();
    expect(withoutCoupon.cart?.appliedDiscounts).toEqual([]);

    const { checkoutId } = await sdk.currentCart.createCheckoutFromCurrentCart({ channelType: currentCart.ChannelType.WEB });
    expect(checkoutId).toMatch(/^[0-9a-f-]{36}$/);
    const fromCli = await cli(['cart', 'checkout']);
    expect(fromCli.checkoutId).toBe(checkoutId);

    const removed = await sdk.currentCart.removeLineItemsFromCurrentCart([mugLine._id!]);
    expect(removed.cart?.lineItems?.map((l) => l.productName?.original)).toEqual(['Sun Hat']);

    await sdk.currentCart.deleteCurrentCart();
    const gone = await sdk.currentCart.getCurrentCart().catch((e: any) => e);
    expect(gone.details.applicationError.code).toBe('OWNED_CART_NOT_FOUND');
    // No cart is an empty cart to the CLI (issue #15 item 10): exit 0 and null.
    const cliGone = await runStore(['cart', 'show', '--json'], { env: cliEnv });
    expect(cliGone.code).toBe(0);
    expect(cliGone.json()).toBeNull();
  });

  it('sees the CLI’s custom line and merchant discount, and estimates with a selected membership', async () => {
    const mug = await productId('ceramic-mug');
    const towel = await productId('striped-beach-towel');
    await sdk.currentCart.addToCurrentCart({
      lineItems: [
        { catalogReference: { appId: STORES_APP_ID, catalogItemId: mug.id }, quantity: 2 },
        { catalogReference: { appId: STORES_APP_ID, catalogItemId: towel.id }, quantity: 1 },
      ],
    });
    await shareTokensWithCli();
    await cli(['cart', 'add', '--custom', 'Gift wrapping', '--price', '4.50']);
    await cli(['cart', 'discount', '5', '--line', 'ceramic-mug']);

    const cart = await sdk.currentCart.getCurrentCart();
    expect(cart.lineItems?.map((l) => [l.productName?.original, l.price?.amount])).toEqual([['Ceramic Mug', '12.50'], ['Striped Beach Towel', '20.00'], ['Gift wrapping', '4.50']]);
    expect(cart.appliedDiscounts?.map((d) => d.merchantDiscount?.amount?.amount)).toEqual(['5.00']);

    const kitchenClub = SEEDED_MEMBERSHIPS[0].id;
    const plain = await sdk.currentCart.estimateCurrentCartTotals({});
    expect(plain.membershipOptions?.eligibleMemberships?.map((m) => [m._id, m.lineItemIds])).toEqual([[kitchenClub, [cart.lineItems![0]._id]]]);
    expect(plain.appliedDiscounts?.[0]).toMatchObject({ discountType: 'SPECIFIC_ITEMS', lineItemIds: [cart.lineItems![0]._id] });
    const estimate = await sdk.currentCart.estimateCurrentCartTotals({ selectedMemberships: { memberships: [{ _id: kitchenClub, appId: PAID_PLANS_APP_ID }] } });
    expect(estimate.membershipOptions?.selectedMemberships).toEqual([{ _id: kitchenClub, appId: PAID_PLANS_APP_ID, lineItemIds: [cart.lineItems![0]._id] }]);
    expect(estimate.calculatedLineItems?.map((l) => l.paymentOption)).toEqual(['MEMBERSHIP', 'FULL_PAYMENT_ONLINE', 'FULL_PAYMENT_ONLINE']);
    // The mugs (25.00, 5.00 off) are the membership's; pay now is the towel and the wrapping, with shipping.
    expect(estimate.payNow?.subtotal?.amount).toBe('24.50');
    const cliTotals = await cli(['cart', 'totals', '--membership', kitchenClub]);
    expect(cliTotals.payNow).toEqual(estimate.payNow);
    await sdk.currentCart.deleteCurrentCart();
  });

  it('reports application and validation errors in the SDK’s own error shape', async () => {
    const other = visitorClient(served.baseUrl, served.clientId);
    const mug = await productId('ceramic-mug');
    await other.currentCart.addToCurrentCart({ lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: mug.id }, quantity: 1 }] });
    const badCoupon = await other.currentCart.updateCurrentCart({ couponCode: 'NOPE' }).catch((e: any) => e);
    expect(badCoupon.details.applicationError.code).toBe('ERROR_COUPON_DOES_NOT_EXIST');
    const badChannel = await other.currentCart.createCheckoutFromCurrentCart({ channelType: 'UNSPECIFIED' as any }).catch((e: any) => e);
    // The SDK renames the wire field to its argument path (docs/wire/cart-identity.md §2).
    expect(badChannel.details.validationError.fieldViolations[0].field).toBe('options.channelType');
  });
});
