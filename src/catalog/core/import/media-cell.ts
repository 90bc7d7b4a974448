// One item of a media cell, in any format (the own CSV's `media`, Shopify's `Image Src`, the dashboard's
// `productImageUrl`, JSON `media`): an http(s) URL stays as written; anything else names a local file (README "Local
// images") — a `file:` URL, or a path, absolute or relative to the import file's folder — and becomes that file's
// absolute `file:` URL, once local-media-file.ts finds it a readable image or video. Such items are uploaded to the
// Media Manager before their product is written (media-uploads.ts), and the plan carries the uploaded file's URL.
// Decided: a path the user wrote is read wherever it points (`../shared/a.jpg` too): the file names it, as a command
// line would; nothing else is read — no folder is listed, no link in a file is followed.
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CellReader } from './cells.js';
import { checkLocalMediaFile } from './local-media-file.js';

/** `https:`, `file:`, `ftp:` …: a scheme of two letters or more (a single letter is a Windows drive). */
const SCHEME = /^([a-z][a-z0-9+.-]+):/i;

/** Whether a plan's media item is a local file still to upload (a `file:` URL made by readMediaItem). */
export const isLocalMedia = (item: string): boolean => item.startsWith('file:');

/** The file's absolute path from the `file:` URL a plan carries. */
export const localMediaPath = (item: string): string => fileURLToPath(item);

/**
 * The item as the plan carries it (an http(s) URL, or a local file's `file:` URL); undefined when it is bad (the
 * reader has the problem, at this row and column). `folder`: where relative paths start (the import file's folder).
 */
export function readMediaItem(reader: CellReader, row: number, column: string, raw: string, folder: string): string | undefined {
  const text = raw.trim();
  const scheme = SCHEME.exec(text)?.[1].toLowerCase();
  if (scheme === 'http' || scheme === 'https') return reader.read('url', row, column, text);
  if (scheme !== undefined && scheme !== 'file') {
    reader.fail(row, column, raw, `expected an http(s) URL, a file: URL or the path of a local image or video, not a ${scheme}: URL`);
    return undefined;
  }
  let path: string;
  try {
    path = scheme === 'file' ? fileURLToPath(text) : isAbsolute(text) ? text : resolve(folder, text);
  } catch (error) {
    reader.fail(row, column, raw, `not a local file URL: ${(error as Error).message}`);
    return undefined;
  }
  const checked = checkLocalMediaFile(path, scheme === 'file' ? path : text);
  if (checked.problem !== undefined) {
    reader.fail(row, column, raw, checked.problem);
    return undefined;
  }
  return pathToFileURL(path).href;
}
