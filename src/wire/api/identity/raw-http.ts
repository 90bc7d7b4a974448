// The platform's raw-HTTP RPC shape: a call that takes or answers a whole HTTP message sends it as JSON, its bytes
// as base64 strings. Source: auto_sdk_identity_oauth (`RawHttpRequest`, `RawHttpResponse`; Token's doc comment:
// the request's JSON body "formatted as bytes in the raw HTTP request's `body` field", the answer's `statusCode` and
// `body` carrying the token or the RFC 6749 error) and auto_sdk_identity_authentication (Logout answers one).
export interface RawHttpHeader {
  key: string;
  value: string;
}

export interface RawHttpResponse {
  /** base64 */
  body: string;
  statusCode: number;
  headers: RawHttpHeader[];
}

export function rawHttpResponse(statusCode: number, text: string, headers: RawHttpHeader[]): RawHttpResponse {
  return { body: Buffer.from(text, 'utf8').toString('base64'), statusCode, headers };
}

export const rawJsonResponse = (statusCode: number, json: unknown): RawHttpResponse =>
  rawHttpResponse(statusCode, JSON.stringify(json), [{ key: 'Content-Type', value: 'application/json' }]);

/**
 * The text carried in a raw HTTP request's `body` (base64), or undefined when `request` is not that envelope (the
 * plain JSON the platform's auth strategies send has no `body` field).
 */
export function rawRequestText(request: Record<string, unknown>): string | undefined {
  return typeof request.body === 'string' ? Buffer.from(request.body, 'base64').toString('utf8') : undefined;
}
