// The OAuth app's allowed redirect URIs, like a real OAuth app's allow-list: the only places the sandbox sends a
// browser back to with a code or a session (authorize), after a login, or after a logout. Without it, the authorize
// endpoint handed codes to any site and `/oauth2/logout?postLogoutRedirectUri=` was an open redirect.
// Matching (decisions): scheme, host and path must be equal (query and fragment of the candidate are not
// compared); the port must be equal too, except that a loopback entry without a port allows every port (RFC 8252
// §7.3: native apps listen on an ephemeral loopback port). Default: the loopback `/callback` URIs `store login`
// uses. Kept with the sign-up policy in the identity settings, so `POST /__sandbox/settings` changes both.
import { DEFAULT_ALLOWED_REDIRECT_URIS } from '../../../wire/control/settings.js';
import { isLoopbackUrl } from '../../../wire/api/hosts.js';
import { invalidField } from '../../http-errors.js';

export { DEFAULT_ALLOWED_REDIRECT_URIS };
const MAX_ENTRIES = 100;
const UNSAFE_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:']);

const parse = (value: string): URL | undefined => {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
};

function matches(entry: URL, candidate: URL): boolean {
  if (entry.protocol !== candidate.protocol || entry.hostname !== candidate.hostname || entry.pathname !== candidate.pathname) return false;
  return entry.port === candidate.port || (entry.port === '' && isLoopbackUrl(entry));
}

/** Whether the browser may be sent to `uri`. */
export function isAllowedRedirect(allowed: readonly string[], uri: string): boolean {
  const candidate = parse(uri);
  if (!candidate || UNSAFE_SCHEMES.has(candidate.protocol)) return false;
  return allowed.some((entry) => {
    const url = parse(entry);
    return url !== undefined && matches(url, candidate);
  });
}

/** The 400 for a redirect that is not on the list: names the field, the list and the way to extend it. */
export function notAllowedRedirect(field: string, uri: string, allowed: readonly string[]) {
  return invalidField(
    field,
    `"${uri}" is not an allowed redirect URI of the OAuth app (allowed: ${allowed.join(', ') || 'none'}); add it with \`store sandbox settings --allow-redirect-uri URI\` or POST /__sandbox/settings {"allowedRedirectUris":[…]}`,
    'OTHER',
  );
}

/** `null` restores the default; otherwise a list of absolute URLs without fragments, in a safe scheme. */
export function checkAllowedRedirectUris(value: unknown): string[] {
  if (value === null) return [...DEFAULT_ALLOWED_REDIRECT_URIS];
  const field = 'allowedRedirectUris';
  if (!Array.isArray(value) || value.length > MAX_ENTRIES) throw invalidField(field, `must be a list of at most ${MAX_ENTRIES} URIs, or null for the default`, 'FORMAT');
  return value.map((entry, index) => {
    const url = typeof entry === 'string' ? parse(entry) : undefined;
    if (!url || UNSAFE_SCHEMES.has(url.protocol) || url.hash !== '') {
      throw invalidField(`${field}[${index}]`, 'must be an absolute URI without a fragment (not javascript:, data:, file:…)', 'FORMAT');
    }
    return entry as string;
  });
}
