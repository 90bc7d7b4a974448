// Which sandbox a command talks to, always through the one control client (client/sandbox-control.ts): commands
// never open the sandbox's database. A data file is served in-process on 127.0.0.1:0, as the embedded mode does.
// - `store sandbox info|reset` (and `mailbox|settings` with --data/--memory): that data file (default the XDG one);
// - `store sandbox mailbox|settings`: a served sandbox the profile points at (a loopback --api-url), else the data file;
// - `store events …`: the embedded sandbox in sandbox mode, or a `store sandbox serve` on a loopback --api-url
//   (recognised by its control routes). Anything else is a real store: no control routes.
// How a control route is called, and with what credential: sandbox-control-access.ts.
import { SandboxControl } from '../client/sandbox-control.js';
import type { Context } from '../context.js';
import { UsageError } from '../io/cli-errors.js';
import type { Settings } from '../config/settings.js';
import { sandboxDataFile, type DataFlags } from './sandbox-data.js';
import { loadSandboxServer } from './sandbox-server.js';
import { controlAt, controlCredential, loopbackApiUrl, sandboxInfoAt } from './sandbox-control-access.js';

export interface SandboxTarget {
  control: SandboxControl;
  /** The CLI's own embedded sandbox (it lives as long as this process). */
  embedded: boolean;
  close(): Promise<void>;
}

/** The sandbox of a data file, served in-process until `close()`. */
export async function sandboxOnDataFile(dataFile: string, options: { demo?: boolean } = {}): Promise<SandboxTarget> {
  const { startSandbox } = await loadSandboxServer();
  const sandbox = await startSandbox({ dataFile, host: '127.0.0.1', port: 0, ...options });
  const { control, close } = await controlAt(sandbox.baseUrl);
  return {
    control,
    embedded: false,
    close: async () => {
      await close();
      await sandbox.close();
    },
  };
}

/** A sandbox a `store sandbox …` command acts on, and how to name it to a person. */
export interface ChosenSandbox extends SandboxTarget {
  /** `the sandbox at FILE`, `the sandbox served at URL`. */
  where: string;
  dataFile?: string;
  baseUrl?: string;
}

/**
 * For `store sandbox reset|info|mailbox|settings|totp`: the sandbox the settings point at — `--data`/`--memory`,
 * else the embedded one's data file in sandbox mode, else the served sandbox at a loopback API URL (checked by its
 * control routes). Anything else is a real store: refused (exit 2) naming the URL and where it was set, so a reset
 * never lands on another sandbox than the one the other commands use.
 */
export async function sandboxInSettings(ctx: Context, flags: DataFlags, command: string, options: { demo?: boolean } = {}): Promise<ChosenSandbox> {
  const settings = await ctx.settings();
  if (flags.data || flags.memory || settings.mode === 'sandbox') {
    const dataFile = sandboxDataFile(flags, ctx);
    return { ...(await sandboxOnDataFile(dataFile, options)), where: `the sandbox at ${dataFile}`, dataFile };
  }
  const url = settings.apiUrl ?? 'https://www.wixapis.com';
  const setBy = { flag: '--api-url', env: 'STORE_API_URL', profile: `profile "${settings.profile}"`, default: 'the default' }[settings.sources.target];
  const refuse = (what: string) =>
    new UsageError(`${command} acts on a sandbox, but the settings point at ${url} (${setBy}), ${what}`, {
      hint: 'Point STORE_API_URL (or --api-url) at `store sandbox serve`, pass --sandbox for the embedded one, or --data FILE for a sandbox file.',
    });
  if (!loopbackApiUrl(settings)) throw refuse('a real store');
  const served = await servedSandboxAt(ctx, settings, url);
  if (!served) throw refuse('which is not a `store sandbox serve` (no sandbox answered there)');
  return { ...served, where: `the sandbox served at ${url}`, baseUrl: url };
}

/** The `store sandbox serve` answering its control routes at `url` (a loopback API URL), undefined when none does. */
async function servedSandboxAt(ctx: Context, settings: Settings, url: string): Promise<SandboxTarget | undefined> {
  const { control, close } = await controlAt(url, { credential: controlCredential(ctx, settings) });
  const isSandbox = await sandboxInfoAt(control, url).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  if (isSandbox) return { control, embedded: false, close };
  await close();
  return undefined;
}

/** For `store events …`: the embedded sandbox, a served one on a loopback --api-url, or none (a real store). */
export async function findSandbox(ctx: Context): Promise<SandboxTarget | undefined> {
  const settings = await ctx.settings();
  if (settings.mode === 'sandbox') {
    const client = await ctx.client();
    return { control: new SandboxControl(client.transport), embedded: true, close: async () => {} };
  }
  const url = loopbackApiUrl(settings);
  return url === undefined ? undefined : servedSandboxAt(ctx, settings, url);
}

export async function requireSandbox(ctx: Context, command: string): Promise<SandboxTarget> {
  const target = await findSandbox(ctx);
  if (!target) {
    throw new UsageError(`${command} works only against the sandbox`, {
      hint: 'Run it in sandbox mode (no --api-url), or point --api-url at `store sandbox serve`.',
    });
  }
  return target;
}
