// Stores locations V3 (SDK @wix/auto_sdk_stores_stores-locations-v-3; docs/wire/catalog-v3.md §5): every store has a
// default location, made with it ("Every store has a default location that's automatically created",
// https://dev.wix.com/docs/api-reference/business-solutions/stores/catalog-v3/about-inventory-management). The sandbox
// store has that one only: the online store (VIRTUAL). Locations are read-only through this API.
import type { StoresLocation } from '../../../wire/api/catalog-v3/inventory-item.js';

export const DEFAULT_LOCATION: StoresLocation = {
  id: '4c8b5a1e-0f5d-4c3a-9d6e-2b7f1a9c3e50',
  revision: '1',
  createdDate: '2025-01-01T00:00:00.000Z',
  updatedDate: '2025-01-01T00:00:00.000Z',
  wixLocationId: 'a1c0e8d2-6b4f-4e37-8f1d-3c9b2e7a5d14',
  locationType: 'VIRTUAL',
  name: 'Online store',
  defaultLocation: true,
};

/** Every location of the store, in creation order. */
export const storesLocations = (): StoresLocation[] => [DEFAULT_LOCATION];

export const findStoresLocation = (id: string): StoresLocation | undefined => storesLocations().find((location) => location.id === id);
