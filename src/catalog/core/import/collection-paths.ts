// A collection reference in the own row model (the CSV's `collections` cell, JSON's `collections`) is a path: names
// from the top level down, joined by ` > ` (`Clothing > Shirts`); a name that itself holds ` > ` writes it ` \> `.
// V3 categories nest, so a path is a category under its parents; V1 collections do not, so a path names its leaf.
// The rule and why: docs/collection-paths.md.

export const PATH_SEPARATOR = ' > ';
const ESCAPED_SEPARATOR = ' \\> ';

/** The names of a reference, top level first (`A > B` → A, B; `A \> B` → the one name `A > B`). */
export function parsePath(reference: string): string[] {
  return reference.split(PATH_SEPARATOR).map((name) => name.replaceAll(ESCAPED_SEPARATOR, PATH_SEPARATOR).trim());
}

/** The reference of these names, top level first. */
export function formatPath(names: readonly string[]): string {
  return names.map((name) => name.replaceAll(PATH_SEPARATOR, ESCAPED_SEPARATOR)).join(PATH_SEPARATOR);
}

/** The key a reference is looked up by: the whole path where groups nest, else its leaf's name. */
export function collectionKey(reference: string, nests: boolean): string {
  const names = parsePath(reference);
  return formatPath(nests ? names : names.slice(-1));
}

/** The key of the path's parent (undefined at the top level). */
export function parentKey(key: string): string | undefined {
  const names = parsePath(key);
  return names.length > 1 ? formatPath(names.slice(0, -1)) : undefined;
}

/** The key with each of its ancestors, the top level first. */
export function withAncestors(key: string): string[] {
  const names = parsePath(key);
  return names.map((_, i) => formatPath(names.slice(0, i + 1)));
}

/** A group as the store lists it: its parent's id when it has one. */
export interface ListedGroup {
  id: string;
  name: string;
  parentId?: string;
}

/**
 * Path key → id of each listed group whose ancestors are listed too (the first listed wins a path two groups give).
 * A one-name key also finds a nested group of that name when no top-level one has it (files name categories by name).
 */
export function pathsOf(listed: readonly ListedGroup[]): Map<string, string> {
  const byId = new Map(listed.map((group) => [group.id, group]));
  const pathOf = (group: ListedGroup, depth = 0): string[] | undefined => {
    if (group.parentId === undefined) return [group.name];
    const parent = byId.get(group.parentId);
    const above = parent && depth < listed.length ? pathOf(parent, depth + 1) : undefined;
    return above && [...above, group.name];
  };
  const paths = new Map<string, string>();
  for (const group of listed) {
    const path = pathOf(group);
    if (path && !paths.has(formatPath(path))) paths.set(formatPath(path), group.id);
  }
  for (const group of listed) if (!paths.has(formatPath([group.name]))) paths.set(formatPath([group.name]), group.id);
  return paths;
}

/** The path of each group, by id, from the whole listing (export). */
export function pathById(listed: readonly ListedGroup[]): Map<string, string> {
  const byId = new Map(listed.map((group) => [group.id, group]));
  const namesOf = (group: ListedGroup, depth = 0): string[] => {
    const parent = group.parentId === undefined ? undefined : byId.get(group.parentId);
    return parent && depth < listed.length ? [...namesOf(parent, depth + 1), group.name] : [group.name];
  };
  return new Map(listed.map((group) => [group.id, formatPath(namesOf(group))]));
}
