// `store login`: become a member of the store. Four ways: the hosted login page in a browser (default), e-mail
// and password without a browser (--password), the site's identity provider in a browser (--sso), or the admin
// key vouching for a member (--member-id).
import { Option, type Command } from 'commander';
import { DEFAULT_LOOPBACK_PORT } from '../../auth/loopback-server.js';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { withNotes } from '../shared/help-layout.js';
import { runLogin, type LoginFlags } from './login.js';

export function register(program: Command, ctx: Context): Command {
  const command = program
    .command('login')
    .description('Log in as a member: hosted login page in the browser, or --password, --sso (identity provider), --member-id (admin)')
    .addOption(new Option('--password', 'log in with e-mail and password, no browser (password from a hidden prompt or stdin)').conflicts('memberId'))
    .option('--email <email>', 'the member e-mail (with --password; asked on a terminal)')
    .option('--member-id <id>', 'admin: log in as this member id (needs the admin key)')
    .addOption(new Option('--sso <connection-id>', "log in through the site's identity provider (SSO) in the browser").conflicts(['password', 'memberId']))
    .option('--tenant <id>', 'with --sso: the site the member belongs to (default: the site in use)')
    .option('--port <n>', `loopback port the login page redirects to (default ${DEFAULT_LOOPBACK_PORT}; allow-list http://127.0.0.1:PORT/callback on the OAuth app)`)
    .option('--no-browser', 'do not open a browser: print the URL to open and the loopback address it waits on');
  withExamples(
    command,
    'store login',
    'store login --no-browser --port 53682',
    'printf %s "$PASSWORD" | store login --password --email ada@example.com',
    'store login --member-id 6f1c…   # admin key',
    'store login --sso sandbox-idp',
  );
  withNotes(
    command,
    `\nThe hosted login redirects to http://127.0.0.1:PORT/callback (PKCE S256, state checked, single use, 2 minutes).\nMember tokens are kept per profile; \`store whoami\` shows the session, \`store logout\` ends it.\n`,
  );
  command.action((flags: LoginFlags) => runLogin(flags, ctx));
  return command;
}
