import type { Command } from 'commander';
import * as z from 'zod';
import type { Context } from '../../context.js';
import { write } from '../../io/io.js';
import { toJson } from '../../io/json.js';
import { maskSecret } from '../../config/profile-settings.js';
import { isLoopbackUrl } from '../../wire/api/hosts.js';
import { withExamples } from '../shared/help.js';
import { parseFlags } from '../shared/parse-flags.js';
import { addDataFlags } from './data-flags.js';
import { DEFAULT_SANDBOX_PORT, serveOptions, type SandboxServeFlags, type ServeOptions } from '../../context/serve-options.js';
import { serveUntilSignal } from '../../context/served-sandbox.js';
import type { SandboxInfo } from '../../wire/control/info.js';
import { CONTROL_TOKEN_ENV } from '../../context/sandbox-control-access.js';

const whole = (what: string) => z.string().regex(/^\d+$/, `expected ${what}`).transform(Number);

const ServeFlagsSchema = z.object({
  port: whole('a port number (0 picks a free one)').pipe(z.number().max(65535, 'expected a port number ≤ 65535')).optional(),
  latency: whole('milliseconds').optional(),
  jitter: whole('milliseconds').optional(),
  faultRate: z
    .string()
    .regex(/^(\d+(\.\d*)?|\.\d+)$/, 'expected a fraction between 0 and 1, e.g. 0.1')
    .transform(Number)
    .optional(),
  rateLimit: z
    .string()
    .regex(/^\d+(\/min)?$/, 'expected requests per minute, e.g. 100 or 100/min')
    .transform((text) => Number.parseInt(text, 10))
    .optional(),
});

/**
 * Said once when the sandbox listens beyond loopback: who can reach it, what stays closed (control routes without
 * the key or token, webhooks to this machine's loopback), and which Host names it answers (README "Serving beyond
 * this machine").
 */
function exposedNote(host: string, port: number, allowed: readonly string[], options: { token: boolean; loopbackWebhooks: boolean }): string {
  const names = ['loopback names', ...(isWildcard(host) ? [] : [host]), ...allowed].join(', ');
  return (
    `note: the sandbox listens on ${host}, not only loopback: anything that can reach port ${port} there can call its API. ` +
    `Its /__sandbox control routes need the admin key${options.token ? ' or the control token' : ''} in Authorization; ` +
    `webhook subscriptions to this machine's loopback are ${options.loopbackWebhooks ? 'allowed (--allow-loopback-webhooks)' : 'refused (--allow-loopback-webhooks allows them)'}. ` +
    `Requests must name one of these hosts: ${names}` +
    `${allowed.length ? '' : ' (add a name with --allowed-host NAME)'}.\n`
  );
}

const isWildcard = (host: string) => host === '0.0.0.0' || host === '::';

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('serve')
    .description('Serve the sandbox API on 127.0.0.1 (or --host) until Ctrl-C')
    .option('--port <n>', `port to listen on (default ${DEFAULT_SANDBOX_PORT}; 0 picks a free one)`)
    .option('--host <addr>', 'address to listen on (default 127.0.0.1; e.g. 0.0.0.0 in a CI container, which it notes once)')
    .option('--allowed-host <name>', 'also answer requests for this Host name (repeatable; e.g. the CI service name)', collect)
    .option('--control-token <token>', `served beyond loopback, control routes take this token as well as the admin key (default: $${CONTROL_TOKEN_ENV})`)
    .option('--allow-loopback-webhooks', "served beyond loopback, still allow webhook subscriptions to this machine's loopback")
    .option('--latency <ms>', 'answer every API request this long after it arrives')
    .option('--jitter <ms>', 'random extra latency, up to this much')
    .option('--fault-rate <r>', 'fraction of API requests that fail (503 or a dropped connection), 0–1')
    .option('--rate-limit <n/min>', 'answer 429 with Retry-After above this many requests per minute');
  addDataFlags(command);
  withExamples(
    command,
    'store sandbox serve',
    'store sandbox serve --port 0 --memory --json    # one JSON line with baseUrl and credentials',
    'store sandbox serve --catalog v3 --memory                # a Catalog V3 site (an existing data file keeps its version)',
    'store sandbox serve --latency 200 --jitter 50 --fault-rate 0.05 --rate-limit 120/min',
    'store sandbox serve --host 0.0.0.0 --allowed-host sandbox --memory   # a CI service container named "sandbox"',
  );
  command.action((flags: SandboxServeFlags) => runSandboxServe(flags, ctx));
}

export async function runSandboxServe(flags: SandboxServeFlags, ctx: Context): Promise<void> {
  const options = serveOptions(flags, parseFlags(ServeFlagsSchema, flags), ctx);
  await serveUntilSignal(options, flags.data, ctx, (info) => sayListening(info, options, flags.data, ctx));
}

/** Where the sandbox listens and how to use it (stderr), the note when beyond loopback, and with --json its credentials. */
async function sayListening(info: SandboxInfo, options: ServeOptions, data: string | undefined, ctx: Context): Promise<void> {
  const { host, allowedHosts, controlToken, allowLoopbackWebhooks, dataFile } = options;
  if (!isLoopbackUrl(new URL(`http://${host.includes(':') ? `[${host}]` : host}`))) {
    ctx.io.stderr.write(exposedNote(host, Number(new URL(info.baseUrl).port), allowedHosts, { token: controlToken !== undefined, loopbackWebhooks: allowLoopbackWebhooks }));
  }
  if (ctx.globals.json || ctx.globals.jsonl) {
    const { baseUrl, siteId, apiKey, clientId, publicKey, coupons, catalogVersion } = info;
    await write(ctx.io.stdout, `${toJson({ baseUrl, siteId, apiKey, clientId, publicKey, coupons, catalogVersion }, false)}\n`);
  }
  ctx.io.stderr.write(
    [
      `Sandbox listening on ${info.baseUrl} (data: ${dataFile})`,
      `  site id:   ${info.siteId}`,
      `  catalog:   ${info.catalogVersion}`,
      `  client id: ${info.clientId}`,
      `  admin key: ${maskSecret(info.apiKey)}   (see it with: store sandbox info --show-secrets${data ? ` --data ${data}` : ''})`,
      // store itself sends credentials over plain http:// to loopback only (src/wire/api/hosts.ts checkApiUrl).
      isLoopbackUrl(new URL(info.baseUrl))
        ? `Use it: STORE_API_URL=${info.baseUrl} STORE_API_KEY=… STORE_SITE_ID=${info.siteId} store products list`
        : `Use it from other hosts at ${info.baseUrl} (store itself talks plain http:// to loopback only: run it where the sandbox runs, or serve --host 0.0.0.0 and use http://127.0.0.1 there)`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}
