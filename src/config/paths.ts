// XDG locations. Computed from the context's env (not process.env) so tests and embedders can redirect them.
import { createHash } from 'node:crypto';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Env } from '../io/tty.js';

const APP = 'store';

function home(env: Env): string {
  return env.HOME || homedir();
}

/** `$XDG_CONFIG_HOME/store` (default ~/.config/store): the config file's directory. */
export function configDir(env: Env): string {
  return join(env.XDG_CONFIG_HOME || join(home(env), '.config'), APP);
}

export function configFile(env: Env): string {
  return join(configDir(env), 'config.json');
}

/** `$XDG_DATA_HOME/store` (default ~/.local/share/store): the sandbox database and token files. */
export function dataDir(env: Env): string {
  return join(env.XDG_DATA_HOME || join(home(env), '.local', 'share'), APP);
}

export function defaultSandboxFile(env: Env): string {
  return join(dataDir(env), 'sandbox.db');
}

/** A name for a file that belongs to `owner` (any text), without putting the text itself in a path. */
const ownerFileName = (owner: string) => `${createHash('sha256').update(owner).digest('hex').slice(0, 32)}.json`;

/** The visitor/member tokens of one session owner (context/session-tokens.ts), so a cart survives between invocations. */
export function tokenFile(env: Env, owner: string): string {
  return join(dataDir(env), 'sessions', ownerFileName(owner));
}

/** Where tokens lived before they were kept per store: one file per profile, whichever store issued them. */
export function legacyTokenFile(env: Env, profile: string): string {
  return join(dataDir(env), 'tokens', `${profile}.json`);
}

/** A login waiting for its e-mailed code or second factor: its state token belongs to the same owner as the tokens. */
export function pendingLoginFile(env: Env, owner: string): string {
  return join(dataDir(env), 'pending-login', ownerFileName(owner));
}
