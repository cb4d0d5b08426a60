import { LOGO_UPLOAD_FIELDS, LOGO_WEBP_QUALITY } from '@trusthive/contracts';
import { UnsupportedMediaTypeError } from '@trusthive/platform';
import sharp from 'sharp';

// Every uploaded logo is decoded and written again as WebP before it is stored (issue 24 #14):
// EXIF (camera, GPS), XMP, ICC comments and anything hidden after the image data never reach
// the public URL, a browser that could not convert to WebP itself still gets one, and a file
// that only looks like an image by its first bytes is refused instead of published.

/** Larger logos are scaled down to fit this square: a logo is shown small. */
export const LOGO_MAX_SIDE = 2048;
/**
 * Decoding a 5 MB file may expand to far more pixels (a compression bomb); above this the
 * image is refused before it is decoded.
 */
const MAX_INPUT_PIXELS = 40_000_000;

/** The stored form of an uploaded logo: WebP, oriented, at most LOGO_MAX_SIDE, no metadata. */
export async function reencodeLogo(bytes: Uint8Array): Promise<Buffer> {
  try {
    return await sharp(bytes, { animated: true, limitInputPixels: MAX_INPUT_PIXELS })
      // Turns the picture as its EXIF orientation says, since the orientation tag goes too.
      .rotate()
      .resize({
        width: LOGO_MAX_SIDE,
        height: LOGO_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: Math.round(LOGO_WEBP_QUALITY * 100) })
      .toBuffer();
  } catch {
    // libvips says why (a corrupt header, a truncated file, too many pixels); each is the
    // sender's file, never our fault.
    throw new UnsupportedMediaTypeError(
      'Unreadable Image',
      'The image could not be read. It may be damaged or too large; please choose another file.',
      LOGO_UPLOAD_FIELDS.file,
    );
  }
}
