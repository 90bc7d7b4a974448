// The key events are verified with: an SPKI PEM (`-----BEGIN PUBLIC KEY-----`), as the platform shows it, or the
// single-line base64 of that PEM text (the form the SDK's AppStrategy also accepts).
import { createPublicKey, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { UsageError } from '../io/cli-errors.js';
import { fileProblem } from '../io/file-errors.js';

const PEM_HEADER = '-----BEGIN PUBLIC KEY-----';

export function parsePublicKey(text: string, source: string): KeyObject {
  const trimmed = text.trim();
  const pem = trimmed.includes(PEM_HEADER) ? trimmed : Buffer.from(trimmed, 'base64').toString('utf8').trim();
  if (!pem.includes(PEM_HEADER)) {
    throw new UsageError(`${source} is not a public key: expected an SPKI PEM (${PEM_HEADER} …)`);
  }
  let key: KeyObject;
  try {
    key = createPublicKey(pem);
  } catch (error) {
    throw new UsageError(`${source} is not a readable public key: ${(error as Error).message}`);
  }
  if (key.asymmetricKeyType !== 'rsa') throw new UsageError(`${source} is a ${key.asymmetricKeyType} key; events are signed with RSA (RS256)`);
  return key;
}

export async function readPublicKeyFile(path: string): Promise<KeyObject> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(`--public-key: ${fileProblem(error, path, 'read')}`);
  }
  return parsePublicKey(text, `--public-key ${path}`);
}
