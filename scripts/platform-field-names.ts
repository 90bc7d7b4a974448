// `npx tsx scripts/platform-field-names.ts`: writes src/check/platform-field-names.ts, the field names the official
// SDK declares for the APIs `store sandbox check` probes (src/check/probes.ts) — every property name of their built
// typings (the REST types of meta.d.ts and the SDK's own) — plus the error envelope, the OAuth token answer and
// paging names, which the typings do not spell out.
// test/unit/check/platform-field-names.test.ts fails when the written file and the installed SDK disagree.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The SDK modules whose calls the probes make (their typings declare the answers' fields). */
export const PROBED_SDK_MODULES = [
  '@wix/auto_sdk_stores_catalog-versioning',
  '@wix/auto_sdk_stores_products',
  '@wix/auto_sdk_stores_collections',
  '@wix/auto_sdk_stores_inventory',
  '@wix/auto_sdk_stores_products-v-3',
  '@wix/auto_sdk_stores_read-only-variants-v-3',
  '@wix/auto_sdk_stores_inventory-items-v-3',
  '@wix/auto_sdk_stores_brands-v-3',
  '@wix/auto_sdk_stores_ribbons-v-3',
  '@wix/auto_sdk_categories_categories',
  '@wix/auto_sdk_ecom_current-cart',
  '@wix/auto_sdk_identity_oauth',
] as const;

/**
 * Names the platform answers with that no typing above declares: the error envelope (`message`,
 * `details.applicationError|validationError`, docs/wire/catalog-v3.md), the OAuth token answer's snake_case fields
 * (docs/wire/cart-identity.md), V1's classic query answers and paging (docs/wire/catalog-v1.md), GraphQL's envelope.
 */
export const ENVELOPE_FIELD_NAMES = [
  'message', 'details', 'applicationError', 'validationError', 'fieldViolations', 'code', 'description', 'data', 'field', 'ruleName', 'violatedRule', 'errors', 'path', 'locations', 'extensions',
  'access_token', 'refresh_token', 'token_type', 'expires_in', 'scope',
  'metadata', 'items', 'offset', 'totalResults', 'count', 'pagingMetadata',
];

const PROPERTY = /^\s+(?:readonly\s+)?([A-Za-z_$][A-Za-z0-9_$]*)\??:/gm;

export function sdkFieldNames(): string[] {
  const require = createRequire(import.meta.url);
  const names = new Set<string>(ENVELOPE_FIELD_NAMES);
  for (const module of PROBED_SDK_MODULES) {
    // meta.d.ts declares the REST request and answer types (the wire's names: `id`, not the SDK's `_id`).
    const built = join(dirname(require.resolve(`${module}/package.json`)), 'build/cjs');
    for (const file of readdirSync(built).filter((name) => name.endsWith('.d.ts'))) {
      for (const match of readFileSync(join(built, file), 'utf8').matchAll(PROPERTY)) names.add(match[1]!);
    }
  }
  return [...names].sort();
}

/** The names as lines of at most ~110 characters, so the file reads (and diffs) line by line. */
function wrapped(names: readonly string[]): string[] {
  const lines: string[] = [];
  for (const name of names) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + name.length < 110) lines[last] += ` ${name}`;
    else lines.push(name);
  }
  return lines;
}

export function fileText(names: readonly string[]): string {
  const lines = [
    '// Written by scripts/platform-field-names.ts from the official SDK typings of the APIs `store sandbox check` probes',
    '// (do not edit; rerun the script after an SDK update — test/unit/check/platform-field-names.test.ts says when).',
    '// A key of an answer is named in a check\'s summary only when it is one of these: the platform\'s own field names.',
    'export const PLATFORM_FIELD_NAMES: ReadonlySet<string> = new Set(',
    '  [',
    ...wrapped(names).map((line) => `    '${line}',`),
    "  ].join(' ').split(' '),",
    ');',
    '',
  ];
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = join(dirname(fileURLToPath(import.meta.url)), '../src/check/platform-field-names.ts');
  writeFileSync(out, fileText(sdkFieldNames()));
  console.log(`wrote ${out}`);
}
