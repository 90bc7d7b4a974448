// Issue #26 item 1, the class: no query the cost check admits runs past its budget. Queries are generated from the
// site's own schema (aliases, nested pages, every way a `limit` can be given: absent, literal, a variable sent, sent
// as null, not sent, not sent with a declared default), priced with `measureQuery`, and sent to a real sandbox; what
// execution returns (every field of every object in `data`) must stay within the admitted price — and, where a list
// is as long as the data makes it (a product's variants), within the budget the run-time meter holds.
import fc from 'fast-check';
import {
  getNamedType, getNullableType, isListType, isObjectType, isScalarType, parse, type GraphQLField, type GraphQLObjectType, type GraphQLSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUERY_COST, measureQuery } from '../../../src/sandbox/graphql/cost.js';
import { catalogSchema } from '../../../src/sandbox/graphql/schema.js';
import { catalogV3Schema } from '../../../src/sandbox/graphql/schema-v3.js';
import { catalogV3Paths } from '../../../src/wire/api/catalog-v3/paths.js';
import { paths } from '../../../src/wire/api/paths.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { simpleProduct } from './v3-support.js';

/** Enough products that pages of 50 and 100 are full: an under-priced page then shows at once. */
const FILLER = 110;
const filler = (i: number) => ({
  v1: { path: paths.products.create(), body: { product: { name: `filler ${i}`, productType: 'physical', priceData: { price: 1 } } } },
  v3: { path: catalogV3Paths.products.create(), body: { product: simpleProduct(`filler ${i}`, '1') } },
});

type Limit =
  | { kind: 'absent' }
  | { kind: 'literal'; value: number }
  | { kind: 'variable'; sent: number | null | undefined; declaredDefault?: number };

interface FieldChoice {
  name: string;
  aliases: number;
  limit: Limit;
  selection?: FieldChoice[];
}

const PAGE_SIZES = [0, 1, 3, 10, 50, 100, 101];
const pageSize = fc.constantFrom(...PAGE_SIZES);
const limitArbitrary: fc.Arbitrary<Limit> = fc.oneof(
  fc.constant({ kind: 'absent' as const }),
  pageSize.map((value) => ({ kind: 'literal' as const, value })),
  fc.record({ kind: fc.constant('variable' as const), sent: fc.oneof(pageSize, fc.constant(null), fc.constant(undefined)) }),
  fc.constant({ kind: 'variable' as const, sent: undefined }),
  fc.record({ kind: fc.constant('variable' as const), sent: fc.constant(undefined), declaredDefault: pageSize }),
);

/**
 * Fields whose answer is opaque JSON are left out (every key of `data` is then one field graphql resolved), and so
 * are the lookups by id or slug (without one they answer null).
 */
const selectable = (field: GraphQLField<unknown, unknown>) => getNamedType(field.type).name !== 'JSON' && !field.args.some((arg) => arg.name === 'id');
const hasLimit = (field: GraphQLField<unknown, unknown>) => field.args.some((arg) => arg.name === 'limit');

/** A list of objects that is no page's items: as long as the data makes it (a product's variants, its collections). */
const dataSized = (parent: GraphQLObjectType, field: GraphQLField<unknown, unknown>) =>
  isListType(getNullableType(field.type)) && isObjectType(getNamedType(field.type)) && !hasLimit(field) && !parent.name.endsWith('Page');

/** A selection of `type`'s fields; `pagesOnly` leaves out the data-sized lists, so the price alone must bound it. */
function selectionOf(type: GraphQLObjectType, depth: number, maxAliases: number, pagesOnly: boolean): fc.Arbitrary<FieldChoice[]> {
  const fields = Object.values(type.getFields()).filter((field) => selectable(field) && !(pagesOnly && dataSized(type, field)));
  const choices = fields.map((field): fc.Arbitrary<FieldChoice | null> => {
    const inner = getNamedType(field.type);
    if (isObjectType(inner) && depth >= 4) return fc.constant(null);
    const selection = isObjectType(inner) ? selectionOf(inner, depth + 1, 3, pagesOnly) : fc.constant(undefined);
    const choice = fc.record({
      name: fc.constant(field.name),
      aliases: fc.integer({ min: 1, max: maxAliases }),
      limit: hasLimit(field) ? limitArbitrary : fc.constant({ kind: 'absent' as const }),
      selection,
    });
    // A page's items are always asked for: a page priced below what it returns shows only through them.
    return field.name === 'items' ? choice : fc.option(choice, { freq: isObjectType(inner) ? 2 : 3, nil: null });
  });
  const fallback = fields.find((field) => isScalarType(getNamedType(field.type)))?.name ?? '__typename';
  return fc.tuple(...choices).map((picked): FieldChoice[] => {
    const chosen = picked.filter((c): c is FieldChoice => c !== null);
    return chosen.length > 0 ? chosen : [{ name: fallback, aliases: 1, limit: { kind: 'absent' } }];
  }).filter((chosen) => depth > 1 || chosen[0].name !== '__typename');
}

interface Rendered {
  query: string;
  variables: Record<string, unknown>;
  /** Whether some list in the query is no page: its length is the data's (a product's variants, its collections). */
  dataSizedList: boolean;
}

function render(schema: GraphQLSchema, root: FieldChoice[]): Rendered {
  const declarations: string[] = [];
  const variables: Record<string, unknown> = {};
  let dataSizedList = false;
  const renderSet = (type: GraphQLObjectType, set: FieldChoice[]): string =>
    set.map((choice) => {
      if (choice.name === '__typename') return '__typename';
      const field = type.getFields()[choice.name];
      if (dataSized(type, field)) dataSizedList = true;
      let args = '';
      if (choice.limit.kind === 'literal') args = `(limit: ${choice.limit.value})`;
      if (choice.limit.kind === 'variable') {
        const name = `n${declarations.length}`;
        declarations.push(`$${name}: Int${choice.limit.declaredDefault !== undefined ? ` = ${choice.limit.declaredDefault}` : ''}`);
        if (choice.limit.sent !== undefined) variables[name] = choice.limit.sent;
        args = `(limit: $${name})`;
      }
      const inner = getNamedType(field.type);
      const sub = choice.selection && isObjectType(inner) ? ` { ${renderSet(inner, choice.selection)} }` : '';
      return Array.from({ length: choice.aliases }, (_, i) => `${choice.name}_${i}: ${choice.name}${args}${sub}`).join(' ');
    }).join(' ');
  const body = renderSet(schema.getQueryType()!, root);
  return { query: `query${declarations.length ? `(${declarations.join(', ')})` : ''} { ${body} }`, variables, dataSizedList };
}

/** Every field of every object in a GraphQL answer (arrays are walked, not counted). */
function fieldsReturned(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + fieldsReturned(item), 0);
  if (value === null || typeof value !== 'object') return 0;
  return Object.values(value).reduce((sum: number, item) => sum + 1 + fieldsReturned(item), 0);
}

describe.each([
  ['v1', catalogSchema],
  ['v3', catalogV3Schema],
] as const)('GraphQL cost property (%s site)', (catalog, schemaOf) => {
  let box: TestSandbox;
  let visitor: Record<string, string>;
  beforeAll(async () => {
    box = await startTestSandbox({ catalog });
    for (let i = 0; i < FILLER; i++) {
      const { path, body } = filler(i)[catalog];
      expect((await box.admin('POST', path, body)).status).toBe(200);
    }
    const token = await callSandbox(box.baseUrl, 'POST', paths.oauth.token(), { body: { clientId: box.info.clientId, grantType: 'anonymous' } });
    visitor = { Authorization: token.body.access_token };
  });
  afterAll(() => box.close());

  it('no admitted query returns more than its price, nor more than the budget', async () => {
    const schema = schemaOf();
    const query = fc.boolean().chain((pagesOnly) => selectionOf(schema.getQueryType()!, 1, 40, pagesOnly)).map((root) => render(schema, root));
    let admitted = 0;
    let refused = 0;
    let pricedOnly = 0;
    await fc.assert(
      fc.asyncProperty(query, fc.constantFrom('admin', 'visitor'), async ({ query: text, variables, dataSizedList }, caller) => {
        const verdict = measureQuery(schema, parse(text), variables);
        const headers = caller === 'admin' ? box.adminHeaders : visitor;
        const res = await callSandbox(box.baseUrl, 'POST', paths.graphql(), { body: { query: text, variables }, headers });
        expect(res.status).toBe(200);
        if (!verdict.ok) {
          refused += 1;
          expect(res.body.data).toBeNull();
          return;
        }
        admitted += 1;
        const returned = fieldsReturned(res.body.data);
        expect(returned).toBeLessThanOrEqual(MAX_QUERY_COST);
        if (dataSizedList) return;
        pricedOnly += 1;
        expect(returned).toBeLessThanOrEqual(verdict.cost);
      }),
      { numRuns: 60, endOnFailure: true },
    );
    // The generator reaches both sides of the limit.
    expect(admitted).toBeGreaterThan(5);
    expect(refused).toBeGreaterThan(5);
    expect(pricedOnly).toBeGreaterThan(5);
  }, 60_000);
});
