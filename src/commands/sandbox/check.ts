// `store sandbox check`: runs the same read-only probes (src/check/probes.ts) on the store the settings point at and
// on a sandbox of its catalog version, and compares the answers' shapes (src/check/compare.ts). Exit 0 when every
// probe matches, 6 when some differ; `--report FILE` writes the redacted result (0600) for a bug report.
import type { Command } from 'commander';
import { checkResult, reportOf, type CheckResult } from '../../check/check-result.js';
import { probesFor } from '../../check/probes.js';
import { runProbes } from '../../check/run-probes.js';
import { PartialFailureError } from '../../client/errors.js';
import { CLIENT_VERSION } from '../../client/version.js';
import type { Context } from '../../context.js';
import { stderrTracer } from '../../context/trace.js';
import { UsageError } from '../../io/cli-errors.js';
import { printEntity, printList, printMessage } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { openSandboxSide } from './check-sandbox.js';
import { CONTROL_TOKEN_ENV } from '../../context/sandbox-control-access.js';
import { CHECK_COLUMNS, checkDetails, checkHeading } from './check-view.js';

export interface SandboxCheckFlags {
  sandboxUrl?: string;
  report?: string;
}

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('check')
    .description("Compare a store's answers with the sandbox's: read-only probes, shapes not data (exit 6 when some differ)")
    .option('--sandbox-url <url>', 'compare with this served sandbox (`store sandbox serve`) instead of an embedded one')
    .option('--report <file>', 'write a redacted report (paths, types, statuses, codes; mode 0600) to attach to a bug report');
  withExamples(
    command,
    'store sandbox check --profile prod',
    'store sandbox check --profile prod --json --report sandbox-check.json   # the report holds no ids, names, prices or tokens',
    'store sandbox check --profile prod --sandbox-url http://127.0.0.1:4011  # after: store sandbox serve --memory --port 4011',
    'STORE_API_URL=http://127.0.0.1:4010 STORE_API_KEY=$(store sandbox info --json | jq -r .apiKey) store sandbox check   # try it on `store sandbox serve` itself',
  );
  command.action((flags: SandboxCheckFlags) => runSandboxCheck(flags, ctx));
}

export async function runSandboxCheck(flags: SandboxCheckFlags, ctx: Context): Promise<void> {
  const settings = await ctx.settings();
  if (settings.mode === 'sandbox') {
    throw new UsageError('store sandbox check compares a store with the sandbox, but the settings point at the local sandbox', {
      hint: 'Point them at your store: --profile NAME, or STORE_API_URL with STORE_API_KEY (and STORE_SITE_ID) or STORE_CLIENT_ID.',
    });
  }
  const store = await ctx.client();
  const { version } = await ctx.catalogVersion();
  const auth = store.auth.kind === 'api-key' ? 'admin key' : 'visitor';
  const sandbox = await openSandboxSide({
    url: flags.sandboxUrl,
    controlToken: ctx.env[CONTROL_TOKEN_ENV],
    catalog: version,
    caller: auth,
    clock: ctx.clock,
    onTrace: ctx.globals.verbose ? stderrTracer(ctx.io) : undefined,
  });
  let result: CheckResult;
  try {
    const probes = probesFor(version);
    const [mine, theirs] = await Promise.all([
      runProbes(probes, { transport: store.transport, clientId: settings.clientId }),
      runProbes(probes, { transport: sandbox.client.transport, clientId: sandbox.clientId }),
    ]);
    result = checkResult({ catalog: version, auth, sandbox: flags.sandboxUrl ? 'served' : 'embedded' }, mine, theirs);
  } finally {
    await sandbox.close();
  }
  await present(result, ctx);
  if (flags.report) {
    const { writePrivateJson } = await import('../../io/private-file.js');
    await writePrivateJson(flags.report, reportOf(result, { cliVersion: CLIENT_VERSION, createdAt: new Date(ctx.clock.now()).toISOString() }));
    if (ctx.output().format === 'table') {
      ctx.io.stderr.write(`Report written to ${flags.report} (no ids, names, prices, tokens or site ids: attach it to a bug report as it is).\n`);
    }
  }
  if (result.counts.differs > 0) {
    const differing = result.probes.filter((row) => row.verdict === 'differs');
    throw new PartialFailureError(`${differing.length} of ${result.probes.length} probes differ between the store and the sandbox`, differing.map((row) => row.probe), {
      hint: 'Attach the --report file to a bug report: it holds only paths, types, statuses and codes.',
    });
  }
}

async function present(result: CheckResult, ctx: Context): Promise<void> {
  const out = ctx.output();
  if (out.format !== 'table') return printEntity(out, result);
  await printMessage(out, checkHeading(result));
  await printList(out, result.probes, { columns: CHECK_COLUMNS });
  await printMessage(out, checkDetails(result));
}
