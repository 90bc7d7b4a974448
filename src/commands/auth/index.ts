// `store auth …`: the steps around a member login — e-mail verification, password recovery and reset, password
// change, activation e-mail, admin sign-on, and printing the current access token.
import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import * as activationEmail from './activation-email.js';
import * as changePassword from './change-password.js';
import * as recover from './recover.js';
import * as reset from './reset.js';
import * as signOn from './sign-on.js';
import * as token from './token.js';
import * as verify from './verify.js';

export function register(program: Command, ctx: Context): Command {
  const noun = program.command('auth');
  for (const verb of [verify, recover, reset, changePassword, activationEmail, signOn, token]) verb.register(noun, ctx);
  withExamples(noun, 'store auth verify --code 123456', 'store auth recover --email ada@example.com', 'store auth sign-on --email ada@example.com');
  return noun;
}
