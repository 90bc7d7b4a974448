// The only door to Ink. Every screen is drawn through here, and only when a person is there to use it: stdout and
// stdin are terminals, --no-input/CI do not say otherwise, the output is not --json/--jsonl, and TERM is not dumb.
// Otherwise each function takes the `orElse` path the command gives (the plain presenter, or a UsageError naming
// the flag to pass). Ink, React and the components are imported here, dynamically, so that commands which never
// draw a screen never load them (start-up budget).
import type { Instance } from 'ink';
import type { ComponentType } from 'react';
import { InterruptedError } from '../io/cli-errors.js';
import type { Context } from '../context.js';
import type { FormSpec, FormValues } from './form-spec.js';
import type { CollectionBrowserProps } from './screens/CollectionBrowser.js';
import type { CartActions } from './cart-data.js';
import type { LoginWaitingProps } from './components/LoginWaiting.js';
import type { ProgressSnapshot } from './components/ProgressView.js';
import type { BulkPreviewScreenProps } from './screens/BulkPreviewScreen.js';
import type { CartScreenProps } from './screens/CartScreen.js';
import type { FormScreenProps } from './screens/FormScreen.js';
import type { ProductBrowserProps } from './screens/ProductBrowser.js';
import type { TableScreenProps } from './screens/TableScreen.js';

type ScreenContext = Pick<Context, 'io' | 'env' | 'canPrompt' | 'output'>;

/** Ink reads keys in raw mode: a stdin without it (an in-memory one, say) gets the CLI's line prompts instead. */
const takesKeys = (stdin: NodeJS.ReadableStream) => typeof (stdin as { setRawMode?: unknown }).setRawMode === 'function';

/** Whether screens may be drawn at all (see the top of this file). */
export function canRenderScreens(ctx: ScreenContext): boolean {
  return ctx.canPrompt() && ctx.output().format === 'table' && ctx.env.TERM !== 'dumb' && takesKeys(ctx.io.stdin);
}

/** Progress goes to stderr, so it also needs stderr to be a terminal. */
export function canRenderProgress(ctx: ScreenContext): boolean {
  return canRenderScreens(ctx) && ctx.io.isStderrTTY;
}

interface MountOptions {
  /** Progress and waiting screens draw on stderr; stdout stays for data. */
  stream?: 'stdout' | 'stderr';
  /** Full-screen browsers use the alternate screen (like less) and leave the terminal as it was. */
  alternateScreen?: boolean;
  /**
   * Who answers Ctrl-C while the screen is up: the screen (it lets go of the terminal and the run ends, 130), or
   * the running command (a progress screen: the command's ctx.interruptible() stops its run and says how far it got).
   */
  signals?: 'screen' | 'command';
}

/**
 * Loads a screen's module. chalk (inside Ink) settles on colour once, when it is first loaded, from FORCE_COLOR or
 * its own look at stdout; so before anything loads Ink, FORCE_COLOR is set to the CLI's decision (NO_COLOR,
 * --no-color, TERM=dumb, FORCE_COLOR).
 */
async function loadScreen<T>(ctx: ScreenContext, load: () => Promise<T>): Promise<T> {
  process.env.FORCE_COLOR = ctx.io.color ? process.env.FORCE_COLOR || '1' : '0';
  return load();
}

async function loadInk(ctx: ScreenContext) {
  // React is CommonJS: its functions are on the default export (the bundle's `import()` of it has no named ones).
  const [{ render }, { default: React }, { ThemeContext }] = await loadScreen(ctx, () =>
    Promise.all([import('ink'), import('react'), import('./hooks/use-theme.js')]),
  );
  return { render, createElement: React.createElement, ThemeContext };
}

interface Mounted<P> {
  instance: Instance;
  /** Draws the same component with new props. */
  rerender(props: P): void;
}

/** Mounts `component` with `props` in the theme of this terminal. */
async function mount<P extends object>(ctx: ScreenContext, component: ComponentType<P>, props: P, options: MountOptions): Promise<Mounted<P>> {
  const { render, createElement, ThemeContext } = await loadInk(ctx);
  const tree = (next: P) => createElement(ThemeContext.Provider, { value: { color: ctx.io.color } }, createElement(component, next));
  const instance = render(tree(props), {
    stdout: options.stream === 'stderr' ? ctx.io.stderr : ctx.io.stdout,
    stdin: ctx.io.stdin,
    stderr: ctx.io.stderr,
    interactive: true,
    exitOnCtrlC: true,
    patchConsole: false,
    alternateScreen: options.alternateScreen ?? false,
  });
  // Ink's exit hook counts as a SIGINT listener, and bin/store.js only ends the process on Ctrl-C when nothing else
  // listens: while a screen is up, a SIGINT (Ctrl-C outside raw mode, or kill -INT) lets go of the terminal and
  // ends the process the same way, with 130 — unless the command answers it (options.signals).
  if (options.signals !== 'command') {
    const onSigint = () => {
      instance.unmount();
      process.exit(130);
    };
    process.once('SIGINT', onSigint);
    void instance.waitUntilExit().finally(() => process.off('SIGINT', onSigint)).catch(() => {});
  }
  return { instance, rerender: (next) => instance.rerender(tree(next)) };
}

/**
 * Draws a screen until it calls `done`; resolves with what it passed. Ctrl-C (Ink exits without a result) is an
 * InterruptedError (exit 130).
 */
async function runScreen<R, P extends object>(
  ctx: ScreenContext,
  component: ComponentType<P>,
  props: (done: (result: R) => void) => P,
  options: MountOptions = {},
): Promise<R> {
  let result: { value: R } | undefined;
  let instance: Instance | undefined;
  const done = (value: R) => {
    if (result) return;
    result = { value };
    // Unmount after the current input event has been handled, not inside it.
    setImmediate(() => instance?.unmount());
  };
  instance = (await mount(ctx, component, props(done), options)).instance;
  await instance.waitUntilExit();
  if (!result) throw new InterruptedError('interrupted');
  return result.value;
}

/** What a browse screen shows: the products or the collections browser and its data callbacks. */
export type BrowseScreen =
  | { kind: 'products'; data: Omit<ProductBrowserProps, 'onExit'> }
  | { kind: 'collections'; data: Omit<CollectionBrowserProps, 'onExit'> };

/** `store products|collections browse`: the browser on a terminal, otherwise `orElse` (the plain list). */
export async function renderBrowse(ctx: ScreenContext, screen: BrowseScreen, orElse: () => Promise<void>): Promise<void> {
  if (!canRenderScreens(ctx)) return orElse();
  const options = { alternateScreen: true };
  if (screen.kind === 'products') {
    const { ProductBrowser } = await loadScreen(ctx, () => import('./screens/ProductBrowser.js'));
    await runScreen<void, ProductBrowserProps>(ctx, ProductBrowser, (done) => ({ ...screen.data, onExit: () => done() }), options);
  } else {
    const { CollectionBrowser } = await loadScreen(ctx, () => import('./screens/CollectionBrowser.js'));
    await runScreen<void, CollectionBrowserProps>(ctx, CollectionBrowser, (done) => ({ ...screen.data, onExit: () => done() }), options);
  }
}

/** Any list as a scrollable table on a terminal (q quits), otherwise `orElse` (the plain presenter). */
export async function renderTable(ctx: ScreenContext, table: Omit<TableScreenProps, 'onExit'>, orElse: () => Promise<void>): Promise<void> {
  if (!canRenderScreens(ctx)) return orElse();
  const { TableScreen } = await loadScreen(ctx, () => import('./screens/TableScreen.js'));
  await runScreen<void, TableScreenProps>(ctx, TableScreen, (done) => ({ ...table, onExit: () => done() }), { alternateScreen: true });
}

/**
 * A form on a terminal: resolves with what `submit` returned, or undefined when the person cancelled (Esc).
 * Without a terminal, `orElse` (typically a UsageError naming the flags).
 */
export async function renderForm<R>(
  ctx: ScreenContext,
  spec: FormSpec,
  submit: (values: FormValues) => Promise<R>,
  orElse: () => Promise<R | undefined>,
): Promise<R | undefined> {
  if (!canRenderScreens(ctx)) return orElse();
  const { FormScreen } = await loadScreen(ctx, () => import('./screens/FormScreen.js'));
  return runScreen<R | undefined, FormScreenProps>(ctx, FormScreen, (done) => ({
    spec,
    onSubmit: async (values) => done(await submit(values)),
    onCancel: () => done(undefined),
  }));
}

/** A screen that shows what the command tells it (progress, waiting) and takes no keys, so Ctrl-C stays a signal. */
export interface LiveScreen<P> {
  update(change: Partial<P>): void;
  /** Draws the last frame and lets go of the terminal. */
  close(): Promise<void>;
}

async function mountLive<P extends object>(ctx: ScreenContext, component: ComponentType<P>, props: P, options: MountOptions): Promise<LiveScreen<P>> {
  let current = props;
  const { instance, rerender } = await mount(ctx, component, props, options);
  let closed = false;
  return {
    update(change) {
      if (closed) return;
      current = { ...current, ...change };
      rerender(current);
    },
    async close() {
      if (closed) return;
      closed = true;
      instance.unmount();
      await instance.waitUntilExit();
    },
  };
}

/**
 * The progress of a long job on stderr (`store products import`), or undefined where it cannot be drawn (the
 * caller then prints plain progress, or none). Ctrl-C is the command's (ctx.interruptible()), which it holds
 * while the screen is up.
 */
export async function renderProgress(ctx: ScreenContext, snapshot: ProgressSnapshot): Promise<LiveScreen<{ snapshot: ProgressSnapshot }> | undefined> {
  if (!canRenderProgress(ctx)) return undefined;
  const { ProgressScreen } = await loadScreen(ctx, () => import('./screens/ProgressScreen.js'));
  return mountLive(ctx, ProgressScreen, { snapshot }, { stream: 'stderr', signals: 'command' });
}

/** `store login` waiting for the browser, on stderr; undefined where it cannot be drawn (print the URL instead). */
export async function renderLoginWaiting(ctx: ScreenContext, props: LoginWaitingProps): Promise<LiveScreen<LoginWaitingProps> | undefined> {
  if (!canRenderProgress(ctx)) return undefined;
  const { LoginWaiting } = await loadScreen(ctx, () => import('./components/LoginWaiting.js'));
  return mountLive(ctx, LoginWaiting, props, { stream: 'stderr' });
}

export type BulkPreviewData = Pick<BulkPreviewScreenProps, 'summary' | 'lines' | 'question' | 'store' | 'failing'>;

/**
 * The bulk preview with its y/N question on a terminal; resolves with the answer. Otherwise `orElse` (the plain
 * preview and the CLI's own confirmation, which without a terminal names --yes).
 */
export async function renderConfirm(ctx: ScreenContext, data: BulkPreviewData, orElse: () => Promise<boolean>): Promise<boolean> {
  if (!canRenderScreens(ctx)) return orElse();
  const { BulkPreviewScreen } = await loadScreen(ctx, () => import('./screens/BulkPreviewScreen.js'));
  return runScreen<boolean, BulkPreviewScreenProps>(ctx, BulkPreviewScreen, (done) => ({ ...data, onAnswer: done }));
}

/** `store cart` with no verb: the interactive cart on a terminal, otherwise `orElse` (the plain cart). */
export async function renderCart(ctx: ScreenContext, actions: CartActions, orElse: () => Promise<void>): Promise<void> {
  if (!canRenderScreens(ctx)) return orElse();
  const { CartScreen } = await loadScreen(ctx, () => import('./screens/CartScreen.js'));
  await runScreen<void, CartScreenProps>(ctx, CartScreen, (done) => ({ ...actions, onExit: () => done() }), { alternateScreen: true });
}
