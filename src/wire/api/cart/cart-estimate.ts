// The estimate-totals response (docs/wire/cart-identity.md §4.3): what the cart will cost — line prices with tax
// details, discounts, shipping options, tax summary — as the platform returns it (unknown fields pass).
import * as z from 'zod';
import { AddressSchema, CartSchema, DecimalStringSchema, MultiCurrencyPriceSchema } from './cart.js';

export const PriceSummarySchema = z.looseObject({
  subtotal: MultiCurrencyPriceSchema,
  shipping: MultiCurrencyPriceSchema,
  tax: MultiCurrencyPriceSchema,
  discount: MultiCurrencyPriceSchema,
  total: MultiCurrencyPriceSchema,
  additionalFees: MultiCurrencyPriceSchema,
});
export type PriceSummary = z.infer<typeof PriceSummarySchema>;

export const ShippingOptionSchema = z.looseObject({
  code: z.string(),
  title: z.string(),
  logistics: z.looseObject({
    deliveryTime: z.string().optional(),
    instructions: z.string().optional(),
    deliveryTimeSlot: z.looseObject({ from: z.string(), to: z.string() }).optional(),
    pickupDetails: z.looseObject({ address: AddressSchema, pickupMethod: z.enum(['STORE_PICKUP', 'PICKUP_POINT']) }).optional(),
  }),
  cost: z.looseObject({ price: MultiCurrencyPriceSchema }),
});
export type ShippingOption = z.infer<typeof ShippingOptionSchema>;

export const EstimateTotalsResponseSchema = z.looseObject({
  cart: CartSchema,
  calculatedLineItems: z.array(
    z.looseObject({
      lineItemId: z.string(),
      paymentOption: z.string(),
      pricesBreakdown: z.looseObject({
        totalPriceAfterTax: MultiCurrencyPriceSchema,
        totalPriceBeforeTax: MultiCurrencyPriceSchema,
        totalDiscount: MultiCurrencyPriceSchema,
        price: MultiCurrencyPriceSchema,
        lineItemPrice: MultiCurrencyPriceSchema,
        taxDetails: z.looseObject({ taxableAmount: MultiCurrencyPriceSchema, taxRate: DecimalStringSchema, totalTax: MultiCurrencyPriceSchema }),
      }),
    }),
  ),
  priceSummary: PriceSummarySchema,
  taxSummary: z.looseObject({
    taxableAmount: MultiCurrencyPriceSchema,
    totalTax: MultiCurrencyPriceSchema,
    calculationDetails: z.looseObject({ rateType: z.enum(['NO_TAX_COLLECTED', 'MANUAL_RATE', 'AUTO_RATE', 'FALLBACK_RATE']) }),
  }),
  shippingInfo: z.looseObject({
    region: z.looseObject({ id: z.string(), name: z.string() }).optional(),
    selectedCarrierServiceOption: z.looseObject({ code: z.string(), title: z.string() }).optional(),
    carrierServiceOptions: z.array(z.looseObject({ carrierId: z.string(), shippingOptions: z.array(ShippingOptionSchema) })),
  }),
  appliedDiscounts: z.array(z.looseObject({ discountType: z.enum(['GLOBAL', 'SPECIFIC_ITEMS', 'SHIPPING']), lineItemIds: z.array(z.string()) })),
  calculationErrors: z.looseObject({}),
  membershipOptions: z.looseObject({ eligibleMemberships: z.array(z.unknown()), invalidMemberships: z.array(z.unknown()), selectedMemberships: z.array(z.unknown()) }),
  additionalFees: z.array(z.unknown()),
  violations: z.array(z.looseObject({ severity: z.enum(['WARNING', 'ERROR']), description: z.string() })),
  weightUnit: z.string(),
  currency: z.string(),
  payNow: PriceSummarySchema,
  payLater: PriceSummarySchema,
});
export type EstimateTotalsResponse = z.infer<typeof EstimateTotalsResponseSchema>;
