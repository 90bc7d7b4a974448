// The sandbox's webhook control routes, shared by the sandbox (which serves them) and `store events` (which calls them).
import { CONTROL_PREFIX } from '../routes/control.js';

const enc = encodeURIComponent;

export const eventControlPaths = {
  subscriptions: () => `${CONTROL_PREFIX}/subscriptions`,
  subscription: (id: string) => `${CONTROL_PREFIX}/subscriptions/${enc(id)}`,
  trigger: () => `${CONTROL_PREFIX}/events/trigger`,
} as const;
