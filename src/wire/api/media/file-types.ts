// The files a product's media can be: images and videos (docs/wire/media-manager.md §3: the Media Manager's supported
// types, of which a store product shows images and videos). By extension, with the MIME type the upload says; the
// kind is the MIME type's own (`image/…`, `video/…`).
// Zod-free: the import reads it while validating cells.

export type MediaKind = 'image' | 'video';

const MIME_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.bmp': 'image/bmp',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.webm': 'video/webm',
  '.avi': 'video/x-msvideo',
};

/** `image/png` → image; every type of the table above is an image or a video. */
export const mediaKindOf = (mimeType: string): MediaKind => (mimeType.startsWith('video/') ? 'video' : 'image');

/** `.JPG` → its type; undefined for any other file. */
export function mediaFileType(extension: string): { mimeType: string; kind: MediaKind } | undefined {
  const mimeType = MIME_TYPES[extension.toLowerCase()];
  return mimeType === undefined ? undefined : { mimeType, kind: mediaKindOf(mimeType) };
}

/** The extensions, for messages: `.jpg, .jpeg, .png, …`. */
export const MEDIA_EXTENSIONS_TEXT = Object.keys(MIME_TYPES).join(', ');
