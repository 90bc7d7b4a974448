// Re-sends a received webhook request to the app under development: the same bytes and the same headers, minus
// the ones that describe the hop itself (Host, Connection, Content-Length …, which the new request sets anew).
import { request } from 'undici';

const HOP_HEADERS = new Set(['host', 'connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'content-length', 'expect']);

export interface ForwardResult {
  url: string;
  status?: number;
  error?: string;
}

/** `rawHeaders` as node:http gives them (name, value, name, value …), so case and order survive. */
export async function forwardOriginal(url: string, body: Buffer, rawHeaders: readonly string[], timeoutMs = 30_000): Promise<ForwardResult> {
  const headers: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if (!HOP_HEADERS.has(rawHeaders[i].toLowerCase())) headers.push(rawHeaders[i], rawHeaders[i + 1]);
  }
  try {
    const response = await request(url, { method: 'POST', headers, body, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
    await response.body.dump();
    return { url, status: response.statusCode };
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { url, error: code ? `${code}: ${(error as Error).message}` : (error as Error).message };
  }
}
