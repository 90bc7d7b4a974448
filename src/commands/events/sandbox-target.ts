// Which sandbox, if any, `store events` talks to: the embedded one in sandbox mode, or a `store sandbox serve`
// on a loopback --api-url (recognised by its control routes). Anything else is a real store: no control routes.
import { NoAuth } from '../../auth/no-auth.js';
import { UsageError } from '../../io/cli-errors.js';
import { isLoopbackUrl } from '../../wire/api/hosts.js';
import type { Context } from '../../context.js';
import { SandboxControl } from '../../client/sandbox-control.js';

export interface SandboxTarget {
  control: SandboxControl;
  /** The CLI's own embedded sandbox (it lives as long as this process). */
  embedded: boolean;
  close(): Promise<void>;
}

export async function findSandbox(ctx: Context): Promise<SandboxTarget | undefined> {
  const settings = await ctx.settings();
  if (settings.mode === 'sandbox') {
    const client = await ctx.client();
    return { control: new SandboxControl(client.transport), embedded: true, close: async () => {} };
  }
  if (!settings.apiUrl || !isLoopbackUrl(new URL(settings.apiUrl))) return undefined;
  const { createStoreClient } = await import('../../client/index.js');
  // Control routes need no credentials, so this works with a bare STORE_API_URL too.
  const client = createStoreClient({ apiUrl: settings.apiUrl, auth: new NoAuth(), rateLimit: false, retry: { maxRetries: 1 } });
  const control = new SandboxControl(client.transport);
  const isSandbox = await control.info().then(
    (info) => typeof info?.publicKey === 'string',
    () => false,
  );
  if (isSandbox) return { control, embedded: false, close: () => client.close() };
  await client.close();
  return undefined;
}

export async function requireSandbox(ctx: Context, command: string): Promise<SandboxTarget> {
  const target = await findSandbox(ctx);
  if (!target) {
    throw new UsageError(`${command} works only against the sandbox`, {
      hint: 'Run it in sandbox mode (no --api-url), or point --api-url at `store sandbox serve`.',
    });
  }
  return target;
}
