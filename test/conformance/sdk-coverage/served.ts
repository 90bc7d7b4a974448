// Whether the sandbox serves an SDK call: its router (src/sandbox/routes/index.ts apiRouter) has a route with the
// call's method and the same path pattern — the same literal segments, a parameter where the SDK has a `{field}`.
// Matching the pattern, not a sample path, keeps a call that another route would catch (PATCH
// …/categories/visibility caught by PATCH …/categories/:id) from counting as served.
import { canonicalPath, param } from '../../../src/sandbox/router.js';
import { apiRouter } from '../../../src/sandbox/routes/index.js';
import { UNSERVED_V3_SERVICES } from '../../../src/wire/api/catalog-v3/unserved.js';
import type { SdkCall } from './sdk-calls.js';

const shape = (path: string, isParam: (segment: string) => boolean) =>
  path.split('/').filter((s) => s !== '').map((s) => (isParam(s) ? '*' : s)).join('/');

const routeKey = (method: string, shapeOfPath: string) => `${method} /${shapeOfPath}`;

const routerShape = (pattern: string) => shape(pattern, (s) => s.startsWith(':'));

/** `METHOD /literal/*` for every route of the sandbox's API router that serves its call (not the 501s). */
export function sandboxRoutes(): Set<string> {
  const unserved = answered501Routes();
  const keys = apiRouter().table().map((route) => routeKey(route.method, routerShape(route.pattern)));
  return new Set(keys.filter((key) => !unserved.has(key)));
}

/** The routes that answer 501 Not Implemented naming the call (src/wire/api/catalog-v3/unserved.ts). */
export function answered501Routes(): Set<string> {
  const calls = UNSERVED_V3_SERVICES.flatMap((service) => service.calls);
  const id = param('id');
  return new Set(calls.map((call) => routeKey(call.method, shape(call.path(id), (s) => s === id))));
}

/** The route key of an SDK request: its www path as the sandbox canonicalises it, `{field}` segments as parameters. */
export function sdkRouteKey(method: string, path: string): string {
  return routeKey(method, shape(canonicalPath(path), (s) => /^\{[^}]+\}$/.test(s)));
}

/** The call's request, and its POST fallback when it has one, each have a route of their own. */
export function isRouted(call: SdkCall, routes: Set<string>): boolean {
  const requests = [call, ...(call.fallback ? [call.fallback] : [])];
  return requests.every((request) => routes.has(sdkRouteKey(request.method, request.path)));
}
