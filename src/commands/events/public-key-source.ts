// The key that verifies events: --public-key FILE, else the sandbox's own (embedded, or a served one on a loopback
// --api-url). A real store's key comes from its app's dashboard, so there the flag is required.
import type { KeyObject } from 'node:crypto';
import { UsageError } from '../../io/cli-errors.js';
import type { Context } from '../../context.js';
import { parsePublicKey, readPublicKeyFile } from '../../events/public-key.js';
import { findSandbox, type SandboxTarget } from '../../context/sandbox-target.js';

export interface EventKey {
  key: KeyObject;
  /** Where it came from, for the banner. */
  source: string;
}

export async function eventPublicKey(ctx: Context, flag: string | undefined, sandbox: SandboxTarget | undefined): Promise<EventKey> {
  if (flag) return { key: await readPublicKeyFile(flag), source: flag };
  if (sandbox) {
    const info = await sandbox.control.info();
    return { key: parsePublicKey(info.publicKey, 'the sandbox public key'), source: `the sandbox at ${sandbox.control.baseUrl}` };
  }
  const served = await findSandbox(ctx);
  if (served) {
    try {
      return await eventPublicKey(ctx, undefined, served);
    } finally {
      await served.close();
    }
  }
  throw new UsageError('--public-key FILE is required outside sandbox mode', {
    hint: "Save the app's webhook public key (an SPKI PEM) to a file and pass it.",
  });
}
