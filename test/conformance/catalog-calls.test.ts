// V1 by nature: the SDK's Catalog V1 variant, media, option and store-variant calls; V3's are in
// v3-products.test.ts, v3-search-variants.test.ts and v3-customizations.test.ts.
// The official SDK (products module, ApiKeyStrategy, fetch routed to `store sandbox serve`) runs every variant, media,
// options, brand/ribbon and store-variant call with success, and what it sees agrees with `store … --json`.
import { beforeAll, describe, expect, it } from 'vitest';
import { inventory, products } from '@wix/stores';
import { adminSdkClient, toWire } from './sdk-harness.js';
import { servedSandboxPerFile } from '../helpers/served-sandbox.js';

const { served, storeJson } = servedSandboxPerFile(['--memory', '--catalog', 'v1']);
let sdk: ReturnType<typeof adminSdkClient<{ products: typeof products; inventory: typeof inventory }>>;

/** A wire store variant as the SDK returns it: media image objects become `wix:image://` strings (§3.4). */
function asSdkStoreVariant(variant: any): unknown {
  const image = variant.media?.image;
  if (!image) return variant;
  return { ...variant, media: { image: image.id ? `wix:image://v1/${image.id}#originWidth=${image.width}&originHeight=${image.height}` : image.url } };
}

const options = [
  { name: 'Size', choices: ['S', 'M', 'L'].map((v) => ({ value: v, description: v })) },
  { name: 'Color', choices: ['Red', 'Blue'].map((v) => ({ value: v, description: v })) },
];

async function createShirt(name: string, extra: Record<string, unknown> = {}) {
  const created = await sdk.products.createProduct({
    name,
    productType: products.ProductType.physical,
    priceData: { price: 20 },
    costAndProfitData: { itemCost: 8 },
    sku: 'SHIRT',
    weight: 0.5,
    brand: 'Acme',
    ribbon: 'New',
    productOptions: options,
    ...extra,
  });
  return created.product!;
}

beforeAll(() => {
  sdk = adminSdkClient({ products, inventory }, served);
});

describe('official SDK against the sandbox: variants', () => {
  it('updates, queries and resets variants, agreeing with `store products variants … --json`', async () => {
    const shirt = await createShirt('Conformance Shirt', { manageVariants: true });
    const updated = await sdk.products.updateProductVariants(shirt._id!, [{ choices: { Size: 'L' }, price: 26, cost: 10, sku: 'SHIRT-L' }]);
    expect(updated.variants!.map((v) => v.choices)).toEqual([{ Size: 'L', Color: 'Red' }, { Size: 'L', Color: 'Blue' }]);
    expect(updated.variants![0].variant?.costAndProfitData?.profit).toBe(16);
    const fromCli = await storeJson<unknown[]>(['products', 'variants', 'list', shirt._id!, '--choice', 'Size=L']);
    expect(toWire(updated.variants)).toEqual(fromCli);

    // The CLI writes, the SDK reads.
    const cliUpdated = await storeJson<any[]>(['products', 'variants', 'update', shirt.slug!, '--variant-id', shirt.variants![0]._id!, '--weight', '0.75', '--hidden']);
    const queried = await sdk.products.queryProductVariants(shirt._id!, { variantIds: [shirt.variants![0]._id!] });
    expect(queried.totalResults).toBe(1);
    expect(toWire(queried.variants)).toEqual(cliUpdated);
    const byChoice = await sdk.products.queryProductVariants(shirt._id!, { choices: { Color: 'Blue' }, paging: { limit: 2, offset: 1 } });
    expect(byChoice.metadata).toEqual({ items: 2, offset: 1 });
    expect(byChoice.totalResults).toBe(3);

    await expect(sdk.products.resetAllProductVariantData(shirt._id!)).resolves.toBeUndefined();
    const afterReset = await storeJson<any[]>(['products', 'variants', 'list', shirt._id!]);
    expect(afterReset.every((v) => v.variant.priceData.price === 20 && v.variant.sku === 'SHIRT' && v.variant.visible)).toBe(true);
    expect(toWire((await sdk.products.queryProductVariants(shirt._id!)).variants)).toEqual(afterReset);
  });

  it('answers options availability (with stock set through the inventory API) like `store products options availability`', async () => {
    const shirt = await createShirt('Availability Shirt', { manageVariants: true });
    const redLarge = shirt.variants!.find((v) => v.choices?.Size === 'L' && v.choices?.Color === 'Red')!;
    await sdk.inventory.updateInventoryVariants(shirt._id!, { trackQuantity: false, variants: [{ variantId: redLarge._id!, inStock: false }] });

    const partial = await sdk.products.getProductOptionsAvailability(shirt._id!, { Color: 'Red' });
    expect(partial.selectedVariant).toBeUndefined();
    expect(partial.productOptions!.find((o) => o.name === 'Size')?.choices?.map((c) => c.inStock)).toEqual([true, true, false]);
    expect(toWire(partial)).toEqual(await storeJson(['products', 'options', 'availability', shirt._id!, '--choice', 'Color=Red']));

    const full = await sdk.products.getProductOptionsAvailability(shirt._id!, { Size: 'L', Color: 'Red' });
    expect(full.availableForPurchase).toBe(false);
    expect(full.selectedVariant?.inStock).toBe(false);
    expect(toWire(full)).toEqual(await storeJson(['products', 'options', 'availability', shirt.slug!, '--choice', 'size=l', '--choice', 'color=red']));
    expect((await sdk.products.getProduct(shirt._id!)).product?.stock?.inventoryStatus).toBe('PARTIALLY_OUT_OF_STOCK');
  });
});

describe('official SDK against the sandbox: media, options, brand, ribbon', () => {
  it('adds and removes product media and choice media, agreeing with `store products media|choice-media … --json`', async () => {
    const shirt = await createShirt('Media Shirt');
    await expect(
      sdk.products.addProductMedia(shirt._id!, [{ url: 'https://img.example/shirt.jpg' }, { url: 'https://img.example/red.jpg', choice: { option: 'Color', choice: 'Red' } }]),
    ).resolves.toBeUndefined();
    const withMedia = (await sdk.products.getProduct(shirt._id!)).product!;
    expect(withMedia.media?.items?.map((m) => m.image?.url)).toEqual(['https://img.example/shirt.jpg', 'https://img.example/red.jpg']);
    expect(toWire(withMedia)).toEqual(await storeJson(['products', 'get', shirt._id!]));

    const blueAdded = await storeJson<any>(['products', 'media', 'add', shirt.slug!, 'https://img.example/blue.jpg', '--choice', 'Color=Blue']);
    expect(toWire((await sdk.products.getProduct(shirt._id!)).product)).toEqual(blueAdded);

    const [main, red, blue] = blueAdded.media.items.map((m: any) => m.id);
    await expect(sdk.products.addProductMediaToChoices(shirt._id!, [{ option: 'Color', choice: 'Red', mediaIds: [main] }])).resolves.toBeUndefined();
    // A removal asks first (issue #15 item 2): --yes answers for the script.
    const cliRemoved = await storeJson<any>(['products', 'choice-media', 'remove', shirt._id!, '--choice', 'Color=Blue', blue, '--yes']);
    const afterChoices = (await sdk.products.getProduct(shirt._id!)).product!;
    expect(toWire(afterChoices)).toEqual(cliRemoved);
    const colors = afterChoices.productOptions!.find((o) => o.name === 'Color')!.choices!;
    expect(colors.map((c) => c.media?.items?.map((m) => m._id) ?? [])).toEqual([[red, main], []]);

    await expect(sdk.products.removeProductMediaFromChoices(shirt._id!, [{ option: 'Color', choice: 'Red' }])).resolves.toBeUndefined();
    await expect(sdk.products.removeProductMedia(shirt._id!, [red])).resolves.toBeUndefined();
    const cliAfter = await storeJson<any>(['products', 'get', shirt.slug!]);
    expect(cliAfter.media.items.map((m: any) => m.id)).toEqual([main, blue]);
    expect(toWire((await sdk.products.getProduct(shirt._id!)).product)).toEqual(cliAfter);
    await expect(sdk.products.removeProductMedia(shirt._id!, [])).resolves.toBeUndefined();
    expect((await storeJson<any>(['products', 'media', 'list', shirt._id!]))).toEqual([]);
  });

  it('deletes options and removes brand and ribbon, agreeing with the CLI', async () => {
    const first = await createShirt('Options Shirt');
    await expect(sdk.products.deleteProductOptions(first._id!)).resolves.toBeUndefined();
    await expect(sdk.products.removeBrand(first._id!)).resolves.toBeUndefined();
    await expect(sdk.products.removeRibbon(first._id!)).resolves.toBeUndefined();
    const viaSdk = (await sdk.products.getProduct(first._id!)).product!;
    expect(viaSdk.productOptions).toEqual([]);
    expect(viaSdk.brand).toBeUndefined();
    expect(viaSdk.ribbon).toBeUndefined();
    expect(toWire(viaSdk)).toEqual(await storeJson(['products', 'get', first._id!]));

    const second = await createShirt('Options Shirt Two');
    await storeJson(['products', 'options', 'delete', second._id!, '--yes']);
    await storeJson(['products', 'brand', 'remove', second.slug!]);
    const cliFinal = await storeJson<any>(['products', 'ribbon', 'remove', second.slug!]);
    expect(toWire((await sdk.products.getProduct(second._id!)).product)).toEqual(cliFinal);
    expect(cliFinal).toMatchObject({ productOptions: [], ribbons: [] });

    const managed = await createShirt('Managed Shirt', { manageVariants: true });
    await expect(sdk.products.deleteProductOptions(managed._id!)).rejects.toMatchObject({ details: { applicationError: { code: 'VARIANTS_MANAGED' } } });
  });
});

describe('official SDK against the sandbox: store variants', () => {
  it('queries and gets store variants like `store variants list|get --json`', async () => {
    const shirt = await createShirt('Store Variant Shirt', { manageVariants: true });
    await sdk.products.addProductMedia(shirt._id!, [{ url: 'https://img.example/sv.jpg' }]);
    const queried = await sdk.products.queryStoreVariants({ filter: { productId: shirt._id }, sort: [{ fieldName: 'variantName', order: products.SortOrder.ASC }] });
    expect(queried.variants!.map((v) => v._id)).toContain(`${shirt._id}-${shirt.variants![0]._id}`);
    expect(queried.variants![0].media?.image).toMatch(/^wix:image:\/\/v1\/.+#originWidth=1000&originHeight=1000$/);
    const fromCli = await storeJson<any[]>(['variants', 'list', '--filter', JSON.stringify({ productId: shirt._id }), '--sort', 'variantName']);
    expect(toWire(queried.variants)).toEqual(fromCli.map(asSdkStoreVariant));
    expect(toWire(queried.metadata)).toMatchObject({ count: 6, offset: 0, total: 6 });

    const one = await sdk.products.getStoreVariant(fromCli[2].id);
    expect(toWire(one.variant)).toEqual(asSdkStoreVariant(await storeJson(['variants', 'get', fromCli[2].id])));
    expect(one.variant).toMatchObject({ productId: shirt._id, managedVariant: true, preorderInfo: { enabled: false } });
  });
});
