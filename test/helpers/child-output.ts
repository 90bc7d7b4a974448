// Waits for a child process's output to show something: an event wait (each chunk is checked as it arrives), with a
// generous limit that is a guard for a loaded machine, not a measure. Rejects, with what was seen, when the child
// exits first or the limit passes. `before`: what the stream showed before this wait (it counts too).
import type { ChildProcess } from 'node:child_process';

export function outputShows(child: ChildProcess, stream: 'stdout' | 'stderr', pattern: RegExp, options: { before?: string; limitMs?: number } = {}): Promise<RegExpExecArray> {
  const { before = '', limitMs = 30_000 } = options;
  const source = child[stream];
  if (!source) throw new Error(`outputShows: the child's ${stream} is not a pipe`);
  const already = pattern.exec(before);
  if (already) return Promise.resolve(already);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.reject(new Error(`exited before its ${stream} showed ${pattern}: ${before}`));
  return new Promise((resolve, reject) => {
    let seen = before;
    const done = () => {
      clearTimeout(timer);
      source.off('data', onData);
      child.off('exit', onExit);
    };
    const onData = (chunk: Buffer | string) => {
      seen += String(chunk);
      const match = pattern.exec(seen);
      if (match) {
        done();
        resolve(match);
      }
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`exited ${code} before its ${stream} showed ${pattern}: ${seen}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`its ${stream} did not show ${pattern} within ${limitMs / 1000} s: ${seen}`));
    }, limitMs);
    source.on('data', onData);
    child.once('exit', onExit);
  });
}
