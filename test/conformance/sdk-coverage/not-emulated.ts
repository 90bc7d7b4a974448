// Declared errors whose condition cannot arise in the sandbox, each with the reason: the feature it is about is one
// the sandbox does not emulate (the platform's own services, plan quotas it does not publish), or the request's own
// limits answer first. `npm run sdk-coverage -- --errors` prints the reason on each such row and counts them apart
// from the declared errors that could be raised but are not yet (report.ts declaredErrorRows). A key is a code (every
// call that declares it) or `<module>.<function> <code>` (that call only, read first). A code raised or tested on a
// call must not be listed for it: declared-errors.test.ts holds this list to that.

const SUBSCRIPTIONS = 'not emulated: product subscriptions (subscriptionDetails is stored as sent, never checked)';
const MEDIA = 'not emulated: the Media Manager (media and digital files are stored as sent; no file exists or not)';
const PLAN_QUOTA = 'not emulated: a store-wide quota of the site plan, whose number the platform does not publish';
const MEMBERS_LOGIN = 'not emulated: the members login service (registerV2/loginV2 answer the sandbox session only)';
const CAPTCHA = 'not emulated: captcha, throttling and IP filtering of the login service';
const RESTRICTED = 'not emulated: products restricted by another app (no app owns a sandbox product)';
const BY_FILTER_OPTIONS = "cannot arise: the sandbox's update-by-filter refuses options, modifiers and variants (FIELD_NOT_ALLOWED) before any product";
const BY_FILTER_VARIANTS = "cannot arise: the sandbox's variant calls by filter change prices, cost, visibility and physical properties only, never a variant's choices or id";
const MANAGED = 'not emulated: categories managed by another app (every sandbox category is the store owner\'s)';

export const NOT_EMULATED: Readonly<Record<string, string>> = {
  INVALID_PRODUCT_TYPE_FOR_SUBSCRIPTION: SUBSCRIPTIONS,
  ERROR_ALL_SUBSCRIPTIONS_HIDDEN_FOR_SUBSCRIPTION_ONLY_PRODUCT: SUBSCRIPTIONS,
  INVALID_SUBSCRIPTION_DISCOUNT_AMOUNT: SUBSCRIPTIONS,
  SUBSCRIPTION_ID_ALREADY_EXISTS: SUBSCRIPTIONS,
  SUBSCRIPTION_INVALID_AUTO_RENEWAL: SUBSCRIPTIONS,
  DIGITAL_FILE_NOT_FOUND_ERROR: MEDIA,
  PRODUCT_MEDIA_NOT_EXIST: MEDIA,
  PRODUCTS_LIMIT_EXCEEDED: PLAN_QUOTA,
  BRAND_LIMIT_EXCEEDED: PLAN_QUOTA,
  INFO_SECTIONS_LIMIT_EXCEEDED: PLAN_QUOTA,
  OPTIONS_LIMIT_EXCEEDED: PLAN_QUOTA,
  MODIFIERS_LIMIT_EXCEEDED: PLAN_QUOTA,
  TREES_LIMIT_EXCEEDED: PLAN_QUOTA,
  PRODUCT_RESTRICTION_ERROR: RESTRICTED,
  CANNOT_ADJUST_PRICE_RESTRICTED_VARIANT: RESTRICTED,
  MANAGED_CATEGORY_OPERATION_NOT_ALLOWED: MANAGED,
  NAMESPACE_NOT_FOUND_IN_DEV_CENTER: 'not emulated: the Dev Center app registry (a tree is named by @wix/stores or refused as unserved)',
  REMOVED_SLUG: 'not emulated: the history of removed category slugs',
  'customizationsV3.setCustomizationChoices CHOICES_LIMIT_EXCEEDED': 'cannot arise: the request holds at most 1,000 choices (@maxSize), the limit itself',
  'customizationsV3.bulkCreateCustomizations CHOICES_LIMIT_EXCEEDED': 'cannot arise: the request holds at most 1,000 choices a customization (@maxSize), the limit itself',
  ...Object.fromEntries(
    ['CHOICE_NOT_EXIST', 'MISSING_OPTIONS_ON_UPDATE_VARIANTS', 'MISSING_VARIANT_OPTION_CHOICE', 'CUSTOMIZATION_NOT_EXIST', 'VARIANT_ID_ALREADY_EXISTS', 'ADD_CUSTOMIZATION_CHOICES_FAILED'].map((code) => [
      `productsV3.bulkUpdateProductsByFilter ${code}`,
      BY_FILTER_OPTIONS,
    ]),
  ),
  ...Object.fromEntries(['MISSING_VARIANT_OPTION', 'MISSING_VARIANT_OPTION_CHOICE', 'VARIANT_ID_ALREADY_EXISTS'].map((code) => [`productsV3.bulkUpdateProductVariantsByFilter ${code}`, BY_FILTER_VARIANTS])),
  ...Object.fromEntries(['MISSING_VARIANT_OPTION', 'MISSING_VARIANT_OPTION_CHOICE'].map((code) => [`productsV3.bulkAdjustProductVariantsByFilter ${code}`, BY_FILTER_VARIANTS])),
  // Product reads as a visitor (src/sandbox/domain/read-policy.ts).
  ...Object.fromEntries(['getProduct', 'getProductBySlug'].map((fn) => [
    `productsV3.${fn} NO_PERMISSION_TO_INCLUDE_NOT_VISIBLE_PRODUCTS`,
    'not emulated: a hidden product does not exist for a visitor or member (404, the README security promise a generated route test holds); a 403 would tell them it exists',
  ])),
  'productsV3.countProducts NO_PERMISSION_TO_READ_MERCHANT_DATA': 'cannot arise: Count Products takes no fields (nothing asks for MERCHANT_DATA) and filters on no merchant field (SEARCH_PRODUCTS_FIELDS)',
  ...Object.fromEntries(['updateProduct', 'bulkUpdateProducts'].map((fn) => [
    `productsV3.${fn} PREORDER_VALIDATION_ERROR`,
    "cannot arise: the call carries no inventory, and a product's preorder settings live in its inventory items (the …WithInventory calls raise it)",
  ])),
  // Customizations and categories.
  PRIMARY_CHOICE_DELETE_REFERENCED:
    "cannot arise as documented: Remove Customization Choices' doc comment says a removed choice that others name as primary is dropped from their primaryChoiceIds (the sandbox does so); no case of refusal is described",
  DUPLICATE_HANDLE: "cannot arise: the SDK's Category has no handle field to send or store (only this error's data names one, existingCategoryId); a taken slug is DUPLICATE_SLUG",
  'inventoryItemsV3.createInventoryItem DUPLICATE_BULK_UPSERT_KEY':
    'cannot arise: Create Inventory Item takes one item, so no two items of the request share an upsert key; a second item at the same variant and location is ITEM_ALREADY_EXISTS (declared and raised there)',
  // Stock by filter: no restrictInventory option, so stock never goes below 0 there (INSUFFICIENT_INVENTORY first).
  'inventoryItemsV3.bulkAdjustInventoryItemsByFilter MIN_QUANTITY_LIMIT_REACHED':
    'cannot arise: an adjustment by filter has no restrictInventory option, so a decrement below 0 fails with INSUFFICIENT_INVENTORY before any lower limit',
  // Cart and checkout.
  SITE_MUST_ACCEPT_PAYMENTS_TO_CREATE_CHECKOUT: 'not emulated: the site\'s payment setup (a sandbox site always accepts payments)',
  CART_IS_ALREADY_ASSOCIATED_WITH_DIFFERENT_LOCATION: 'not emulated: business locations (point of sale)',
  CUSTOM_LINE_ITEM_ONLY_ACCEPTS_PAYMENTS_ONLINE_AND_OFFLINE: 'not emulated: custom line items (a cart holds catalog items only)',
  CUSTOM_LINE_ITEM_MUST_HAVE_EXACTLY_ONE_PROPERTIES_TYPE: 'not emulated: custom line items (a cart holds catalog items only)',
  LINE_ITEM_WITH_ZERO_QUANTITY:
    "cannot arise: every way a line's quantity is set (add, update, quantity change) takes 1 or more (a change to 0 is refused), and a line whose stock ran out keeps its quantity with an availability saying so (line-items.ts availabilityOf)",
  // Members login (authentication.registerV2, loginV2) and its verification.
  DUPLICATE_EMAIL:
    "answered under another code: a taken e-mail is '-19995' (EMAIL_EXISTS), the code the SDK's own OAuthStrategy.register reads to answer errorCode emailAlreadyExists (docs/wire/cart-identity.md); the typings' DUPLICATE_EMAIL would make it answer a bare FAILURE, and which one the server sends is unknown",
  UNIMPLEMENTED_FEATURE: MEMBERS_LOGIN,
  THROTTLED_FEATURE: CAPTCHA,
  INVALID_CAPTCHA_TOKEN: CAPTCHA,
  CAPTCHA_TOKEN_REQUIRED: CAPTCHA,
  IP_ADDRESS_FILTERED: CAPTCHA,
  RECAPTCHA_FAILED: CAPTCHA,
  RECAPTCHA_REQUIRED: CAPTCHA,
  MISSING_CAPTCHA_TOKEN: CAPTCHA,
  USER_EMAIL_OFAC_ADDRESS: 'not emulated: sanctions screening of e-mail addresses',
  UNSUPPORTED_FIELD: MEMBERS_LOGIN,
  ATTRIBUTE_NOT_FOUND: 'not emulated: custom member attributes',
  CLIENT_METADATA_NOT_FOUND: MEMBERS_LOGIN,
  INVALID_LD_SESSION: MEMBERS_LOGIN,
  COULD_NOT_CREATE_SET_ACCOUNT_USER: MEMBERS_LOGIN,
  INVALID_USER_TYPE: MEMBERS_LOGIN,
  REGISTRATION_TO_EDITORX_NOT_ALLOWED: 'not emulated: Editor X sites',
  PROVIDE_TENANT_ID: MEMBERS_LOGIN,
  INVALID_AUTHENTICATOR_ID: 'not emulated: multi-factor authenticators',
  'VALUEֹֹ_TOO_SHORT': 'not emulated: custom member attributes (their value rules)',
  'VALUEֹֹ_TOO_LONG': 'not emulated: custom member attributes (their value rules)',
  VALUE_DID_NOT_MATCH: 'not emulated: custom member attributes (their value rules)',
  REENROLLMENT_REQUIRED_BY_ADMIN: 'not emulated: multi-factor authenticators',
  TRUSTED_CLIENTS_ONLY: MEMBERS_LOGIN,
  WIX_EMPLOYEE_PASSWORD_LOGIN_NOT_ALLOWED: 'not emulated: Wix employee accounts',
  VERIFICATION_FAILED: 'not emulated: e-mail verification codes (the sandbox sends none)',
};

/** The reason the code cannot arise on the call, when one is listed. */
export const notEmulated = (callId: string, code: string): string | undefined => NOT_EMULATED[`${callId} ${code}`] ?? NOT_EMULATED[code];
