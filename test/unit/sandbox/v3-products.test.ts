import { describe, expect, it } from 'vitest';
import { callSandbox } from '../../helpers/sandbox.js';
import { encodeDotR } from '../../../src/wire/api/query-encoding.js';
import { createV3, money, paths, ruleName, simpleProduct, sizedProduct, v3SandboxPerFile, visitorHeaders } from './v3-support.js';
import { PHYSICAL_PRODUCT } from '../../helpers/store-products.js';

const box = v3SandboxPerFile();
const admin = (method: string, path: string, body?: unknown) => box.t.admin(method, path, body);
const code = (res: { body: any }) => res.body.details?.applicationError?.code;

describe('create', () => {
  it('makes a default variant for a product without options, with canonical decimal prices and computed ranges', async () => {
    const p = await createV3(box.t, simpleProduct('Tea Pot', '20.50', { sku: 'TP-1', cost: '8', compareAt: '25' }), ['MERCHANT_DATA', 'CURRENCY']);
    expect(p).toMatchObject({ name: 'Tea Pot', slug: 'tea-pot', revision: '1', productType: 'PHYSICAL', visible: true, currency: 'USD' });
    expect(p.variantsInfo.variants).toHaveLength(1);
    const [v] = p.variantsInfo.variants;
    expect(v).toMatchObject({ sku: 'TP-1', choices: [], price: { actualPrice: { amount: '20.5', formattedAmount: '$20.50' }, compareAtPrice: { amount: '25' } } });
    expect(v.revenueDetails).toEqual({ cost: { amount: '8', formattedAmount: '$8.00' }, profit: { amount: '12.5', formattedAmount: '$12.50' }, profitMargin: 0.6098 });
    expect(p.actualPriceRange).toEqual({ minValue: { amount: '20.5', formattedAmount: '$20.50' }, maxValue: { amount: '20.5', formattedAmount: '$20.50' } });
    expect(p.costRange.minValue.amount).toBe('8');
  });

  it('creates a customization for an inline option and resolves variant choices by name', async () => {
    const p = await createV3(box.t, sizedProduct('Shirt', { S: '10', M: '12', L: '14' }), ['VARIANT_OPTION_CHOICE_NAMES']);
    expect(p.options[0].id).toMatch(/-/);
    const custom = await admin('GET', paths.customizations.get(p.options[0].id));
    expect(custom.status).toBe(200);
    expect(custom.body.customization).toMatchObject({ name: 'Size', customizationType: 'PRODUCT_OPTION' });
    expect(p.variantsInfo.variants.map((v: any) => v.choices[0].optionChoiceNames.choiceName)).toEqual(['S', 'M', 'L']);
    expect(p.actualPriceRange).toEqual({ minValue: { amount: '10' }, maxValue: { amount: '14' } });
  });

  it('refuses what the platform refuses', async () => {
    const missingPrice = await admin('POST', paths.products.create(), { product: { name: 'X', ...PHYSICAL_PRODUCT, variantsInfo: { variants: [{}] } } });
    expect(missingPrice.status).toBe(400);
    expect(missingPrice.body.details.validationError.fieldViolations[0].field).toBe('product.variantsInfo.variants[0].price');
    const noName = await admin('POST', paths.products.create(), { product: { ...PHYSICAL_PRODUCT, variantsInfo: { variants: [{ price: { actualPrice: money('1') } }] } } });
    expect(noName.status).toBe(400);
    const twoDefaults = simpleProduct('Y', '1');
    twoDefaults.variantsInfo.variants.push({ price: { actualPrice: money('2') } } as never);
    expect(code(await admin('POST', paths.products.create(), { product: twoDefaults }))).toBe('INVALID_DEFAULT_VARIANT');
    const missingChoice = sizedProduct('Z', { S: '1' });
    (missingChoice.variantsInfo.variants[0] as any).choices = [];
    expect(code(await admin('POST', paths.products.create(), { product: missingChoice }))).toBe('MISSING_VARIANT_OPTION_CHOICE');
    expect(code(await admin('POST', paths.products.create(), { product: simpleProduct('W', '10', { compareAt: '9' }) }))).toBe('COMPARE_AT_PRICE_LOWER_THAN_ACTUAL_PRICE');
    await createV3(box.t, simpleProduct('A', '1', { sku: 'SKU-1', slug: 'taken' }));
    const dupSlug = await admin('POST', paths.products.create(), { product: simpleProduct('B', '1', { slug: 'taken' }) });
    expect([dupSlug.status, code(dupSlug)]).toEqual([409, 'DUPLICATE_SLUG_ERROR']);
    const dupSku = await admin('POST', paths.products.create(), { product: simpleProduct('C', '1', { sku: 'SKU-1' }) });
    expect([dupSku.status, code(dupSku)]).toEqual([409, 'SKU_ALREADY_EXIST_ERROR']);
    expect((await admin('POST', paths.products.query(), {})).body.products).toHaveLength(1);
  });
});

describe('get, update, delete', () => {
  it('gets by id and slug, with fields only when asked', async () => {
    const p = await createV3(box.t, { ...simpleProduct('Lamp', '30'), plainDescription: '<p>Bright</p>' });
    const byId = await admin('GET', `${paths.products.get(p.id)}?productId=${p.id}`);
    expect(byId.body.product.plainDescription).toBeUndefined();
    expect(byId.body.product.url).toBeUndefined();
    const bySlug = await admin('GET', `${paths.products.getBySlug('lamp')}?fields=PLAIN_DESCRIPTION&fields=URL`);
    expect(bySlug.body.product).toMatchObject({ id: p.id, plainDescription: '<p>Bright</p>', url: { relativePath: '/product-page/lamp' } });
    expect((await admin('GET', paths.products.get('nope'))).status).toBe(404);
    const withMedia = await createV3(box.t, { ...simpleProduct('Vase', '5'), media: { itemsInfo: { items: [{ url: 'https://img.example/a.jpg' }, { url: 'https://img.example/b.jpg' }] } } });
    expect(withMedia.media.main.url).toBe('https://img.example/a.jpg');
    expect(withMedia.media.itemsInfo).toBeUndefined();
    const items = (await admin('GET', `${paths.products.get(withMedia.id)}?fields=MEDIA_ITEMS_INFO`)).body.product.media.itemsInfo.items;
    expect(items.map((m: any) => m.url)).toEqual(['https://img.example/a.jpg', 'https://img.example/b.jpg']);
  });

  it('updates with the current revision; a missing or stale one is refused and nothing is written', async () => {
    const p = await createV3(box.t, simpleProduct('Desk', '100'));
    const missing = await admin('PATCH', paths.products.update(p.id), { product: { id: p.id, name: 'Table' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('revision must not be empty');
    const ok = await admin('PATCH', paths.products.update(p.id), { product: { id: p.id, revision: '1', name: 'Table' } });
    expect(ok.body.product).toMatchObject({ name: 'Table', revision: '2', slug: 'desk' });
    expect(ok.body.product.variantsInfo.variants[0].id).toBe(p.variantsInfo.variants[0].id);
    const stale = await admin('PATCH', paths.products.update(p.id), { product: { id: p.id, revision: '1', name: 'Bench' } });
    expect([stale.status, code(stale)]).toEqual([409, 'REVISION_MISMATCH']);
    expect(stale.body.details.applicationError.description).toContain(`Product ${p.id} is at revision 2`);
    expect((await admin('GET', paths.products.get(p.id))).body.product.name).toBe('Table');
  });

  it('replaces variants wholesale and needs options with them', async () => {
    const p = await createV3(box.t, sizedProduct('Cap', { S: '5', M: '6' }));
    const noOptions = await admin('PATCH', paths.products.update(p.id), { product: { id: p.id, revision: p.revision, variantsInfo: { variants: [p.variantsInfo.variants[0]] } } });
    expect(ruleName(noOptions)).toBe('MISSING_OPTIONS_ON_UPDATE_VARIANTS');
    const kept = { ...p.variantsInfo.variants[0], price: { actualPrice: money('7') } };
    const options = [{ ...p.options[0], choicesSettings: { choices: [p.options[0].choicesSettings.choices[0]] } }];
    const res = await admin('PATCH', paths.products.update(p.id), { product: { id: p.id, revision: p.revision, options, variantsInfo: { variants: [kept] } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.product.variantsInfo.variants).toHaveLength(1);
    expect(res.body.product.variantsInfo.variants[0]).toMatchObject({ id: kept.id, price: { actualPrice: { amount: '7' } } });
  });

  it('deletes', async () => {
    const p = await createV3(box.t, simpleProduct('Gone', '1'));
    expect((await admin('DELETE', paths.products.delete(p.id))).body).toEqual({});
    expect((await admin('GET', paths.products.get(p.id))).status).toBe(404);
  });
});

describe('who sees what', () => {
  it('hides hidden products and merchant data from visitors', async () => {
    const hidden = await createV3(box.t, simpleProduct('Secret', '5', { visible: false, cost: '1' }));
    await createV3(box.t, simpleProduct('Public', '5', { cost: '1' }));
    const visitor = await visitorHeaders(box.t);
    const asVisitor = (method: string, path: string, body?: unknown) => callSandbox(box.t.baseUrl, method, path, { body, headers: visitor });
    expect((await asVisitor('GET', paths.products.get(hidden.id))).status).toBe(404);
    const listed = await asVisitor('POST', paths.products.query(), {});
    expect(listed.body.products.map((p: any) => p.name)).toEqual(['Public']);
    const merchant = await asVisitor('POST', paths.products.query(), { fields: ['MERCHANT_DATA'] });
    expect([merchant.status, code(merchant)]).toEqual([403, 'NO_PERMISSION_TO_READ_MERCHANT_DATA']);
    // A filter for hidden products is refused whatever the store holds; one for visible products is answered.
    for (const filter of [{ visible: false }, { visible: { $in: [true, false] } }, { $not: { visible: true } }]) {
      const asked = await asVisitor('POST', paths.products.query(), { query: { filter } });
      expect([asked.status, code(asked)], JSON.stringify(filter)).toEqual([403, 'NO_PERMISSION_TO_INCLUDE_NOT_VISIBLE_PRODUCTS']);
    }
    const visibleOnly = await asVisitor('POST', paths.products.search(), { search: { filter: { visible: true } } });
    expect(visibleOnly.body.products.map((p: any) => p.name)).toEqual(['Public']);
    expect((await admin('POST', paths.products.query(), {})).body.products).toHaveLength(2);
  });

  it('counts visible products only unless returnNonVisibleProducts', async () => {
    await createV3(box.t, simpleProduct('Secret', '5', { visible: false }));
    await createV3(box.t, simpleProduct('Public', '5'));
    expect((await admin('POST', paths.products.count(), {})).body).toEqual({ count: 1 });
    expect((await admin('POST', paths.products.count(), { returnNonVisibleProducts: true })).body).toEqual({ count: 2 });
    expect((await admin('GET', `${paths.products.count()}?.r=${encodeDotR({ filter: { name: { $startsWith: 'pub' } } })}`)).body).toEqual({ count: 1 });
  });
});

describe('query and search', () => {
  it('filters and sorts only on declared fields', async () => {
    await createV3(box.t, simpleProduct('A', '1'));
    const badFilter = await admin('POST', paths.products.query(), { query: { filter: { name: 'A' } } });
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.message).toBe("Field 'name' is not declared as filterable");
    const badSort = await admin('POST', paths.products.query(), { query: { sort: [{ fieldName: 'name', order: 'ASC' }] } });
    expect(badSort.body.message).toBe("Field 'name' is not declared as sortable");
    const tooMany = await admin('POST', paths.products.query(), { query: { cursorPaging: { limit: 101 } } });
    expect(tooMany.status).toBe(400);
    const searchByName = await admin('POST', paths.products.search(), { search: { filter: { name: 'A' } } });
    expect(searchByName.body.products).toHaveLength(1);
  });

  it('pages with cursors that carry filter, sort and fields (GET .r and POST agree)', async () => {
    for (const [name, price] of [['P1', '5'], ['P2', '15'], ['P3', '25'], ['P4', '35'], ['P5', '9.5']]) await createV3(box.t, simpleProduct(name, price));
    const search = { filter: { 'actualPriceRange.minValue.amount': { $gte: '9' } }, sort: [{ fieldName: 'actualPriceRange.minValue.amount', order: 'DESC' }], cursorPaging: { limit: 2 } };
    const first = await admin('GET', `${paths.products.search()}?.r=${encodeDotR({ search, fields: ['CURRENCY'] })}`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.products.map((p: any) => p.name)).toEqual(['P4', 'P3']);
    expect(first.body.pagingMetadata).toMatchObject({ count: 2, hasNext: true });
    const second = await admin('POST', paths.products.search(), { search: { cursorPaging: { cursor: first.body.pagingMetadata.cursors.next, limit: 2 } } });
    expect(second.body.products.map((p: any) => p.name)).toEqual(['P2', 'P5']);
    expect(second.body.products[0].currency).toBe('USD');
    expect(second.body.pagingMetadata.hasNext).toBe(false);
    expect(second.body.products[0].variantsInfo).toBeUndefined();
  });

  it('answers variantSummary.minPriceVariant on query and search with MIN_PRICE_VARIANT only: the lowest visible price, first on ties', async () => {
    const shirt = sizedProduct('Min Shirt', { S: '12', M: '9', L: '9' });
    shirt.variantsInfo.variants.forEach((v, i) => Object.assign(v, { sku: `MS-${i}` }));
    // The cheapest variant hidden: the next cheapest visible one counts.
    shirt.variantsInfo.variants.push({ ...shirt.variantsInfo.variants[0], sku: 'MS-HIDDEN', visible: false, price: { actualPrice: money('1') }, choices: [{ optionChoiceNames: { optionName: 'Size', choiceName: 'XS', renderType: 'TEXT_CHOICES' } }] } as never);
    shirt.options[0].choicesSettings.choices.push({ name: 'XS', choiceType: 'CHOICE_TEXT' });
    await createV3(box.t, shirt);
    const filter = { slug: 'min-shirt' };
    const searched = await admin('POST', paths.products.search(), { search: { filter }, fields: ['MIN_PRICE_VARIANT'] });
    expect(searched.status, JSON.stringify(searched.body)).toBe(200);
    expect(searched.body.products[0].variantSummary).toMatchObject({ variantCount: 4, minPriceVariant: { sku: 'MS-1', price: { actualPrice: { amount: '9' } } } });
    const queried = await admin('POST', paths.products.query(), { query: { filter }, fields: ['MIN_PRICE_VARIANT'] });
    expect(queried.body.products[0].variantSummary.minPriceVariant.sku).toBe('MS-1');
    const without = await admin('POST', paths.products.query(), { query: { filter } });
    expect(without.body.products[0].variantSummary).toEqual({ variantCount: 4 });
    // Single-entity calls do not take it (the platform's RequestedFields minus MIN_PRICE_VARIANT).
    const get = await admin('GET', `${paths.products.get(searched.body.products[0].id)}?fields=MIN_PRICE_VARIANT`);
    expect(get.status).toBe(400);
  });

  it('pages the plain listing in creation order, without hidden products for visitors', async () => {
    for (const name of ['A', 'B', 'C', 'D']) await createV3(box.t, simpleProduct(name, '1'));
    await createV3(box.t, simpleProduct('Hidden', '1', { visible: false }));
    const names: string[] = [];
    let body = (await admin('POST', paths.products.query(), { query: { cursorPaging: { limit: 2 } } })).body;
    names.push(...body.products.map((p: any) => p.name));
    while (body.pagingMetadata.hasNext) {
      body = (await admin('POST', paths.products.query(), { query: { cursorPaging: { limit: 2, cursor: body.pagingMetadata.cursors.next } } })).body;
      names.push(...body.products.map((p: any) => p.name));
    }
    expect(names).toEqual(['A', 'B', 'C', 'D', 'Hidden']);
    const visitor = await visitorHeaders(box.t);
    const seen = await callSandbox(box.t.baseUrl, 'POST', paths.products.query(), { body: { query: { cursorPaging: { limit: 10 } } }, headers: visitor });
    expect(seen.body.products.map((p: any) => p.name)).toEqual(['A', 'B', 'C', 'D']);
    expect(seen.body.pagingMetadata).toMatchObject({ count: 4, hasNext: false });
  });

  it('searches free text in the named fields', async () => {
    await createV3(box.t, simpleProduct('Blue Kettle', '5', { sku: 'KET-1' }));
    await createV3(box.t, simpleProduct('Red Mug', '5', { sku: 'MUG-9' }));
    const byName = await admin('POST', paths.products.search(), { search: { search: { expression: 'kettle', fields: ['name'] } } });
    expect(byName.body.products.map((p: any) => p.name)).toEqual(['Blue Kettle']);
    const bySku = await admin('POST', paths.products.search(), { search: { search: { expression: 'mug-9', fields: ['variantsInfo.variants.sku'] } } });
    expect(bySku.body.products.map((p: any) => p.name)).toEqual(['Red Mug']);
  });
});
