// Preloaded into a CLI run by bench/large.bench.mjs (`node --import`): writes the process's peak RSS (kB) to
// $BENCH_RSS_FILE as it exits, so the bench reads the CLI's own memory, not the sandbox's.
import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  if (process.env.BENCH_RSS_FILE) writeFileSync(process.env.BENCH_RSS_FILE, String(process.resourceUsage().maxRSS));
});
