// How the CLI reaches a sandbox's control routes (client/sandbox-control.ts), and with what credential: a served
// sandbox's control routes are called with STORE_SANDBOX_CONTROL_TOKEN, else the settings' API key (the served
// sandbox's admin key) when the settings point at loopback; one served beyond loopback needs either
// (src/sandbox/exposure.ts).
import { NoAuth } from '../auth/no-auth.js';
import { SandboxControl } from '../client/sandbox-control.js';
import type { SandboxInfo } from '../wire/control/info.js';
import type { Settings } from '../config/settings.js';
import type { Context } from '../context.js';
import { UsageError } from '../io/cli-errors.js';
import { isLoopbackUrl } from '../wire/api/hosts.js';

/**
 * A control client for the sandbox at `baseUrl`: no API auth, `credential` (the admin key or control token) in
 * Authorization when given, one retry unless `maxRetries` says otherwise (`sandbox wait` polls on its own).
 */
export async function controlAt(baseUrl: string, options: { maxRetries?: number; credential?: string } = {}): Promise<{ control: SandboxControl; close(): Promise<void> }> {
  const { createStoreClient } = await import('../client/store-client.js');
  const client = createStoreClient({ apiUrl: baseUrl, auth: new NoAuth(), rateLimit: false, retry: { maxRetries: options.maxRetries ?? 1 } });
  return { control: new SandboxControl(client.transport, options.credential), close: () => client.close() };
}

/** The environment variable holding a served sandbox's `--control-token`. */
export const CONTROL_TOKEN_ENV = 'STORE_SANDBOX_CONTROL_TOKEN';

/**
 * What a served sandbox's control routes are called with: its control token from the environment, else the
 * settings' API key when the settings point at a loopback URL (that sandbox: the key is its admin key).
 */
export function controlCredential(ctx: Context, settings: Settings | undefined): string | undefined {
  const token = ctx.env[CONTROL_TOKEN_ENV];
  if (token) return token;
  return settings && loopbackApiUrl(settings) ? settings.apiKey : undefined;
}

/** A control route's refusal of the credential sent (a sandbox served beyond loopback). */
export const needsControlCredential = (error: unknown): boolean => (error as { code?: string }).code === 'CONTROL_AUTH_REQUIRED' || (error as { status?: number }).status === 401;

/**
 * The info of the sandbox answering its control routes at `url`, undefined when none does; a UsageError naming the
 * fix when it is one served beyond loopback that refused the credential sent (or the lack of one).
 */
export async function sandboxInfoAt(control: SandboxControl, url: string): Promise<SandboxInfo | undefined> {
  try {
    const info = await control.info();
    return typeof info?.publicKey === 'string' ? info : undefined;
  } catch (error) {
    if (!needsControlCredential(error)) return undefined;
    throw controlCredentialNeeded(url);
  }
}

export const controlCredentialNeeded = (url: string): UsageError =>
  new UsageError(`the sandbox at ${url} is served beyond loopback: its control routes need its admin key or control token`, {
    hint: `Set STORE_API_KEY to the sandbox's admin key, or ${CONTROL_TOKEN_ENV} to the --control-token it was started with.`,
  });

/** The profile's API URL when it is on this machine (where only a sandbox can be). */
export function loopbackApiUrl(settings: Settings): string | undefined {
  return settings.mode === 'remote' && settings.apiUrl && isLoopbackUrl(new URL(settings.apiUrl)) ? settings.apiUrl : undefined;
}

