// A handler result that is not the JSON body of a 200: hosted pages (HTML), browser redirects and media files. Handlers return
// one of these instead of a plain object; server.ts sends it as is (still with X-Wix-Request-Id).

export class RawResponse {
  constructor(
    readonly status: number,
    readonly contentType: string,
    readonly body: string | Uint8Array,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

/** A hosted page. Pages build their markup with escapeHtml (pages/html.ts) so no user text is ever raw. */
export const htmlPage = (html: string, status = 200): RawResponse =>
  new RawResponse(status, 'text/html; charset=utf-8', html, {
    // Pages are self-contained: inline styles and scripts only, nothing from other origins.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src * data:; form-action *",
    'Cache-Control': 'no-store',
  });

/** A 302 to `location` (hosted flows that end by sending the browser back to a callback URL). */
export const redirectTo = (location: string): RawResponse =>
  new RawResponse(302, 'text/plain; charset=utf-8', `Redirecting to ${location}`, { Location: location, 'Cache-Control': 'no-store' });
