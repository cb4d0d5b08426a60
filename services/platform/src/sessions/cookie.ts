// The session cookie: httpOnly (no script reads it), SameSite=Strict (no other site's page
// sends it), Path=/ and Secure everywhere but a plain-http localhost (a developer's `npm start`
// and the test stacks, where a Secure cookie would never come back over http).

export interface SessionCookieOptions {
  name: string;
  secure: boolean;
  /** Seconds; the browser drops the cookie then (the server ends the session earlier if idle). */
  maxAgeSeconds?: number;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Secure unless the site's public origin is plain http on this machine. */
export function cookieIsSecure(publicBaseUrl: string): boolean {
  const url = new URL(publicBaseUrl);
  return !(url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
}

export function sessionCookie(value: string, options: SessionCookieOptions): string {
  return [
    `${options.name}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    ...(options.maxAgeSeconds === undefined ? [] : [`Max-Age=${options.maxAgeSeconds}`]),
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The header that makes the browser forget the cookie. */
export function clearedSessionCookie(options: Omit<SessionCookieOptions, 'maxAgeSeconds'>): string {
  return sessionCookie('', { ...options, maxAgeSeconds: 0 });
}

/** One cookie's value from a Cookie header; undefined when absent. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
