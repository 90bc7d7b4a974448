// A proxy in front of a sandbox that counts every API request the CLI sends through it (control routes apart), for
// the benchmarks that print requests against their floor (requests.bench.mjs, foreign-import.bench.mjs).
import { createServer, request as httpRequest } from 'node:http';

/** A proxy in front of the sandbox that counts every API request (control routes apart) by method and path. */
export async function countingProxy(target) {
  const seen = [];
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const path = req.url.split('?')[0];
    if (!path.startsWith('/__sandbox')) seen.push(`${req.method} ${path.replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/g, '{id}')}`);
    const forward = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', (error) => res.destroy(error));
    req.pipe(forward);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}`,
    /** The requests since the last take, emptied. */
    take: () => seen.splice(0),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
