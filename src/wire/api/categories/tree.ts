// Which category tree and which catalog app the Stores catalog uses (docs/wire/catalog-v3.md §5, §7): every Categories
// call carries the tree reference, and every product reference names the Wix Stores app.

/** The Wix Stores app id: `appId` of a product in category items and cart catalog references (one definition). */
export { STORES_APP_ID } from '../cart/app-ids.js';

/** "For Wix Stores, always use appNamespace @wix/stores and treeKey null" (docs); the SDK sends no treeKey. */
export const STORES_TREE_REFERENCE = { appNamespace: '@wix/stores' } as const;
