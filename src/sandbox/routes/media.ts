// The Media Manager's upload flow (docs/wire/media-manager.md): Generate File Upload URL (admin), the PUT of the
// bytes to the URL it handed out (authorised by the URL's own token, as the Upload API is), and the file served back
// at its URL with its bytes and type. Uploads are capped by the server's body limit (server.ts, 413 beyond it).
import { GenerateFileUploadUrlRequestSchema } from '../../wire/api/media/files.js';
import { mediaPaths, sandboxMediaPaths } from '../../wire/api/media/paths.js';
import { requireAdmin } from '../auth.js';
import { jsonBody, type RequestContext } from '../context.js';
import { writeTransaction } from '../db.js';
import { generateUploadUrl, mediaFileContent, receiveUpload } from '../domain/media-files.js';
import { RawResponse } from '../raw-response.js';
import { param, type Router } from '../router.js';
import { parseWith } from '../validation.js';

const contentType = (ctx: RequestContext) => String(ctx.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();

export function registerMedia(router: Router): void {
  router.post(mediaPaths.generateUploadUrl(), (ctx) => {
    requireAdmin(ctx);
    const body = jsonBody(ctx);
    const mimeType = parseWith(GenerateFileUploadUrlRequestSchema.shape.mimeType, body.mimeType, 'mimeType');
    const fileName = body.fileName === undefined ? undefined : parseWith(GenerateFileUploadUrlRequestSchema.shape.fileName.unwrap(), body.fileName, 'fileName');
    return writeTransaction(ctx.db, () => generateUploadUrl(ctx, { mimeType, ...(fileName !== undefined ? { fileName } : {}) }));
  });
  router.add('PUT', sandboxMediaPaths.upload(param('token')), (ctx) => {
    const filename = ctx.query.get('filename') ?? undefined;
    return writeTransaction(ctx.db, () => receiveUpload(ctx, ctx.params.token, { ...(filename ? { filename } : {}), contentType: contentType(ctx), data: ctx.bodyBytes }));
  });
  router.get(sandboxMediaPaths.file(param('id')), (ctx) => {
    const file = mediaFileContent(ctx.db, ctx.params.id);
    return new RawResponse(200, file.mimeType, file.data, { 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' });
  });
}
