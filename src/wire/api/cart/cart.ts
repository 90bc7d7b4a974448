// The current cart on the wire (docs/wire/cart-identity.md §4): request bodies (strict about what a caller may send,
// and the sandbox validates with these same schemas) and the cart / estimate entities (unknown fields pass).
import * as z from 'zod';
export { CART_FLOAT_PATHS } from './float-paths.js';
export { STORES_APP_ID } from './app-ids.js';

/**
 * Wix Pricing Plans' app id: `appId` of the memberships (paid plans) a buyer can pay line items with. The sandbox's
 * seeded membership is one of these.
 */
export const PAID_PLANS_APP_ID = '1522827f-c56c-a5c9-2ac9-00f9e6ae12d3';
export const MAX_ADD_LINE_ITEMS = 100;
export const MAX_UPDATE_LINE_ITEMS = 300;
export const MAX_LINE_ITEM_QUANTITY = 100_000;

/**
 * Application error codes of the cart API. (unsure) The platform's code for an unknown coupon is not in the wire
 * notes; decision: `ERROR_COUPON_DOES_NOT_EXIST` (HTTP 400), which the sandbox answers and the CLI reports as
 * "not found" (exit 5).
 */
export const CART_ERROR_CODES = { couponNotFound: 'ERROR_COUPON_DOES_NOT_EXIST' } as const;

/** Money travels as a decimal string ("10.50"). */
export const DecimalStringSchema = z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a decimal number as a string, e.g. "10.50"');

const quantity = z.number().int().min(1).max(MAX_LINE_ITEM_QUANTITY);
const text = z.looseObject({ original: z.string(), translated: z.string().optional() });

export const AddressSchema = z.looseObject({
  country: z.string().optional(),
  subdivision: z.string().optional(),
  city: z.string().optional(),
  postalCode: z.string().optional(),
  addressLine: z.string().optional(),
  addressLine2: z.string().optional(),
  formattedAddress: z.string().optional(),
});
export type Address = z.infer<typeof AddressSchema>;

export const ContactDetailsSchema = z.looseObject({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  phone: z.string().optional(),
  company: z.string().optional(),
  vatId: z.looseObject({ id: z.string(), type: z.enum(['UNSPECIFIED', 'CPF', 'CNPJ']).optional() }).optional(),
});

export const ContactInfoSchema = z.looseObject({
  address: AddressSchema.optional(),
  contactDetails: ContactDetailsSchema.optional(),
});
export type ContactInfo = z.infer<typeof ContactInfoSchema>;

export const CatalogReferenceSchema = z.looseObject({
  catalogItemId: z.string().min(1),
  appId: z.string().min(1),
  /** Stores: `{variantId}` or `{options: {<option name>: <choice>}}`. */
  options: z.record(z.string(), z.unknown()).optional(),
});
export type CatalogReference = z.infer<typeof CatalogReferenceSchema>;

export const LineItemInputSchema = z.looseObject({
  /** Only on update: names an existing line item whose quantity is replaced. */
  id: z.string().min(1).optional(),
  catalogReference: CatalogReferenceSchema,
  quantity,
  catalogOverrideFields: z.looseObject({}).optional(),
});
export type LineItemInput = z.infer<typeof LineItemInputSchema>;

export const ItemTypeSchema = z.union([
  z.object({ preset: z.enum(['PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE']) }),
  z.object({ custom: z.string().min(1) }),
]);

/** Custom line items (admin scope): the same names as a line item, but the caller writes them. */
export const CustomLineItemInputSchema = z.looseObject({
  id: z.string().min(1).optional(),
  productName: text,
  price: DecimalStringSchema,
  fullPrice: DecimalStringSchema.optional(),
  quantity,
  itemType: ItemTypeSchema,
  descriptionLines: z.array(z.looseObject({})).optional(),
  media: z.looseObject({ url: z.string() }).optional(),
  physicalProperties: z.looseObject({ weight: z.number().min(0).optional(), sku: z.string().optional(), shippable: z.boolean().optional() }).optional(),
  quantityAvailable: z.number().int().min(0).optional(),
  catalogReference: CatalogReferenceSchema.optional(),
});
export type CustomLineItemInput = z.infer<typeof CustomLineItemInputSchema>;

export const SelectedShippingOptionSchema = z.looseObject({ code: z.string().min(1), carrierId: z.string().optional() });

export const AddToCartRequestSchema = z.object({
  lineItems: z.array(LineItemInputSchema).max(MAX_ADD_LINE_ITEMS).optional(),
  customLineItems: z.array(CustomLineItemInputSchema).max(MAX_ADD_LINE_ITEMS).optional(),
  businessLocationId: z.string().optional(),
});
export type AddToCartRequest = z.infer<typeof AddToCartRequestSchema>;

export const MerchantDiscountInputSchema = z.object({
  amount: DecimalStringSchema.refine((v) => Number(v) > 0, 'must be more than 0'),
  lineItemIds: z.array(z.string().min(1)).max(MAX_UPDATE_LINE_ITEMS).optional(),
});
export type MerchantDiscountInput = z.infer<typeof MerchantDiscountInputSchema>;

export const CartInfoSchema = z.looseObject({
  /** The cart's id: Update Cart's path is `/ecom/v1/carts/{cartInfo.id}`; when sent it must name the cart addressed. */
  id: z.string().optional(),
  buyerNote: z.string().max(1000).optional(),
  contactInfo: ContactInfoSchema.optional(),
  /** Only `email` is writable; the visitor/member id comes from the token. */
  /** `contactId` may be set on a visitor's cart only (CAN_ONLY_UPDATE_CONTACT_ID_FOR_NOT_LOGGED_IN_CUSTOMER). */
  buyerInfo: z.looseObject({ email: z.email().optional(), contactId: z.string().nullish() }).optional(),
  selectedShippingOption: SelectedShippingOptionSchema.optional(),
  businessLocationId: z.string().optional(),
});
export type CartInfo = z.infer<typeof CartInfoSchema>;

/** The cartInfo fields a `cartFieldmask` may name. */
export const CART_INFO_FIELDS = ['buyerNote', 'contactInfo', 'buyerInfo', 'selectedShippingOption', 'businessLocationId'] as const;

export const UpdateCartRequestSchema = z.object({
  cartInfo: CartInfoSchema.optional(),
  couponCode: z.string().optional(),
  lineItems: z.array(LineItemInputSchema).max(MAX_UPDATE_LINE_ITEMS).optional(),
  customLineItems: z.array(CustomLineItemInputSchema).max(MAX_UPDATE_LINE_ITEMS).optional(),
  /**
   * Admin merchant discounts (needs `<access token>,<API key>`). Not in the installed SDK's update (it never sends
   * it); shape from the platform's REST reference, (unsure) on details. Decision: each entry takes `amount` off the
   * lines it names (split across them in proportion to their price), or off the whole cart with no `lineItemIds`;
   * the list replaces the cart's merchant discounts, and `[]` removes them.
   */
  merchantDiscounts: z.array(MerchantDiscountInputSchema).max(MAX_UPDATE_LINE_ITEMS).optional(),
  /** Comma-joined cartInfo paths (the SDK's own update never sends it); `{paths}` is accepted as well. */
  cartFieldmask: z.union([z.string(), z.object({ paths: z.array(z.string()) })]).optional(),
});
export type UpdateCartRequest = z.infer<typeof UpdateCartRequestSchema>;

export const RemoveLineItemsRequestSchema = z.object({ lineItemIds: z.array(z.string().min(1)).min(1).max(MAX_UPDATE_LINE_ITEMS) });

export const UpdateQuantitiesRequestSchema = z.object({
  lineItems: z.array(z.object({ id: z.string().min(1), quantity })).min(1).max(MAX_UPDATE_LINE_ITEMS),
});
export type QuantityChange = z.infer<typeof UpdateQuantitiesRequestSchema>['lineItems'][number];

export const EstimateTotalsRequestSchema = z.looseObject({
  selectedShippingOption: SelectedShippingOptionSchema.optional(),
  shippingAddress: AddressSchema.optional(),
  billingAddress: AddressSchema.optional(),
  /** `lineItemIds` left out: every line the membership covers. */
  selectedMemberships: z
    .looseObject({ memberships: z.array(z.looseObject({ id: z.string(), appId: z.string(), lineItemIds: z.array(z.string()).optional() })).optional() })
    .optional(),
  calculateTax: z.boolean().optional(),
  calculateShipping: z.boolean().optional(),
  calculateAdditionalFees: z.boolean().optional(),
});
export type EstimateTotalsRequest = z.infer<typeof EstimateTotalsRequestSchema>;

export const CHANNEL_TYPES = ['WEB', 'POS', 'EBAY', 'AMAZON', 'OTHER_PLATFORM', 'WIX_APP_STORE', 'WIX_INVOICES', 'BACKOFFICE_MERCHANT', 'WISH', 'CLASS_PASS', 'GLOBAL_E', 'FACEBOOK', 'ETSY', 'TIKTOK', 'FAIRE_COM'] as const;

export const CreateCheckoutRequestSchema = z.looseObject({
  /** Required; `UNSPECIFIED` is refused. */
  channelType: z.enum(CHANNEL_TYPES),
  shippingAddress: AddressSchema.optional(),
  billingAddress: AddressSchema.optional(),
  selectedShippingOption: SelectedShippingOptionSchema.optional(),
  email: z.email().optional(),
});
export type CreateCheckoutRequest = z.infer<typeof CreateCheckoutRequestSchema>;

// ---- entities (what the platform returns) ----

export const MultiCurrencyPriceSchema = z.looseObject({
  amount: DecimalStringSchema,
  convertedAmount: DecimalStringSchema,
  formattedAmount: z.string(),
  formattedConvertedAmount: z.string(),
});
export type MultiCurrencyPrice = z.infer<typeof MultiCurrencyPriceSchema>;

export const LineItemSchema = z.looseObject({
  id: z.string(),
  quantity: z.number(),
  catalogReference: CatalogReferenceSchema.optional(),
  productName: text,
  url: z.looseObject({ relativePath: z.string(), url: z.string() }).optional(),
  price: MultiCurrencyPriceSchema,
  fullPrice: MultiCurrencyPriceSchema,
  priceBeforeDiscounts: MultiCurrencyPriceSchema,
  lineItemPrice: MultiCurrencyPriceSchema,
  descriptionLines: z.array(z.looseObject({ name: text })),
  image: z.looseObject({ id: z.string().optional(), url: z.string(), height: z.number().optional(), width: z.number().optional() }).optional(),
  availability: z.looseObject({ status: z.enum(['AVAILABLE', 'NOT_FOUND', 'NOT_AVAILABLE', 'PARTIALLY_AVAILABLE']), quantityAvailable: z.number().optional() }),
  physicalProperties: z.looseObject({ weight: z.number().optional(), sku: z.string().optional(), shippable: z.boolean() }).optional(),
  itemType: z.looseObject({ preset: z.string().optional(), custom: z.string().optional() }),
  paymentOption: z.string(),
  customLineItem: z.boolean().optional(),
});
export type LineItem = z.infer<typeof LineItemSchema>;

export const CartDiscountSchema = z.looseObject({
  coupon: z.looseObject({ id: z.string(), code: z.string() }).optional(),
  merchantDiscount: z.looseObject({ amount: MultiCurrencyPriceSchema }).optional(),
});

export const CartSchema = z.looseObject({
  id: z.string(),
  lineItems: z.array(LineItemSchema),
  buyerNote: z.string().optional(),
  buyerInfo: z.looseObject({ visitorId: z.string().optional(), memberId: z.string().optional(), email: z.string().optional() }),
  currency: z.string(),
  conversionCurrency: z.string(),
  paymentCurrency: z.string(),
  buyerLanguage: z.string().optional(),
  siteLanguage: z.string().optional(),
  taxIncludedInPrices: z.boolean(),
  weightUnit: z.enum(['UNSPECIFIED_WEIGHT_UNIT', 'KG', 'LB']),
  subtotal: MultiCurrencyPriceSchema.optional(),
  appliedDiscounts: z.array(CartDiscountSchema),
  contactInfo: ContactInfoSchema.optional(),
  selectedShippingOption: SelectedShippingOptionSchema.optional(),
  checkoutId: z.string().optional(),
  createdDate: z.string(),
  updatedDate: z.string(),
  revision: z.string().optional(),
});
export type Cart = z.infer<typeof CartSchema>;
