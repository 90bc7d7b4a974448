// Shipping options by destination: the store ships from the United States, so domestic orders get standard,
// express and in-store pickup (standard is free from a merchandise amount on); everywhere else gets
// international standard and express. Heavy parcels pay a per-kilogram surcharge on delivery options.
import type { Cents } from './money.js';
import type { Destination } from './tax.js';

/** The sandbox's one carrier (the store's own shipping rules). */
export const CARRIER_ID = 'c8a08776-c095-4dec-8553-8f9698d86adc';
export const ORIGIN_COUNTRY = 'US';
export const FREE_SHIPPING_FROM: Cents = 10_000;
/** Parcels up to this weight ship at the base price; every started kilogram above it adds the surcharge. */
export const BASE_WEIGHT_KG = 5;
export const SURCHARGE_PER_KG: Cents = 100;

export const PICKUP_ADDRESS = {
  country: 'US',
  subdivision: 'US-CA',
  city: 'San Francisco',
  postalCode: '94103',
  addressLine: '500 Terry Francine Street',
  formattedAddress: '500 Terry Francine Street, San Francisco, CA 94103, US',
};

export interface ShippingRegion {
  id: string;
  name: string;
}

export interface ShippingQuote {
  code: string;
  title: string;
  /** Business days, for the delivery time text and slot. */
  minDays: number;
  maxDays: number;
  price: Cents;
  pickup: boolean;
}

interface Rate {
  code: string;
  title: string;
  minDays: number;
  maxDays: number;
  price: Cents;
  pickup?: boolean;
  freeFrom?: Cents;
}

const DOMESTIC: ShippingRegion = { id: 'domestic', name: 'United States' };
const INTERNATIONAL: ShippingRegion = { id: 'international', name: 'International' };

const RATES: Record<string, Rate[]> = {
  domestic: [
    { code: 'standard', title: 'Standard Delivery', minDays: 3, maxDays: 5, price: 599, freeFrom: FREE_SHIPPING_FROM },
    { code: 'express', title: 'Express Delivery', minDays: 1, maxDays: 2, price: 1499 },
    { code: 'pickup', title: 'Store Pickup', minDays: 1, maxDays: 1, price: 0, pickup: true },
  ],
  international: [
    { code: 'standard', title: 'International Standard', minDays: 7, maxDays: 14, price: 1499 },
    { code: 'express', title: 'International Express', minDays: 3, maxDays: 5, price: 2999 },
  ],
};

/** No destination yet: quote as if domestic (the store's own country). */
export function shippingRegionFor(destination: Destination): ShippingRegion {
  return !destination.country || destination.country === ORIGIN_COUNTRY ? DOMESTIC : INTERNATIONAL;
}

export function weightSurcharge(weightKg: number): Cents {
  return Math.max(0, Math.ceil(weightKg - BASE_WEIGHT_KG - 1e-9)) * SURCHARGE_PER_KG;
}

/** Every option for a parcel of `weightKg` whose merchandise (after item discounts) comes to `merchandise`. */
export function shippingQuotes(region: ShippingRegion, merchandise: Cents, weightKg: number): ShippingQuote[] {
  return RATES[region.id].map((rate) => {
    const free = rate.freeFrom !== undefined && merchandise >= rate.freeFrom;
    const price = rate.pickup || free ? 0 : rate.price + weightSurcharge(weightKg);
    return { code: rate.code, title: rate.title, minDays: rate.minDays, maxDays: rate.maxDays, price, pickup: rate.pickup === true };
  });
}
