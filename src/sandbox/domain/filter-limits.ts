// Limits on a platform filter object, checked before anything reads storage or matches an entity, so hostile or
// careless filters get a 400 in the platform's envelope instead of a stack overflow, an SQL "too many variables"
// or a stalled server. Decisions (the platform documents no numbers): at most 1,000 values in one
// $in/$nin/$hasSome/$hasAll (import look-ups send ≤ 100), filters nested at most 32 levels ($and/$or/$not and
// field conditions), and no field path through `constructor`, `__proto__` or `prototype` (names of the
// JavaScript object machinery, never of a platform field). The walk is iterative: depth cannot overflow it.
import { invalidField } from '../http-errors.js';

export const MAX_FILTER_VALUES = 1000;
export const MAX_FILTER_DEPTH = 32;
const RESERVED_SEGMENTS = new Set(['constructor', '__proto__', 'prototype']);
const LIST_OPERATORS = new Set(['$in', '$nin', '$hasSome', '$hasAll']);
const FIELD = 'query.filter';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';

/** A field path the query may name: no segment of it is part of JavaScript's object machinery. */
export function checkFieldPath(path: string, field = FIELD): void {
  if (path.split('.').some((segment) => RESERVED_SEGMENTS.has(segment))) {
    throw invalidField(field, `"${path}" is not a field that can be queried`, 'INVALID_FIELD');
  }
}

export function checkFilterLimits(filter: unknown): void {
  const pending: { node: unknown; depth: number }[] = [{ node: filter, depth: 0 }];
  while (pending.length > 0) {
    const { node, depth } = pending.pop()!;
    if (!isObject(node)) continue;
    if (depth > MAX_FILTER_DEPTH) throw invalidField(FIELD, `nests deeper than ${MAX_FILTER_DEPTH} levels`, 'MAX_DEPTH');
    for (const key of Object.keys(node)) {
      const value = (node as Record<string, unknown>)[key];
      if (!key.startsWith('$')) checkFieldPath(key);
      if (LIST_OPERATORS.has(key) && Array.isArray(value) && value.length > MAX_FILTER_VALUES) {
        throw invalidField(FIELD, `${key} has ${value.length} values; at most ${MAX_FILTER_VALUES} are allowed`, 'MAX_SIZE');
      }
      if (isObject(value)) pending.push({ node: value, depth: depth + 1 });
    }
  }
}
