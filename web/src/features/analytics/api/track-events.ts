import {
  ANALYTICS_PATHS,
  MAX_REFERRER_LENGTH,
  MAX_USER_AGENT_LENGTH,
  MAX_VIEW_DURATION_SECONDS,
  type ProfileViewBody,
  type ViewDurationBody,
  type WebsiteClickBody,
} from '@trusthive/contracts';
import { env } from '../../../config/env';

// The SPA's analytics (spec §7 "Analytics", §8 "Analytics failure: swallowed"): a profile view
// on load, the view duration by beacon when the profile is left, a website click when the
// link is followed. Nothing here can fail the page: every error is swallowed. The server takes
// the visitor's address from the request itself (no third-party IP lookup in the browser).
//
// These calls bypass apiClient on purpose: they need `keepalive` (a click or a leave may
// unload the page before an ordinary fetch finishes) and never read an answer.

const referrer = () => document.referrer.slice(0, MAX_REFERRER_LENGTH) || null;

function send(path: string, body: ProfileViewBody | WebsiteClickBody): void {
  try {
    void fetch(`${env.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  } catch {
    // fetch itself can throw synchronously (a keepalive body over the browser's quota).
  }
}

/** Records that the profile of this company was opened. */
export function trackProfileView(companyId: number): void {
  send(ANALYTICS_PATHS.profileViews, { companyId, referrer: referrer() });
}

/** Records that the visitor followed the company's website link. */
export function trackWebsiteClick(companyId: number, websiteUrl: string): void {
  send(ANALYTICS_PATHS.websiteClicks, { companyId, websiteUrl, referrer: referrer() });
}

/**
 * Sends how long the profile was seen, by navigator.sendBeacon: the one request a browser
 * still delivers while the page unloads. The body is JSON in a text/plain Blob, which needs
 * no CORS preflight; the server reads text/plain as JSON.
 */
export function sendViewDuration(companyId: number, seconds: number): void {
  const body: ViewDurationBody = {
    companyId,
    viewDuration: Math.min(Math.max(Math.round(seconds), 0), MAX_VIEW_DURATION_SECONDS),
    userAgent: navigator.userAgent.slice(0, MAX_USER_AGENT_LENGTH),
    referrer: referrer(),
  };
  const url = `${env.apiUrl}${ANALYTICS_PATHS.viewDuration}`;
  const data = JSON.stringify(body);
  try {
    const queued =
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(url, new Blob([data], { type: 'text/plain;charset=UTF-8' }));
    if (queued) return;
    void fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: data,
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  } catch {
    // Swallowed, like every analytics failure.
  }
}

/**
 * Starts timing a profile view. The duration is sent once: when the page is left (pagehide:
 * closing the tab, following a link in it, reloading) or when the returned function is called
 * (the SPA moves to another page without unloading). `stop({ send: false })` stops silently.
 */
export function trackViewDurationOnUnload(
  companyId: number,
  now: () => number = () => performance.now(),
): (options?: { send?: boolean }) => void {
  const started = now();
  let done = false;
  const finish = (sendIt: boolean) => {
    if (done) return;
    done = true;
    window.removeEventListener('pagehide', onPageHide);
    if (sendIt) sendViewDuration(companyId, (now() - started) / 1000);
  };
  const onPageHide = () => finish(true);
  window.addEventListener('pagehide', onPageHide);
  return ({ send: sendIt = true } = {}) => finish(sendIt);
}
