// The one check of every endpoint that sends a browser or a mailed link somewhere: the OAuth app's allowed
// redirect URIs (redirect-allow-list.ts). Authorize's redirectUri, every callback of a redirect session
// (thankYouPageUrl, postFlowUrl, cartPageUrl, … — the hosted pages send the browser to them or link them),
// the recovery and activation e-mails' redirect URL (the mailed link carries the recovery token), and logout's
// postLogoutRedirectUri. (A decision: the platform's OAuth app keeps such a list for its redirects; the sandbox
// applies it to every place it sends a browser or a token-bearing link, so none of them is an open redirect.)
import type { DatabaseSync } from 'node:sqlite';
import { isAllowedRedirect, notAllowedRedirect } from './redirect-allow-list.js';
import { readIdentitySettings } from './settings.js';

/** A 400 naming `field` unless the browser (or a mailed link) may be sent to `uri`. */
export function checkRedirectAllowed(db: DatabaseSync, field: string, uri: string): void {
  const allowed = readIdentitySettings(db).allowedRedirectUris;
  if (!isAllowedRedirect(allowed, uri)) throw notAllowedRedirect(field, uri, allowed);
}

/** `uri` normalised when allowed, else undefined (where a refusal would strand the browser: logout). */
export function allowedLocation(db: DatabaseSync, uri: string | null | undefined): string | undefined {
  if (!uri) return undefined;
  return isAllowedRedirect(readIdentitySettings(db).allowedRedirectUris, uri) ? new URL(uri).toString() : undefined;
}
