// Tax by destination: a small manual rate table (country, or country + subdivision). Anywhere else collects no
// tax. Rates are decimal strings, as the wire carries them.
import { rateToPpm } from '../../../wire/money.js';

export interface TaxJurisdiction {
  country: string;
  /** ISO 3166-2, e.g. US-CA; absent = the whole country. */
  subdivision?: string;
  rate: string;
  name: string;
  jurisdiction: string;
  jurisdictionType: 'COUNTRY' | 'STATE';
  taxType: 'SALES_TAX' | 'VAT';
  /** Whether shipping charges are taxed too (they are under VAT and in New York, not in California). */
  taxesShipping: boolean;
}

export const TAX_TABLE: readonly TaxJurisdiction[] = [
  { country: 'US', subdivision: 'US-CA', rate: '0.0725', name: 'California sales tax', jurisdiction: 'California', jurisdictionType: 'STATE', taxType: 'SALES_TAX', taxesShipping: false },
  { country: 'US', subdivision: 'US-NY', rate: '0.08875', name: 'New York sales tax', jurisdiction: 'New York', jurisdictionType: 'STATE', taxType: 'SALES_TAX', taxesShipping: true },
  { country: 'GB', rate: '0.20', name: 'VAT', jurisdiction: 'United Kingdom', jurisdictionType: 'COUNTRY', taxType: 'VAT', taxesShipping: true },
  { country: 'DE', rate: '0.19', name: 'MwSt', jurisdiction: 'Germany', jurisdictionType: 'COUNTRY', taxType: 'VAT', taxesShipping: true },
  { country: 'IL', rate: '0.17', name: 'VAT', jurisdiction: 'Israel', jurisdictionType: 'COUNTRY', taxType: 'VAT', taxesShipping: true },
];

export interface Destination {
  /** ISO 3166-1 alpha-2, upper case; undefined when the buyer has not said. */
  country?: string;
  /** ISO 3166-2 (US-CA), upper case. */
  subdivision?: string;
  city?: string;
  postalCode?: string;
}

/** A subdivision given as "CA" or "us-ca" → "US-CA". */
export function normalizeDestination(address: { country?: string; subdivision?: string; city?: string; postalCode?: string } | undefined): Destination {
  const country = address?.country?.trim().toUpperCase() || undefined;
  const raw = address?.subdivision?.trim().toUpperCase() || undefined;
  const subdivision = raw && country && !raw.includes('-') ? `${country}-${raw}` : raw;
  return { country, subdivision, city: address?.city, postalCode: address?.postalCode };
}

export interface TaxRate extends TaxJurisdiction {
  ppm: number;
}

/** The jurisdiction that taxes a destination, most specific first; undefined = no tax collected. */
export function taxRateFor(destination: Destination): TaxRate | undefined {
  const match =
    TAX_TABLE.find((t) => t.subdivision !== undefined && t.subdivision === destination.subdivision) ??
    TAX_TABLE.find((t) => t.subdivision === undefined && t.country === destination.country);
  return match && { ...match, ppm: rateToPpm(match.rate) };
}
