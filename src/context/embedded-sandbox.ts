// The embedded sandbox's lifecycle: started on first use (in-process, 127.0.0.1:0, on the profile's data file),
// shared by every client of the invocation, closed with the context. Loaded only in sandbox mode.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from '../config/paths.js';
import type { CatalogSetting } from '../config/profile-settings.js';
import { UsageError } from '../io/cli-errors.js';
import type { IO } from '../io/io.js';
import type { Env } from '../io/tty.js';
import type { Sandbox } from '../sandbox/server.js';
import { loadSandboxServer } from './sandbox-server.js';

const SANDBOX_NOTICE = (dataFile: string) =>
  `Using the local sandbox (${dataFile}). Point at a store with --api-url/STORE_API_URL or \`store profile add\`.\n`;

export class EmbeddedSandbox {
  private running: Promise<Sandbox> | undefined;

  constructor(
    private readonly io: IO,
    private readonly env: Env,
  ) {}

  /**
   * The sandbox of `dataFile`, started once; the first time on a terminal, a notice says which data file is in use. A forced
   * `--catalog v1|v3` also chooses the version of a new file; a file of the other version is a usage error.
   */
  start(dataFile: string, catalog: CatalogSetting = 'auto'): Promise<Sandbox> {
    return (this.running ??= (async () => {
      mkdirSync(dataDir(this.env), { recursive: true, mode: 0o700 });
      const { startSandbox, SiteCatalogVersionConflict } = await loadSandboxServer();
      const started = await startSandbox({ dataFile, host: '127.0.0.1', port: 0, ...(catalog !== 'auto' ? { catalog } : {}) }).catch((error: unknown) => {
        if (!(error instanceof SiteCatalogVersionConflict)) throw error;
        throw new UsageError(`${error.message} (--catalog ${catalog} was asked).`, {
          hint: `Start it over on that version with \`store sandbox reset --catalog ${catalog} --yes\`, or drop --catalog / STORE_CATALOG.`,
        });
      });
      // Once per data dir, not on every command (`store status` says it any time): a marker file remembers it was said.
      const said = join(dataDir(this.env), 'sandbox-notice-shown');
      if (this.io.isStderrTTY && !existsSync(said)) {
        this.io.stderr.write(SANDBOX_NOTICE(dataFile));
        writeFileSync(said, `${dataFile}\n`, { mode: 0o600 });
      }
      return started;
    })());
  }

  async close(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    if (running) await running.then((s) => s.close(), () => undefined);
  }
}
