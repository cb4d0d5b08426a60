import type { Config, ObjectStorage } from '@trusthive/platform';

// Every absolute URL this service builds starts with the configured public origin
// (PUBLIC_BASE_URL), never with a request's Host or X-Forwarded-* headers: any caller can forge
// those, and a URL built from them once let a forged Host delete a logo a profile shows.

const LOGOS = 'logos/';
/** The name part of a stored logo's key (logos/{slug}-{timestamp}.{ext}). */
export const LOGO_NAME = /^[a-z0-9-]{1,60}-[0-9]{13,}\.(png|jpg|webp|gif|avif)$/;

/** The absolute URL of a public object (spec §5 shows a logo only when it starts with http). */
export function publicUrlOf(config: Config, storage: ObjectStorage, key: string): string {
  return `${config.publicBaseUrl}${storage.publicPath(key)}`;
}

/**
 * The name of our own uploaded logo a URL points at, or null when it is not one: only our
 * public origin's /media/logos/<name>, or that path alone (never another host, `//host/...`,
 * a query, or a path that leaves logos/).
 */
export function ownLogoNameOf(config: Config, storage: ObjectStorage, url: string): string | null {
  const path = url.startsWith('/') && !url.startsWith('//') ? url : relativeToOrigin(config, url);
  const prefix = storage.publicPath(`${LOGOS}x`).slice(0, -1);
  if (path === null || !path.startsWith(prefix)) return null;
  const name = path.slice(prefix.length);
  return LOGO_NAME.test(name) ? name : null;
}

function relativeToOrigin(config: Config, url: string): string | null {
  const origin = `${config.publicBaseUrl}/`;
  return url.startsWith(origin) ? url.slice(origin.length - 1) : null;
}
