// The Media Manager's upload flow (docs/wire/media-manager.md): Generate File Upload URL's request and answer, and
// the answer of the PUT to the upload URL (the Upload API: https://dev.wix.com/docs/rest/assets/media/media-manager/upload-api).
import * as z from 'zod';

export const GenerateFileUploadUrlRequestSchema = z.looseObject({
  /** Required: the file's MIME type. */
  mimeType: z.string().min(1),
  fileName: z.string().min(1).max(200).optional(),
  sizeInBytes: z.string().regex(/^\d+$/).optional(),
  parentFolderId: z.string().optional(),
  private: z.boolean().optional(),
});
export type GenerateFileUploadUrlRequest = z.input<typeof GenerateFileUploadUrlRequestSchema>;

export const GenerateFileUploadUrlResponseSchema = z.looseObject({ uploadUrl: z.string() });
export type GenerateFileUploadUrlResponse = z.output<typeof GenerateFileUploadUrlResponseSchema>;

/** The part of a file descriptor the import uses: its id and the URL a product's media takes. */
export const FileDescriptorSchema = z.looseObject({
  id: z.string(),
  displayName: z.string().optional(),
  url: z.string(),
  hash: z.string().optional(),
  sizeInBytes: z.string().optional(),
  mediaType: z.string().optional(),
  operationStatus: z.string().optional(),
});
export type FileDescriptor = z.output<typeof FileDescriptorSchema>;

/** The Upload API's answer: `{"file": FileDescriptor}`. */
export const UploadedFileResponseSchema = z.looseObject({ file: FileDescriptorSchema });
export type UploadedFileResponse = z.output<typeof UploadedFileResponseSchema>;
