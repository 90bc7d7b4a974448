// Every error code and validation rule the sandbox raises on a Catalog V3 (or Categories) call, once, each with its
// shape, status and the SDK functions it is raised on. The platform's SDK declares, per function, its application
// errors (`<Fn>ApplicationErrors`: `details.applicationError.code`) and its validation rules (`<Fn>ValidationErrors`:
// `details.validationError.fieldViolations[].ruleName`, with `violatedRule: "OTHER"`); these are the names and
// shapes used here. test/conformance/sdk-coverage/declared-errors.test.ts checks each entry against the typings of
// @wix/auto_sdk_stores_*-v-3 and @wix/auto_sdk_categories_categories, and that the V3 sandbox raises no other code.
// `undeclared` explains a function (or every function) that does not declare the code: a decision where the SDK
// names nothing. The generic errors every call can answer are GENERIC_ERRORS below (docs/wire/catalog-v3.md §0).

export interface V3ErrorSpec {
  /** `application`: `details.applicationError.code`; `rule`: a field violation `{violatedRule: "OTHER", ruleName}`. */
  shape: 'application' | 'rule';
  status: number;
  /** The envelope's `message` (an application error; a rule's message is its description). */
  title: string;
  /** The SDK functions (`<module>.<function>`) the sandbox raises it on. */
  calls: readonly string[];
  /** Why some (or all) of `calls` do not declare it. */
  undeclared?: string;
  /**
   * The same code in the other shape, on other calls: the SDK declares ONLY_SPACES_STRING_ERROR as a validation rule
   * of brands, customizations and info sections, and as an application error of the product creates. A raise site
   * names the shape it needs (domain/v3/errors.ts v3Error); each call answers the code in one shape.
   */
  elsewhere?: Omit<V3ErrorSpec, 'elsewhere'>;
}

/** The spec of `code` as `call` raises it: its own shape, or the other one when `call` is one of `elsewhere`'s. */
export function errorSpecOn(spec: V3ErrorSpec | undefined, call: string): V3ErrorSpec | undefined {
  if (spec?.elsewhere?.calls.includes(call)) return spec.elsewhere;
  return spec?.calls.includes(call) ? spec : undefined;
}

const PRODUCT_CREATES = ['productsV3.createProduct', 'productsV3.bulkCreateProducts'];
const PRODUCT_UPDATES = ['productsV3.updateProduct', 'productsV3.bulkUpdateProducts'];
const INVENTORY_CREATES = ['productsV3.createProductWithInventory', 'productsV3.bulkCreateProductsWithInventory'];
const INVENTORY_UPDATES = ['productsV3.updateProductWithInventory', 'productsV3.bulkUpdateProductsWithInventory'];
/** Every call that builds a product from a request (src/sandbox/domain/v3/product-model.ts). */
const PRODUCT_WRITES = [...PRODUCT_CREATES, ...PRODUCT_UPDATES, ...INVENTORY_CREATES, ...INVENTORY_UPDATES];
const BY_FILTER = 'productsV3.bulkUpdateProductsByFilter';
const WITH_INVENTORY = 'the …WithInventory calls build the product by the same rules as their plain twins; the SDK declares this code on the plain calls only';
const STOCK_MOVES = ['inventoryItemsV3.bulkIncrementInventoryItems', 'inventoryItemsV3.bulkDecrementInventoryItems', 'inventoryItemsV3.bulkIncrementInventoryItemsByVariantAndLocation', 'inventoryItemsV3.bulkDecrementInventoryItemsByVariantAndLocation'];
const DECREMENTS = ['inventoryItemsV3.bulkDecrementInventoryItems', 'inventoryItemsV3.bulkDecrementInventoryItemsByVariantAndLocation'];
/** The inventory adjustments by filter (an async job; each item moves by the stock-move rule). */
const ADJUSTS_BY_FILTER = ['inventoryItemsV3.bulkSetOrAdjustInventoryItemsByFilter', 'inventoryItemsV3.bulkAdjustInventoryItemsByFilter'];
const INCREMENTS = ['inventoryItemsV3.bulkIncrementInventoryItems', 'inventoryItemsV3.bulkIncrementInventoryItemsByVariantAndLocation'];
const NAMED_WRITES = (module: 'brandsV3' | 'ribbonsV3', entity: 'Brand' | 'Ribbon') =>
  ['create', 'update', 'bulkCreate', 'bulkUpdate'].map((verb) => `${module}.${verb}${entity}${verb.startsWith('bulk') ? 's' : ''}`);
const INVENTORY_WRITES = ['createInventoryItem', 'bulkCreateInventoryItems', 'updateInventoryItem', 'bulkUpdateInventoryItems', 'bulkUpsertInventoryItems', 'bulkUpdateInventoryItemsByFilter'].map((fn) => `inventoryItemsV3.${fn}`);
const INFO_SECTION_WRITES = ['createInfoSection', 'getOrCreateInfoSection', 'bulkGetOrCreateInfoSections', 'bulkCreateInfoSections', 'updateInfoSection', 'bulkUpdateInfoSections'].map((fn) => `infoSectionsV3.${fn}`);
const CUSTOMIZATION_CREATES = ['customizationsV3.createCustomization', 'customizationsV3.bulkCreateCustomizations'];
const CUSTOMIZATION_UPDATES = ['customizationsV3.updateCustomization', 'customizationsV3.bulkUpdateCustomizations'];
const CUSTOMIZATION_WRITES = [...CUSTOMIZATION_CREATES, ...CUSTOMIZATION_UPDATES];
/** The calls that add choices to a customization (domain/v3/customization-choices.ts). */
const CHOICE_ADDS = ['customizationsV3.addCustomizationChoices', 'customizationsV3.setCustomizationChoices', 'customizationsV3.bulkAddCustomizationChoices'];
const CUSTOMIZATION_BY_ID = ['customizationsV3.getCustomization', 'customizationsV3.updateCustomization', 'customizationsV3.deleteCustomization', 'customizationsV3.addCustomizationChoices'];
const CATEGORY_ITEM_CALLS = ['categories.bulkAddItemsToCategory', 'categories.bulkAddItemToCategories', 'categories.bulkRemoveItemsFromCategory', 'categories.bulkRemoveItemFromCategories', 'categories.bulkSetItemCategories'];

const app = (status: number, title: string, calls: readonly string[], undeclared?: string): V3ErrorSpec => ({ shape: 'application', status, title, calls, ...(undeclared ? { undeclared } : {}) });
const rule = (calls: readonly string[], undeclared?: string): V3ErrorSpec => ({ shape: 'rule', status: 400, title: 'Invalid request', calls, ...(undeclared ? { undeclared } : {}) });

export const V3_ERRORS = {
  // Products: the rules of a product write (product-model.ts).
  VARIANTS_ARE_NOT_ALIGNED_WITH_PRODUCT: app(400, 'Invalid product', PRODUCT_WRITES, WITH_INVENTORY),
  // Neither this nor MISSING_OPTIONS_ON_UPDATE_VARIANTS on bulkUpdateProductsByFilter, which declares both: it cannot
  // change options or variants (FIELD_NOT_ALLOWED first; sdk-coverage/not-emulated.ts).
  CHOICE_NOT_EXIST: app(400, 'Invalid product', PRODUCT_WRITES),
  DUPLICATE_VARIANT_OPTION_CHOICE: app(400, 'Invalid product', PRODUCT_WRITES, WITH_INVENTORY),
  MISSING_VARIANT_OPTION_CHOICE: app(400, 'Invalid product', PRODUCT_WRITES, `${WITH_INVENTORY} (there it is declared as a validation rule)`),
  COMPARE_AT_PRICE_LOWER_THAN_ACTUAL_PRICE: app(400, 'Invalid product', PRODUCT_WRITES),
  INVALID_DEFAULT_VARIANT: app(400, 'Invalid product', PRODUCT_WRITES, WITH_INVENTORY),
  VARIANT_ID_ALREADY_EXISTS: app(409, 'Variant id already exists', PRODUCT_WRITES, WITH_INVENTORY),
  SKU_ALREADY_EXIST_ERROR: app(409, 'SKU already exists', PRODUCT_WRITES, WITH_INVENTORY),
  DUPLICATE_SLUG_ERROR: app(409, 'Duplicate slug', PRODUCT_WRITES, WITH_INVENTORY),
  DUPLICATE_PRODUCT_OPTIONS: app(400, 'Invalid product', PRODUCT_WRITES, WITH_INVENTORY),
  RIBBON_NOT_FOUND: app(400, 'Invalid product', [...PRODUCT_WRITES, BY_FILTER]),
  CUSTOMIZATION_NOT_EXIST: app(404, 'Customization not found', [...PRODUCT_WRITES, ...CUSTOMIZATION_BY_ID], "the customization's own calls answer an unknown id with the code the product calls declare for it"),
  PRODUCT_OPTION_NAME_AND_TYPE_REQUIRED: app(400, 'Invalid product', PRODUCT_WRITES, 'the updates (which may add an inline option too) declare it on the creates only'),
  BRAND_MISSING_ID: rule([...PRODUCT_WRITES, BY_FILTER], 'update-by-filter checks the brand it sets as the updates do; the SDK declares the rule on the others'),
  // Products: the entities a product names or creates inline (product-named-references.ts, customization-links.ts).
  BRAND_CREATION_FAILED: app(400, 'Brand creation failed', [...PRODUCT_WRITES, BY_FILTER], WITH_INVENTORY),
  RIBBON_CREATION_FAILED: app(400, 'Ribbon creation failed', [...PRODUCT_WRITES, BY_FILTER], 'an update may name a new ribbon too; the SDK declares the code on the creates only'),
  DUPLICATE_RIBBON_IN_ADDITIONAL: app(400, 'Duplicate ribbon', [...PRODUCT_WRITES, BY_FILTER]),
  DUPLICATE_RIBBON_IN_PRIMARY_AND_ADDITIONAL: app(400, 'Duplicate ribbon', [...PRODUCT_WRITES, BY_FILTER]),
  CUSTOMIZATIONS_CREATION_FAILED: app(400, 'Customizations creation failed', PRODUCT_WRITES, 'an update may add an inline option or modifier too; the SDK declares the code on the creates only'),
  ADD_CUSTOMIZATION_CHOICES_FAILED: app(400, 'Add customization choices failed', PRODUCT_WRITES),
  PRODUCT_OPTION_CHOICE_NAME_AND_TYPE_REQUIRED: app(400, 'Option choice name and type required', PRODUCT_WRITES, 'the updates (which may add an inline option too) declare it on the creates only'),
  // Products: what a product holds once (product-model.ts).
  BARCODE_ALREADY_EXIST_ERROR: app(409, 'Barcode already exists', PRODUCT_WRITES, WITH_INVENTORY),
  DUPLICATE_BARCODE_ERROR: app(400, 'Duplicate barcode', PRODUCT_WRITES, WITH_INVENTORY),
  DUPLICATE_MEDIA_ERROR: rule(PRODUCT_WRITES, WITH_INVENTORY),
  // On update-by-filter too: a choice naming no option fails the request's schema, before the patch's fields are read.
  MISSING_VARIANT_OPTION: rule([...PRODUCT_WRITES, BY_FILTER], 'Create Product With Inventory checks variants as its twins do; the SDK declares the rule on the other writes'),
  // Products: the request's size (named-rules.ts, bulk-products.ts).
  TOO_MANY_OPTIONS_IN_REQUEST: app(400, 'Too many options', [...PRODUCT_WRITES, BY_FILTER], 'one limit (V3Product `options` @maxSize 6) on every request that sends a product; the SDK declares the code on some of them'),
  TOO_MANY_VARIANTS: app(400, 'Too many variants', ['productsV3.bulkUpdateProducts', 'productsV3.bulkUpdateProductsWithInventory'], 'Bulk Update Products With Inventory holds the same limit; the SDK declares the code on its plain twin only'),
  // What a product's type allows (domain/v3/product-type-rules.ts).
  DIGITAL_PRODUCT_CANNOT_BE_VISIBLE_IN_POS: rule(PRODUCT_WRITES, WITH_INVENTORY),
  VARIANTS_TYPED_PROPERTIES_ARE_NOT_ALIGNED: rule(PRODUCT_WRITES, WITH_INVENTORY),
  MISSING_OPTIONS_ON_UPDATE_VARIANTS: rule([...PRODUCT_UPDATES, ...INVENTORY_UPDATES], WITH_INVENTORY),
  DUPLICATE_HANDLE_ERROR: app(409, 'Duplicate handle', PRODUCT_WRITES, 'decided: the SDK declares no code for a handle another product has; named like DUPLICATE_SLUG_ERROR'),
  BRAND_NOT_FOUND: app(400, 'Invalid product', PRODUCT_WRITES, 'decided: the SDK declares RIBBON_NOT_FOUND for an unknown ribbon id and nothing for a brand; named alike'),
  RIBBON_MISSING_ID: app(400, 'Invalid product', PRODUCT_WRITES, "decided: a ribbon without an id; the brand's twin rule (BRAND_MISSING_ID) is declared, the ribbon's is not"),
  PRODUCT_TYPE_IMMUTABLE: app(400, 'Invalid product', [...PRODUCT_UPDATES, ...INVENTORY_UPDATES], 'decided: the SDK declares no code for changing a product type'),
  // Products: bulk and by-filter calls (bulk-products.ts).
  ID_NOT_ALLOWED_IN_REQUEST: rule(['productsV3.bulkCreateProducts', 'productsV3.bulkCreateProductsWithInventory', ...CUSTOMIZATION_CREATES, 'categories.createCategory']),
  DUPLICATE_PRODUCT_IDS_REQUEST: rule(['productsV3.bulkUpdateProducts', 'productsV3.bulkUpdateProductsWithInventory', 'productsV3.bulkDeleteProducts']),
  // Schema rules the SDK names (src/sandbox/domain/v3/named-rules.ts).
  INVALID_SLUG_FORMAT: rule([...PRODUCT_WRITES, 'categories.createCategory', 'categories.updateCategory', 'categories.bulkUpdateCategories']),
  // Preorder enabled on a digital product's variant in a …WithInventory write (product-inventory.ts checkVariantPreorder).
  PREORDER_VALIDATION_ERROR: app(400, 'Preorder validation', [...INVENTORY_CREATES, ...INVENTORY_UPDATES], 'the …WithInventory creates check it as the updates do, which declare it'),
  // An update's fieldMask (domain/v3/field-mask.ts): a path it cannot set, or one whose field the request lacks.
  FIELD_MASK_VALUE_NOT_SUPPORTED: app(400, 'Field mask not supported', [...PRODUCT_UPDATES, ...INVENTORY_UPDATES, 'productsV3.bulkUpdateProductsByFilter', 'productsV3.bulkUpdateProductVariantsByFilter'], 'the …WithInventory updates read the mask as the plain ones do, which declare it'),
  FIELD_MASK_WITH_FIELD_NOT_PASSED_ERROR: app(400, 'Field in mask not passed', [...PRODUCT_UPDATES, ...INVENTORY_UPDATES, 'productsV3.bulkUpdateProductsByFilter', 'productsV3.bulkUpdateProductVariantsByFilter']),
  PRICE_PER_UNIT_NOT_ALIGNED: rule([...PRODUCT_WRITES, 'productsV3.bulkUpdateProductsByFilter']),
  DESCRIPTION_SIZE_TOO_BIG: rule([...PRODUCT_WRITES, 'productsV3.bulkUpdateProductsByFilter'], WITH_INVENTORY),
  EMPTY_FIELD_MASK: rule(['productsV3.bulkUpdateProductVariantsByFilter']),
  CANNOT_REMOVE_VARIANT_ACTUAL_PRICE: rule(['productsV3.bulkUpdateProductVariantsByFilter']),
  NO_VARIANT_ADJUSTMENTS_PASSED: rule(['productsV3.bulkAdjustProductVariantsByFilter']),
  INVALID_PRICES_ADJUSTMENTS: rule(['productsV3.bulkAdjustProductVariantsByFilter']),
  ADJUSTED_ACTUAL_PRICE_OUT_OF_RANGE: app(400, 'Adjusted price out of range', ['productsV3.bulkAdjustProductVariantsByFilter']),
  ADJUSTED_COMPARE_AT_PRICE_OUT_OF_RANGE: app(400, 'Adjusted price out of range', ['productsV3.bulkAdjustProductVariantsByFilter']),
  ADJUSTED_COST_OUT_OF_RANGE: app(400, 'Adjusted price out of range', ['productsV3.bulkAdjustProductVariantsByFilter']),
  EMPTY_ASSIGN_AND_UNASSIGN_LISTS: app(400, 'Empty assign and unassign lists', ['productsV3.bulkUpdateProductTags', 'productsV3.bulkUpdateProductTagsByFilter']),
  TOO_MANY_TAGS: app(400, 'Too many tags', ['productsV3.bulkUpdateProductTags', 'productsV3.bulkUpdateProductTagsByFilter'], 'decided: the SDK declares no code for a product over the tag limit'),
  // Searches with aggregations (src/sandbox/domain/v3/aggregation-budget.ts).
  MAX_WORK: rule(['productsV3.searchProducts', 'readOnlyVariantsV3.searchVariants', 'inventoryItemsV3.searchInventoryItems', 'categories.searchCategories'], 'decided: a search whose aggregations take longer than the sandbox allows; the SDK declares no rule for it'),
  // Products: reads.
  // A visitor's count asking for hidden products, or query/search filtering for them (domain/v3/hidden-filter.ts).
  // Not on Get Product (By Slug): a hidden product does not exist for a visitor (404; sdk-coverage/not-emulated.ts).
  NO_PERMISSION_TO_INCLUDE_NOT_VISIBLE_PRODUCTS: app(403, 'Permission denied', ['productsV3.countProducts', 'productsV3.queryProducts', 'productsV3.searchProducts']),
  // MERCHANT_DATA asked for by a caller who is not the admin (domain/read-policy.ts mayReadMerchantData).
  NO_PERMISSION_TO_READ_MERCHANT_DATA: app(403, 'Permission denied', ['productsV3.getProduct', 'productsV3.getProductBySlug', 'productsV3.queryProducts', 'productsV3.searchProducts']),
  // Inventory items: the stock moves (src/sandbox/domain/stock-move.ts, v3/stock-moves.ts).
  // The by-filter adjustments move each item by the same rule, as a job's item error (routes/v3/inventory-jobs.ts).
  INVENTORY_QUANTITY_NOT_TRACKED: app(428, 'Quantity is not tracked', [...STOCK_MOVES, ...ADJUSTS_BY_FILTER]),
  MAX_QUANTITY_LIMIT_REACHED: app(428, 'Max quantity limit reached', [...INCREMENTS, 'inventoryItemsV3.bulkAdjustInventoryItemsByFilter']),
  INSUFFICIENT_INVENTORY: app(428, 'Insufficient inventory', [...DECREMENTS, 'inventoryItemsV3.bulkAdjustInventoryItemsByFilter']),
  MIN_QUANTITY_LIMIT_REACHED: app(428, 'Min quantity limit reached', DECREMENTS),
  NOT_FOUND: app(428, 'Not found', ['inventoryItemsV3.bulkIncrementInventoryItemsByVariantAndLocation', 'inventoryItemsV3.bulkDecrementInventoryItemsByVariantAndLocation']),
  // Brands and ribbons.
  BRAND_ALREADY_EXISTS: app(409, 'Brand already exists', NAMED_WRITES('brandsV3', 'Brand'), 'decided: the SDK declares no code for a second brand of the same name'),
  RIBBON_ALREADY_EXISTS: app(409, 'Ribbon already exists', NAMED_WRITES('ribbonsV3', 'Ribbon'), 'decided: the SDK declares no code for a second ribbon of the same name'),
  // Customizations (domain/v3/customization*.ts).
  INVALID_CUSTOMIZATION_RENDER_TYPE: app(400, 'Invalid render type', ['customizationsV3.createCustomization', 'customizationsV3.bulkCreateCustomizations'], 'Bulk Create Customizations checks each one as Create Customization does; the SDK declares the code on the single create only'),
  INVALID_FREE_TEXT_SETTINGS: app(400, 'Invalid free text settings', [...CUSTOMIZATION_WRITES], 'Bulk Create Customizations checks each one as Create Customization does; the SDK declares the code on the single create and the updates'),
  DOESNT_SUPPORT_FREE_TEXT: app(400, 'No free text', CUSTOMIZATION_UPDATES),
  MODIFIER_SETTINGS_NOT_SUPPORTED_FOR_PRODUCT_OPTION: app(400, 'Modifier settings on an option', CUSTOMIZATION_WRITES),
  MIXED_CHOICE_IDS_CONSISTENCY: rule(CUSTOMIZATION_CREATES),
  ONLY_SPACES_STRING_ERROR: {
    ...rule([...CUSTOMIZATION_CREATES, 'customizationsV3.updateCustomization', ...CHOICE_ADDS, ...INFO_SECTION_WRITES, ...NAMED_WRITES('brandsV3', 'Brand'), 'brandsV3.getOrCreateBrand', 'brandsV3.bulkGetOrCreateBrands'], 'an update or a new choice is checked like a create; the SDK declares the rule on the creates only'),
    // A product name of spaces only (product-model.ts): the product creates declare it as an application error.
    elsewhere: app(400, 'Invalid product', PRODUCT_WRITES, 'the updates and the …WithInventory calls check the name as the plain creates do, which declare it'),
  },
  DUPLICATE_CHOICE_NAME: rule([...CUSTOMIZATION_CREATES, ...CHOICE_ADDS], 'Bulk Add Customization Choices adds choices as Add Customization Choices does, which declares it'),
  INVALID_CHOICE_TYPE: rule([...CHOICE_ADDS, 'customizationsV3.bulkCreateCustomizations']),
  INVALID_CHOICE_VALUE: rule([...CHOICE_ADDS, 'customizationsV3.bulkCreateCustomizations']),
  // Not on setCustomizationChoices nor bulkCreateCustomizations: their request holds at most 1,000 choices (@maxSize),
  // the limit itself, so no such request can go past it (sdk-coverage/unreachable.ts).
  CHOICES_LIMIT_EXCEEDED: app(400, 'Too many choices', ['customizationsV3.addCustomizationChoices', 'customizationsV3.bulkAddCustomizationChoices']),
  PRIMARY_CHOICE_SELF_REFERENCE: rule([...CUSTOMIZATION_CREATES, ...CHOICE_ADDS, 'customizationsV3.updateCustomizationChoices']),
  PRIMARY_CHOICE_HIERARCHY_VIOLATION: rule([...CUSTOMIZATION_CREATES, ...CHOICE_ADDS, 'customizationsV3.updateCustomizationChoices']),
  // Also a free-text customization created with choices (customizations.ts; Create Customization checks it as Bulk Create does).
  DOESNT_SUPPORT_CHOICES: app(400, 'Customization has no choices', [...CHOICE_ADDS, 'customizationsV3.reorderCustomizationChoices', ...CUSTOMIZATION_CREATES], 'Create Customization checks each one as Bulk Create Customizations does, which declares it'),
  // A customization to create sent as a reference (customizations.ts refuseReference).
  CUSTOMIZATION_WITH_ONLY_ID_OR_CHOICE_IDS: rule(CUSTOMIZATION_CREATES),
  NOT_ALLOWED_DELETE_CHOICE_ASSIGNED_TO_PRODUCT: rule(['customizationsV3.setCustomizationChoices']),
  CHOICE_ASSIGNED_TO_PRODUCT: app(400, 'Choice assigned to a product', ['customizationsV3.removeCustomizationChoices']),
  NOT_ALLOWED_CUSTOMIZATION_WITHOUT_CHOICES: rule(['customizationsV3.removeCustomizationChoices']),
  UNSUPPORTED_CHOICE_FIELD: rule(['customizationsV3.updateCustomizationChoices']),
  CHOICE_IDS_MISMATCH: app(400, 'Choice ids mismatch', ['customizationsV3.reorderCustomizationChoices']),
  NOT_ALLOWED_DELETE_CUSTOMIZATION_ASSIGNED_TO_PRODUCT: rule(['customizationsV3.deleteCustomization']),
  MODIFIER_NAME_AND_TYPE_REQUIRED: app(400, 'Modifier name and type required', PRODUCT_WRITES, 'the updates (which may add an inline modifier too) declare it on the creates only'),
  MODIFIER_CHOICE_NAME_AND_TYPE_REQUIRED: app(400, 'Modifier choice name and type required', PRODUCT_WRITES, 'the updates (which may add an inline modifier too) declare it on the creates only'),
  MODIFIERS_ID_DUPLICATION_ERROR: rule(PRODUCT_WRITES),
  // Info sections (domain/v3/info-sections.ts, product-info-sections.ts).
  INFO_SECTION_ALREADY_EXISTS: app(409, 'Info section already exists', INFO_SECTION_WRITES, 'decided: the SDK declares no code for a second info section of the same unique name'),
  // The creates declare this code, the updates INFO_SECTION_ERROR_OCCURRED, for one failure; each call answers its own.
  INFO_SECTION_CREATION_FAILED: app(400, 'Info section creation failed', [...PRODUCT_CREATES, ...INVENTORY_CREATES]),
  INFO_SECTION_ERROR_OCCURRED: app(400, 'Info section error occurred', [...PRODUCT_UPDATES, ...INVENTORY_UPDATES, BY_FILTER]),
  TOO_MANY_INFO_SECTIONS_ERROR: app(400, 'Too many info sections', ['productsV3.bulkAddInfoSectionsToProducts', 'productsV3.bulkAddInfoSectionsToProductsByFilter']),
  // Categories (domain/v3/categor*.ts, routes/v3/categor*.ts).
  DUPLICATE_SLUG: app(409, 'Duplicate slug', ['categories.createCategory', 'categories.updateCategory']),
  CATEGORIES_LIMIT_PER_TREE_EXCEEDED: app(400, 'Too many categories', ['categories.createCategory']),
  PARENT_CATEGORY_NOT_IN_TREE: app(400, 'Parent category not in tree', ['categories.createCategory', 'categories.moveCategory']),
  CATEGORY_DEPTH_LIMIT_EXCEEDED: app(400, 'Category depth limit exceeded', ['categories.createCategory', 'categories.moveCategory']),
  TREE_CYCLE_DETECTED: app(400, 'Tree cycle detected', ['categories.moveCategory']),
  MISSING_AFTER_CATEGORY: app(400, 'Missing after category', ['categories.moveCategory']),
  AFTER_CATEGORY_NOT_IN_PARENT: app(400, 'After category not in parent', ['categories.moveCategory']),
  PARENT_CATEGORY_HIDDEN: app(400, 'Parent category hidden', ['categories.createCategory', 'categories.updateCategoryVisibility']),
  UPDATE_OF_FIELD_NOT_ALLOWED: app(400, 'Update of field not allowed', ['categories.bulkUpdateCategories']),
  ITEM_NOT_IN_CATEGORY: app(400, 'Item not in category', ['categories.setArrangedItems']),
  INVALID_APP_ID: app(400, 'Invalid app id', CATEGORY_ITEM_CALLS, "decided: a bulk item's error when an item names another app than Wix Stores; the SDK declares no item codes"),
  // Inventory items (domain/v3/inventory-items.ts, routes/v3/inventory-items.ts).
  ITEM_ALREADY_EXISTS: app(409, 'Item already exists', ['inventoryItemsV3.createInventoryItem']),
  PRE_ORDER_VALIDATION: app(400, 'Preorder validation', INVENTORY_WRITES),
  REQUESTED_QUANTITY_MUST_BE_NON_NEGATIVE_DECREASING: app(400, 'Quantity must not go below zero', ['inventoryItemsV3.updateInventoryItem', 'inventoryItemsV3.bulkUpdateInventoryItems', 'inventoryItemsV3.bulkUpdateInventoryItemsByFilter']),
  INVALID_TARGET_QUANTITY: app(400, 'Invalid target quantity', ['inventoryItemsV3.bulkUpsertInventoryItems']),
  REQUESTED_QUANTITY_MUST_BE_NON_NEGATIVE: rule(['inventoryItemsV3.createInventoryItem', 'inventoryItemsV3.bulkCreateInventoryItems', ...INVENTORY_CREATES, ...INVENTORY_UPDATES]),
  PREORDER_LIMIT_NOT_SUPPORTED_FOR_UNTRACKED_INVENTORY: rule(['inventoryItemsV3.createInventoryItem', 'inventoryItemsV3.bulkCreateInventoryItems']),
  DUPLICATE_BULK_UPSERT_KEY: rule(['inventoryItemsV3.bulkUpsertInventoryItems'], 'the SDK declares it on Create Inventory Item only; Bulk Upsert is the call with upsert keys'),
} as const satisfies Record<string, V3ErrorSpec>;

export type V3ErrorCode = keyof typeof V3_ERRORS;

/**
 * The errors any call may answer, in the platform's generic shapes, that no function declares (the SDK gives a
 * failure without an application error its HTTP status text as the code: `NOT_FOUND`, `UNAUTHENTICATED`, …;
 * @wix/sdk-runtime transform-error). docs/wire/catalog-v3.md §0 says why each is generic.
 */
export const GENERIC_ERRORS: Readonly<Record<string, string>> = {
  NOT_FOUND: '404: no route for the path, or (428) a variant with no inventory item where it is declared',
  '*_NOT_FOUND': '404: the entity a path or body names by id does not exist (PRODUCT_NOT_FOUND, CATEGORY_NOT_FOUND, …, and a bulk item\'s ITEM_NOT_FOUND)',
  UNAUTHENTICATED: '401: no credentials, or unknown ones',
  TOKEN_EXPIRED: '401: an expired access token',
  PERMISSION_DENIED: '403: a visitor or member token on an admin call',
  SITE_NOT_FOUND: '404: an API key with another site id',
  INVALID_ARGUMENT: '400: a request that is not JSON, a filter or sort field an endpoint does not declare, a bulk item that failed a schema rule',
  METHOD_NOT_ALLOWED: '405: a known path with another method',
  FAILED_PRECONDITION: "428: a route of the other catalog version than the site's",
  REVISION_MISMATCH: '409: an update naming a revision the entity has moved past (optimistic concurrency of every revisioned entity)',
  NOT_IMPLEMENTED: '501: a call the sandbox does not emulate (src/wire/api/catalog-v3/unserved.ts)',
  INTERNAL_ERROR: '500: a bug in the sandbox',
};

/**
 * Field violations of the platform's generic rule types (`violatedRule`, `ruleName: null`): schema rules any call
 * may break (the `RuleType` enum of the SDK's FieldViolation; custom rules are `OTHER` with a `ruleName`).
 */
export const GENERIC_RULE_TYPES = [
  'VALIDATION', 'MAX', 'MIN', 'MAX_LENGTH', 'MIN_LENGTH', 'MAX_SIZE', 'MIN_SIZE', 'FORMAT', 'DECIMAL_LTE', 'DECIMAL_GTE',
  'DECIMAL_LT', 'DECIMAL_GT', 'DECIMAL_MAX_SCALE', 'INVALID_ENUM_VALUE', 'REQUIRED_FIELD', 'FIELD_NOT_ALLOWED',
  'ONE_OF_ALIGNMENT', 'EXACT_LENGTH', 'EXACT_SIZE', 'REQUIRED_ONE_OF_FIELD',
] as const;

/** The `violatedRule` of a custom (declared) rule; its name is in `ruleName`. */
export const CUSTOM_RULE_TYPE = 'OTHER';
