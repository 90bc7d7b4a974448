// `products import` with media cells naming local files (issue #39 item 5; README "Local images"), on a V1 and a V3
// store: each distinct file is uploaded once through the Media Manager's upload flow and its URL attached; the
// sandbox serves the same bytes back; a re-run uploads nothing and writes nothing; a missing file is a row error of
// the dry run before any write; `file:` URLs work as paths do; the dry run counts the uploads in its estimate.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ProductsImportFlags } from '../../../../../src/commands/products/import.js';
import { exitCodeOf } from '../../../../../src/io/cli-errors.js';
import { isWrite, neutralProducts, productSlugs, tempFile } from '../../../../helpers/catalog.js';
import type { RecordedRequest } from '../../../../../src/sandbox/server.js';
import { runImport } from '../../support/import-run.js';
import { sharedSandbox } from '../../support/shared-sandbox.js';
import { sandboxMediaPaths } from '../../../../../src/wire/api/media/paths.js';

// A 1×1 PNG and the first bytes of a JPEG: enough for the type check (local-media-file.ts), and distinct contents.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4d20000000049454e44ae426082', 'hex');
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64, 7), Buffer.from('ffd9', 'hex')]);

const HEADER = 'slug,name,price,media';

/** A folder with images/dot.png and images/photo.jpg, the CSV beside them, and a data folder the runs share. */
function workspace(rows: (images: string) => string[]) {
  const folder = mkdtempSync(join(tmpdir(), 'store-local-media-'));
  mkdirSync(join(folder, 'images'));
  writeFileSync(join(folder, 'images', 'dot.png'), PNG);
  writeFileSync(join(folder, 'images', 'photo.jpg'), JPEG);
  const csv = join(folder, 'catalog.csv');
  writeFileSync(csv, [HEADER, ...rows(join(folder, 'images'))].join('\n') + '\n');
  const home = mkdtempSync(join(tmpdir(), 'store-local-media-home-'));
  const env = { HOME: home, XDG_CONFIG_HOME: join(home, 'config'), XDG_DATA_HOME: join(home, 'data') };
  return { csv, env };
}

const isUpload = (r: RecordedRequest) => r.method === 'PUT' && r.path.startsWith(sandboxMediaPaths.upload(''));
const isGenerate = (r: RecordedRequest) => r.path === '/site-media/v1/files/generate-upload-url';

describe.each(['v1', 'v3'] as const)('local media files in products import, on a %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog, demo: false });
  const importFile = (file: string, env: Record<string, string>, flags: ProductsImportFlags = {}) => runImport(sandbox, file, flags, { json: true }, env);

  it('two files (one on two products) upload once each, are attached, served back byte for byte; a re-run uploads and writes nothing', async () => {
    const { csv, env } = workspace(() => ['mug,Mug,12.50,images/dot.png;images/photo.jpg', 'cup,Cup,3,images/dot.png', 'hat,Hat,9,https://example.com/hat.jpg']);

    const dry = await importFile(csv, env, { dryRun: true });
    expect(dry.error).toBeUndefined();
    expect(dry.h.json()).toMatchObject({ create: 3, uploads: 2 });
    expect(sandbox.requests.filter((r) => isUpload(r) || isGenerate(r))).toEqual([]);
    // The estimate counts two requests per upload: the same file with remote URLs instead costs 4 fewer.
    const estimate = (run: typeof dry) => (run.h.json() as { estimate: { requests: number } }).estimate.requests;
    const remote = await importFile(tempFile('remote.csv', [HEADER, 'mug,Mug,12.50,https://example.com/a.png;https://example.com/b.jpg', 'cup,Cup,3,https://example.com/a.png', 'hat,Hat,9,https://example.com/hat.jpg'].join('\n')), env, { dryRun: true });
    expect(estimate(dry) - estimate(remote)).toBe(4);

    const first = await importFile(csv, env);
    expect(first.error).toBeUndefined();
    expect(first.h.json()).toMatchObject({ created: 3, failed: 0 });
    const uploads = sandbox.requests.filter(isUpload);
    expect(uploads).toHaveLength(2);
    expect(sandbox.requests.filter(isGenerate).map((r) => JSON.parse(r.body))).toEqual(
      expect.arrayContaining([
        { mimeType: 'image/png', fileName: 'dot.png', sizeInBytes: String(PNG.length) },
        { mimeType: 'image/jpeg', fileName: 'photo.jpg', sizeInBytes: String(JPEG.length) },
      ]),
    );

    const products = await neutralProducts(sandbox, catalog);
    const mediaOf = (slug: string) => products.get(slug)![0].media.map((m) => m.url);
    const [dotUrl, photoUrl] = mediaOf('mug');
    expect(mediaOf('cup')).toEqual([dotUrl]);
    expect(mediaOf('hat')).toEqual(['https://example.com/hat.jpg']);
    for (const [url, bytes, type] of [[dotUrl, PNG, 'image/png'], [photoUrl, JPEG, 'image/jpeg']] as const) {
      expect(url.startsWith(`${sandbox.baseUrl}${sandboxMediaPaths.file('')}`)).toBe(true);
      const served = await fetch(url);
      expect(served.headers.get('content-type')).toBe(type);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }

    sandbox.requests.length = 0;
    const again = await importFile(csv, env);
    expect(again.error).toBeUndefined();
    expect(again.h.json()).toMatchObject({ created: 0, updated: 0, unchanged: 3, failed: 0 });
    expect(sandbox.requests.filter((r) => isUpload(r) || isGenerate(r))).toEqual([]);
    expect(sandbox.requests.filter(isWrite)).toEqual([]);

    // A dry run after it: nothing to upload, nothing changes.
    const dryAgain = await importFile(csv, env, { dryRun: true });
    expect(dryAgain.h.json()).toMatchObject({ create: 0, update: 0, unchanged: 3, uploads: 0 });
  });

  it('`file:` URLs name the same files: uploaded once, attached', async () => {
    const { csv, env } = workspace((images) => [`mug,Mug,12.50,${pathToFileURL(join(images, 'photo.jpg')).href}`, `cup,Cup,3,"${pathToFileURL(join(images, 'photo.jpg')).href}"`]);
    const { h, error } = await importFile(csv, env);
    expect(error).toBeUndefined();
    expect(h.json()).toMatchObject({ created: 2, failed: 0 });
    expect(sandbox.requests.filter(isUpload)).toHaveLength(1);
    const products = await neutralProducts(sandbox, catalog);
    const url = products.get('mug')![0].media[0].url;
    expect(products.get('cup')![0].media.map((m) => m.url)).toEqual([url]);
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(JPEG)).toBe(true);
  });

  // Each format's media column: the file (CSV or JSON) beside images/, one product naming images/dot.png twice over
  // (two rows of a Shopify product; a dashboard Media row; twice in one WooCommerce Images cell), then the same file naming a missing image.
  it.each([
    ['shopify', 'shop.csv', 'Image Src', (image: string) => ['Handle,Title,Variant Price,Image Src,Image Position', `mug,Mug,12.50,${image},1`, `mug,,,${image},2`].join('\n')],
    ['dashboard', 'dash.csv', 'productImageUrl', (image: string) => ['handleId,fieldType,name,price,productImageUrl', `mug,Product,Mug,12.50,${image}`, `mug,Media,,,${image}`].join('\n')],
    ['woocommerce', 'wc.csv', 'Images', (image: string) => ['ID,Type,SKU,Name,Regular price,Images', `1,simple,MUG,Mug,12.50,"${image}, ${image}"`].join('\n')],
    ['json', 'dump.json', 'media.0', (image: string) => JSON.stringify([{ slug: 'mug', name: 'Mug', priceData: { price: 12.5 }, media: [image] }])],
  ] as const)('%s: a local file in %s is uploaded once and attached; a missing one is a row error in its own column', async (format, name, column, text) => {
    const { csv, env } = workspace(() => []);
    const file = join(csv, '..', name);
    writeFileSync(file, text('images/dot.png'));
    const { h, error } = await importFile(file, env, { format });
    expect(error).toBeUndefined();
    expect(h.json()).toMatchObject({ created: 1, failed: 0 });
    expect(sandbox.requests.filter(isUpload)).toHaveLength(1);
    const media = (await neutralProducts(sandbox, catalog)).get('mug')![0].media.map((m) => m.url);
    expect(media).toHaveLength(1);
    expect(Buffer.from(await (await fetch(media[0])).arrayBuffer()).equals(PNG)).toBe(true);

    sandbox.requests.length = 0;
    writeFileSync(file, text('images/gone.png'));
    const dry = await importFile(file, env, { format, dryRun: true });
    expect(exitCodeOf(dry.error)).toBe(2);
    const invalid = (dry.h.json() as { rows: { invalid: Array<{ row: number; column: string; reason: string }> } }).rows.invalid;
    expect(invalid[0]).toMatchObject({ column, reason: 'no such file: images/gone.png' });
    expect(sandbox.requests.filter(isWrite)).toEqual([]);
  });

  it('a missing file, a folder and a file that is not an image are row errors of the dry run (row, column), before any request', async () => {
    const { csv, env } = workspace(() => ['mug,Mug,12.50,images/gone.png', 'cup,Cup,3,images', 'hat,Hat,9,catalog.csv', 'fake,Fake,1,images/fake.png']);
    writeFileSync(join(csv, '..', 'images', 'fake.png'), 'not a png');
    const dry = await importFile(csv, env, { dryRun: true });
    expect(exitCodeOf(dry.error)).toBe(2);
    const rows = (dry.h.json() as { rows: { invalid: Array<{ row: number; column: string; reason: string }> } }).rows.invalid;
    expect(rows.map((r) => [r.row, r.column])).toEqual([[2, 'media'], [3, 'media'], [4, 'media'], [5, 'media']]);
    expect(rows[0].reason).toContain('no such file: images/gone.png');
    expect(rows[1].reason).toContain('nor an image or video file');
    expect(rows[2].reason).toContain('nor an image or video file');
    expect(rows[3].reason).toContain('its content is not an image or video');
    expect(sandbox.requests.filter(isWrite)).toEqual([]);

    const real = await importFile(csv, env);
    expect(exitCodeOf(real.error)).toBe(2);
    expect((real.error as Error).message).toContain('row 2, column media, value "images/gone.png": no such file: images/gone.png');
    expect(sandbox.requests.filter(isWrite)).toEqual([]);
    expect(await productSlugs(sandbox, catalog)).toEqual([]);
  });
});
