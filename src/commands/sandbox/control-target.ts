// Which sandbox a `store sandbox mailbox|settings` command talks to: a served sandbox the profile points at
// (`--api-url http://127.0.0.1:…`, through its /__sandbox control routes), else the data file (`--data`/`--memory`,
// default the XDG one), opened directly.
import type { DatabaseSync } from 'node:sqlite';
import { ApiError, normalizeApiError } from '../../client/errors.js';
import { isLoopbackUrl } from '../../client/hosts.js';
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
    const { method, path, body } = call.remote;
    const response = await fetch(`${served.replace(/\/+$/, '')}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as unknown) : {};
    if (!response.ok) throw normalizeApiError({ status: response.status, statusText: response.statusText, body: parsed }) satisfies ApiError;
    return parsed as T;
  }
  const { openSandboxDb } = await import('../../sandbox/db.js');
  const db = openSandboxDb(sandboxDataFile(flags, ctx));
  try {
    return call.local(db);
  } finally {
    db.close();
  }
}
