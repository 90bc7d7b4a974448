// The embedded sandbox's lifecycle: started on first use (in-process, 127.0.0.1:0, on the profile's data file),
// shared by every client of the invocation, closed with the context. Loaded only in sandbox mode.
import { mkdirSync } from 'node:fs';
import { dataDir } from '../config/paths.js';
import type { IO } from '../io/io.js';
import type { Env } from '../io/tty.js';
import type { Sandbox } from '../sandbox/server.js';

const SANDBOX_NOTICE = (dataFile: string) =>
  `Using the local sandbox (${dataFile}). Point at a store with --api-url/STORE_API_URL or \`store profile add\`.\n`;

export class EmbeddedSandbox {
  private running: Promise<Sandbox> | undefined;

  constructor(
    private readonly io: IO,
    private readonly env: Env,
  ) {}

  /** The sandbox of `dataFile`, started once; a notice on a terminal says which data file is in use. */
  start(dataFile: string): Promise<Sandbox> {
    return (this.running ??= (async () => {
      mkdirSync(dataDir(this.env), { recursive: true, mode: 0o700 });
      const { startSandbox } = await import('../sandbox/server.js');
      const started = await startSandbox({ dataFile, host: '127.0.0.1', port: 0 });
      if (this.io.isStderrTTY) this.io.stderr.write(SANDBOX_NOTICE(dataFile));
      return started;
    })());
  }

  async close(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    if (running) await running.then((s) => s.close(), () => undefined);
  }
}
