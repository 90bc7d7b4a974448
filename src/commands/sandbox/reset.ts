import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { printEntity, printMessage } from '../../io/present.js';
import { sandboxOnDataFile } from '../shared/sandbox-target.js';
import { withExamples } from '../shared/help.js';
import { addDataFlags, sandboxDataFile, type DataFlags } from './data-flags.js';

export interface SandboxResetFlags extends DataFlags {
  empty?: boolean;
}

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('reset')
    .description('Throw away every change: back to the demo catalog (or an empty one with --empty)')
    .option('--empty', 'no demo catalog afterwards');
  addDataFlags(command);
  withExamples(command, 'store sandbox reset', 'store sandbox reset --empty --yes');
  command.action((flags: SandboxResetFlags) => runSandboxReset(flags, ctx));
}

export async function runSandboxReset(flags: SandboxResetFlags, ctx: Context): Promise<void> {
  const dataFile = sandboxDataFile(flags, ctx);
  const what = flags.empty ? 'an empty catalog' : 'the demo catalog';
  if (!(await ctx.confirm(`Reset the sandbox at ${dataFile} to ${what}? Every change is lost.`, { flag: '--yes', store: false }))) {
    await printMessage(ctx.output(), 'Nothing changed.');
    return;
  }
  const sandbox = await sandboxOnDataFile(dataFile, { demo: !flags.empty });
  try {
    await sandbox.control.reset({ demo: !flags.empty });
  } finally {
    await sandbox.close();
  }
  const out = ctx.output();
  if (out.format === 'table') await printMessage(out, `Sandbox reset to ${what} (${dataFile})`);
  else await printEntity(out, { dataFile, demo: !flags.empty });
}
