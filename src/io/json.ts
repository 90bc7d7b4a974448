// JSON as the CLI prints it: the platform's wire encoding, where non-finite floats travel as strings
// ("NaN", "Infinity", "-Infinity") instead of JSON.stringify's silent `null`.

function wireReplacer(_key: string, value: unknown): unknown {
  return typeof value === 'number' && !Number.isFinite(value) ? String(value) : value;
}

export function toJson(value: unknown, pretty = true): string {
  return JSON.stringify(value, wireReplacer, pretty ? 2 : undefined) ?? 'null';
}
