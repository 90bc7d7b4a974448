// The user's own cache folder, `$XDG_CACHE_HOME/store` (default ~/.cache/store, the XDG layout of
// src/config/paths.ts), and the one check of whether a folder in it can be trusted. Plain JS beside bin/store.js
// because it runs before the bundle loads. Two caches live there: the rendered help (bin/help-cache.js) and Node's
// compile cache (bin/store.js) — both hold what this process will print or run, so a folder someone else could have
// made or can write (a shared temporary folder, a symlink, another owner, group- or world-writable) is never used.
import { lstatSync, mkdirSync } from 'node:fs';

const uid = process.getuid?.();

/** A folder or file only `owner` (this user) can change: owned by them, not writable by group or others. */
export const isPrivate = (stat, owner = uid) => owner === undefined || (stat.uid === owner && (stat.mode & 0o022) === 0);

/** `base` (the XDG cache home) and `dir` (its `store` folder), or undefined without XDG_CACHE_HOME and HOME. */
export function cacheFolder(env) {
  const base = env.XDG_CACHE_HOME || (env.HOME && `${env.HOME}/.cache`);
  return base ? { base, dir: `${base}/store` } : undefined;
}

/** A real folder (lstat: a symlink is not one) that only this user can change. Throws when it cannot be read. */
export function usableDir(dir) {
  const stat = lstatSync(dir);
  return stat.isDirectory() && isPrivate(stat);
}

/**
 * Creates each missing folder of `paths` (0700), in order; nothing further up. Not mkdir's `recursive`: Node's loops
 * for ever on a folder under /proc. Throws what mkdir throws but EEXIST.
 */
export function makeDirs(paths) {
  for (const path of paths) {
    try {
      mkdirSync(path, { mode: 0o700 });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
  }
}

/**
 * The folder for Node's compile cache, `$XDG_CACHE_HOME/store/compile-cache`, made when missing; undefined when the
 * cache is not ours to turn on — NODE_COMPILE_CACHE set (Node turned it on there before this file ran: the user's own
 * setting, like NODE_OPTIONS), NODE_DISABLE_COMPILE_CACHE set — or when `store` or `compile-cache` is not a private
 * folder (usableDir). Never the shared temporary folder Node picks when given no folder.
 */
export function compileCacheDir(env) {
  if (env.NODE_COMPILE_CACHE || env.NODE_DISABLE_COMPILE_CACHE) return undefined;
  const folder = cacheFolder(env);
  if (!folder) return undefined;
  const cache = `${folder.dir}/compile-cache`;
  // The store folder first: a folder made through a symlinked one would land wherever it points.
  return privateDir(folder.dir, [folder.base]) && privateDir(cache, []) ? cache : undefined;
}

/** Whether `dir` is a private folder (usableDir), made first (with the missing `parents`) when it is missing. */
function privateDir(dir, parents) {
  try {
    return usableDir(dir);
  } catch (error) {
    if (error.code !== 'ENOENT') return false;
  }
  try {
    makeDirs([...parents, dir]);
    return usableDir(dir);
  } catch {
    return false;
  }
}
