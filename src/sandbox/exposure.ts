// Serving beyond loopback (`store sandbox serve --host 0.0.0.0`, README "Serving beyond this machine"). On
// loopback only this machine reaches the sandbox, so its control routes need no credentials and a webhook may go
// to a local app over plain http. Listening on another address, anyone who reaches the port is a caller, so:
//   - every /__sandbox control route (info hands out the admin key; reset wipes the store) needs the admin key or
//     the `--control-token` in `Authorization` (the raw value, or `Bearer <value>`), compared in constant time;
//   - a webhook subscription may not target this machine's own loopback (127.0.0.0/8, ::1, localhost, 0.0.0.0 —
//     a remote caller would make the sandbox POST to services that trust local callers), unless the sandbox was
//     started with `--allow-loopback-webhooks`; checked when subscribing (the URL's host) and before each delivery
//     (what the name resolves to now, so a name pointed at 127.0.0.1 is refused too).
// The decision depends only on the address the sandbox listens on, never on the peer's address: a proxy or a
// container's port forwarding can make a remote caller arrive from loopback.
import { createHash, timingSafeEqual } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
import { applicationError, invalidField } from './http-errors.js';

export interface ExposurePolicy {
  /** The sandbox listens on an address other machines may reach. */
  exposed: boolean;
  /** `--allow-loopback-webhooks`: subscriptions to this machine's loopback are allowed even when exposed. */
  allowLoopbackWebhooks: boolean;
  /** What a control request's `Authorization` must be when exposed: the admin key (read each time), the token. */
  credentials: () => readonly string[];
}

/** The bare host of an address or URL host name: no brackets, no trailing dot (`localhost.`), lower case. */
const bare = (host: string) => host.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();

/**
 * An address or name that means this machine's own loopback: 127.0.0.0/8, ::1, an IPv4-mapped loopback, the
 * unspecified addresses (a connection to 0.0.0.0 or :: reaches this machine), `localhost` and `*.localhost`
 * (RFC 6761: always loopback).
 */
export function isOwnLoopback(host: string): boolean {
  const name = bare(host);
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name) === 4) return name.startsWith('127.') || name === '0.0.0.0';
  if (isIP(name) === 6) {
    if (name === '::1' || name === '::') return true;
    const mapped = /^::ffff:(.+)$/.exec(name)?.[1];
    if (mapped === undefined) return false;
    if (isIP(mapped) === 4) return isOwnLoopback(mapped);
    // ::ffff:7f00:1 (how URLs write ::ffff:127.0.0.1): the high 16 bits 0x7f00–0x7fff are 127.x; 0:0 is 0.0.0.0.
    const [high] = mapped.split(':');
    return (parseInt(high ?? '', 16) >> 8) === 0x7f || mapped === '0:0';
  }
  return false;
}

/** Listening on these means every address of the machine. */
const WILDCARDS = new Set(['', '0.0.0.0', '::']);

/** The sandbox listening on `listenHost` can be reached from other machines: every address, or not a loopback one. */
export const isExposedHost = (listenHost: string): boolean => WILDCARDS.has(bare(listenHost)) || !isOwnLoopback(listenHost);

export function exposurePolicy(listenHost: string, options: { adminKey: () => string; controlToken?: string; allowLoopbackWebhooks?: boolean }): ExposurePolicy {
  return {
    exposed: isExposedHost(listenHost),
    allowLoopbackWebhooks: options.allowLoopbackWebhooks ?? false,
    credentials: () => [options.adminKey(), ...(options.controlToken ? [options.controlToken] : [])],
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();
const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/** A control route on an exposed sandbox: 401 unless `Authorization` carries the admin key or the control token. */
export function checkControlAccess(headers: IncomingHttpHeaders, policy: ExposurePolicy): void {
  if (!policy.exposed) return;
  const raw = headers.authorization ?? '';
  const given = raw.replace(/^Bearer\s+/i, '');
  // Every credential is compared (no early exit), each in constant time.
  const matches = policy.credentials().map((secret) => given !== '' && sameSecret(given, secret));
  if (matches.includes(true)) return;
  throw applicationError(
    401,
    'Control routes need credentials',
    'CONTROL_AUTH_REQUIRED',
    'This sandbox is served beyond loopback: its /__sandbox control routes need the admin key (or the --control-token) in the Authorization header',
  );
}

const loopbackRefusal = (host: string) =>
  `${host} is this sandbox host's own loopback, which a sandbox served beyond loopback does not post to (start it with --allow-loopback-webhooks to allow it)`;

/** When subscribing: the URL's host may not be this machine's loopback on an exposed sandbox. */
export function checkWebhookHost(url: string, policy: ExposurePolicy): void {
  if (!policy.exposed || policy.allowLoopbackWebhooks) return;
  const host = new URL(url).hostname;
  if (isOwnLoopback(host)) throw invalidField('url', loopbackRefusal(host), 'FORMAT');
}

/**
 * Before a delivery: why it may not go out (the host's name resolves to this machine's loopback now), or undefined.
 * A name that does not resolve is left to the delivery itself to fail.
 */
export async function refusedWebhookTarget(url: string, policy: ExposurePolicy, resolve = (host: string) => lookup(host, { all: true, verbatim: true })): Promise<string | undefined> {
  if (!policy.exposed || policy.allowLoopbackWebhooks) return undefined;
  const host = bare(new URL(url).hostname);
  if (isOwnLoopback(host)) return loopbackRefusal(host);
  if (isIP(host)) return undefined;
  const addresses = await resolve(host).catch(() => []);
  const loopback = addresses.find((entry) => isOwnLoopback(entry.address));
  return loopback ? loopbackRefusal(`${host} (${loopback.address})`) : undefined;
}
