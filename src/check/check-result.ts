// The outcome of `store sandbox check`: each probe's two summaries and the verdict. It is built only from summaries
// (compare.ts), which hold key paths, JSON types, statuses and codes — no id, name, price, token or site id — so the
// same object is the `--json` output and, with a header, the `--report` file a user attaches to a bug report.
import { compareSummaries, type AnswerSummary, type Verdict } from './compare.js';
import type { CatalogVersion } from '../wire/api/catalog-version.js';
import type { ProbeOutcome } from './run-probes.js';

export interface ProbeRow {
  probe: string;
  platform: AnswerSummary;
  sandbox: AnswerSummary;
  verdict: Verdict;
  differences: string[];
}

export interface CheckResult {
  catalog: CatalogVersion;
  /** How the store was called: its admin key, or a visitor's tokens (the settings' OAuth app). */
  auth: 'admin key' | 'visitor';
  sandbox: 'embedded' | 'served';
  counts: Record<Verdict, number>;
  probes: ProbeRow[];
}

export function checkResult(
  setting: Pick<CheckResult, 'catalog' | 'auth' | 'sandbox'>,
  platform: readonly ProbeOutcome[],
  sandbox: readonly ProbeOutcome[],
): CheckResult {
  const probes = platform.map((mine, i): ProbeRow => {
    const theirs = sandbox[i]!;
    return { probe: mine.probe.name, platform: mine.summary, sandbox: theirs.summary, ...compareSummaries(mine.summary, theirs.summary) };
  });
  const counts: Record<Verdict, number> = { match: 0, differs: 0, skipped: 0 };
  for (const row of probes) counts[row.verdict]++;
  return { ...setting, counts, probes };
}

/** The file `--report` writes: the result and what made it, nothing that names the store. */
export function reportOf(result: CheckResult, made: { cliVersion: string; createdAt: string }) {
  return {
    report: 'store sandbox check',
    ...made,
    about: "Key paths, JSON types, HTTP statuses and error codes of each probe on a store and on the sandbox; no ids, names, prices, tokens or site ids. Keys that are not the platform's field names (a merchant's own) are counted (otherKeys), not named.",
    ...result,
  };
}
