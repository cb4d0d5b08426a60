import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The token of a mailed link: in the fragment (#token=…), or a ?token= a mail client kept. */
export function mailedLinkToken(hash: string, search: string): string {
  const fromHash = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return fromHash ?? new URLSearchParams(search).get('token') ?? '';
}

/**
 * Where a mailed link lands: hands its token to `spend` once (a link works once, and a second
 * render must not send it again), having taken it out of the address bar and the history entry
 * at once. `spend` is read when the page first renders.
 */
export function useMailedLinkToken(spend: (token: string) => void): void {
  const location = useLocation();
  const spent = useRef(false);
  const first = useRef(spend);
  useEffect(() => {
    if (spent.current) return;
    spent.current = true;
    const token = mailedLinkToken(location.hash, location.search);
    window.history.replaceState(window.history.state, '', location.pathname);
    first.current(token);
  }, [location]);
}
