// Whether a file a media cell names can be a product's media (README "Local images"): it exists, is a file this
// process may read, its name ends in an image or video extension (wire/api/media/file-types.ts) and its first bytes
// say the same kind of file. Read synchronously while the cell is validated (a stat and 16 bytes), so a bad file is a
// row error of the dry run, before anything is sent.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import { MEDIA_EXTENSIONS_TEXT, mediaFileType, mediaKindOf } from '../../../wire/api/media/file-types.js';
import { fileProblem } from '../../../io/file-errors.js';

/** Magic numbers of the image and video files the Media Manager takes, with the type each proves. */
const SIGNATURES: ReadonlyArray<{ test: (head: Buffer) => boolean; mimeType: string }> = [
  { test: (h) => h.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])), mimeType: 'image/jpeg' },
  { test: (h) => h.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')), mimeType: 'image/png' },
  { test: (h) => h.subarray(0, 4).toString('latin1') === 'GIF8', mimeType: 'image/gif' },
  { test: (h) => h.subarray(0, 4).toString('latin1') === 'RIFF' && h.subarray(8, 12).toString('latin1') === 'WEBP', mimeType: 'image/webp' },
  { test: (h) => h.subarray(0, 2).toString('latin1') === 'BM', mimeType: 'image/bmp' },
  { test: (h) => ['49492a00', '4d4d002a'].includes(h.subarray(0, 4).toString('hex')), mimeType: 'image/tiff' },
  { test: (h) => h.subarray(4, 8).toString('latin1') === 'ftyp' && h.subarray(8, 10).toString('latin1') === 'qt', mimeType: 'video/quicktime' },
  { test: (h) => h.subarray(4, 8).toString('latin1') === 'ftyp', mimeType: 'video/mp4' },
  { test: (h) => h.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])), mimeType: 'video/webm' },
  { test: (h) => h.subarray(0, 4).toString('latin1') === 'RIFF' && h.subarray(8, 11).toString('latin1') === 'AVI', mimeType: 'video/x-msvideo' },
];

export type LocalMediaCheck = { mimeType: string; size: number; problem?: undefined } | { problem: string };

function firstBytes(path: string): Buffer {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(16);
    return head.subarray(0, readSync(fd, head, 0, head.length, 0));
  } finally {
    closeSync(fd);
  }
}

/** `path` is absolute; `shown` is how the message names it (as the user wrote it). */
export function checkLocalMediaFile(path: string, shown: string): LocalMediaCheck {
  const byName = mediaFileType(extname(path));
  if (!byName) return { problem: `${shown} is not an http(s) URL, nor an image or video file (a local file's name ends in ${MEDIA_EXTENSIONS_TEXT})` };
  let size: number;
  let head: Buffer;
  try {
    const found = statSync(path);
    if (found.isDirectory()) return { problem: `${shown} is a folder, not a file` };
    if (!found.isFile()) return { problem: `${shown} is not a file` };
    size = found.size;
    head = firstBytes(path);
  } catch (error) {
    return { problem: fileProblem(error, shown, 'read') };
  }
  const sniffed = SIGNATURES.find((signature) => signature.test(head));
  if (!sniffed || mediaKindOf(sniffed.mimeType) !== byName.kind) {
    return { problem: `${shown} is named as ${byName.kind === 'image' ? 'an image' : 'a video'} but its content is ${sniffed ? `a ${sniffed.mimeType} file` : 'not an image or video the Media Manager takes'}` };
  }
  return { mimeType: sniffed.mimeType, size };
}
