// A tiny method + path router. Patterns come from the client's path table (src/client/hosts.ts) built with
// placeholder values, so the sandbox serves exactly the paths the client calls.
import { USER_DOMAIN_ALIASES } from '../wire/api/hosts.js';
import type { Handler } from './context.js';
import { applicationError } from './http-errors.js';

/** Build a pattern from a client path function: `paths.products.get(param('id'))` → `/…/products/:id`. */
export const param = (name: string): string => `__${name}__`;
const PARAM_SEGMENT = /^__([A-Za-z]\w*)__$/;

interface Route {
  method: string;
  segments: string[];
  /** Per segment, the name of the param it is (undefined: a literal), worked out once. */
  paramNames: Array<string | undefined>;
  handler: Handler;
  /** The last param swallows the rest of the path (raw slugs may contain `/`). */
  rest: boolean;
  /** A browser form of the hosted pages (posted `application/x-www-form-urlencoded`; see request-guard.ts). */
  form: boolean;
  literalCount: number;
}

export interface RouteOptions {
  rest?: boolean;
  form?: boolean;
}

export interface RouteMatch {
  handler: Handler;
  params: Record<string, string>;
  form: boolean;
}

const split = (path: string) => path.split('/').filter((s) => s !== '');

/** Maps the SDK's user-domain prefixes (`/_api/catalog-server`…) onto the www prefixes. */
export function canonicalPath(path: string): string {
  for (const [alias, canonical] of USER_DOMAIN_ALIASES) {
    if (path === alias || path.startsWith(`${alias}/`)) return canonical + path.slice(alias.length);
  }
  return path;
}

export class Router {
  private readonly routes: Route[] = [];

  add(method: string, pattern: string, handler: Handler, options: RouteOptions = {}): this {
    const segments = split(pattern);
    const paramNames = segments.map((s) => PARAM_SEGMENT.exec(s)?.[1]);
    const literalCount = paramNames.filter((name) => name === undefined).length;
    this.routes.push({ method, segments, paramNames, handler, rest: options.rest ?? false, form: options.form ?? false, literalCount });
    return this;
  }

  get = (pattern: string, handler: Handler, options?: RouteOptions) => this.add('GET', pattern, handler, options);
  post = (pattern: string, handler: Handler, options?: RouteOptions) => this.add('POST', pattern, handler, options);
  patch = (pattern: string, handler: Handler, options?: RouteOptions) => this.add('PATCH', pattern, handler, options);
  delete = (pattern: string, handler: Handler, options?: RouteOptions) => this.add('DELETE', pattern, handler, options);

  /** The route table: every method and pattern (`:name` for a param), in the order they were registered. */
  table(): Array<{ method: string; pattern: string; params: string[] }> {
    return this.routes.map((route) => ({
      method: route.method,
      pattern: `/${route.segments.map((segment, i) => (route.paramNames[i] ? `:${route.paramNames[i]}` : segment)).join('/')}`,
      params: route.paramNames.filter((name): name is string => name !== undefined),
    }));
  }

  /** The most specific route for the path; throws the 404/405 envelope when none fits. */
  match(method: string, path: string): RouteMatch {
    checkPercentEncoding(path);
    const parts = split(path);
    let best: { route: Route; params: Record<string, string> } | undefined;
    let pathKnown = false;
    for (const route of this.routes) {
      const params = matchSegments(route, parts);
      if (!params) continue;
      pathKnown = true;
      if (route.method !== method) continue;
      if (!best || route.literalCount > best.route.literalCount) best = { route, params };
    }
    if (best) return { handler: best.route.handler, params: best.params, form: best.route.form };
    if (pathKnown) throw applicationError(405, 'Method not allowed', 'METHOD_NOT_ALLOWED', `${method} is not allowed on ${path}`);
    throw applicationError(404, 'Not found', 'NOT_FOUND', `No route for ${method} ${path}`);
  }
}

function matchSegments(route: Route, parts: string[]): Record<string, string> | undefined {
  const { segments, paramNames, rest } = route;
  if (rest ? parts.length < segments.length : parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const name = paramNames[i];
    const isLast = i === segments.length - 1;
    if (name) params[name] = rest && isLast ? parts.slice(i).join('/') : parts[i];
    else if (segments[i] !== parts[i]) return undefined;
  }
  return params;
}

/** Handlers decode path params; a path whose percent-encoding is malformed (`%E0%A4%A`, `%zz`) is a 400 up front. */
function checkPercentEncoding(path: string): void {
  try {
    decodeURIComponent(path);
  } catch {
    throw applicationError(400, 'Malformed percent-encoding in the path', 'INVALID_ARGUMENT', `The path ${path} has a "%" not followed by two hex digits of valid UTF-8`);
  }
}
