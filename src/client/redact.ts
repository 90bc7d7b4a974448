// Redaction for traces and logs (`--verbose`): secrets never leave the process, whatever prints the trace.

export const REDACTED = '[REDACTED]';

const normalise = (name: string) => name.toLowerCase().replace(/[-_\s]/g, '');

/** Header names whose values are credentials: Authorization plus anything naming a token, key, secret or cookie. */
export function isSecretHeader(name: string): boolean {
  const key = normalise(name);
  return key === 'authorization' || /token|key|secret|cookie|password|session/.test(key);
}

/**
 * JSON field names whose values are credentials. Matched loosely (camelCase and snake_case alike) so a new
 * `somethingToken` field is covered without a list update.
 */
export function isSecretField(name: string): boolean {
  const key = normalise(name);
  return /password|secret|token|verifier|apikey|authorization|cookie|uploadurl/.test(key);
}

/** Request bodies and URLs also carry one-time codes (OAuth codes, e-mail codes) and short key-like names. */
const SECRET_SHORT_NAMES = new Set(['code', 'key', 'sig', 'signature', 'auth', 'credential', 'credentials', 'pass', 'pwd']);
function isSecretRequestField(name: string): boolean {
  return isSecretField(name) || SECRET_SHORT_NAMES.has(normalise(name));
}

export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) out[name] = isSecretHeader(name) && value ? REDACTED : value;
  return out;
}

/** A deep copy with secret fields replaced. `direction: 'request'` also hides one-time `code` fields. */
export function redactJson(value: unknown, direction: 'request' | 'response' = 'response'): unknown {
  const isSecret = direction === 'request' ? isSecretRequestField : isSecretField;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node)) {
      out[key] = isSecret(key) && child !== null && child !== undefined && child !== '' ? REDACTED : walk(child);
    }
    return out;
  };
  return walk(value);
}

/** Redacts a body that is JSON; any other text is returned unchanged (it was not produced by a JSON API). */
export function redactBodyText(text: string | undefined, direction: 'request' | 'response' = 'response'): string | undefined {
  if (text === undefined || text === '') return text;
  try {
    return JSON.stringify(redactJson(JSON.parse(text), direction));
  } catch {
    return text;
  }
}

/** `scheme://user:password@` — credentials inside a URL (e.g. in STORE_API_URL). */
const USER_INFO = /^([a-z][a-z0-9+.-]*:\/\/)[^/?#\s]*@/i;

/** Hides user-info (`http://user:password@host`) and secret query parameters (e.g. `session_token=`) in a URL. */
export function redactUrl(url: string): string {
  const shown = url.replace(USER_INFO, `$1${REDACTED}@`);
  const queryStart = shown.indexOf('?');
  if (queryStart < 0) return shown;
  const fragmentStart = shown.indexOf('#', queryStart);
  const end = fragmentStart < 0 ? shown.length : fragmentStart;
  const params = new URLSearchParams(shown.slice(queryStart + 1, end));
  let changed = false;
  for (const key of new Set(params.keys())) {
    if (isSecretRequestField(key)) {
      params.set(key, REDACTED);
      changed = true;
    }
  }
  return changed ? `${shown.slice(0, queryStart)}?${params.toString()}${shown.slice(end)}` : shown;
}

/**
 * A URL the platform handed out to be sent to as it is (a Media Manager upload URL, docs/wire/media-manager.md):
 * its path carries a one-time token, so only its origin is shown.
 */
export function redactHandedOutUrl(url: string): string {
  const shown = redactUrl(url);
  const origin = /^([a-z][a-z0-9+.-]*:\/\/[^/?#\s]*)/i.exec(shown)?.[1];
  return origin === undefined ? REDACTED : `${origin}/${REDACTED}`;
}

/** Every URL inside free text (an error message, a network failure's description) redacted as redactUrl does. */
export function redactUrlsIn(text: string): string {
  return text.replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+/gi, (url) => redactUrl(url));
}
