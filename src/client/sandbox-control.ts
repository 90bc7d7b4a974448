// The one client for the sandbox's own control routes (/__sandbox/…, paths and shapes in wire/control/): info,
// reset, faults, clock, member policy, mailbox, member actions, webhook subscriptions and synthetic events.
// Calls go through the client's transport (so --verbose traces them and the platform's error normalisation applies)
// without the API's auth: on loopback control routes need none; a sandbox served beyond loopback wants its admin
// key or control token in Authorization (`credential`; src/sandbox/exposure.ts). The CLI's sandbox and events
// commands use only this.
import type { Transport } from './transport.js';
import type { ClockState, SetClockRequest } from '../wire/control/clock.js';
import type { FaultSettings } from '../wire/control/faults.js';
import type { SandboxInfo } from '../wire/control/info.js';
import type { MailRow } from '../wire/control/mailbox.js';
import type { MemberTotp, RequireResetRequest } from '../wire/control/members.js';
import type { AddIdpConnectionRequest, IdpConnection, IdTokenRequest, IdTokenResponse } from '../wire/control/sso.js';
import { controlPaths } from '../wire/control/paths.js';
import type { ResetRequest } from '../wire/control/reset.js';
import type { IdentitySettingsPatch, IdentitySettingsView } from '../wire/control/settings.js';
import type { Subscription } from '../wire/control/subscriptions.js';
import type { TriggerRequest, TriggerResult } from '../wire/control/trigger.js';
import type { Identity } from '../wire/api/identity/identity.js';

export class SandboxControl {
  constructor(
    private readonly transport: Transport,
    /** The admin key or control token, sent as `Authorization` (needed when the sandbox is served beyond loopback). */
    private readonly credential?: string,
  ) {}

  private get headers(): Record<string, string> | undefined {
    return this.credential ? { authorization: this.credential } : undefined;
  }

  /** Where the sandbox listens (control routes are on the API host). */
  get baseUrl(): string {
    return this.transport.url({ path: '', auth: false });
  }

  private get<T>(path: string, query?: Record<string, string | undefined>): Promise<T> {
    return this.transport.request<T>({ method: 'GET', path, query, auth: false, headers: this.headers });
  }

  private post<T>(path: string, body: unknown): Promise<T> {
    return this.transport.request<T>({ method: 'POST', path, body, auth: false, idempotent: false, headers: this.headers });
  }

  info(): Promise<SandboxInfo> {
    return this.get(controlPaths.info());
  }

  async reset(request: ResetRequest = {}): Promise<void> {
    await this.post(controlPaths.reset(), request);
  }

  faults(): Promise<FaultSettings> {
    return this.get(controlPaths.faults());
  }

  setFaults(settings: Partial<FaultSettings>): Promise<FaultSettings> {
    return this.post(controlPaths.faults(), settings);
  }

  clock(): Promise<ClockState> {
    return this.get(controlPaths.clock());
  }

  setClock(request: SetClockRequest): Promise<ClockState> {
    return this.post(controlPaths.clock(), request);
  }

  settings(): Promise<IdentitySettingsView> {
    return this.get(controlPaths.settings());
  }

  updateSettings(patch: IdentitySettingsPatch): Promise<IdentitySettingsView> {
    return this.post(controlPaths.settings(), patch);
  }

  mailbox(to?: string): Promise<MailRow[]> {
    return this.get(controlPaths.mailbox(), to ? { to } : undefined);
  }

  approveMember(email: string): Promise<Identity> {
    return this.post(controlPaths.approveMember(), { email });
  }

  requireReset(request: RequireResetRequest): Promise<Identity> {
    return this.post(controlPaths.requireReset(), request);
  }

  /** The member's TOTP authenticator: secret, otpauth:// URI and the current code. */
  memberTotp(email: string): Promise<MemberTotp> {
    return this.get(controlPaths.memberTotp(), { email });
  }

  ssoConnections(): Promise<IdpConnection[]> {
    return this.get(controlPaths.ssoConnections());
  }

  addSsoConnection(request: AddIdpConnectionRequest): Promise<IdpConnection> {
    return this.post(controlPaths.ssoConnections(), request);
  }

  /** An id token from the test IdP, for login-with-token-params. */
  issueIdToken(request: IdTokenRequest): Promise<IdTokenResponse> {
    return this.post(controlPaths.ssoIdTokens(), request);
  }

  async subscribe(url: string, types: readonly string[]): Promise<Subscription> {
    const body = { url, ...(types.length > 0 ? { types } : {}) };
    const { subscription } = await this.post<{ subscription: Subscription }>(controlPaths.subscriptions(), body);
    return subscription;
  }

  async unsubscribe(id: string): Promise<void> {
    await this.transport.request({ method: 'DELETE', path: controlPaths.subscription(id), auth: false, headers: this.headers });
  }

  async subscriptions(): Promise<Subscription[]> {
    const { subscriptions } = await this.get<{ subscriptions: Subscription[] }>(controlPaths.subscriptions());
    return subscriptions;
  }

  trigger(input: TriggerRequest): Promise<TriggerResult> {
    return this.post(controlPaths.trigger(), input);
  }
}
