// Which sandbox a `store sandbox mailbox|settings` command talks to: a served sandbox the profile points at
// (`--api-url http://127.0.0.1:…`, through its /__sandbox control routes), else the data file (`--data`/`--memory`,
// default the XDG one), opened directly.
import type { DatabaseSync } from 'node:sqlite';
import { isLoopbackUrl } from '../../wire/api/hosts.js';
import type { Context } from '../../context.js';
import { sandboxDataFile, type DataFlags } from './data-flags.js';

export interface ControlCall<T> {
  /** Against the data file. */
  local(db: DatabaseSync): T;
  /** Against a served sandbox: the control route. */
  remote: { method: 'GET' | 'POST'; path: string; body?: unknown };
}

async function servedSandboxUrl(ctx: Context, flags: DataFlags): Promise<string | undefined> {
  if (flags.data || flags.memory) return undefined;
  const settings = await ctx.settings();
  return settings.mode === 'remote' && settings.apiUrl && isLoopbackUrl(new URL(settings.apiUrl)) ? settings.apiUrl : undefined;
}

export async function sandboxControl<T>(ctx: Context, flags: DataFlags, call: ControlCall<T>): Promise<T> {
  const served = await servedSandboxUrl(ctx, flags);
  if (served) {
    // Through the client's transport (retries, the platform's error normalisation), without credentials: control
    // routes need none.
    const [{ Transport }, { NoAuth }] = await Promise.all([import('../../client/transport.js'), import('../../auth/no-auth.js')]);
    const transport = new Transport({ writeBaseUrl: served, readBaseUrl: served, auth: new NoAuth(), rateLimit: false });
    try {
      return await transport.request<T>({ ...call.remote, auth: false });
    } finally {
      await transport.close();
    }
  }
  const { openSandboxDb } = await import('../../sandbox/db.js');
  const db = openSandboxDb(sandboxDataFile(flags, ctx));
  try {
    return call.local(db);
  } finally {
    db.close();
  }
}
