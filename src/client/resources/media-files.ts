// The Media Manager's upload flow (docs/wire/media-manager.md): ask for an upload URL, then PUT the file's bytes
// there. The upload URL carries its own token (the Upload API needs no Authorization), so the PUT is sent without
// the client's auth; it is not idempotent (a second PUT may make a second file), so a dropped one is not retried.
import { mediaPaths } from '../../wire/api/media/paths.js';
import type { FileDescriptor, GenerateFileUploadUrlRequest, GenerateFileUploadUrlResponse, UploadedFileResponse } from '../../wire/api/media/files.js';
import type { Transport } from '../transport.js';
import type { CallOptions } from '../types.js';

export interface FileUpload {
  /** The name the file has in the Media Manager (the Upload API's `filename`), with its extension. */
  fileName: string;
  mimeType: string;
  data: Uint8Array;
}

export class MediaFilesResource {
  constructor(private readonly transport: Transport) {}

  async generateUploadUrl(request: GenerateFileUploadUrlRequest, options: CallOptions = {}): Promise<string> {
    const response = await this.transport.request<GenerateFileUploadUrlResponse>({ method: 'POST', path: mediaPaths.generateUploadUrl(), body: request, signal: options.signal });
    return response.uploadUrl;
  }

  /** Sends the bytes to an upload URL; the Media Manager's descriptor of the new file. */
  async uploadTo(uploadUrl: string, file: FileUpload, options: CallOptions = {}): Promise<FileDescriptor> {
    const response = await this.transport.request<UploadedFileResponse>({
      method: 'PUT',
      path: '',
      url: uploadUrl,
      query: { filename: file.fileName },
      bytes: { data: file.data, contentType: file.mimeType },
      auth: false,
      idempotent: false,
      signal: options.signal,
    });
    return response.file;
  }

  /** The whole flow for one file: an upload URL, then the bytes. */
  async upload(file: FileUpload, options: CallOptions = {}): Promise<FileDescriptor> {
    const uploadUrl = await this.generateUploadUrl({ mimeType: file.mimeType, fileName: file.fileName, sizeInBytes: String(file.data.byteLength) }, options);
    return this.uploadTo(uploadUrl, file, options);
  }
}
