// A stored line item → the wire LineItem (docs/wire/cart-identity.md §4.2), priced from the catalog as it is now,
// plus what the totals need to price it (nothing, when the item cannot be bought).
import type { DatabaseSync } from 'node:sqlite';
import type { CustomLineItemInput } from '../../../wire/api/cart/cart.js';
import { currentCatalogItem } from './catalog-items.js';
import type { StoredLineItem } from './cart-state.js';
import { toCents } from '../../../wire/money.js';
import { multiCurrency, type Cents } from './money.js';
import type { PricedLine } from './totals.js';

export type AvailabilityStatus = 'AVAILABLE' | 'NOT_FOUND' | 'NOT_AVAILABLE' | 'PARTIALLY_AVAILABLE';

export interface RenderedLineItem {
  wire: Record<string, unknown>;
  status: AvailabilityStatus;
  /** Absent for items that cannot be bought now (gone or out of stock): they are left out of the totals. */
  priced?: PricedLine;
}

export interface LineRenderEnv {
  db: DatabaseSync;
  baseUrl: string;
  seesHidden: boolean;
}

export function availabilityOf(quantity: number, stock: number | null): { status: AvailabilityStatus; quantityAvailable?: number } {
  if (stock === null) return { status: 'AVAILABLE' };
  if (stock <= 0) return { status: 'NOT_AVAILABLE', quantityAvailable: 0 };
  return { status: quantity > stock ? 'PARTIALLY_AVAILABLE' : 'AVAILABLE', quantityAvailable: stock };
}

function prices(unit: Cents, fullUnit: Cents, quantity: number) {
  return {
    price: multiCurrency(unit),
    fullPrice: multiCurrency(fullUnit),
    priceBeforeDiscounts: multiCurrency(unit),
    lineItemPrice: multiCurrency(unit * quantity),
  };
}

const COMMON = { paymentOption: 'FULL_PAYMENT_ONLINE', priceUndetermined: false, fixedQuantity: false };

function renderCustom(item: StoredLineItem, custom: CustomLineItemInput): RenderedLineItem {
  const unit = toCents(custom.price);
  const fullUnit = custom.fullPrice ? toCents(custom.fullPrice) : unit;
  const availability = availabilityOf(item.quantity, custom.quantityAvailable ?? null);
  const shippable = custom.physicalProperties?.shippable ?? ('preset' in custom.itemType && custom.itemType.preset === 'PHYSICAL');
  const weightKg = custom.physicalProperties?.weight ?? 0;
  const wire = {
    id: item.id,
    quantity: item.quantity,
    ...(custom.catalogReference ? { catalogReference: custom.catalogReference } : {}),
    productName: { original: custom.productName.original, translated: custom.productName.translated ?? custom.productName.original },
    ...prices(unit, fullUnit, item.quantity),
    descriptionLines: custom.descriptionLines ?? [],
    ...(custom.media ? { image: custom.media } : {}),
    availability,
    physicalProperties: { weight: weightKg, ...(custom.physicalProperties?.sku ? { sku: custom.physicalProperties.sku } : {}), shippable },
    itemType: custom.itemType,
    ...COMMON,
    customLineItem: true,
  };
  const buyable = availability.status === 'AVAILABLE' || availability.status === 'PARTIALLY_AVAILABLE';
  return { wire, status: availability.status, priced: buyable ? { id: item.id, unit, quantity: item.quantity, weightKg, shippable } : undefined };
}

function renderGone(item: StoredLineItem): RenderedLineItem {
  const unit = item.snapshot.unitCents;
  const wire = {
    id: item.id,
    quantity: item.quantity,
    catalogReference: item.catalogReference,
    productName: { original: item.snapshot.productName, translated: item.snapshot.productName },
    ...prices(unit, unit, item.quantity),
    descriptionLines: [],
    availability: { status: 'NOT_FOUND' },
    itemType: { preset: 'PHYSICAL' },
    ...COMMON,
    customLineItem: false,
  };
  return { wire, status: 'NOT_FOUND' };
}

export function renderLineItem(env: LineRenderEnv, item: StoredLineItem): RenderedLineItem {
  if (item.custom) return renderCustom(item, item.custom);
  const reference = item.catalogReference!;
  const found = currentCatalogItem(env.db, env.baseUrl, reference.catalogItemId, item.variantId ?? '', env.seesHidden, reference.options);
  if (!found) return renderGone(item);
  const availability = found.variantVisible ? availabilityOf(item.quantity, found.stock) : { status: 'NOT_AVAILABLE' as const, quantityAvailable: 0 };
  const name = item.overrides?.productName ?? found.name;
  const unit = item.overrides?.price ?? found.unit;
  const fullUnit = item.overrides?.fullPrice ?? item.overrides?.price ?? found.fullUnit;
  const wire = {
    id: item.id,
    quantity: item.quantity,
    catalogReference: reference,
    productName: { original: name, translated: name },
    url: found.url,
    ...prices(unit, fullUnit, item.quantity),
    descriptionLines: found.descriptionLines,
    ...(found.image ? { image: found.image } : {}),
    availability,
    physicalProperties: { weight: found.weightKg, sku: found.sku, shippable: found.shippable },
    itemType: { preset: found.shippable ? 'PHYSICAL' : 'DIGITAL' },
    ...COMMON,
    customLineItem: false,
    rootCatalogItemId: reference.catalogItemId,
  };
  const buyable = availability.status === 'AVAILABLE' || availability.status === 'PARTIALLY_AVAILABLE';
  const priced = buyable ? { id: item.id, unit, quantity: item.quantity, weightKg: found.weightKg, shippable: found.shippable } : undefined;
  return { wire, status: availability.status, priced };
}
