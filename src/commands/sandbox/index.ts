// `store sandbox …`: the local emulator of the platform's API.
import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import * as check from './check.js';
import * as info from './info.js';
import * as mailbox from './mailbox.js';
import * as reset from './reset.js';
import * as serve from './serve.js';
import * as settings from './settings.js';
import * as totp from './totp.js';
import * as wait from './wait.js';

export function register(program: Command, ctx: Context): Command {
  const noun = program.command('sandbox');
  for (const verb of [serve, wait, info, reset, settings, mailbox, totp, check]) verb.register(noun, ctx);
  withExamples(noun, 'store sandbox serve --port 4010', 'store sandbox info --json', 'store sandbox reset --yes', 'store sandbox check --profile prod');
  return noun;
}
