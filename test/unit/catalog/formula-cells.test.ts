// Issue #14 finding 5: CSV cells a spreadsheet would run as a formula get a leading `'` on export, which import
// removes again — exact for every string (property test), and for a whole catalog (test/unit/commands/csv-formulas).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeFormulaCell, unescapeFormulaCell } from '../../../src/catalog/core/formula-cells.js';

describe('formula cells', () => {
  it.each([
    ['=HYPERLINK("https://evil.example","x")', `'=HYPERLINK("https://evil.example","x")`],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ['@SUM(1+1)', "'@SUM(1+1)"],
    ['\tTabbed', "'\tTabbed"],
    ['\rReturn', "'\rReturn"],
    ['-2+3', "'-2+3"],
    ['-cmd', "'-cmd"],
    ['-', "'-"],
    ["'=already", "''=already"],
    ["''+x", "'''+x"],
  ])('%j is written as %j', (value, written) => {
    expect(escapeFormulaCell(value)).toBe(written);
    expect(unescapeFormulaCell(written)).toBe(value);
  });

  it.each(['-5', '-2.50', '-.5', '-1e3', 'plain', "'quoted", "it's", '', '12', 'a=b'])('%j is written as it is', (value) => {
    expect(escapeFormulaCell(value)).toBe(value);
    expect(unescapeFormulaCell(value)).toBe(value);
  });

  it('round trip: import(export(s)) === s for every string', () => {
    const risky = fc.tuple(fc.constantFrom('', '=', '+', '@', '-', '\t', '\r', "'", "''", "'=", '-1', '-.'), fc.string()).map(([head, tail]) => head + tail);
    fc.assert(fc.property(fc.oneof(fc.string(), risky), (value) => unescapeFormulaCell(escapeFormulaCell(value)) === value), { numRuns: 2000 });
  });

  it('what export writes never starts a formula', () => {
    fc.assert(fc.property(fc.string(), (value) => !/^[=+@\t\r]/.test(escapeFormulaCell(value))), { numRuns: 2000 });
  });
});
