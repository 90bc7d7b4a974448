// Every path of the sandbox's own control routes (/__sandbox/…), written once: the sandbox serves them
// (sandbox/routes/control*.ts) and the client calls them (client/sandbox-control.ts). They are not part of the
// platform's API: no auth on loopback (the admin key or a control token when served beyond it, sandbox/exposure.ts),
// never faulted.
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
  /** A member's TOTP authenticator (`?email=`): secret, otpauth:// URI and the current code. */
  memberTotp: () => `${CONTROL_PREFIX}/members/totp`,
  /** The sandbox's identity-provider connections for SSO. */
  ssoConnections: () => `${CONTROL_PREFIX}/sso/connections`,
  /** The test IdP issues an id token (for login-with-token-params). */
  ssoIdTokens: () => `${CONTROL_PREFIX}/sso/id-tokens`,
  subscriptions: () => `${CONTROL_PREFIX}/subscriptions`,
  subscription: (id: string) => `${CONTROL_PREFIX}/subscriptions/${enc(id)}`,
  trigger: () => `${CONTROL_PREFIX}/events/trigger`,
} as const;
