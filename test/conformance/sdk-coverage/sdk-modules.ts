// The official SDK modules the coverage report reads: every V3 module of @wix/stores, @wix/categories, and the
// ecom, redirects and identity modules the product's cart, checkout and member login use. `alias` is the name the
// module has in its umbrella package (`import { brandsV3 } from '@wix/stores'`), which is also how a conformance
// test calls it (`sdk.brandsV3.createBrand(…)`).
export interface SdkModule {
  /** The module's name in its umbrella package (and in `createClient({ modules })`). */
  alias: string;
  /** The umbrella package a test imports it from. */
  umbrella: '@wix/stores' | '@wix/categories' | '@wix/ecom' | '@wix/redirects' | '@wix/identity';
  /** The generated package under node_modules/@wix/ whose build/es holds its http code and typings. */
  pkg: string;
}

const stores = (alias: string, pkg: string): SdkModule => ({ alias, umbrella: '@wix/stores', pkg: `auto_sdk_stores_${pkg}` });

export const SDK_MODULES: readonly SdkModule[] = [
  stores('productsV3', 'products-v-3'),
  stores('readOnlyVariantsV3', 'read-only-variants-v-3'),
  stores('inventoryItemsV3', 'inventory-items-v-3'),
  stores('brandsV3', 'brands-v-3'),
  stores('ribbonsV3', 'ribbons-v-3'),
  stores('customizationsV3', 'customizations-v-3'),
  stores('infoSectionsV3', 'info-sections-v-3'),
  stores('storesLocationsV3', 'stores-locations-v-3'),
  stores('catalogVersioning', 'catalog-versioning'),
  stores('productGroupsV3', 'product-groups-v-3'),
  stores('promotionsV3', 'promotions-v-3'),
  stores('catalogImportsV3', 'catalog-imports-v-3'),
  { alias: 'categories', umbrella: '@wix/categories', pkg: 'auto_sdk_categories_categories' },
  { alias: 'currentCart', umbrella: '@wix/ecom', pkg: 'auto_sdk_ecom_current-cart' },
  { alias: 'cart', umbrella: '@wix/ecom', pkg: 'auto_sdk_ecom_cart' },
  { alias: 'checkout', umbrella: '@wix/ecom', pkg: 'auto_sdk_ecom_checkout' },
  { alias: 'redirects', umbrella: '@wix/redirects', pkg: 'auto_sdk_redirects_redirects' },
  { alias: 'authentication', umbrella: '@wix/identity', pkg: 'auto_sdk_identity_authentication' },
  { alias: 'recovery', umbrella: '@wix/identity', pkg: 'auto_sdk_identity_recovery' },
  { alias: 'verification', umbrella: '@wix/identity', pkg: 'auto_sdk_identity_verification' },
  { alias: 'oauth', umbrella: '@wix/identity', pkg: 'auto_sdk_identity_oauth' },
];
