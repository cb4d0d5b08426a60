// What a follower is alerted on (issue 43): the facts a buyer checks a supplier for, as they
// were last alerted on (company_watch_facts) and as they are now. The difference is the alert.

export interface WatchFacts {
  /** The MCA status as the registry writes it ('Active', 'Strike Off'…). */
  companyStatus: string | null;
  /** The titles of the red flags the stored score found, sorted. */
  redFlags: string[];
  /** The GST network's status of the registrations matched to the company ('Active'…). */
  gstStatus: string | null;
  /** The level the profile shows: the spec's band or 'Limited data'. */
  trustLevel: string | null;
  /** Reports the TrustHive team upheld. */
  upheldReports: number;
  claimed: boolean;
}

/** One change, old → new; the mail says it in the follower's language. */
export type WatchChange =
  | { kind: 'companyStatus' | 'gstStatus' | 'trustLevel'; from: string | null; to: string | null }
  | { kind: 'redFlags'; added: string[]; removed: string[] }
  | { kind: 'upheldReports'; from: number; to: number }
  | { kind: 'claimed'; to: boolean };

/** The changes from `before` to `now`, in the order a mail lists them; empty when none. */
export function diffWatchFacts(before: WatchFacts, now: WatchFacts): WatchChange[] {
  const changes: WatchChange[] = [];
  if (before.companyStatus !== now.companyStatus) {
    changes.push({ kind: 'companyStatus', from: before.companyStatus, to: now.companyStatus });
  }
  const added = now.redFlags.filter((flag) => !before.redFlags.includes(flag));
  const removed = before.redFlags.filter((flag) => !now.redFlags.includes(flag));
  if (added.length > 0 || removed.length > 0) changes.push({ kind: 'redFlags', added, removed });
  if (before.gstStatus !== now.gstStatus) {
    changes.push({ kind: 'gstStatus', from: before.gstStatus, to: now.gstStatus });
  }
  if (before.trustLevel !== now.trustLevel) {
    changes.push({ kind: 'trustLevel', from: before.trustLevel, to: now.trustLevel });
  }
  if (before.upheldReports !== now.upheldReports) {
    changes.push({ kind: 'upheldReports', from: before.upheldReports, to: now.upheldReports });
  }
  if (before.claimed !== now.claimed) changes.push({ kind: 'claimed', to: now.claimed });
  return changes;
}
