// The files a product's media can be: images and videos (docs/wire/media-manager.md §3: the Media Manager's supported
// types, of which a store product shows images and videos). By extension, with the MIME type the upload says.
// Zod-free: the import reads it while validating cells.

export type MediaKind = 'image' | 'video';

export const MEDIA_FILE_TYPES: Readonly<Record<string, { mimeType: string; kind: MediaKind }>> = {
  '.jpg': { mimeType: 'image/jpeg', kind: 'image' },
  '.jpeg': { mimeType: 'image/jpeg', kind: 'image' },
  '.png': { mimeType: 'image/png', kind: 'image' },
  '.gif': { mimeType: 'image/gif', kind: 'image' },
  '.webp': { mimeType: 'image/webp', kind: 'image' },
  '.bmp': { mimeType: 'image/bmp', kind: 'image' },
  '.tif': { mimeType: 'image/tiff', kind: 'image' },
  '.tiff': { mimeType: 'image/tiff', kind: 'image' },
  '.mp4': { mimeType: 'video/mp4', kind: 'video' },
  '.mov': { mimeType: 'video/quicktime', kind: 'video' },
  '.webm': { mimeType: 'video/webm', kind: 'video' },
  '.avi': { mimeType: 'video/x-msvideo', kind: 'video' },
};

/** `.JPG` → its type; undefined for any other file. */
export function mediaFileType(extension: string): { mimeType: string; kind: MediaKind } | undefined {
  return MEDIA_FILE_TYPES[extension.toLowerCase()];
}

/** The extensions, for messages: `.jpg, .jpeg, .png, …`. */
export const MEDIA_EXTENSIONS_TEXT = Object.keys(MEDIA_FILE_TYPES).join(', ');
