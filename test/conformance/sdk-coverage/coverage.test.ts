// The coverage report generated from the official SDK (report.ts; printed by `npm run sdk-coverage`): every
// function of the covered modules is served by the sandbox and called by a conformance test, or declared in
// not-served.ts with a reason — and every declaration is still true. The README carries the totals.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANSWERED_501, NOT_SERVED } from './not-served.js';
import { NOT_EMULATED } from './not-emulated.js';
import { V3_ERRORS, type V3ErrorSpec } from '../../../src/wire/api/catalog-v3/errors.js';
import { DECLARED_ERROR_CASES } from '../declared-errors/cases.js';
import { coverageRows, coverageTotals, declaredErrorRows, declaredErrorsLine, declaredErrorTotals, rowStatus, totalsLine } from './report.js';

const rows = coverageRows();
const byId = new Map(rows.map((row) => [row.call.id, row]));

describe('SDK coverage', () => {
  it('reads each function of the SDK with its method, path, query fallback and declared errors', () => {
    expect(byId.get('brandsV3.createBrand')?.call).toMatchObject({ method: 'POST', path: '/stores/v3/brands' });
    expect(byId.get('productsV3.updateProduct')?.call).toMatchObject({ method: 'PATCH', path: '/stores/v3/products/{product.id}' });
    expect(byId.get('productsV3.queryProducts')?.call).toMatchObject({ method: 'GET', fallback: { method: 'POST', path: '/stores/v3/products/query' } });
    expect(byId.get('currentCart.getCurrentCart')?.call).toMatchObject({ method: 'GET', path: '/ecom/v1/carts/current' });
    expect(byId.get('authentication.loginV2')?.call.path).toBe('/_api/iam/authentication/v2/login');
    expect(byId.get('productsV3.createProduct')?.call.applicationErrors).toContain('DUPLICATE_SLUG_ERROR');
    expect(byId.get('productsV3.createProduct')?.call.validationRules).toContain('INVALID_SLUG_FORMAT');
    const modules = new Set(rows.map((row) => row.call.module.alias));
    expect(modules.size).toBe(21);
    for (const alias of modules) expect(rows.filter((row) => row.call.module.alias === alias).length, alias).toBeGreaterThan(0);
  });

  it('marks served by the route pattern, not by what a broader route would catch', () => {
    expect(byId.get('categories.getCategory')?.served).toBe(true);
    // PATCH /categories/v1/categories/visibility would reach Update Category's PATCH …/categories/:id.
    expect(byId.get('categories.updateCategoryVisibility')?.served).toBe(NOT_SERVED['categories.updateCategoryVisibility'] === undefined);
  });

  it('finds the conformance tests that call a function, directly, through OAuthStrategy, or by a replayed REST example', () => {
    expect(byId.get('categories.createCategory')?.testedBy).toContain('v3-categories-entities.test.ts');
    expect(byId.get('authentication.loginV2')?.testedBy).toContain('identity.test.ts');
    expect(byId.get('cart.addToCart')?.testedBy.some((evidence) => evidence.startsWith('rest-reference: '))).toBe(true);
  });

  it('every function is served and tested, or declared not served with a reason', () => {
    const missing = rows.filter((row) => rowStatus(row) === 'missing').map((row) => `${row.call.id} (${row.call.method} ${row.call.path}; served: ${row.served}, tested: ${row.testedBy.length > 0})`);
    expect(missing, 'serve and test these, or add a line to test/conformance/sdk-coverage/not-served.ts').toEqual([]);
  });

  it('every declaration names a function of the SDK that is not yet served and tested', () => {
    const unknown = Object.keys(NOT_SERVED).filter((id) => !byId.has(id));
    expect(unknown, 'no such SDK function').toEqual([]);
    const stale = rows.filter((row) => row.declared !== undefined && row.served && row.testedBy.length > 0).map((row) => row.call.id);
    expect(stale, 'served and tested now: delete these lines from test/conformance/sdk-coverage/not-served.ts').toEqual([]);
    for (const [id, reason] of Object.entries(NOT_SERVED)) expect(reason.trim().length, id).toBeGreaterThan(10);
  });

  it('a function is declared as answered 501 exactly when the sandbox answers it 501', () => {
    const answered = rows.filter((row) => row.answers501).map((row) => row.call.id);
    expect(answered.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.declared === ANSWERED_501).map((row) => row.call.id)).toEqual(answered);
    expect(rows.filter((row) => row.answers501 && row.served)).toEqual([]);
  });

  it('each declared-error case runs on served functions that declare its code, or the registry says why not', () => {
    const problems = DECLARED_ERROR_CASES.flatMap((c) =>
      c.calls.flatMap((id) => {
        const row = byId.get(id);
        if (!row?.served) return [`${c.code}: ${id} is ${row ? 'not served' : 'no SDK function'}`];
        const declared = row.call.applicationErrors.includes(c.code) || row.call.validationRules.includes(c.code);
        const reason = (V3_ERRORS as Record<string, V3ErrorSpec>)[c.code]?.undeclared;
        return declared || reason ? [] : [`${c.code}: ${id} does not declare it`];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('counts the declared errors of served functions, and which the cases test', () => {
    const errors = declaredErrorRows(rows);
    const pair = (id: string, code: string) => errors.find((row) => row.call.id === id && row.code === code);
    expect(pair('productsV3.updateProduct', 'INVALID_SLUG_FORMAT')).toMatchObject({ shape: 'rule', raised: true, tested: true });
    expect(pair('productsV3.createProduct', 'DUPLICATE_SLUG_ERROR')).toMatchObject({ shape: 'application', raised: true, tested: true });
    expect(pair('productsV3.createProduct', 'PRODUCT_MEDIA_NOT_EXIST')).toMatchObject({ raised: false, tested: false });
    // A conformance test that asserts the code on a rejected call counts too.
    expect(pair('categories.moveCategory', 'TREE_CYCLE_DETECTED')?.testedBy).toEqual(['v3-categories-tree.test.ts']);
    expect(pair('productsV3.updateProduct', 'INVALID_SLUG_FORMAT')?.testedBy).toEqual(['declared-errors/cases.ts']);
    const totals = declaredErrorTotals(errors);
    expect(totals.declared).toBe(totals.application + totals.rules);
    expect(totals.tested + totals.raisedUntested + totals.notRaised).toBe(totals.declared);
  });

  it('names why a declared error cannot arise only where it is not raised, and only for codes the SDK declares', () => {
    const errors = declaredErrorRows(rows);
    expect(errors.filter((row) => row.raised && row.notEmulated).map((row) => `${row.call.id} ${row.code}`), 'raised: drop it from not-emulated.ts').toEqual([]);
    const named = new Set(errors.flatMap((row) => [row.code, `${row.call.id} ${row.code}`]));
    expect(Object.keys(NOT_EMULATED).filter((key) => !named.has(key)), 'no served call declares it').toEqual([]);
    const pair = (id: string, code: string) => errors.find((row) => row.call.id === id && row.code === code);
    expect(pair('productsV3.createProduct', 'SUBSCRIPTION_ID_ALREADY_EXISTS')?.notEmulated).toMatch(/subscriptions/);
    expect(pair('customizationsV3.setCustomizationChoices', 'CHOICES_LIMIT_EXCEEDED')?.notEmulated).toMatch(/cannot arise/);
    expect(pair('customizationsV3.addCustomizationChoices', 'CHOICES_LIMIT_EXCEEDED')?.raised).toBe(true);
    expect(pair('customizationsV3.addCustomizationChoices', 'CHOICES_LIMIT_EXCEEDED')?.notEmulated).toBeUndefined();
    const totals = declaredErrorTotals(errors);
    expect(totals.notEmulated).toBe(errors.filter((row) => !row.raised && row.notEmulated).length);
  });

  it('README gives the totals', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(`Totals: ${totalsLine(coverageTotals(rows))}.`);
    expect(readme).toContain(`Declared errors: ${declaredErrorsLine(declaredErrorTotals(declaredErrorRows(rows)))}.`);
  });
});
