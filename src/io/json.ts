// JSON as the CLI prints it: the platform's wire encoding, where non-finite floats travel as strings
// ("NaN", "Infinity", "-Infinity") instead of JSON.stringify's silent `null`.

function wireReplacer(_key: string, value: unknown): unknown {
  return typeof value === 'number' && !Number.isFinite(value) ? String(value) : value;
}

// JSON.stringify escapes C0 controls but writes DEL, the C1 controls (0x9b is CSI) and the bidirectional overrides
// raw; as `\uXXXX` escapes they mean the same to every JSON reader and nothing to a terminal.
// eslint-disable-next-line no-control-regex
const RAW_CONTROLS = /[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const escaped = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

export function toJson(value: unknown, pretty = true): string {
  return (JSON.stringify(value, wireReplacer, pretty ? 2 : undefined) ?? 'null').replace(RAW_CONTROLS, escaped);
}
