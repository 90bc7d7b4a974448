// Logout: the member's server-side session ends (member-sessions.ts endCallerSession) and the browser goes back to
// the post-logout URL when the OAuth app allows it.
import type { DatabaseSync } from 'node:sqlite';
import { allowedLocation } from './allowed-redirects.js';

/** Where to send the browser after logout: only an allowed redirect URI of the OAuth app (never an open redirect). */
export function postLogoutLocation(db: DatabaseSync, uri: string | null | undefined): string | undefined {
  return allowedLocation(db, uri);
}
