// XDG locations. Computed from the context's env (not process.env) so tests and embedders can redirect them.
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

/** Visitor/member tokens, one file per profile, so a cart survives between invocations. */
export function tokenFile(env: Env, profile: string): string {
  return join(dataDir(env), 'tokens', `${profile}.json`);
}
