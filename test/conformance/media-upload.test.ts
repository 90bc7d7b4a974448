// The official SDK's Media Manager upload flow (@wix/media `files.generateFileUploadUrl`, then the Upload API's PUT
// of the bytes) runs unchanged against the sandbox, sends what the CLI's client sends, and the file is served back
// at its URL with the same bytes. docs/wire/media-manager.md.
import { files } from '@wix/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreClient } from '../../src/client/store-client.js';
import { ApiKeyAuth } from '../../src/auth/api-key.js';
import { UploadedFileResponseSchema } from '../../src/wire/api/media/files.js';
import { adminSdkClient } from './sdk-harness.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4d20000000049454e44ae426082', 'hex');

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v3', demo: false });
});
afterAll(() => t.close());

const generateCalls = () => t.requests.filter((r) => r.path.endsWith('/files/generate-upload-url'));

describe('official SDK: Media Manager upload flow', () => {
  it('generateFileUploadUrl sends POST /site-media/v1/files/generate-upload-url {mimeType, fileName}; our client sends the same shape', async () => {
    const sdk = adminSdkClient({ files }, { baseUrl: t.baseUrl, apiKey: t.info.apiKey, siteId: t.info.siteId });
    const before = generateCalls().length;
    const answer = await sdk.files.generateFileUploadUrl('image/png', { fileName: 'dot.png', sizeInBytes: String(PNG.length) });
    expect(answer.uploadUrl).toMatch(new RegExp(`^${t.baseUrl}/`));
    const sdkCall = generateCalls()[before];
    expect(sdkCall.method).toBe('POST');
    expect(sdkCall.path).toBe('/site-media/v1/files/generate-upload-url');
    expect(JSON.parse(sdkCall.body)).toEqual({ mimeType: 'image/png', fileName: 'dot.png', sizeInBytes: String(PNG.length) });

    const client = createStoreClient({ apiUrl: t.baseUrl, auth: new ApiKeyAuth({ apiKey: t.info.apiKey, siteId: t.info.siteId }), rateLimit: false });
    await client.mediaFiles.generateUploadUrl({ mimeType: 'image/png', fileName: 'dot.png', sizeInBytes: String(PNG.length) });
    const ours = generateCalls()[before + 1];
    expect({ method: ours.method, path: ours.path, body: JSON.parse(ours.body) }).toEqual({ method: sdkCall.method, path: sdkCall.path, body: JSON.parse(sdkCall.body) });
    await client.close();
  });

  it('the Upload API: a PUT of the bytes to the SDK-made URL answers {file}; the file is served back with its bytes and type; the URL takes one file', async () => {
    const sdk = adminSdkClient({ files }, { baseUrl: t.baseUrl, apiKey: t.info.apiKey, siteId: t.info.siteId });
    const { uploadUrl } = await sdk.files.generateFileUploadUrl('image/png');
    const put = await fetch(`${uploadUrl}?filename=dot.png`, { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: PNG });
    expect(put.status).toBe(200);
    // The answer is the Upload API's shape, as the client reads it (wire/api/media/files.ts).
    const { file } = UploadedFileResponseSchema.parse(await put.json());
    expect(file).toMatchObject({ displayName: 'dot.png', mediaType: 'IMAGE', sizeInBytes: String(PNG.length) });
    expect(file.id).toMatch(/^[0-9a-f]{6}_[0-9a-f]{32}~mv2\.png$/);
    const served = await fetch(file.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const again = await fetch(`${uploadUrl}?filename=dot.png`, { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: PNG });
    expect(again.status).toBe(404);
  });

  it('application/octet-stream takes the type of the filename\'s extension; a body over 16 MiB is refused with 413 like a dev server\'s', async () => {
    const sdk = adminSdkClient({ files }, { baseUrl: t.baseUrl, apiKey: t.info.apiKey, siteId: t.info.siteId });
    const { uploadUrl } = await sdk.files.generateFileUploadUrl('application/octet-stream');
    const put = await fetch(`${uploadUrl}?filename=dot.png`, { method: 'PUT', headers: { 'Content-Type': 'application/octet-stream' }, body: PNG });
    const { file } = (await put.json()) as { file: { url: string } };
    expect((await fetch(file.url)).headers.get('content-type')).toBe('image/png');

    const big = await sdk.files.generateFileUploadUrl('image/png');
    const refused = await fetch(`${big.uploadUrl}?filename=big.png`, { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: Buffer.alloc(16 * 1024 * 1024 + 1) });
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { details: { applicationError: { code: string } } }).details.applicationError.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a missing mimeType is the SDK\'s validation error', async () => {
    const sdk = adminSdkClient({ files }, { baseUrl: t.baseUrl, apiKey: t.info.apiKey, siteId: t.info.siteId });
    const error = await sdk.files.generateFileUploadUrl(undefined as unknown as string).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(JSON.stringify((error as { details?: unknown }).details ?? (error as Error).message)).toContain('mimeType');
  });
});
