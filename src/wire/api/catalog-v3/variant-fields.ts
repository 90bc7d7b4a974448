// The fields a V3 variant read may ask for (docs/wire/catalog-v3.md), apart from their schema (catalog-v3/fields.ts)
// so a client that only reads never loads zod.

export const VARIANT_FIELDS = ['CURRENCY', 'MERCHANT_DATA', 'SUBSCRIPTION_PRICES_INFO', 'WEIGHT_MEASUREMENT_UNIT_INFO'] as const;
