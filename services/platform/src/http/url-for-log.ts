// What a person searched for is theirs: a search term can be a name, a phone number or an
// e-mail address, and the access log is kept and shipped around more freely than the database
// (issue 37 #10: search terms in access-log URLs). The query string of a search or suggestion
// URL (the API's and the page's) is therefore logged as `?[redacted]`, and so is any query that
// carries a search term (`q`) on another path. The path stays: it says what was asked for,
// except a GSTIN in it (the record page /gstin/{gstin} and GET /api/gstin/{gstin}, issue 40):
// a proprietor's tax number is personal data, and is logged masked as the profile shows it.

import { gstinIn, maskGstin } from '@trusthive/contracts';

const SEARCH_SEGMENT = /(?:^|\/)search(?:\/|;|$)/i;
const REDACTED = '[redacted]';

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function hasSearchTerm(query: string): boolean {
  return query.split('&').some((pair) => {
    const name = decoded(pair.split('=', 1)[0]!.replace(/\+/g, ' '));
    return name === 'q' || name.startsWith('q[');
  });
}

/** Each path segment that is a GSTIN, masked. */
function pathForLog(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      const gstin = gstinIn(decoded(segment));
      return gstin ? (maskGstin(gstin) ?? segment) : segment;
    })
    .join('/');
}

/**
 * The URL as access logs show it: a search's query string redacted, a GSTIN in the path masked,
 * everything else as sent.
 */
export function urlForLog(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return pathForLog(url);
  const path = pathForLog(url.slice(0, at));
  const query = url.slice(at + 1);
  return SEARCH_SEGMENT.test(decoded(path)) || hasSearchTerm(query)
    ? `${path}?${REDACTED}`
    : `${path}?${query}`;
}
