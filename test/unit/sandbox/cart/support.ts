// Shoppers for cart tests: a visitor (anonymous grant) or a member (SignOn + authorized_client grant, both with
// the admin key), each with a `call` that sends their access token, as the SDK does (raw, no `Bearer `); and the
// catalog side of a cart on a V1 or a V3 store (products by slug, their variants, stock).
import { paths } from '../../../../src/wire/api/paths.js';
import { STORES_APP_ID } from '../../../../src/wire/api/cart/cart.js';
import type { CatalogVersion } from '../../../../src/wire/api/catalog-version.js';
import { catalogV3Paths } from '../../../../src/wire/api/catalog-v3/paths.js';
import { callSandbox, type SandboxResponse, type TestSandbox } from '../../../helpers/sandbox.js';

export interface Shopper {
  token: string;
  call<T = any>(method: string, path: string, body?: unknown): Promise<SandboxResponse<T>>;
  /** The same call elevated with the admin key (`<token>,<API key>`). */
  elevated<T = any>(method: string, path: string, body?: unknown): Promise<SandboxResponse<T>>;
}

function shopper(t: TestSandbox, token: string): Shopper {
  return {
    token,
    call: (method, path, body) => callSandbox(t.baseUrl, method, path, { body, headers: { Authorization: token } }),
    elevated: (method, path, body) => callSandbox(t.baseUrl, method, path, { body, headers: { Authorization: `${token},${t.info.apiKey}` } }),
  };
}

export async function visitor(t: TestSandbox): Promise<Shopper> {
  const res = await callSandbox(t.baseUrl, 'POST', paths.oauth.token(), { body: { clientId: t.info.clientId, grantType: 'anonymous' } });
  if (res.status !== 200) throw new Error(`anonymous grant failed: ${JSON.stringify(res.body)}`);
  return shopper(t, res.body.access_token);
}

export async function member(t: TestSandbox, email: string): Promise<Shopper & { memberId: string }> {
  const signOn = await t.admin('POST', paths.identity.signOn(), { loginId: { email } });
  if (signOn.status !== 200) throw new Error(`sign-on failed: ${JSON.stringify(signOn.body)}`);
  const memberId = signOn.body.identity.id as string;
  const res = await callSandbox(t.baseUrl, 'POST', paths.oauth.token(), {
    body: { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId },
    headers: { Authorization: `,${t.info.apiKey}` },
  });
  if (res.status !== 200) throw new Error(`authorized_client grant failed: ${JSON.stringify(res.body)}`);
  return { ...shopper(t, res.body.access_token), memberId };
}

/**
 * A product as a cart line names it, on either catalog: its id, and its variants' ids by their choices. The one
 * difference a cart sees between the versions is where the variants are read: V1 `variants[].choices`
 * ({Size: "L"}), V3 `variantsInfo.variants[].choices[].optionChoiceNames` (docs/wire/catalog-v3.md §7 "Cart add").
 */
export interface CartProduct {
  id: string;
  /** The id of the variant with exactly these choices (every option named). */
  variantId(choices: Record<string, string>): string;
}

/** A V1 product without options lists no variants: its one variant is the platform's default variant, all-zero id. */
const V1_VARIANTS = (product: any): any[] => product.variants ?? [{ id: '00000000-0000-0000-0000-000000000000', choices: {} }];
/** A V3 variant names its choices by ids (`optionChoiceIds`); the product's options give their names. */
const V3_VARIANTS = (product: any): any[] => {
  const names = new Map<string, [string, string]>((product.options ?? []).flatMap((o: any) => o.choicesSettings.choices.map((c: any) => [c.choiceId, [o.name, c.name]])));
  return product.variantsInfo.variants.map((v: any) => ({ id: v.id, choices: Object.fromEntries(v.choices.map((c: any) => names.get(c.optionChoiceIds.choiceId))) }));
};

/** A product by slug, as the admin reads it (hidden ones too), on a V1 or V3 store. */
export async function productBySlug(t: TestSandbox, catalog: CatalogVersion, slug: string): Promise<CartProduct> {
  const product = catalog === 'v1'
    ? (await t.admin('POST', paths.products.query(), { query: { filter: { slug } } })).body.products?.[0]
    : (await t.admin('GET', catalogV3Paths.products.getBySlug(slug))).body.product;
  if (!product) throw new Error(`no product ${slug}`);
  const variants = catalog === 'v1' ? V1_VARIANTS(product) : V3_VARIANTS(product);
  return {
    id: product.id,
    variantId(choices) {
      const variant = variants.find((v) => JSON.stringify(v.choices) === JSON.stringify(choices));
      if (!variant) throw new Error(`${slug} has no variant ${JSON.stringify(choices)}`);
      return variant.id;
    },
  };
}

/** What a test product holds: one price for every variant, and optionally an HTML description and one Size option. */
export interface ProductSpec {
  name: string;
  price: string;
  description?: string;
  sizes?: string[];
  visible?: boolean;
}

const v1Product = (spec: ProductSpec) => ({
  name: spec.name,
  priceData: { price: Number(spec.price) },
  ...(spec.description ? { description: spec.description } : {}),
  ...(spec.visible === undefined ? {} : { visible: spec.visible }),
  ...(spec.sizes ? { productOptions: [{ name: 'Size', choices: spec.sizes.map((size) => ({ value: size, description: size })) }] } : {}),
});

const v3Product = (spec: ProductSpec) => ({
  name: spec.name,
  productType: 'PHYSICAL',
  ...(spec.description ? { plainDescription: spec.description } : {}),
  ...(spec.visible === undefined ? {} : { visible: spec.visible }),
  ...(spec.sizes ? { options: [{ name: 'Size', optionRenderType: 'TEXT_CHOICES', choicesSettings: { choices: spec.sizes.map((name) => ({ name, choiceType: 'CHOICE_TEXT' })) } }] } : {}),
  variantsInfo: {
    variants: (spec.sizes ?? [undefined]).map((size) => ({
      ...(size ? { choices: [{ optionChoiceNames: { optionName: 'Size', choiceName: size, renderType: 'TEXT_CHOICES' } }] } : {}),
      price: { actualPrice: { amount: spec.price } },
    })),
  },
});

/** Admin: a new physical product on a V1 or V3 store (Create Product); its id. */
export async function createProduct(t: TestSandbox, catalog: CatalogVersion, spec: ProductSpec): Promise<string> {
  const res = catalog === 'v1'
    ? await t.admin('POST', paths.products.create(), { product: v1Product(spec) })
    : await t.admin('POST', catalogV3Paths.products.create(), { product: v3Product(spec) });
  if (res.status !== 200) throw new Error(`create product failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.product.id;
}

export const catalogLine = (productId: string, quantity: number, options?: Record<string, unknown>) => ({
  catalogReference: { appId: STORES_APP_ID, catalogItemId: productId, ...(options ? { options } : {}) },
  quantity,
});

/**
 * Admin: counts stock for a variant, `quantity` left, on a V1 store (Update Inventory Variants) or a V3 store (the
 * variant's inventory item, Update Inventory Item).
 */
export async function setStock(t: TestSandbox, catalog: CatalogVersion, productId: string, variantId: string, quantity: number): Promise<void> {
  let res;
  if (catalog === 'v1') {
    res = await t.admin('PATCH', paths.inventory.updateVariants(productId), { inventoryItem: { trackQuantity: true, variants: [{ variantId, quantity }] } });
  } else {
    const [item] = (await t.admin('POST', catalogV3Paths.inventoryItems.query(), { query: { filter: { variantId } } })).body.inventoryItems;
    res = await t.admin('PATCH', catalogV3Paths.inventoryItems.update(item.id), { inventoryItem: { id: item.id, revision: item.revision, trackQuantity: true, quantity } });
  }
  if (res.status !== 200) throw new Error(`inventory update failed: ${res.status} ${JSON.stringify(res.body)}`);
}
