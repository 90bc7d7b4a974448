// verifyEventToken: RS256 only, expiry enforced, the platform's claim layout required; every refusal says
// "not a valid JWT" or "unexpected event type" and why.
import { createHmac, createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { encodeEventClaim, type WebhookEvent } from '../../../src/wire/api/events/webhooks.js';
import { EventRejectedError } from '../../../src/events/errors.js';
import { parsePublicKey } from '../../../src/events/public-key.js';
import { verifyEventToken } from '../../../src/events/verify.js';
import { signEvent } from '../../../src/sandbox/events/envelope.js';

const pair = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const key = parsePublicKey(pair.publicKey, 'test key');
const privateKey = createPrivateKey(pair.privateKey);
const event: WebhookEvent = {
  eventType: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
  instanceId: 'inst-1',
  payload: { productId: 'p-1', changedFields: ['name'], originatedFromVersion: 'V1_CATALOG' },
  identity: { identityType: 'UNKNOWN' },
  accountInfo: { siteId: 'site-1' },
};
const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

async function rejection(token: string, options = {}): Promise<EventRejectedError> {
  const error = await verifyEventToken(token, key, options).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(EventRejectedError);
  return error as EventRejectedError;
}

describe('verifyEventToken', () => {
  it('accepts an RS256 event and decodes the envelope (data and identity are JSON strings inside the claim)', async () => {
    const token = await signEvent(event, pair.privateKey, Date.now());
    const verified = await verifyEventToken(token, key);
    expect(verified).toMatchObject({ ...event, entityId: 'p-1' });
    expect(verified.expiresAt! - verified.issuedAt!).toBe(300);
    const claim = JSON.parse(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).data);
    expect(typeof claim.data).toBe('string');
    expect(typeof claim.identity).toBe('string');
    expect(claim.accountInfo).toEqual({ siteId: 'site-1' });
  });

  it('refuses a tampered token', async () => {
    const [header, , signature] = (await signEvent(event, pair.privateKey, Date.now())).split('.');
    const forged = b64({ data: encodeEventClaim({ ...event, payload: { productId: 'p-2' } }), exp: Math.floor(Date.now() / 1000) + 60 });
    const error = await rejection(`${header}.${forged}.${signature}`);
    expect(error.message).toMatch(/^not a valid JWT: the signature does not match/);
    expect(error.httpStatus).toBe(401);
  });

  it('refuses an expired token, saying when it expired', async () => {
    const token = await signEvent(event, pair.privateKey, Date.now() - 3600_000);
    expect((await rejection(token)).message).toMatch(/^not a valid JWT: the token expired at \d{4}-/);
  });

  it('refuses HS256 (even keyed with the public key) and alg none', async () => {
    const header = b64({ alg: 'HS256', typ: 'JWT' });
    const body = b64({ data: encodeEventClaim(event) });
    const mac = createHmac('sha256', pair.publicKey).update(`${header}.${body}`).digest('base64url');
    expect((await rejection(`${header}.${body}.${mac}`)).message).toBe('not a valid JWT: algorithm HS256 is not allowed; events are signed with RS256');
    const unsecured = new UnsecuredJWT({ data: encodeEventClaim(event) }).encode();
    expect((await rejection(unsecured)).message).toMatch(/^not a valid JWT: algorithm none is not allowed/);
  });

  it('refuses RS512 signed with the right key (only RS256 is accepted)', async () => {
    const token = await new SignJWT({ data: encodeEventClaim(event) }).setProtectedHeader({ alg: 'RS512' }).sign(privateKey);
    expect((await rejection(token)).message).toMatch(/^not a valid JWT: algorithm RS512 is not allowed/);
  });

  it('refuses garbage and tokens that are not platform events', async () => {
    expect((await rejection('hello')).message).toMatch(/^not a valid JWT: malformed token/);
    expect((await rejection('a.b')).message).toMatch(/^not a valid JWT: malformed/);
    const numeric = await new SignJWT({ data: 42 }).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
    expect((await rejection(numeric)).message).toBe('not a valid JWT: claim "data" must be a JSON string, got number (not a platform event)');
  });

  it('refuses a type outside the allowed list with "unexpected event type" (a short name accepts every version\'s type)', async () => {
    const token = await signEvent(event, pair.privateKey, Date.now());
    const error = await rejection(token, { types: ['cart_updated', 'product_deleted'] });
    expect(error.message).toBe('unexpected event type: com.wix.ecommerce.catalog.api.v1.ProductChanged (expected wix.ecom.v1.cart_updated, com.wix.ecommerce.catalog.api.v1.ProductDeleted, wix.stores.catalog.v3.product_deleted)');
    expect(error.httpStatus).toBe(400);
    await expect(verifyEventToken(token, key, { types: ['product_changed'] })).resolves.toMatchObject({ eventType: event.eventType });
  });

  it('reads keys as SPKI PEM or its one-line base64 form, and refuses anything else', () => {
    expect(parsePublicKey(Buffer.from(pair.publicKey).toString('base64'), 'b64').asymmetricKeyType).toBe('rsa');
    expect(() => parsePublicKey('not a key', 'junk')).toThrow(/junk is not a public key/);
  });
});
