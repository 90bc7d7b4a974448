// `store sandbox serve`'s lifecycle: the sandbox started on its options (a refusal to start told as the flag to
// change), served until Ctrl-C or SIGTERM, then closed.
import type { Context } from '../context.js';
import { InterruptedError, UsageError } from '../io/cli-errors.js';
import type { Sandbox, SandboxInfo } from '../sandbox/server.js';
import { loadSandboxServer } from './sandbox-server.js';
import type { ServeOptions } from './serve-options.js';

/** The sandbox on `options`; `data` is the --data flag, which the hint of a catalog conflict repeats. */
async function startServed(options: ServeOptions, data: string | undefined): Promise<Sandbox> {
  const { startSandbox, SiteCatalogVersionConflict } = await loadSandboxServer();
  try {
    return await startSandbox(options);
  } catch (error) {
    if (error instanceof SiteCatalogVersionConflict) {
      throw new UsageError(error.message, { hint: `Drop --catalog to serve it as it is, or start it over with: ${error.fix}${data ? ` --data ${data}` : ''} (every change is lost)` });
    }
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new UsageError(`port ${options.port} is in use`, { hint: 'Pick another with --port N (0 picks a free one).' });
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EINVAL') {
      throw new UsageError(`--host ${options.host}: cannot listen there (${code})`, { hint: 'Give an address of this machine, e.g. 127.0.0.1 or 0.0.0.0 (every address).' });
    }
    throw error;
  }
}

/**
 * Serves the sandbox until a signal: `onListening` tells where once it listens; then it is closed, and Ctrl-C ends
 * the command as interrupted (SIGTERM as done).
 */
export async function serveUntilSignal(
  options: ServeOptions,
  data: string | undefined,
  ctx: Pick<Context, 'untilSignal'>,
  onListening: (info: SandboxInfo) => Promise<void>,
): Promise<void> {
  const sandbox = await startServed(options, data);
  const stopped = ctx.untilSignal();
  await onListening(sandbox.info());
  const signal = await stopped;
  await sandbox.close();
  if (signal === 'SIGINT') throw new InterruptedError('sandbox stopped');
}
