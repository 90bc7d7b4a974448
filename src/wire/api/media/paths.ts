// The Media Manager's Files API (docs/wire/media-manager.md): one call that hands out an upload URL. The upload
// itself (a PUT of the bytes) goes to that URL, on the platform's upload host, so it has no path of its own here.
// The sandbox stands in for the upload host and the static media host on its own origin (sandboxMediaPaths).

/** `www.wixapis.com/site-media/v1` (the SDK's domainToMappings for the www host: `/site-media/v1` → `/v1`). */
const SITE_MEDIA = '/site-media/v1';

export const mediaPaths = {
  /** Generate File Upload URL: https://dev.wix.com/docs/rest/assets/media/media-manager/files/generate-file-upload-url */
  generateUploadUrl: () => `${SITE_MEDIA}/files/generate-upload-url`,
} as const;

/** The sandbox's stand-ins: where its upload URLs point and where it serves an uploaded file back. */
export const sandboxMediaPaths = {
  upload: (token: string) => `/_sandbox-media/upload/${encodeURIComponent(token)}`,
  file: (fileId: string) => `/_sandbox-media/files/${encodeURIComponent(fileId)}`,
} as const;
