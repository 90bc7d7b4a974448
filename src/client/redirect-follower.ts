// Follows a hosted page's HTTP redirects without a browser (the authorize endpoint with prompt=none answers with
// a redirect, not JSON), refusing any hop that is not https or loopback http.
import { checkApiUrl } from '../wire/api/hosts.js';

export type RedirectOutcome =
  | { kind: 'arrived'; url: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'stopped'; status: number }
  | { kind: 'too-many-hops' };

export async function followRedirects(start: string, isDestination: (url: string) => boolean, maxHops = 5): Promise<RedirectOutcome> {
  let next = start;
  for (let hop = 0; hop <= maxHops; hop++) {
    if (isDestination(next)) return { kind: 'arrived', url: next };
    const problem = checkApiUrl(next);
    if (problem) return { kind: 'refused', reason: problem };
    const response = await fetch(next, { redirect: 'manual' });
    await response.body?.cancel();
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return { kind: 'stopped', status: response.status };
    next = new URL(location, next).toString();
  }
  return { kind: 'too-many-hops' };
}
