// Who a catalog read goes out as (client-choice.ts decides the client): the admin key (the embedded sandbox uses its own),
// else the OAuth app's session — a member after `store login`, else a visitor — which the platform shows no hidden
// products and no merchant data (cost, profit, revenue). `store status` shows it; reads as a visitor or member say it
// once on stderr, and a product not found then says it may be hidden.
import { NotFoundError } from '../client/errors.js';
import type { Settings } from '../config/settings.js';
import type { Reader, SessionRole } from '../config/store-status.js';
import type { Env } from '../io/tty.js';
import { clientKindFor } from './client-choice.js';
import { sessionTokenStore } from './session-tokens.js';


/** Pure: the settings and the session's role (`none` before any token was issued: the first read makes a visitor). */
export function readerFor(settings: Settings, sessionRole: SessionRole): Reader {
  if (clientKindFor(settings, {}) === 'admin') return 'admin key';
  if (!settings.clientId) return 'none';
  return sessionRole === 'member' ? 'member' : 'visitor';
}

export async function readerOf(env: Env, settings: Settings): Promise<Reader> {
  if (clientKindFor(settings, {}) === 'admin' || !settings.clientId) return readerFor(settings, 'none');
  const tokens = await sessionTokenStore(env, settings).load();
  return readerFor(settings, tokens?.refreshToken.role ?? 'none');
}

const ADMIN_KEY_FIX = 'Set STORE_API_KEY and STORE_SITE_ID (or `store config set api-key`) to read as the admin.';

function readerNotice(reader: 'member' | 'visitor'): string {
  return `Reading as a ${reader} (no admin API key): hidden products and merchant data are not shown. ${ADMIN_KEY_FIX}\n`;
}

function hiddenProductHint(reader: 'member' | 'visitor'): string {
  return `Read as a ${reader} (no admin API key): the product may exist but be hidden. ${ADMIN_KEY_FIX}`;
}

/** The notice for a read client made without the admin key (client-choice.ts: kind `reader`). */
export async function visitorReadNotice(env: Env, settings: Settings): Promise<string> {
  const reader = await readerOf(env, settings);
  return reader === 'member' ? readerNotice('member') : readerNotice('visitor');
}

/** A product not found by a visitor or member may be hidden: the error gets the hint (the exit code stays). */
export async function withHiddenProductHint(error: unknown, env: Env, settings: Settings): Promise<never> {
  if (error instanceof NotFoundError) {
    const reader = await readerOf(env, settings);
    if (reader === 'visitor' || reader === 'member') error.hint = hiddenProductHint(reader);
  }
  throw error;
}
