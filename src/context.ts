// The Context: built once per invocation and handed to every command. It only wires: the lazily created pieces
// (config file, API client, embedded sandbox) come from their own modules (context/*.ts), so a command only pays
// for what it uses, and the context closes them at the end.
import type { StoreClient } from './client/index.js';
import { systemClock, type Clock } from './client/types.js';
import type { ConfigStore } from './config/config-store.js';
// Settings and the client choice are loaded on first use: they reach the wire's zod schemas, which --help never needs.
import type { Settings } from './config/settings.js';
import type { ClientKind } from './context/client-choice.js';
import { EmbeddedSandbox } from './context/embedded-sandbox.js';
import { confirmationRequired, createPrompter } from './context/prompts.js';
import { watchStdin } from './context/stdin-use.js';
import { interruptible, untilSignal, type InterruptOptions, type Interruptible } from './context/signals.js';
import { httpOnly, systemOpener, type UrlOpener } from './context/open-url.js';
import { stderrTracer, stderrWaitNotice } from './context/trace.js';
import { parseFieldList } from './io/fields.js';
import { stripControl } from './io/terminal-text.js';
import type { IO } from './io/io.js';
import type { Output } from './io/present.js';
import type { Env } from './io/tty.js';
import type { CatalogVersionDecision } from './config/store-catalog-version.js';

/** The global flags (docs/product.md §2–§3), usable before or after the subcommand. */
export interface GlobalOptions {
  profile?: string;
  apiUrl?: string;
  sandbox?: boolean;
  siteId?: string;
  clientId?: string;
  /** `--catalog auto|v1|v3`. */
  catalog?: string;
  json?: boolean;
  jsonl?: boolean;
  fields?: string[];
  /** `--no-color` sets this to false. */
  color: boolean;
  /** `--no-input` sets this to false. */
  input: boolean;
  yes?: boolean;
  verbose?: boolean;
  /** `--quiet`: no progress display. */
  quiet?: boolean;
  /** `--timeout SECONDS` (settings.ts checks it). */
  timeout?: string;
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
  /** Which catalog the store speaks (docs/product.md §2): forced, remembered, or asked once per site. */
  catalogVersion(): Promise<CatalogVersionDecision>;
  /**
   * After `error` ended the command: true when the store refused a call as the other catalog version's and now
   * answers another version than this run used (remembered and said on stderr) — run the command again.
   */
  recheckCatalogVersion(error: unknown): Promise<boolean>;
  /** The config file, created on first write. */
  config(): Promise<ConfigStore>;
  /** Opens an http(s) URL in the browser; any other scheme is refused (context/open-url.ts). */
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
   * A Ctrl-C (or SIGTERM) that asks a long run to stop sending and finish what is in flight: `isStopping()` turns
   * true on the first one (a note goes to stderr); a second one says `unfinished` and exits 130 at once. `dispose`
   * detaches.
   */
  interruptible(options?: InterruptOptions): Interruptible;
  close(): Promise<void>;
}

export interface ContextOptions {
  io: IO;
  env: Env;
  clock?: Clock;
  /** Where SIGINT/SIGTERM arrive from (default: the process). */
  signals?: NodeJS.EventEmitter;
  /** What opens a URL once it passed the http(s) check (default: the system's browser). */
  openUrl?: UrlOpener;
  /** How a second Ctrl-C ends the run at once (default: process.exit). */
  exit?: (code: number) => void;
}

export { confirmationRequired };

export function createContext(options: ContextOptions): Context {
  const { env } = options;
  // What a command reads of stdin (itself or through a question) is gone for a second run (recheckCatalogVersion).
  const stdin = watchStdin(options.io);
  const { io } = stdin;
  const clock = options.clock ?? systemClock;
  const baseColor = io.color;
  const globals: GlobalOptions = { color: true, input: true };
  let settings: Promise<Settings> | undefined;
  let config: Promise<ConfigStore> | undefined;
  const sandbox = new EmbeddedSandbox(io, env);
  const clients = new Map<ClientKind, Promise<StoreClient>>();
  let catalogDecision: Promise<CatalogVersionDecision> | undefined;
  const prompter = createPrompter(io, env, globals);

  const catalogDeps = () => ({ env, clock, io, verbose: globals.verbose === true, client: () => context.client() });
  const openConfig = () => (config ??= import('./config/config-store.js').then((m) => m.openConfigStore(env)));

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
      catalogDecision = undefined;
    },
    output() {
      return { io, format: globals.json ? 'json' : globals.jsonl ? 'jsonl' : 'table', fields: globals.fields };
    },
    settings() {
      return (settings ??= import('./config/settings.js').then(({ resolveSettings }) =>
        resolveSettings({
          flags: globals,
          env,
          config: async () => {
            const { openConfigStoreIfPresent } = await import('./config/config-store.js');
            return config ?? openConfigStoreIfPresent(env);
          },
        }),
      ));
    },
    async client(options = {}) {
      const [resolved, { clientKindFor, createClientFor }] = await Promise.all([context.settings(), import('./context/client-choice.js')]);
      // No await from here to clients.set: concurrent callers share one client.
      const kind = clientKindFor(resolved, options);
      let client = clients.get(kind);
      if (!client) {
        client = createClientFor(kind, resolved, { env, clock, sandbox, onTrace: globals.verbose ? stderrTracer(io) : undefined, onWait: stderrWaitNotice(io) });
        // Reads without the admin key see less than the store holds: said once per run, on stderr (never in --json).
        if (kind === 'reader') client = client.then(async (made) => {
          const { visitorReadNotice } = await import('./context/reader.js');
          io.stderr.write(await visitorReadNotice(env, resolved));
          return made;
        });
        clients.set(kind, client);
      }
      return client;
    },
    catalogVersion() {
      return (catalogDecision ??= Promise.all([context.settings(), import('./config/store-catalog-version.js')]).then(([resolved, { decideCatalogFor }]) =>
        decideCatalogFor(resolved, catalogDeps()),
      ));
    },
    async recheckCatalogVersion(error) {
      const decision = catalogDecision;
      if (!decision) return false;
      const [used, resolved, { recheckCatalogAfter }, made] = await Promise.all([
        decision.catch(() => undefined),
        context.settings(),
        import('./config/store-catalog-version.js'),
        Promise.allSettled(clients.values()),
      ]);
      // A write sent by any of the run's clients (admin, reader) would be sent again by a second run.
      const storeChanged = made.some((client) => client.status === 'fulfilled' && client.value.transport.changesSent > 0);
      return used !== undefined && recheckCatalogAfter(error, used, resolved, catalogDeps(), { inputRead: stdin.stdinRead(), storeChanged });
    },
    config: openConfig,
    openUrl: httpOnly(options.openUrl ?? systemOpener(env)),
    canPrompt: prompter.canPrompt,
    async confirm(question, { flag, store = true }) {
      // Only when the question is really asked: --yes and a missing terminal are the prompter's to answer.
      if (store && !globals.yes && prompter.canPrompt()) io.stderr.write(`Store: ${stripControl(await context.describeStore())}\n`);
      return prompter.confirm(question, { flag });
    },
    async describeStore() {
      const { describeStore } = await import('./config/store-target.js');
      return describeStore(await context.settings());
    },
    prompt: prompter.prompt,
    untilSignal() {
      return untilSignal(options.signals ?? process);
    },
    interruptible(interruptOptions) {
      return interruptible(options.signals ?? process, io, options.exit ?? ((code) => process.exit(code)), interruptOptions);
    },
    async close() {
      const pending = [...clients.values()];
      clients.clear();
      for (const client of pending) await client.then((c) => c.close(), () => undefined);
      await sandbox.close();
    },
  };
  return context;
}
