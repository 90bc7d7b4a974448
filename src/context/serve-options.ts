// How `store sandbox serve`'s flags become the sandbox's options: the data file and catalog, the port, the listening
// host and the other Host names it answers, the control token (checked), and the fault settings (the wire's one rule).
import type { Context } from '../context.js';
import { UsageError } from '../io/cli-errors.js';
import { checkFaultSettings, type FaultSettings } from '../wire/control/faults.js';
import type { CatalogVersion } from '../wire/api/catalog-version.js';
import { sandboxCatalog, sandboxDataFile, type DataFlags } from './sandbox-data.js';
import { CONTROL_TOKEN_ENV } from './sandbox-control-access.js';

export const DEFAULT_SANDBOX_PORT = 4010;

export interface SandboxServeFlags extends DataFlags {
  /** Programmatic callers; on the command line the global --catalog. */
  catalog?: string;
  port?: string;
  latency?: string;
  jitter?: string;
  faultRate?: string;
  rateLimit?: string;
  host?: string;
  /** `--allowed-host NAME`, repeatable. */
  allowedHost?: string[];
  /** Served beyond loopback: control routes also take this token (default: STORE_SANDBOX_CONTROL_TOKEN). */
  controlToken?: string;
  /** Served beyond loopback: webhook subscriptions to this machine's loopback are allowed. */
  allowLoopbackWebhooks?: boolean;
}

/** The numbers of `serve`'s flags, parsed by the command. */
export interface ServeNumbers {
  port?: number;
  latency?: number;
  jitter?: number;
  faultRate?: number;
  rateLimit?: number;
}

/** A control token shorter than this is refused: it would be guessable by anyone who reaches the port. */
const MIN_CONTROL_TOKEN_LENGTH = 16;

function controlTokenOf(flags: SandboxServeFlags, ctx: Context): string | undefined {
  const token = flags.controlToken ?? (ctx.env[CONTROL_TOKEN_ENV] || undefined);
  if (token !== undefined && (token.length < MIN_CONTROL_TOKEN_LENGTH || /\s/.test(token))) {
    const from = flags.controlToken !== undefined ? '--control-token' : CONTROL_TOKEN_ENV;
    throw new UsageError(`${from}: expected at least ${MIN_CONTROL_TOKEN_LENGTH} characters without spaces`, { hint: 'Use a random value, e.g. from: openssl rand -hex 16' });
  }
  return token;
}

/** A name a client sends in `Host`: no scheme, port or path (`sandbox`, `ci.example`, `10.0.0.5`). */
const HOST_NAME = /^(\[[0-9a-f:.]+\]|[0-9a-z]([0-9a-z.-]*[0-9a-z])?|[0-9a-f:.]*:[0-9a-f:.]*)$/i;

function checkAllowedHosts(names: readonly string[]): string[] {
  for (const name of names) {
    if (!HOST_NAME.test(name)) {
      throw new UsageError(`--allowed-host: expected a host name without scheme or port, e.g. sandbox, not "${name}"`);
    }
  }
  return [...names];
}

const FAULT_FLAGS: Record<keyof FaultSettings, string> = {
  latencyMs: '--latency',
  jitterMs: '--jitter',
  faultRate: '--fault-rate',
  rateLimitPerMinute: '--rate-limit',
};

/** The flags' numbers, checked by the wire's one rule for fault settings (the sandbox applies the same). */
function faultSettings(parsed: ServeNumbers): FaultSettings {
  const settings = {
    latencyMs: parsed.latency ?? 0,
    jitterMs: parsed.jitter ?? 0,
    faultRate: parsed.faultRate ?? 0,
    rateLimitPerMinute: parsed.rateLimit ?? 0,
  };
  const check = checkFaultSettings(settings);
  if (!check.ok) throw new UsageError(`${FAULT_FLAGS[check.problem.field]}: ${check.problem.description}`);
  return settings;
}

/** What `store sandbox serve` starts the sandbox with. */
export interface ServeOptions {
  dataFile: string;
  host: string;
  allowedHosts: string[];
  controlToken?: string;
  allowLoopbackWebhooks: boolean;
  /** A new (or other-version) site's catalog; undefined: the data file's own, or the sandbox's default. */
  catalog?: CatalogVersion;
  port: number;
  faults: FaultSettings;
}

/** The sandbox's options from `serve`'s flags and their parsed numbers; a bad one is a UsageError naming its flag. */
export function serveOptions(flags: SandboxServeFlags, numbers: ServeNumbers, ctx: Context): ServeOptions {
  const faults = faultSettings(numbers);
  const dataFile = sandboxDataFile(flags, ctx);
  const catalog = sandboxCatalog(flags, ctx);
  return {
    dataFile,
    host: flags.host ?? '127.0.0.1',
    allowedHosts: checkAllowedHosts(flags.allowedHost ?? []),
    controlToken: controlTokenOf(flags, ctx),
    allowLoopbackWebhooks: flags.allowLoopbackWebhooks ?? false,
    ...(catalog ? { catalog } : {}),
    port: numbers.port ?? DEFAULT_SANDBOX_PORT,
    faults,
  };
}
