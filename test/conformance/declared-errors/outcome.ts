// What a call through the official SDK came to, as the declared-error cases read it: the codes it carries, wherever
// the SDK puts them — `details.applicationError.code` (an application error), `details.validationError
// .fieldViolations[].ruleName` (a declared validation rule), or a failed bulk item's `itemMetadata.error.code`
// (`results`, or the `productResults` of the …WithInventory calls), or a by-filter job's failed item's `error.code`
// (async-job.ts).

/** The thrown error, or the answer when the call succeeded (a bulk call answers 200 with failed items). */
export async function outcomeOf(call: Promise<unknown>): Promise<unknown> {
  try {
    return await call;
  } catch (error) {
    return error;
  }
}

export function codesOf(outcome: any): string[] {
  const details = outcome?.details;
  if (details?.applicationError?.code) return [details.applicationError.code];
  if (details?.validationError) return details.validationError.fieldViolations.map((v: any) => v.ruleName).filter(Boolean);
  if (outcome?.asyncJob) return outcome.items.filter((item: any) => !item.success).map((item: any) => item.error?.code);
  const results: any[] = outcome?.results ?? outcome?.productResults?.results ?? [];
  return results.filter((r) => r.itemMetadata?.success === false).map((r) => r.itemMetadata.error?.code);
}
