// Products on a V1 or a V3 store, for tests whose body runs on both: each catalog's create body and path, a
// product read by slug with its variants, and stock. The one place these tests tell the two wires apart.
import { paths } from '../../src/wire/api/paths.js';
import type { CatalogVersion } from '../../src/wire/api/catalog-version.js';
import { catalogV3Paths } from '../../src/wire/api/catalog-v3/paths.js';
import type { AdminCaller } from './catalog.js';

/**
 * A product on either catalog: its id, and its variants by their choices. The versions differ in where the variants
 * are read: V1 `variants[].choices`
 * ({Size: "L"}), V3 `variantsInfo.variants[].choices[].optionChoiceNames` (docs/wire/catalog-v3.md §7 "Cart add").
 */
export interface StoreProduct {
  id: string;
  /** Every variant: its id and choices (option name → choice name; {} for a product without options). */
  variants: Array<{ id: string; choices: Record<string, string> }>;
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
export async function productBySlug(t: AdminCaller, catalog: CatalogVersion, slug: string): Promise<StoreProduct> {
  const product = catalog === 'v1'
    ? (await t.admin('POST', paths.products.query(), { query: { filter: { slug } } })).body.products?.[0]
    : (await t.admin('GET', catalogV3Paths.products.getBySlug(slug))).body.product;
  if (!product) throw new Error(`no product ${slug}`);
  const variants = catalog === 'v1' ? V1_VARIANTS(product) : V3_VARIANTS(product);
  return {
    id: product.id,
    variants,
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
  /** What the merchant pays (V1 costAndProfitData.itemCost, V3 revenueDetails.cost). */
  cost?: string;
}

export const v1Product = (spec: ProductSpec) => ({
  name: spec.name,
  priceData: { price: Number(spec.price) },
  ...(spec.description ? { description: spec.description } : {}),
  ...(spec.visible === undefined ? {} : { visible: spec.visible }),
  ...(spec.cost ? { costAndProfitData: { itemCost: Number(spec.cost) } } : {}),
  ...(spec.sizes ? { productOptions: [{ name: 'Size', choices: spec.sizes.map((size) => ({ value: size, description: size })) }] } : {}),
});

/**
 * The type of a V3 product made for a test: PHYSICAL, with the `physicalProperties` the platform then requires ("When
 * passing `productType: PHYSICAL`, you must also pass `physicalProperties`", SDK doc comment of V3Product.productType).
 */
export const PHYSICAL_PRODUCT = { productType: 'PHYSICAL', physicalProperties: {} } as const;

export const v3Product = (spec: ProductSpec) => ({
  name: spec.name,
  ...PHYSICAL_PRODUCT,
  ...(spec.description ? { plainDescription: spec.description } : {}),
  ...(spec.visible === undefined ? {} : { visible: spec.visible }),
  ...(spec.sizes ? { options: [{ name: 'Size', optionRenderType: 'TEXT_CHOICES', choicesSettings: { choices: spec.sizes.map((name) => ({ name, choiceType: 'CHOICE_TEXT' })) } }] } : {}),
  variantsInfo: {
    variants: (spec.sizes ?? [undefined]).map((size) => ({
      ...(size ? { choices: [{ optionChoiceNames: { optionName: 'Size', choiceName: size, renderType: 'TEXT_CHOICES' } }] } : {}),
      price: { actualPrice: { amount: spec.price } },
      ...(spec.cost ? { revenueDetails: { cost: { amount: spec.cost } } } : {}),
    })),
  },
});

/** A Create Product call on a V1 or V3 store: its path and body (also for child processes, which have no TestSandbox). */
export const createProductCall = (catalog: CatalogVersion, spec: ProductSpec) =>
  catalog === 'v1' ? { path: paths.products.create(), body: { product: v1Product(spec) } } : { path: catalogV3Paths.products.create(), body: { product: v3Product(spec) } };

/** Admin: a new physical product on a V1 or V3 store (Create Product); the product as answered. */
export async function createProduct(t: AdminCaller, catalog: CatalogVersion, spec: ProductSpec): Promise<{ id: string; slug: string; name: string; revision?: string }> {
  const call = createProductCall(catalog, spec);
  const res = await t.admin('POST', call.path, call.body);
  if (res.status !== 200) throw new Error(`create product failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.product;
}

/**
 * Admin: counts stock for a variant, `quantity` left, on a V1 store (Update Inventory Variants) or a V3 store (the
 * variant's inventory item, Update Inventory Item).
 */
export async function setStock(t: AdminCaller, catalog: CatalogVersion, productId: string, variantId: string, quantity: number): Promise<void> {
  let res;
  if (catalog === 'v1') {
    res = await t.admin('PATCH', paths.inventory.updateVariants(productId), { inventoryItem: { trackQuantity: true, variants: [{ variantId, quantity }] } });
  } else {
    const [item] = (await t.admin('POST', catalogV3Paths.inventoryItems.query(), { query: { filter: { variantId } } })).body.inventoryItems;
    res = await t.admin('PATCH', catalogV3Paths.inventoryItems.update(item.id), { inventoryItem: { id: item.id, revision: item.revision, trackQuantity: true, quantity } });
  }
  if (res.status !== 200) throw new Error(`inventory update failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** One variant of a generated catalog product: its choices (option name → choice), list price and, V3, sale price. */
export interface GeneratedVariant {
  choices: Record<string, string>;
  price: string;
  /** What the buyer pays (V3: each variant its own; V1 keeps one discount per product). */
  sale?: string;
}

/** A product of a generated catalog (the round-trip property test). */
export interface GeneratedProduct {
  slug: string;
  name: string;
  description?: string;
  options: Array<{ name: string; choices: string[] }>;
  /** One per combination of choices (one with no choices for a product without options). */
  variants: GeneratedVariant[];
  /** V1 only: the product's discount. */
  discount?: { type: 'AMOUNT' | 'PERCENT'; value: number };
}

/**
 * Admin: the product as the store's own API makes it (not through the CLI): V1 Create Product with managed variants
 * then Update Variants for their prices; V3 Create Product with every variant's actual and compare-at price.
 */
export async function createGeneratedProduct(t: AdminCaller, catalog: CatalogVersion, spec: GeneratedProduct): Promise<string> {
  const withOptions = spec.options.length > 0;
  if (catalog === 'v1') {
    const product = {
      name: spec.name,
      slug: spec.slug,
      priceData: { price: Number(spec.variants[0].price) },
      ...(spec.description ? { description: spec.description } : {}),
      ...(spec.discount ? { discount: spec.discount } : {}),
      ...(withOptions ? { manageVariants: true, productOptions: spec.options.map((o) => ({ name: o.name, choices: o.choices.map((c) => ({ value: c, description: c })) })) } : {}),
    };
    const created = await t.admin('POST', paths.products.create(), { product });
    if (created.status !== 200) throw new Error(`create product failed: ${created.status} ${JSON.stringify(created.body)}`);
    const id = created.body.product.id;
    if (withOptions) {
      const variants = spec.variants.map((v) => ({ choices: v.choices, price: Number(v.price) }));
      const updated = await t.admin('PATCH', paths.products.updateVariants(id), { variants });
      if (updated.status !== 200) throw new Error(`update variants failed: ${updated.status} ${JSON.stringify(updated.body)}`);
    }
    return id;
  }
  const product = {
    name: spec.name,
    slug: spec.slug,
    ...PHYSICAL_PRODUCT,
    ...(spec.description ? { plainDescription: spec.description } : {}),
    options: spec.options.map((o) => ({ name: o.name, optionRenderType: 'TEXT_CHOICES', choicesSettings: { choices: o.choices.map((name) => ({ name, choiceType: 'CHOICE_TEXT' })) } })),
    variantsInfo: {
      variants: spec.variants.map((v) => ({
        ...(withOptions ? { choices: Object.entries(v.choices).map(([optionName, choiceName]) => ({ optionChoiceNames: { optionName, choiceName, renderType: 'TEXT_CHOICES' } })) } : {}),
        price: v.sale !== undefined ? { actualPrice: { amount: v.sale }, compareAtPrice: { amount: v.price } } : { actualPrice: { amount: v.price } },
      })),
    },
  };
  const created = await t.admin('POST', catalogV3Paths.products.create(), { product });
  if (created.status !== 200) throw new Error(`create product failed: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.product.id;
}
