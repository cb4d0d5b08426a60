import { LOGO_WEBP_QUALITY } from '@trusthive/contracts';

// Spec §5 "Logo": where the browser supports it, a non-WebP image is converted to WebP at
// quality 0.85 before upload. A browser whose canvas cannot encode WebP (toBlob falls back to
// PNG) keeps the original file.

export type PreparedLogo = { blob: Blob; fileName: string; optimized: boolean };

/** The image could not be read (a corrupt or unsupported file): 'Failed to process image'. */
export class ImageProcessingError extends Error {
  override readonly name = 'ImageProcessingError';
}

type Drawable = { source: CanvasImageSource; width: number; height: number };

/**
 * Decodes the file without a blob: URL, which the site's Content-Security-Policy (img-src
 * 'self' data: https:) would block: createImageBitmap where it exists, else a data: URL.
 */
async function decode(file: Blob): Promise<Drawable> {
  try {
    if (typeof createImageBitmap === 'function') {
      const bitmap = await createImageBitmap(file);
      return { source: bitmap, width: bitmap.width, height: bitmap.height };
    }
    const image = await loadImage(await readAsDataUrl(file));
    return { source: image, width: image.naturalWidth, height: image.naturalHeight };
  } catch {
    throw new ImageProcessingError('The image could not be read.');
  }
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be decoded.'));
    image.src = src;
  });
}

function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

const baseName = (fileName: string) => fileName.replace(/\.[^.]*$/, '') || 'logo';

export async function prepareLogo(file: File): Promise<PreparedLogo> {
  const original = { blob: file, fileName: file.name, optimized: false };
  if (file.type === 'image/webp') return original;

  const image = await decode(file);
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0 || canvas.height === 0) return original;
  context.drawImage(image.source, 0, 0);
  if ('close' in image.source) image.source.close();

  const webp = await encode(canvas, 'image/webp', LOGO_WEBP_QUALITY);
  if (!webp || webp.type !== 'image/webp') return original;
  return { blob: webp, fileName: `${baseName(file.name)}.webp`, optimized: true };
}
