// The Media Manager's upload flow as the sandbox serves it (docs/wire/media-manager.md): Generate File Upload URL
// hands out a one-time URL on the sandbox itself (the platform's is on its upload host); a PUT of the bytes there
// stores a file, whose descriptor names the URL it is served back at (the platform's static media host).
import { createHash, randomBytes } from 'node:crypto';
import { extname } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { FileDescriptor, GenerateFileUploadUrlResponse, UploadedFileResponse } from '../../wire/api/media/files.js';
import { mediaFileType } from '../../wire/api/media/file-types.js';
import { sandboxMediaPaths } from '../../wire/api/media/paths.js';
import type { SandboxClock } from '../clock.js';
import { applicationError } from '../http-errors.js';
import { findMediaFile, insertMediaFile, insertUploadToken, takeUploadToken, type MediaFileRow } from '../tables/media-files.js';

interface MediaEnv {
  db: DatabaseSync;
  clock: SandboxClock;
  baseUrl: string;
}

/** The Upload API's hint: with `application/octet-stream`, the type comes from the file name's extension. */
const UNTYPED = 'application/octet-stream';

export function generateUploadUrl(env: MediaEnv, request: { mimeType: string; fileName?: string }): GenerateFileUploadUrlResponse {
  const token = randomBytes(24).toString('base64url');
  insertUploadToken(env.db, { token, mimeType: request.mimeType, ...(request.fileName !== undefined ? { fileName: request.fileName } : {}) }, env.clock.nowIso());
  return { uploadUrl: `${env.baseUrl}${sandboxMediaPaths.upload(token)}` };
}

const mediaTypeOf = (mimeType: string) => (mimeType.startsWith('image/') ? 'IMAGE' : mimeType.startsWith('video/') ? 'VIDEO' : mimeType.startsWith('audio/') ? 'AUDIO' : 'DOCUMENT');

function descriptor(env: MediaEnv, row: MediaFileRow): FileDescriptor {
  return {
    id: row.id,
    displayName: row.displayName,
    url: `${env.baseUrl}${sandboxMediaPaths.file(row.id)}`,
    hash: row.hash,
    sizeInBytes: String(row.data.byteLength),
    mediaType: mediaTypeOf(row.mimeType),
    operationStatus: 'READY',
    private: false,
    createdDate: row.createdAt,
    updatedDate: row.createdAt,
  };
}

/** The PUT to an upload URL: the token is spent, the bytes kept; the Upload API's `{"file": …}`. */
export function receiveUpload(env: MediaEnv, token: string, upload: { filename?: string; contentType: string; data: Uint8Array }): UploadedFileResponse {
  const granted = takeUploadToken(env.db, token);
  if (!granted) throw applicationError(404, 'Upload URL not found', 'UPLOAD_URL_NOT_FOUND', 'This upload URL was used already or was never handed out: generate another');
  const displayName = upload.filename || granted.fileName;
  if (!displayName) throw applicationError(400, 'Missing filename', 'INVALID_ARGUMENT', 'Name the file: the filename query parameter (or fileName when the upload URL was generated)');
  if (upload.data.byteLength === 0) throw applicationError(400, 'Empty file', 'INVALID_ARGUMENT', 'The upload carried no bytes');
  const extension = extname(displayName);
  const mimeType = upload.contentType === '' || upload.contentType === UNTYPED ? (mediaFileType(extension)?.mimeType ?? granted.mimeType) : upload.contentType;
  const siteKey = createHash('sha256').update(env.baseUrl).digest('hex').slice(0, 6);
  const row: MediaFileRow = {
    // The platform's shape of a media file id: `<6 hex>_<32 hex>~mv2.<ext>` (docs/wire/media-manager.md §2).
    id: `${siteKey}_${randomBytes(16).toString('hex')}~mv2${extension.toLowerCase()}`,
    displayName,
    mimeType,
    hash: createHash('md5').update(upload.data).digest('hex'),
    data: upload.data,
    createdAt: env.clock.nowIso(),
  };
  insertMediaFile(env.db, row);
  return { file: descriptor(env, row) };
}

export function mediaFileContent(db: DatabaseSync, id: string): { mimeType: string; data: Uint8Array } {
  const row = findMediaFile(db, id);
  if (!row) throw applicationError(404, 'File not found', 'FILE_NOT_FOUND', `No media file ${id}`);
  return { mimeType: row.mimeType, data: row.data };
}
