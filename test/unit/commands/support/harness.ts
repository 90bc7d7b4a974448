// A real Context with captured IO and private XDG dirs, pointed at a real in-memory sandbox like a remote store.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock } from '../../../../src/client/types.js';
import type { Context } from '../../../../src/context.js';
import { VERSION_PROBE_PATH } from '../../../../src/wire/api/catalog-v3/paths.js';
import { createContext } from '../../../../src/context.js';
import { createMemoryIo, type MemoryIo } from '../../../../src/io/memory-io.js';
import type { TestSandbox } from '../../../helpers/sandbox.js';

export interface Harness {
  ctx: Context;
  io: MemoryIo;
  env: Record<string, string>;
  /** stdout parsed as JSON. */
  json<T = any>(): T;
}

export function tempHome(): Record<string, string> {
  const home = mkdtempSync(join(tmpdir(), 'store-cmd-'));
  return { HOME: home, XDG_CONFIG_HOME: join(home, 'config'), XDG_DATA_HOME: join(home, 'data') };
}

/** Env that points the CLI at `sandbox` as if it were the real platform (admin key and site id). */
export function remoteEnv(sandbox: TestSandbox): Record<string, string> {
  return remoteEnvAt(sandbox.baseUrl, sandbox.info);
}

/** The same, reached at `baseUrl` (a proxy in front of the sandbox). */
export function remoteEnvAt(baseUrl: string, info: TestSandbox['info']): Record<string, string> {
  return { STORE_API_URL: baseUrl, STORE_API_KEY: info.apiKey, STORE_SITE_ID: info.siteId };
}

export function harness(
  options: {
    env?: Record<string, string>;
    globals?: Record<string, unknown>;
    tty?: boolean;
    color?: boolean;
    stdin?: string;
    columns?: number;
    signals?: NodeJS.EventEmitter;
    /** Receives the URLs the command opens (after the context's http(s) check). */
    openUrl?: (url: string) => Promise<void>;
    /** Default: the system clock. */
    clock?: Clock;
    /** How a second Ctrl-C ends the run at once (default: process.exit). */
    exit?: (code: number) => void;
  } = {},
): Harness {
  const io = createMemoryIo({ tty: options.tty, color: options.color, stdin: options.stdin, columns: options.columns });
  const env = { ...tempHome(), ...options.env };
  const ctx = createContext({ io, env, signals: options.signals, openUrl: options.openUrl, clock: options.clock, exit: options.exit });
  ctx.setGlobals(options.globals ?? {});
  return { ctx, io, env, json: () => JSON.parse(io.stdoutText()) };
}

/** Runs one verb on a fresh harness and returns its stdout parsed as JSON; the context is closed either way. */
export async function runForJson<T = any>(start: () => Harness, verb: (ctx: Context) => Promise<void>): Promise<T> {
  const h = start();
  try {
    await verb(h.ctx);
    return h.json<T>();
  } finally {
    await h.ctx.close();
  }
}

/**
 * The requests a command sent besides asking the store its catalog version: that read decides which rules
 * (V1 or V3) a body is checked against, so it comes before a usage error; "nothing sent" means nothing else.
 */
export function withoutVersionProbe<R extends { path: string }>(requests: readonly R[]): R[] {
  return requests.filter((request) => request.path !== VERSION_PROBE_PATH);
}
