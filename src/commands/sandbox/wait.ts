// `store sandbox wait [URL] [--timeout S]`: returns once a served sandbox answers at URL, so a script or CI job can
// start `store sandbox serve` in the background and go on as soon as it is up — no parsing of its output. A sandbox
// is recognised by its control route `GET /__sandbox/info` (wire/control/paths.ts): any other server does not count.
import type { Command } from 'commander';
import { StoreError, secondsText } from '../../client/errors.js';
import type { Context } from '../../context.js';
import { UsageError } from '../../io/cli-errors.js';
import { withExamples } from '../shared/help.js';
import { parseNumber } from '../shared/parse-flags.js';
import { controlAt, controlCredential, controlCredentialNeeded, loopbackApiUrl, needsControlCredential } from '../../context/sandbox-control-access.js';
import { DEFAULT_SANDBOX_PORT } from '../../context/serve-options.js';

export interface SandboxWaitFlags {
  url?: string;
  timeout?: string;
}

const DEFAULT_TIMEOUT_S = 30;
/** Between two tries: short, so the wait ends soon after the sandbox is up. */
const POLL_MS = 100;

/** The sandbox never answered in time (exit 1): the message names the URL, the timeout and the last failure. */
export class SandboxWaitTimeout extends StoreError {
  override readonly code = 'SANDBOX_NOT_READY';
}

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('wait')
    .argument('[url]', `the served sandbox (default: a loopback STORE_API_URL/--api-url, else http://127.0.0.1:${DEFAULT_SANDBOX_PORT})`)
    // --timeout is the global option (commander gives it to the program wherever it is typed): here it is how
    // long to wait in all.
    .description(`Wait until a served sandbox answers (--timeout S: give up after S seconds, default ${DEFAULT_TIMEOUT_S}); exit 1 naming the URL if it does not in time`);
  withExamples(
    command,
    'store sandbox wait',
    `store sandbox wait http://127.0.0.1:${DEFAULT_SANDBOX_PORT} --timeout 60`,
  );
  command.action((url: string | undefined, flags: SandboxWaitFlags) => runSandboxWait({ ...flags, timeout: flags.timeout ?? ctx.globals.timeout, url }, ctx));
}

function timeoutMs(text: string | undefined): number {
  if (text === undefined) return DEFAULT_TIMEOUT_S * 1000;
  const seconds = parseNumber('--timeout', text);
  if (seconds <= 0) throw new UsageError(`--timeout: expected seconds more than 0, got "${text}"`);
  return seconds * 1000;
}

async function waitedUrl(flags: SandboxWaitFlags, ctx: Context): Promise<string> {
  if (flags.url) return flags.url;
  return loopbackApiUrl(await ctx.settings()) ?? `http://127.0.0.1:${DEFAULT_SANDBOX_PORT}`;
}

export async function runSandboxWait(flags: SandboxWaitFlags, ctx: Context): Promise<void> {
  const limit = timeoutMs(flags.timeout);
  const url = await waitedUrl(flags, ctx);
  const { control, close } = await controlAt(url, { maxRetries: 0, credential: controlCredential(ctx, await ctx.settings()) });
  const started = ctx.clock.now();
  let lastProblem = 'no answer';
  try {
    for (;;) {
      try {
        const info = await control.info();
        if (typeof info?.siteId === 'string' && typeof info.publicKey === 'string') break;
        lastProblem = 'it answered, but not as a store sandbox';
      } catch (error) {
        // A sandbox served beyond loopback answered, refusing the credential: waiting longer will not change that.
        if (needsControlCredential(error)) throw controlCredentialNeeded(url);
        lastProblem = error instanceof Error ? error.message : String(error);
      }
      const left = started + limit - ctx.clock.now();
      if (left <= 0) {
        const seconds = limit / 1000;
        throw Object.assign(new SandboxWaitTimeout(`no sandbox answered at ${url} within ${seconds} s (last: ${lastProblem})`), {
          hint: 'Start one with `store sandbox serve`, or give a longer --timeout.',
        });
      }
      await ctx.clock.sleep(Math.min(POLL_MS, left));
    }
  } finally {
    await close();
  }
  ctx.io.stderr.write(`Sandbox ready at ${url} (${secondsText(ctx.clock.now() - started)})\n`);
}
