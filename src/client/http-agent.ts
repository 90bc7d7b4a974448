// The HTTP layer of the transport on Node's own `node:http`/`node:https`: one keep-alive Agent per protocol (a
// connection cap per origin, closed with the client) and one exchange read whole. Node's built-in modules are
// already in the binary: a client library bundled in (undici, ~1.4 MB of JavaScript) cost every API command tens
// of milliseconds to load before it sent anything. `node:https` (and TLS) loads only for an https:// URL.
import * as http from 'node:http';
import * as https from 'node:https';
import { MAX_ANSWER_BYTES, readCapped } from './capped-body.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpAnswer {
  statusCode: number;
  statusText: string;
  /** Lower-case names; a repeated header is an array. */
  headers: http.IncomingHttpHeaders;
  text: string;
}

export interface HttpRequest {
  method: HttpMethod;
  headers: Record<string, string>;
  /** JSON text, or a file's bytes (an upload). */
  body?: string | Uint8Array;
  /** Aborting ends the exchange at any point (connecting, waiting for headers, reading the body). */
  signal?: AbortSignal;
}

/** Keep-alive connections, at most `connections` per origin, shared by every request until `close()`. */
export class HttpAgent {
  private http?: http.Agent;
  private https?: https.Agent;

  /** `maxAnswerBytes`: a longer body rejects with BodyTooLarge (client/capped-body.ts) and its connection is closed. */
  constructor(
    private readonly connections: number,
    private readonly maxAnswerBytes: number = MAX_ANSWER_BYTES,
  ) {}

  private agentFor(protocol: string): { agent: http.Agent; send: typeof http.request } {
    if (protocol === 'https:') return { agent: (this.https ??= new https.Agent({ keepAlive: true, maxSockets: this.connections })), send: https.request };
    return { agent: (this.http ??= new http.Agent({ keepAlive: true, maxSockets: this.connections })), send: http.request };
  }

  /** One exchange: the answer (any status) with its body as text, or the error that prevented one. */
  request(url: string, { method, headers, body, signal }: HttpRequest): Promise<HttpAnswer> {
    const target = new URL(url);
    const { agent, send } = this.agentFor(target.protocol);
    return new Promise((resolve, reject) => {
      const request = send(target, { method, headers, agent, signal }, (response) => {
        // A connection that closes mid-body is no answer.
        response.on('aborted', () => reject(Object.assign(new Error('the connection closed before the whole answer arrived'), { code: 'ECONNRESET' })));
        readCapped(response, this.maxAnswerBytes, response.headers['content-length']).then(
          (body) => resolve({ statusCode: response.statusCode ?? 0, statusText: response.statusMessage ?? '', headers: response.headers, text: body.toString('utf8') }),
          (error: unknown) => {
            // The rest of an oversized answer is never read: its connection is not reused.
            request.destroy();
            reject(error);
          },
        );
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  close(): void {
    this.http?.destroy();
    this.https?.destroy();
  }
}
