// Every path of the sandbox's own control routes (/__sandbox/…), written once: the sandbox serves them
// (sandbox/routes/control*.ts) and the client calls them (client/sandbox-control.ts). They are not part of the
// platform's API: no auth, loopback only, never faulted.
export const CONTROL_PREFIX = '/__sandbox';

const enc = encodeURIComponent;

export const controlPaths = {
  info: () => `${CONTROL_PREFIX}/info`,
  reset: () => `${CONTROL_PREFIX}/reset`,
  faults: () => `${CONTROL_PREFIX}/faults`,
  clock: () => `${CONTROL_PREFIX}/clock`,
  settings: () => `${CONTROL_PREFIX}/settings`,
  mailbox: () => `${CONTROL_PREFIX}/mailbox`,
  members: () => `${CONTROL_PREFIX}/members`,
  approveMember: () => `${CONTROL_PREFIX}/members/approve`,
  requireReset: () => `${CONTROL_PREFIX}/members/require-reset`,
  subscriptions: () => `${CONTROL_PREFIX}/subscriptions`,
  subscription: (id: string) => `${CONTROL_PREFIX}/subscriptions/${enc(id)}`,
  trigger: () => `${CONTROL_PREFIX}/events/trigger`,
} as const;
