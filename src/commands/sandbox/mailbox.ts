import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { printList } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { sandboxInSettings } from '../../context/sandbox-target.js';
import { addDataFlags } from './data-flags.js';
import { type DataFlags } from '../../context/sandbox-data.js';

export interface MailboxFlags extends DataFlags {
  to?: string;
}

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('mailbox')
    .description('The e-mails the sandbox "sent": verification codes, recovery and activation tokens/links')
    .option('--to <email>', 'only the mail to this address');
  addDataFlags(command);
  withExamples(command, 'store sandbox mailbox --to ada@example.com', 'store sandbox mailbox --json | jq -r \'.[-1].code\'');
  command.action((flags: MailboxFlags) => runSandboxMailbox(flags, ctx));
}

export async function runSandboxMailbox(flags: MailboxFlags, ctx: Context): Promise<void> {
  const sandbox = await sandboxInSettings(ctx, flags, 'store sandbox mailbox');
  let mails;
  try {
    mails = await sandbox.control.mailbox(flags.to);
  } finally {
    await sandbox.close();
  }
  await printList(ctx.output(), mails, {
    columns: [
      { header: 'SENT', value: (m) => m.sentAt },
      { header: 'TO', value: (m) => m.to },
      { header: 'KIND', value: (m) => m.kind },
      { header: 'CODE', value: (m) => m.code },
      { header: 'LINK', value: (m) => m.link, flex: true },
    ],
    empty: flags.to ? `No mail to ${flags.to}.` : 'The mailbox is empty.',
  });
}
