// Where a run's time goes, from a V8 CPU profile (`node --cpu-prof`): self time grouped by what ran — our source
// folders and each bundled package (a bundled module starts with a `// path` comment in dist/, which names it), Node's
// module loader, the rest of Node, the garbage collector and V8's own work ("(program)": parsing, compiling).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** For a dist/ file: which source file each line belongs to (the last `// path` comment above it). */
function sourceLines(file) {
  const owners = [];
  let owner = '(bundle glue)';
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const comment = /^\/\/ ((?:\.\.\/)*(?:src|node_modules|[\w.-]+\/node_modules)\/\S+)$/.exec(line) ?? /^\/\/ (\S*node_modules\/\S+|src\/\S+)$/.exec(line);
    if (comment) owner = comment[1];
    owners.push(owner);
  }
  return owners;
}

function groupOf(source) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return `package ${pkg[1]}`;
  const ours = /(src\/[^/]+)(\/[^/]+)?/.exec(source);
  if (ours) return ours[2]?.includes('.') ? ours[1] : `${ours[1]}${ours[2] ?? ''}`;
  return source;
}

function nodeGroup(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName.replace('(program)', '(V8: parse, compile, other)') : `(native: ${functionName})`;
  if (/^node:internal\/modules\//.test(url) || /^node:internal\/(url|bootstrap\/realm)$/.test(url)) return 'Node: module loader';
  if (url.startsWith('node:')) return `Node: ${url.replace(/^node:(internal\/)?/, '').split('/')[0]}`;
  return undefined;
}

/** Self time per group, largest first: [{ group, ms }], and the profile's total. */
export function summarize(profilePath) {
  const profile = JSON.parse(readFileSync(profilePath, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const lines = new Map();
  const groups = new Map();
  for (const [id, micros] of self) {
    const { url, functionName, lineNumber } = byId.get(id).callFrame;
    let group = nodeGroup(url, functionName);
    if (!group) {
      const path = url.startsWith('file:') ? fileURLToPath(url) : url;
      if (path.includes('/dist/')) {
        if (!lines.has(path)) lines.set(path, sourceLines(path));
        group = groupOf(lines.get(path)[lineNumber] ?? '(bundle glue)');
      } else group = path.includes('/bin/') ? 'bin/store.js' : groupOf(path);
    }
    groups.set(group, (groups.get(group) ?? 0) + micros / 1000);
  }
  const rows = [...groups].map(([group, ms]) => ({ group, ms })).sort((a, b) => b.ms - a.ms);
  return { totalMs: (profile.endTime - profile.startTime) / 1000, rows };
}
