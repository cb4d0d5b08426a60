import type { PHOTO_WIDTHS } from '@trusthive/contracts';
import { env } from '../../config/env';

export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
/** Spec §9: 300 for thumbnails, 800 for the gallery. */
export const THUMBNAIL_WIDTH: PhotoWidth = 300;
export const GALLERY_WIDTH: PhotoWidth = 800;

/**
 * A place photo through our own proxy: the server adds the provider key, so the browser never
 * sees a provider URL or key.
 */
export function photoUrl(reference: string, maxWidth: PhotoWidth): string {
  return `${env.apiUrl}/photos/${encodeURIComponent(reference)}?maxwidth=${maxWidth}`;
}

/** A review author's picture only when it is a web address (never javascript: or data:). */
export function safeImageUrl(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url.trim()) ? url.trim() : null;
}
