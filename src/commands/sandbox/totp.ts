// `store sandbox totp --email E`: the member's authenticator app, played by the sandbox — the TOTP secret (as an
// otpauth:// URI a real app can scan) and the code it shows right now, for `store auth verify --code`.
import type { Command } from 'commander';
import { NotFoundError, UsageError } from '../../client/errors.js';
import type { Context } from '../../context.js';
import { printEntity } from '../../io/present.js';
import { createClock } from '../../sandbox/clock.js';
import { writeTransaction } from '../../sandbox/db.js';
import { totpView } from '../../sandbox/domain/identity/second-factor.js';
import { identityControlPaths } from '../../sandbox/routes/control-identity.js';
import { findMemberByEmail } from '../../sandbox/tables/members.js';
import { withExamples } from '../shared/help.js';
import { sandboxControl } from './control-target.js';
import { addDataFlags, type DataFlags } from './data-flags.js';

export interface TotpFlags extends DataFlags {
  email?: string;
}

type TotpView = ReturnType<typeof totpView>;

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('totp')
    .description("A member's authenticator (sandbox): the current TOTP code, the secret and its otpauth:// URI")
    .requiredOption('--email <email>', 'the member');
  addDataFlags(command);
  withExamples(command, 'store sandbox totp --email ada@example.com', 'store auth verify --code "$(store sandbox totp --email ada@example.com --json | jq -r .code)"');
  command.action((flags: TotpFlags) => runSandboxTotp(flags, ctx));
}

export async function runSandboxTotp(flags: TotpFlags, ctx: Context): Promise<void> {
  const email = flags.email?.trim();
  if (!email) throw new UsageError('--email is required: the member whose authenticator to show');
  const view = await sandboxControl<TotpView>(ctx, flags, {
    local: (db) =>
      writeTransaction(db, () => {
        const member = findMemberByEmail(db, email);
        if (!member) throw new NotFoundError(`No member with e-mail ${email}`, { hint: `Create one with \`store register --email ${email}\`.` });
        return totpView({ db, clock: createClock(db) }, member);
      }),
    remote: { method: 'GET', path: `${identityControlPaths.totp()}?email=${encodeURIComponent(email)}` },
  });
  await printEntity(ctx.output(), view, { view: [['member', view.email], ['code', view.code], ['secret', view.secret], ['uri', view.uri]] });
}
