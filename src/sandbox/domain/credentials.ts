// The sandbox's site credentials: created once per data file and kept there, so every process that opens the same
// file agrees on them. They survive `reset`.
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { writeTransaction } from '../db.js';
import { getMeta, setMeta } from '../tables/meta.js';

export interface Credentials {
  siteId: string;
  /** The admin API key: a long random opaque string, sent raw as `Authorization`. */
  apiKey: string;
  clientId: string;
  instanceId: string;
  /** SPKI PEM of the RS256 key that signs webhook events. */
  publicKey: string;
  privateKey: string;
}

export const CREDENTIALS_KEY = 'credentials';
const KEY = CREDENTIALS_KEY;

function generate(): Credentials {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    siteId: randomUUID(),
    apiKey: randomBytes(48).toString('base64url'),
    clientId: randomUUID(),
    instanceId: randomUUID(),
    publicKey,
    privateKey,
  };
}

export function ensureCredentials(db: DatabaseSync): Credentials {
  const stored = getMeta(db, KEY);
  if (stored) return JSON.parse(stored) as Credentials;
  // Generate outside the lock (RSA takes a moment), then keep whichever set reached the file first.
  const fresh = generate();
  return writeTransaction(db, () => {
    const winner = getMeta(db, KEY);
    if (winner) return JSON.parse(winner) as Credentials;
    setMeta(db, KEY, JSON.stringify(fresh));
    return fresh;
  });
}
