// A login waiting for a code (e-mail verification, or a second factor), per profile: the state token (a
// credential for the verification step) is kept between `store login`/`store register` and `store auth verify`,
// in a private file.
import { rm } from 'node:fs/promises';
import type { FactorType } from '../wire/api/identity/identity.js';
import { readJsonFile, writePrivateJson } from '../io/private-file.js';

export interface PendingLogin {
  stateToken: string;
  /** Set when the login waits for a second factor (REQUIRE_MFA): the factor `store auth verify` verifies. */
  factorType?: FactorType;
  email: string;
  identityId?: string;
  /** ISO time the verification started. */
  startedAt: string;
}

export class PendingLoginStore {
  constructor(readonly path: string) {}

  async load(): Promise<PendingLogin | undefined> {
    const value = (await readJsonFile(this.path)) as Partial<PendingLogin> | undefined;
    return typeof value?.stateToken === 'string' && typeof value.email === 'string' ? (value as PendingLogin) : undefined;
  }

  save(pending: PendingLogin): Promise<void> {
    return writePrivateJson(this.path, pending);
  }

  async clear(): Promise<void> {
    await rm(this.path, { force: true });
  }
}
