// The sandbox's webhook control routes, called through the client's transport (so --verbose traces them too):
// where its public key is, subscribing a URL to its events, and firing a synthetic event.
import type { Transport } from '../client/transport.js';
import { eventControlPaths } from '../sandbox/events/control-paths.js';
import { controlPaths } from '../sandbox/routes/control.js';
import type { SandboxInfo } from '../sandbox/types.js';

export interface SandboxSubscription {
  id: string;
  url: string;
  types: string[];
  createdAt: string;
  delivered: number;
  dropped: number;
  lastError?: string;
  disabledAt?: string;
}

export interface TriggeredEvent {
  eventId: string;
  eventType: string;
  entityId: string;
  synthetic: true;
}

export class SandboxControl {
  constructor(private readonly transport: Transport) {}

  /** Where the sandbox listens (control routes are on the API host). */
  get baseUrl(): string {
    return this.transport.url({ path: '', auth: false });
  }

  info(): Promise<SandboxInfo> {
    return this.transport.request<SandboxInfo>({ method: 'GET', path: controlPaths.info(), auth: false });
  }

  async subscribe(url: string, types: readonly string[]): Promise<SandboxSubscription> {
    const body = { url, ...(types.length > 0 ? { types } : {}) };
    const { subscription } = await this.transport.request<{ subscription: SandboxSubscription }>({
      method: 'POST',
      path: eventControlPaths.subscriptions(),
      body,
      auth: false,
    });
    return subscription;
  }

  async unsubscribe(id: string): Promise<void> {
    await this.transport.request({ method: 'DELETE', path: eventControlPaths.subscription(id), auth: false });
  }

  async subscriptions(): Promise<SandboxSubscription[]> {
    const { subscriptions } = await this.transport.request<{ subscriptions: SandboxSubscription[] }>({
      method: 'GET',
      path: eventControlPaths.subscriptions(),
      auth: false,
    });
    return subscriptions;
  }

  trigger(input: { type: string; entityId?: string; changedFields?: string[] }): Promise<TriggeredEvent> {
    return this.transport.request<TriggeredEvent>({ method: 'POST', path: eventControlPaths.trigger(), body: input, auth: false, idempotent: false });
  }
}
