import type { Command } from 'commander';
import * as z from 'zod';
import { InterruptedError, UsageError } from '../../io/cli-errors.js';
import type { Context } from '../../context.js';
import { write } from '../../io/io.js';
import { toJson } from '../../io/json.js';
import { checkFaultSettings, type FaultSettings } from '../../wire/control/faults.js';
import { maskSecret } from '../../config/profile-settings.js';
import { withExamples } from '../shared/help.js';
import { parseFlags } from '../shared/parse-flags.js';
import { addDataFlags, sandboxCatalog, sandboxDataFile, type DataFlags } from './data-flags.js';

export const DEFAULT_SANDBOX_PORT = 4010;

export interface SandboxServeFlags extends DataFlags {
  /** Programmatic callers; on the command line the global --catalog. */
  catalog?: string;
  port?: string;
  latency?: string;
  jitter?: string;
  faultRate?: string;
  rateLimit?: string;
}

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

const FAULT_FLAGS: Record<keyof FaultSettings, string> = {
  latencyMs: '--latency',
  jitterMs: '--jitter',
  faultRate: '--fault-rate',
  rateLimitPerMinute: '--rate-limit',
};

/** The flags' numbers, checked by the wire's one rule for fault settings (the sandbox applies the same). */
function faultSettings(parsed: z.output<typeof ServeFlagsSchema>): FaultSettings {
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

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('serve')
    .description('Serve the sandbox API on 127.0.0.1 until Ctrl-C')
    .option('--port <n>', `port to listen on (default ${DEFAULT_SANDBOX_PORT}; 0 picks a free one)`)
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
  );
  command.action((flags: SandboxServeFlags) => runSandboxServe(flags, ctx));
}

export async function runSandboxServe(flags: SandboxServeFlags, ctx: Context): Promise<void> {
  const parsed = parseFlags(ServeFlagsSchema, flags);
  const faults = faultSettings(parsed);
  const dataFile = sandboxDataFile(flags, ctx);
  const catalog = sandboxCatalog(flags, ctx);
  const { startSandbox, SiteCatalogVersionConflict } = await import('../../sandbox/server.js');
  let sandbox;
  try {
    sandbox = await startSandbox({
      dataFile,
      host: '127.0.0.1',
      ...(catalog ? { catalog } : {}),
      port: parsed.port ?? DEFAULT_SANDBOX_PORT,
      faults,
    });
  } catch (error) {
    if (error instanceof SiteCatalogVersionConflict) {
      throw new UsageError(error.message, { hint: `Drop --catalog to serve it as it is, or start it over with: ${error.fix}${flags.data ? ` --data ${flags.data}` : ''} (every change is lost)` });
    }
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new UsageError(`port ${parsed.port ?? DEFAULT_SANDBOX_PORT} is in use`, { hint: 'Pick another with --port N (0 picks a free one).' });
    }
    throw error;
  }
  const stopped = ctx.untilSignal();
  const info = sandbox.info();
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
      `  admin key: ${maskSecret(info.apiKey)}   (see it with: store sandbox info --show-secrets${flags.data ? ` --data ${flags.data}` : ''})`,
      `Use it: STORE_API_URL=${info.baseUrl} STORE_API_KEY=… STORE_SITE_ID=${info.siteId} store products list`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
  const signal = await stopped;
  await sandbox.close();
  if (signal === 'SIGINT') throw new InterruptedError('sandbox stopped');
}
