// What a person searched for is theirs: a search term can be a name, a phone number or an
// e-mail address, and the access log is kept and shipped around more freely than the database
// (issue 37 #10: search terms in access-log URLs). The query string of a search or suggestion
// URL (the API's and the page's) is therefore logged as `?[redacted]`, and so is any query that
// carries a search term (`q`) on another path. The path stays: it says what was asked for.

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

/** The URL as access logs show it: a search's query string redacted, everything else as sent. */
export function urlForLog(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const path = url.slice(0, at);
  const query = url.slice(at + 1);
  return SEARCH_SEGMENT.test(decoded(path)) || hasSearchTerm(query) ? `${path}?${REDACTED}` : url;
}
