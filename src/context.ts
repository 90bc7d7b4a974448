// The Context: built once per invocation and handed to every command. It owns the lazily created pieces (config
// file, API client, embedded sandbox) so a command only pays for what it uses, and closes them at the end.
import { mkdirSync } from 'node:fs';
import type { StoreClient } from './client/index.js';
import { AuthError, UsageError } from './client/errors.js';
import { redactUrl } from './client/redact.js';
import { systemClock, type Clock, type TraceEvent } from './client/types.js';
import type { ConfigStore } from './config/config-store.js';
import { dataDir, tokenFile } from './config/paths.js';
import { resolveSettings, type Settings } from './config/settings.js';
import { parseFieldList } from './io/fields.js';
import type { IO } from './io/io.js';
import type { Output } from './io/present.js';
import { promptConfirm, promptLine } from './io/prompt.js';
import { isCi, type Env } from './io/tty.js';
import type { Sandbox } from './sandbox/server.js';

/** The global flags (SPEC §2–§3), usable before or after the subcommand. */
export interface GlobalOptions {
  profile?: string;
  apiUrl?: string;
  sandbox?: boolean;
  siteId?: string;
  clientId?: string;
  json?: boolean;
  jsonl?: boolean;
  fields?: string[];
  /** `--no-color` sets this to false. */
  color: boolean;
  /** `--no-input` sets this to false. */
  input: boolean;
  yes?: boolean;
  verbose?: boolean;
}

export interface Context {
  readonly io: IO;
  readonly env: Env;
  readonly clock: Clock;
  readonly globals: GlobalOptions;
  /** Called once the command line is parsed (commander's preAction hook). */
  setGlobals(options: Record<string, unknown>): void;
  /** How results are printed: the presenters' input. */
  output(): Output;
  settings(): Promise<Settings>;
  /**
   * The API client. `admin: true` needs the admin key (or the embedded sandbox); reads may use visitor tokens.
   * `shopper: true` is a visitor/member client (OAuth with the profile's persisted tokens): carts, login, identity.
   */
  client(options?: { admin?: boolean; shopper?: boolean }): Promise<StoreClient>;
  /** The config file, created on first write. */
  config(): Promise<ConfigStore>;
  openUrl(url: string): Promise<void>;
  /** A person can answer: stdin and stdout are terminals, and neither --no-input nor CI says otherwise. */
  canPrompt(): boolean;
  /**
   * true with --yes; asks on a terminal; otherwise a UsageError naming the flag that skips the question. The
   * question is preceded by the store it acts on (profile, site, API host) unless `store: false` (a question that
   * names its own target, like `sandbox reset --data FILE`).
   */
  confirm(question: string, options: { flag: string; store?: boolean }): Promise<boolean>;
  /** The store commands act on, as one line (see src/config/store-target.ts). */
  describeStore(): Promise<string>;
  /** Asks for a line (hidden for secrets); without a terminal, a UsageError naming `flag`. */
  prompt(question: string, options: { flag: string; hidden?: boolean }): Promise<string>;
  /** Resolves on the first SIGINT or SIGTERM (long-running commands such as `sandbox serve` close cleanly). */
  untilSignal(): Promise<'SIGINT' | 'SIGTERM'>;
  /**
   * A Ctrl-C that asks a long run to stop sending and finish what is in flight: `isStopping()` turns true on the
   * first SIGINT (a note goes to stderr); a second one ends the process as usual (exit 130). `dispose` detaches.
   */
  interruptible(): { isStopping(): boolean; dispose(): void };
  close(): Promise<void>;
}

export interface ContextOptions {
  io: IO;
  env: Env;
  clock?: Clock;
  /** Where SIGINT/SIGTERM arrive from (default: the process). */
  signals?: NodeJS.EventEmitter;
}

/** The error for a question nobody can answer: it names the flag that answers it up front. */
export function confirmationRequired(flag: string): UsageError {
  return new UsageError(`confirmation required: pass ${flag} to go ahead without a prompt`);
}

const rateLimitOf = (settings: Settings) =>
  settings.rateLimitPerMinute ? { requestsPerMinute: settings.rateLimitPerMinute } : (false as const);

const SANDBOX_NOTICE = (dataFile: string) =>
  `Using the local sandbox (${dataFile}). Point at a store with --api-url/STORE_API_URL or \`store profile add\`.\n`;

export function createContext(options: ContextOptions): Context {
  const { io, env } = options;
  const clock = options.clock ?? systemClock;
  const baseColor = io.color;
  const globals: GlobalOptions = { color: true, input: true };
  let settings: Promise<Settings> | undefined;
  let config: Promise<ConfigStore> | undefined;
  let sandbox: Promise<Sandbox> | undefined;
  type ClientKind = 'admin' | 'reader' | 'shopper';
  const clients = new Map<ClientKind, Promise<StoreClient>>();

  const openConfig = () => (config ??= import('./config/config-store.js').then((m) => m.openConfigStore(env)));

  const trace = (event: TraceEvent) => {
    const url = redactUrl(event.url);
    const outcome = event.status ?? `failed (${event.error ?? 'no response'})`;
    const retry = event.attempt > 1 ? ` (attempt ${event.attempt})` : '';
    io.stderr.write(`→ ${event.method} ${url}${retry}\n← ${outcome} ${url} ${Math.round(event.ms)}ms${event.requestId ? ` ${event.requestId}` : ''}\n`);
  };

  const startEmbeddedSandbox = (dataFile: string) =>
    (sandbox ??= (async () => {
      mkdirSync(dataDir(env), { recursive: true, mode: 0o700 });
      const { startSandbox } = await import('./sandbox/server.js');
      const started = await startSandbox({ dataFile, host: '127.0.0.1', port: 0 });
      if (io.isStderrTTY) io.stderr.write(SANDBOX_NOTICE(dataFile));
      return started;
    })());

  /** Visitor/member calls: OAuth tokens kept per profile, so a cart or a login survives between invocations. */
  const buildShopperClient = async (resolved: Settings): Promise<StoreClient> => {
    const [{ createStoreClient }, { OAuthAuth }, { FileTokenStore }] = await Promise.all([
      import('./client/index.js'),
      import('./auth/oauth.js'),
      import('./auth/token-store.js'),
    ]);
    const onTrace = globals.verbose ? trace : undefined;
    const tokenStore = new FileTokenStore(tokenFile(env, resolved.profile));
    if (resolved.mode === 'sandbox') {
      const running = await startEmbeddedSandbox(resolved.dataFile);
      const { clientId } = running.info();
      return createStoreClient({
        apiUrl: running.baseUrl,
        auth: (oauth) => new OAuthAuth({ clientId, tokenStore, oauth, clock }),
        rateLimit: false,
        clock,
        onTrace,
      });
    }
    const clientId = resolved.clientId;
    if (!clientId) throw new AuthError('This command needs an OAuth client id: set STORE_CLIENT_ID (or pass --client-id).');
    return createStoreClient({
      apiUrl: resolved.apiUrl,
      auth: (oauth) => new OAuthAuth({ clientId, tokenStore, oauth, clock }),
      rateLimit: rateLimitOf(resolved),
      clock,
      onTrace,
    });
  };

  const buildClient = async (admin: boolean): Promise<StoreClient> => {
    const resolved = await context.settings();
    const { createStoreClient } = await import('./client/index.js');
    const { ApiKeyAuth } = await import('./auth/api-key.js');
    const onTrace = globals.verbose ? trace : undefined;
    if (resolved.mode === 'sandbox') {
      const running = await startEmbeddedSandbox(resolved.dataFile);
      const info = running.info();
      return createStoreClient({
        apiUrl: running.baseUrl,
        auth: new ApiKeyAuth({ apiKey: info.apiKey, siteId: info.siteId }),
        rateLimit: false,
        clock,
        onTrace,
      });
    }
    if (resolved.apiKey) {
      return createStoreClient({
        apiUrl: resolved.apiUrl,
        auth: new ApiKeyAuth({ apiKey: resolved.apiKey, siteId: resolved.siteId }),
        rateLimit: rateLimitOf(resolved),
        clock,
        onTrace,
      });
    }
    if (admin) {
      throw new AuthError('This command needs an admin API key: set STORE_API_KEY (and STORE_SITE_ID).');
    }
    // Without an admin key, reads go through the visitor's (or member's) tokens: hidden products stay hidden.
    if (resolved.clientId) return buildShopperClient(resolved);
    throw new AuthError('This command needs credentials: set STORE_API_KEY (and STORE_SITE_ID), or STORE_CLIENT_ID for visitor access.');
  };

  const context: Context = {
    io,
    env,
    clock,
    globals,
    setGlobals(parsed) {
      const fields = parsed.fields;
      Object.assign(globals, parsed, {
        fields: typeof fields === 'string' ? parseFieldList(fields) : Array.isArray(fields) ? fields : undefined,
        color: parsed.color !== false,
        input: parsed.input !== false,
      });
      io.color = baseColor && globals.color;
      settings = undefined;
    },
    output() {
      return { io, format: globals.json ? 'json' : globals.jsonl ? 'jsonl' : 'table', fields: globals.fields };
    },
    settings() {
      return (settings ??= resolveSettings({
        flags: globals,
        env,
        config: async () => {
          const { openConfigStoreIfPresent } = await import('./config/config-store.js');
          return config ?? openConfigStoreIfPresent(env);
        },
      }));
    },
    async client(options = {}) {
      const resolved = await context.settings();
      // With the admin key at hand (or the sandbox's own), reads use it too: one client, hidden products included.
      const kind: ClientKind = options.shopper
        ? 'shopper'
        : options.admin || resolved.mode === 'sandbox' || resolved.apiKey
          ? 'admin'
          : 'reader';
      let client = clients.get(kind);
      if (!client) {
        client = kind === 'shopper' ? buildShopperClient(resolved) : buildClient(kind === 'admin');
        clients.set(kind, client);
      }
      return client;
    },
    config: openConfig,
    async openUrl(url) {
      const { default: open } = await import('open');
      await open(url);
    },
    canPrompt() {
      return io.isStdinTTY && io.isStdoutTTY && globals.input && !isCi(env);
    },
    async confirm(question, { flag, store = true }) {
      if (globals.yes) return true;
      if (!context.canPrompt()) throw confirmationRequired(flag);
      if (store) io.stderr.write(`Store: ${await context.describeStore()}\n`);
      return promptConfirm(io, question);
    },
    async describeStore() {
      const { describeStore } = await import('./config/store-target.js');
      return describeStore(await context.settings());
    },
    async prompt(question, { flag, hidden }) {
      if (!context.canPrompt()) throw new UsageError(`input required: ${flag}`);
      return promptLine(io, question, { hidden });
    },
    untilSignal() {
      const signals = options.signals ?? process;
      return new Promise((resolve) => {
        const on = (name: 'SIGINT' | 'SIGTERM') => () => {
          signals.off('SIGINT', onInt);
          signals.off('SIGTERM', onTerm);
          resolve(name);
        };
        const onInt = on('SIGINT');
        const onTerm = on('SIGTERM');
        signals.on('SIGINT', onInt);
        signals.on('SIGTERM', onTerm);
      });
    },
    interruptible() {
      const signals = options.signals ?? process;
      let stopping = false;
      const onInt = () => {
        stopping = true;
        io.stderr.write('\nStopping: no new requests; waiting for the ones in flight… (Ctrl-C again quits at once)\n');
      };
      signals.once('SIGINT', onInt);
      return { isStopping: () => stopping, dispose: () => void signals.off('SIGINT', onInt) };
    },
    async close() {
      const pending = [...clients.values()];
      clients.clear();
      for (const client of pending) await client.then((c) => c.close(), () => undefined);
      if (sandbox) {
        const running = sandbox;
        sandbox = undefined;
        await running.then((s) => s.close(), () => undefined);
      }
    },
  };
  return context;
}
