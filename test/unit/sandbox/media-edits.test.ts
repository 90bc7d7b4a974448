// V1 by nature: V1's media, choice media, delete-options and remove brand/ribbon calls; a V3 product holds its
// media, options and brand in the product itself (v3-products.test.ts, v3-entities.test.ts).
// Product media, choice media, delete options, remove brand/ribbon: sandbox behaviour over HTTP.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';

let t: TestSandbox;
const admin = (method: string, path: string, body?: unknown) => t.admin(method, path, body);
const colors = { name: 'Color', choices: ['Red', 'Blue'].map((v) => ({ value: v, description: v })) };
const sizes = { name: 'Size', choices: ['S', 'M'].map((v) => ({ value: v, description: v })) };

async function create(extra: Record<string, unknown> = {}) {
  const res = await admin('POST', paths.products.create(), { product: { name: 'Scarf', priceData: { price: 15 }, productOptions: [colors, sizes], ...extra } });
  return res.body.product;
}
const get = async (id: string) => (await admin('GET', `${paths.products.get(id)}?id=${id}`)).body.product;
const addMedia = (id: string, media: unknown[]) => admin('POST', paths.products.addMedia(id), { id, media });
const choiceMedia = (product: any, option: string, choice: string) =>
  product.productOptions.find((o: any) => o.name === option).choices.find((c: any) => c.description === choice).media;

beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v1', demo: false });
});
afterAll(() => t.close());
beforeEach(() => t.sandbox.reset({ demo: false }));

describe('product media', () => {
  it('creates image items from URLs with ids derived from the URL; the first is the main media', async () => {
    const p = await create();
    const res = await addMedia(p.id, [{ url: 'https://img.example/a/front.jpg' }, { url: 'https://img.example/a/back.png?w=2' }]);
    expect(res).toMatchObject({ status: 200, body: {} });
    const product = await get(p.id);
    expect(product.media.items).toHaveLength(2);
    expect(product.media.mainMedia).toEqual(product.media.items[0]);
    expect(product.media.items[0]).toMatchObject({ mediaType: 'image', image: { url: 'https://img.example/a/front.jpg', width: 1000, height: 1000 } });
    expect(product.media.items[0].id).toMatch(/~front\.jpg$/);

    // Same URL again (even on another product) → the same id, and no duplicate on this product.
    await addMedia(p.id, [{ url: 'https://img.example/a/front.jpg' }]);
    const other = await create({ name: 'Other' });
    await addMedia(other.id, [{ url: 'https://img.example/a/front.jpg' }]);
    expect((await get(p.id)).media.items.map((m: any) => m.id)).toEqual(product.media.items.map((m: any) => m.id));
    expect((await get(other.id)).media.items[0].id).toBe(product.media.items[0].id);
  });

  it('adds site media by id and rejects an item with both or neither of url and mediaId', async () => {
    const p = await create();
    await addMedia(p.id, [{ mediaId: 'nsplsh_abc~mv2.jpg' }]);
    expect((await get(p.id)).media.items[0]).toMatchObject({ id: 'nsplsh_abc~mv2.jpg', image: { url: 'https://static.wixstatic.com/media/nsplsh_abc~mv2.jpg' } });
    expect((await addMedia(p.id, [{}])).status).toBe(400);
    expect((await addMedia(p.id, [{ url: 'https://x.example/a.jpg', mediaId: 'm' }])).status).toBe(400);
    expect((await addMedia(p.id, [{ url: 'not a url' }])).status).toBe(400);
  });

  it('removes the named items (also from choices); an empty list removes all', async () => {
    const p = await create();
    await addMedia(p.id, [{ url: 'https://img.example/1.jpg' }, { url: 'https://img.example/2.jpg', choice: { option: 'Color', choice: 'Red' } }, { url: 'https://img.example/3.jpg' }]);
    const [one, two] = (await get(p.id)).media.items.map((m: any) => m.id);
    await admin('POST', paths.products.removeMedia(p.id), { id: p.id, mediaIds: [two, 'unknown-id'] });
    const after = await get(p.id);
    expect(after.media.items.map((m: any) => m.image.url)).toEqual(['https://img.example/1.jpg', 'https://img.example/3.jpg']);
    expect(choiceMedia(after, 'Color', 'Red')).toBeUndefined();
    await admin('POST', paths.products.removeMedia(p.id), { id: p.id, mediaIds: [] });
    expect((await get(p.id)).media).toEqual({ items: [] });
    expect(one).toBeTruthy();
  });
});

describe('choice media', () => {
  it('attaches media to choices of one option only, and removes it again', async () => {
    const p = await create();
    await addMedia(p.id, [{ url: 'https://img.example/red.jpg', choice: { option: 'Color', choice: 'Red' } }, { url: 'https://img.example/blue.jpg' }]);
    const [red, blue] = (await get(p.id)).media.items.map((m: any) => m.id);
    const add = await admin('PATCH', paths.products.addChoiceMedia(p.id), { id: p.id, media: [{ option: 'Color', choice: 'Blue', mediaIds: [blue] }] });
    expect(add).toMatchObject({ status: 200, body: {} });
    let product = await get(p.id);
    expect(choiceMedia(product, 'Color', 'Red').items.map((m: any) => m.id)).toEqual([red]);
    expect(choiceMedia(product, 'Color', 'Blue').mainMedia.id).toBe(blue);

    const conflict = await admin('PATCH', paths.products.addChoiceMedia(p.id), { id: p.id, media: [{ option: 'Size', choice: 'S', mediaIds: [red] }] });
    expect(conflict.status).toBe(400);
    expect(conflict.body.details.applicationError.code).toBe('CHOICE_MEDIA_OPTION_CONFLICT');
    const foreign = await admin('PATCH', paths.products.addChoiceMedia(p.id), { id: p.id, media: [{ option: 'Color', choice: 'Red', mediaIds: ['not-mine'] }] });
    expect(foreign.status).toBe(400);

    await admin('POST', paths.products.removeChoiceMedia(p.id), { id: p.id, media: [{ option: 'Color', choice: 'Red', mediaIds: [red] }, { option: 'Color', choice: 'Blue' }] });
    product = await get(p.id);
    expect(choiceMedia(product, 'Color', 'Red')).toBeUndefined();
    expect(choiceMedia(product, 'Color', 'Blue')).toBeUndefined();
    expect(product.media.items).toHaveLength(2);
    // With Color cleared, Size may now have media.
    const sizeMedia = await admin('PATCH', paths.products.addChoiceMedia(p.id), { id: p.id, media: [{ option: 'Size', choice: 'S', mediaIds: [red] }] });
    expect(sizeMedia.status).toBe(200);
  });

  it('rejects a choice the product does not have', async () => {
    const p = await create();
    const res = await addMedia(p.id, [{ url: 'https://img.example/x.jpg', choice: { option: 'Color', choice: 'Green' } }]);
    expect(res.status).toBe(400);
    expect(res.body.details.validationError.fieldViolations[0].field).toBe('media[0].choice.choice');
    expect((await get(p.id)).media.items).toEqual([]);
  });
});

describe('delete options, remove brand and ribbon', () => {
  it('deletes options (and variants and choice media) only without managed variants', async () => {
    const managed = await create({ manageVariants: true });
    const refused = await admin('DELETE', `${paths.products.deleteOptions(managed.id)}?id=${managed.id}`);
    expect(refused.status).toBe(428);
    expect(refused.body.details.applicationError.code).toBe('VARIANTS_MANAGED');
    expect((await get(managed.id)).productOptions).toHaveLength(2);

    const p = await create();
    await addMedia(p.id, [{ url: 'https://img.example/red.jpg', choice: { option: 'Color', choice: 'Red' } }]);
    const res = await admin('DELETE', `${paths.products.deleteOptions(p.id)}?id=${p.id}`);
    expect(res).toMatchObject({ status: 200, body: {} });
    const product = await get(p.id);
    expect(product.productOptions).toEqual([]);
    expect(product.variants).toBeUndefined();
    expect(product.media.items).toHaveLength(1);
  });

  it('removes the brand and the ribbon (and is a no-op when there is none)', async () => {
    const p = await create({ brand: 'Acme', ribbon: 'Sale' });
    expect(p).toMatchObject({ brand: 'Acme', ribbon: 'Sale', ribbons: [{ text: 'Sale' }] });
    expect((await admin('POST', paths.products.removeBrand(p.id), { id: p.id })).body).toEqual({});
    expect((await admin('POST', paths.products.removeRibbon(p.id), { id: p.id })).body).toEqual({});
    const product = await get(p.id);
    expect(product).not.toHaveProperty('brand');
    expect(product).not.toHaveProperty('ribbon');
    expect(product.ribbons).toEqual([]);
    expect((await admin('POST', paths.products.removeBrand(p.id), { id: p.id })).status).toBe(200);
    expect((await admin('POST', paths.products.removeRibbon('missing'), { id: 'missing' })).status).toBe(404);
  });

  it('needs the admin key for every write', async () => {
    const p = await create();
    const { callSandbox } = await import('../../helpers/sandbox.js');
    const anonymous = await callSandbox(t.baseUrl, 'POST', paths.products.removeBrand(p.id), { body: { id: p.id } });
    expect(anonymous.status).toBe(401);
  });
});
