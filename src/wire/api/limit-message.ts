// A count limit of a write in people's words, with the count the request has ("an option has at most 100 choices;
// 120 given"): the message a schema gives its `.max(…)` so the CLI names the real limit under the flag or
// column that carries the list (io/issue-text.ts keeps a schema author's message). The sandbox words its own
// violations from the code (sandbox/validation.ts), so this text never reaches the wire.
export function limitMessage(rule: string, input: unknown): string {
  return Array.isArray(input) ? `${rule}; ${input.length} given` : rule;
}
