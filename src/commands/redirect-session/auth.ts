import type { Command } from 'commander';
import * as z from 'zod';
import type { Context } from '../../context.js';
import { memberSession } from '../auth/member-session.js';
import { withExamples } from '../shared/help.js';
import { withNotes } from '../shared/help-layout.js';
import { parseFlags } from '../shared/parse-flags.js';
import { addSessionOptions, createSession, type SessionFlags } from './session-output.js';

export interface AuthSessionFlags extends SessionFlags {
  redirectUri?: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
  responseMode?: string;
  state?: string;
  scope?: string;
  prompt?: string;
}

const FlagsSchema = z
  .looseObject({
    redirectUri: z.string().refine((v) => URL.canParse(v), 'expected an absolute URL').optional(),
    codeChallenge: z.string().regex(/^[A-Za-z0-9_-]{43,128}$/, 'expected an unpadded base64url challenge'),
    codeChallengeMethod: z.enum(['S256', 'S512']).default('S256'),
    responseMode: z.enum(['query', 'fragment', 'web_message']).default('query'),
    state: z.string().min(1).optional(),
    scope: z.string().min(1).default('offline_access'),
    prompt: z.enum(['login', 'none']).default('login'),
  })
  .refine((f) => f.redirectUri || f.responseMode === 'web_message', { path: ['redirectUri'], message: 'is required unless --response-mode web_message' });

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('auth')
    .description('An OAuth authorize page (PKCE) for your own app: the code comes back to --redirect-uri')
    .option('--redirect-uri <url>', 'where the code is sent (with --response-mode query or fragment)')
    .option('--code-challenge <challenge>', 'base64url(SHA-256(verifier)); you keep the verifier for the code exchange')
    .option('--code-challenge-method <method>', 'S256 (default) or S512')
    .option('--response-mode <mode>', 'query (default), fragment or web_message')
    .option('--state <state>', 'echoed back with the code')
    .option('--scope <scope>', 'default offline_access')
    .option('--prompt <prompt>', 'login (default) or none');
  addSessionOptions(command, []);
  withExamples(
    command,
    'store redirect-session auth --redirect-uri https://app.example/cb --code-challenge "$C" --state xyz --open',
    'store redirect-session auth --response-mode web_message --code-challenge "$C" --json',
  );
  withNotes(
    command,
    '\nA verifier and its challenge in a shell:\n  $ V=$(openssl rand -hex 32); C=$(printf %s "$V" | openssl dgst -sha256 -binary | basenc --base64url | tr -d =)\n',
  );
  command.action((flags: AuthSessionFlags) => runRedirectSessionAuth(flags, ctx));
}

export async function runRedirectSessionAuth(raw: AuthSessionFlags, ctx: Context): Promise<void> {
  const f = parseFlags(FlagsSchema, raw);
  const { auth } = await memberSession(ctx);
  const authRequest = {
    clientId: auth.clientId,
    responseType: 'code',
    ...(f.redirectUri ? { redirectUri: f.redirectUri } : {}),
    responseMode: f.responseMode,
    scope: f.scope,
    ...(f.state ? { state: f.state } : {}),
    codeChallenge: f.codeChallenge,
    codeChallengeMethod: f.codeChallengeMethod,
  };
  await createSession(ctx, { auth: { authRequest, prompt: f.prompt } }, raw);
}
