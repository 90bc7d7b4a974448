// The GraphQL cost limit, worked out from the parsed document BEFORE validation or execution: a visitor's
// 10,000-alias query once took 30 s and 750 MB (graphql's overlapping-fields validation is quadratic in aliases,
// and every alias of a page runs a query), blocking every other request. Decisions (the platform publishes no
// numbers for this API):
//   - every selected field costs 1, times the page sizes of the pages it sits in: a field with a `limit`
//     argument multiplies its sub-selection by the page size execution will use — the argument as graphql itself
//     coerces it (`getArgumentValues` with the operation's coerced variables), so a variable that is declared but
//     not sent, or sent as null, is priced at what the resolver gets (the schema default of 50, or a refusal);
//     aliases are separate fields, so 1,000 aliases of a 100-item page cost over 100,000;
//   - at most MAX_QUERY_COST in all and MAX_QUERY_DEPTH levels of selections;
//   - the walk stops as soon as the budget is spent, so measuring a hostile document is cheap too; fragment cycles
//     (refused later by validation) are cut.
// Lists that are no page (a product's variants, its collections) are as long as the data makes them; the run-time
// meter (execute.ts `meteredResolver`) holds every admitted query to the same budget.
import {
  getArgumentValues, getNamedType, getVariableValues, isObjectType, Kind, type DocumentNode, type FieldNode,
  type FragmentDefinitionNode, type GraphQLNamedType, type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode,
} from 'graphql';

export const MAX_QUERY_COST = 10_000;
export const MAX_QUERY_DEPTH = 10;
/** Parsing itself is bounded: a document of more tokens is a syntax error before any of this runs. */
export const MAX_QUERY_TOKENS = 50_000;

export type CostVerdict = { ok: true; cost: number } | { ok: false; limit: 'cost' | 'depth'; message: string };

class OverBudget extends Error {
  constructor(readonly limit: 'cost' | 'depth') {
    super(limit);
  }
}

type VariableValues = Extract<ReturnType<typeof getVariableValues>, { variableValues: unknown }>['variableValues'];

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  /** The operation's variables as execution coerces them; undefined when they do not coerce (then nothing runs). */
  variables: VariableValues | undefined;
  spent: number;
}

/**
 * The page size a field asks for: its `limit` as execution will pass it to the resolver (literal, variable, or the
 * schema default when absent or not sent); 1 for fields that are no page, and for a `limit` graphql or the
 * resolver refuses (null, not coercible: that field resolves to null with an error, none of its selection runs).
 */
function pageSize(walk: Walk, parent: GraphQLNamedType | undefined, field: FieldNode): number {
  if (!parent || !isObjectType(parent)) return 1;
  const definition = parent.getFields()[field.name.value];
  if (!definition?.args.some((arg) => arg.name === 'limit')) return 1;
  let limit: unknown;
  try {
    limit = getArgumentValues(definition, field, walk.variables).limit;
  } catch {
    return 1;
  }
  return typeof limit === 'number' && Number.isFinite(limit) ? Math.max(1, Math.floor(limit)) : 1;
}

function walkSelections(walk: Walk, set: SelectionSetNode, parent: GraphQLNamedType | undefined, multiplier: number, depth: number, path: Set<string>): void {
  if (depth > MAX_QUERY_DEPTH) throw new OverBudget('depth');
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      walk.spent += multiplier;
      if (walk.spent > MAX_QUERY_COST) throw new OverBudget('cost');
      if (!selection.selectionSet) continue;
      const definition = parent && isObjectType(parent) ? parent.getFields()[selection.name.value] : undefined;
      const inner = definition ? getNamedType(definition.type) : undefined;
      walkSelections(walk, selection.selectionSet, inner, multiplier * pageSize(walk, parent, selection), depth + 1, path);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parent;
      walkSelections(walk, selection.selectionSet, type, multiplier, depth, path);
    } else {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      if (!fragment || path.has(name)) continue;
      const type = walk.schema.getType(fragment.typeCondition.name.value);
      walkSelections(walk, fragment.selectionSet, type, multiplier, depth, new Set([...path, name]));
    }
  }
}

/** The cost of the operation that would run (`operationName`, else every operation: the dearest counts). */
export function measureQuery(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> = {}, operationName?: string): CostVerdict {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    else if (definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName)) operations.push(definition);
  }
  let cost = 0;
  for (const operation of operations) {
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
    const walk: Walk = { schema, fragments, variables: 'variableValues' in coerced ? coerced.variableValues : undefined, spent: 0 };
    try {
      walkSelections(walk, operation.selectionSet, schema.getRootType(operation.operation) ?? undefined, 1, 1, new Set());
    } catch (error) {
      if (!(error instanceof OverBudget)) throw error;
      return error.limit === 'cost'
        ? { ok: false, limit: 'cost', message: `Query cost exceeds the limit of ${MAX_QUERY_COST} (each field counts once per item of every page it is in: aliases × page sizes); ask for fewer aliases or smaller limits` }
        : { ok: false, limit: 'depth', message: `Query depth exceeds the limit of ${MAX_QUERY_DEPTH} nested selections` };
    }
    cost = Math.max(cost, walk.spent);
  }
  return { ok: true, cost };
}
