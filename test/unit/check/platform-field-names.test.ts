// src/check/platform-field-names.ts is what scripts/platform-field-names.ts writes from the installed SDK: the report
// of `store sandbox check` names a key only when it is one of these (issue #36 item 8).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fileText, sdkFieldNames } from '../../../scripts/platform-field-names.js';
import { PLATFORM_FIELD_NAMES } from '../../../src/check/platform-field-names.js';

describe('PLATFORM_FIELD_NAMES', () => {
  it('is the list the installed SDK gives (rerun `npx tsx scripts/platform-field-names.ts` when this fails)', () => {
    const written = readFileSync(new URL('../../../src/check/platform-field-names.ts', import.meta.url), 'utf8');
    expect(written).toBe(fileText(sdkFieldNames()));
    expect([...PLATFORM_FIELD_NAMES]).toEqual(sdkFieldNames());
  });

  it("holds the wire's names (id, createdDate, extendedFields, namespaces), not a merchant's (_user_fields)", () => {
    for (const name of ['id', 'createdDate', 'extendedFields', 'namespaces', 'applicationError', 'access_token', 'pagingMetadata']) expect(PLATFORM_FIELD_NAMES.has(name), name).toBe(true);
    for (const name of ['_user_fields', 'quokkaLoyaltyTier']) expect(PLATFORM_FIELD_NAMES.has(name), name).toBe(false);
  });
});
