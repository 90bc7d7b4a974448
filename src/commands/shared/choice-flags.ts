// Repeatable `--choice Option=Choice` / `--option` flags; matching them to a product's options is
// catalog/core/choice-match.ts.

/** commander collector for a repeatable flag. */
export const collect = (value: string, previous: string[] = []): string[] => [...previous, value];
