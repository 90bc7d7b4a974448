// Control routes under /__sandbox (no auth, loopback only, never faulted): info, reset, faults, clock.
// Paths and shapes are the wire's (wire/control/); this file is only their behaviour.
import type { ClockState } from '../../wire/control/clock.js';
import { controlPaths } from '../../wire/control/paths.js';
import type { SandboxClock } from '../clock.js';
import { jsonBody, type RequestContext } from '../context.js';
import { validFaultSettings, type FaultInjector } from '../faults.js';
import { invalidField } from '../http-errors.js';
import type { Router } from '../router.js';
import type { SandboxInfo } from '../types.js';
import { isCatalogVersion, type CatalogVersion } from '../../wire/api/catalog-version.js';

export interface ControlHooks {
  info(): SandboxInfo;
  reset(options: { demo?: boolean; catalog?: CatalogVersion }): void;
  faults: FaultInjector;
  clock: SandboxClock;
}

function clockState(clock: SandboxClock): ClockState {
  return { now: clock.nowIso() };
}

function setClock(clock: SandboxClock, ctx: RequestContext) {
  const body = jsonBody(ctx);
  if (typeof body.advanceMs === 'number' && Number.isFinite(body.advanceMs)) clock.advance(body.advanceMs);
  else if (typeof body.now === 'string' && !Number.isNaN(Date.parse(body.now))) clock.set(Date.parse(body.now));
  else throw invalidField('advanceMs', 'send {"advanceMs": number} or {"now": ISO timestamp}', 'REQUIRED_ONE_OF_FIELD');
  return clockState(clock);
}

export function registerControl(router: Router, hooks: ControlHooks): void {
  router.get(controlPaths.info(), () => hooks.info());
  router.post(controlPaths.reset(), (ctx) => {
    const { demo, catalog } = jsonBody(ctx);
    if (demo !== undefined && typeof demo !== 'boolean') throw invalidField('demo', 'must be true or false', 'FORMAT');
    if (catalog !== undefined && !isCatalogVersion(catalog)) throw invalidField('catalog', 'must be "v1" or "v3"', 'INVALID_ENUM_VALUE');
    hooks.reset({ demo, catalog });
    return {};
  });
  router.get(controlPaths.faults(), () => hooks.faults.settings);
  router.post(controlPaths.faults(), (ctx) => hooks.faults.update(validFaultSettings(jsonBody(ctx))));
  router.get(controlPaths.clock(), () => clockState(hooks.clock));
  router.post(controlPaths.clock(), (ctx) => setClock(hooks.clock, ctx));
}
