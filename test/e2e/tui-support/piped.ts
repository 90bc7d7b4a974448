// Runs the BUILT `store` with stdin, stdout and stderr as pipes and stdin left OPEN: a command that waited for
// input would hang (and be reported as such) instead of reading EOF. A module hook reports every import of
// Ink, React or @inkjs/ui on stderr, so a test can tell that nothing loaded them.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STORE_BIN, isolatedEnv } from '../../helpers/run-store.js';

export const UI_IMPORT_MARK = '[ui module loaded:';

// Ink and React are bundled into dist/: each bundled module starts with a comment naming its source file
// (\`// …/node_modules/ink/build/ink.js\`), so a chunk holding any of them is reported when it loads. An import of
// the packages themselves (from node_modules) is reported when it resolves.
const HOOK = `import { registerHooks } from 'node:module';
const UI = /^(ink|react|@inkjs\\/ui)(\\/|$)/;
const BUNDLED_UI = /^\\/\\/ \\S*node_modules\\/(ink|react|@inkjs\\/ui)\\//m;
const report = (what) => process.stderr.write('${UI_IMPORT_MARK} ' + what + ']\\n');
registerHooks({
  resolve(specifier, context, next) {
    if (UI.test(specifier)) report(specifier);
    return next(specifier, context);
  },
  load(url, context, next) {
    const loaded = next(url, context);
    if (url.startsWith('file:') && loaded.source && BUNDLED_UI.test(String(loaded.source))) report(url);
    return loaded;
  },
});
`;

/** A module to preload with --import that reports UI imports. */
export function uiImportHook(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'store-hook-')), 'report-ui-imports.mjs');
  writeFileSync(file, HOOK);
  return file;
}

/** An environment where only the pipes stop screens: no CI, no NO_COLOR, a capable TERM. */
export function pipedEnv(hook: string, extra: Record<string, string> = {}): Record<string, string> {
  const env = isolatedEnv({ TERM: 'xterm-256color', NODE_OPTIONS: `--import=${hook}`, ...extra });
  delete env.CI;
  delete env.NO_COLOR;
  delete env.FORCE_COLOR;
  return env;
}

export interface PipedRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The run was still going after the time limit (killed). */
  hung: boolean;
}

export function runPiped(args: string[], env: Record<string, string>, options: { limitMs?: number; until?: (stderr: string) => boolean } = {}): Promise<PipedRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [STORE_BIN, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let hung = false;
    const timer = setTimeout(() => {
      hung = true;
      child.kill('SIGKILL');
    }, options.limitMs ?? 20_000);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      if (options.until?.(stderr)) child.kill('SIGTERM');
    });
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, hung });
    });
  });
}
