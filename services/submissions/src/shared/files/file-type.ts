import { fileTypeFromBuffer } from 'file-type';

// Files are judged by their bytes (magic numbers), never by their name or the browser's
// Content-Type: a PDF renamed to .png is still a PDF.

/** Raster formats a logo may be; SVG is refused (it can carry script). */
const LOGO_TYPES = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
  ['image/avif', 'avif'],
]);

/** Spec §5 "Claim": pdf, jpg, jpeg or png. */
const DOCUMENT_TYPES = new Map([
  ['application/pdf', 'pdf'],
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
]);

export interface DetectedType {
  mime: string;
  /** The extension the stored object gets, from the content. */
  extension: string;
}

async function detect(
  bytes: Uint8Array,
  allowed: Map<string, string>,
): Promise<DetectedType | null> {
  const type = await fileTypeFromBuffer(bytes);
  const extension = type ? allowed.get(type.mime) : undefined;
  return type && extension ? { mime: type.mime, extension } : null;
}

/** The logo's image type, or null when the bytes are not an accepted image. */
export function detectLogoType(bytes: Uint8Array): Promise<DetectedType | null> {
  return detect(bytes, LOGO_TYPES);
}

/** The claim document's type, or null when the bytes are not a PDF, JPEG or PNG. */
export function detectDocumentType(bytes: Uint8Array): Promise<DetectedType | null> {
  return detect(bytes, DOCUMENT_TYPES);
}
