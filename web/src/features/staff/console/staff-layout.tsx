import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { NavLink, Navigate } from 'react-router-dom';
import type { QueueKind, StaffSession } from '@trusthive/contracts';
import { PageLoader } from '../../../components/ui/page-loader';
import { isApiError } from '../../../lib/api-client';
import { signOut, staffSessionKey, useQueueCounts } from '../api/session';
import { STAFF_PAGES, type StaffPageKey } from '../pages';
import { TotpEnrolmentPanel } from './totp-enrolment';

/** The navigation's order and names; admin pages are shown to admins only. */
const NAVIGATION: ReadonlyArray<{ key: StaffPageKey; label: string; adminOnly?: boolean }> = [
  { key: 'registrations', label: 'Registrations' },
  { key: 'claims', label: 'Claims' },
  { key: 'reports', label: 'Reports' },
  { key: 'corrections', label: 'Corrections' },
  { key: 'contact', label: 'Contact messages' },
  { key: 'owner-changes', label: 'Owner changes' },
  { key: 'replies', label: 'Owner replies' },
  { key: 'data-requests', label: 'Data requests' },
  { key: 'gst-matches', label: 'GST matches' },
  { key: 'accounts', label: 'Accounts', adminOnly: true },
  { key: 'audit', label: 'Audit log', adminOnly: true },
];

const isPage = (segment: string): segment is StaffPageKey => segment in STAFF_PAGES;

export function StaffLayout({ session, segment }: { session: StaffSession; segment: string }) {
  const queryClient = useQueryClient();
  const { account } = session;
  const isAdmin = account.role === 'admin';
  const counts = useQueueCounts(!account.mustEnrolTotp);
  const [error, setError] = useState<string | null>(null);
  const pending = new Map<QueueKind | string, number>(
    (counts.data?.queues ?? []).map((queue) => [queue.kind, queue.pending]),
  );

  async function end(everywhere: boolean) {
    setError(null);
    try {
      await signOut(everywhere);
    } catch (caught) {
      // Already signed out (401) ends up in the same place.
      if (!(isApiError(caught) && caught.status === 401)) {
        setError(isApiError(caught) ? caught.message : 'Could not sign out. Try again.');
        return;
      }
    }
    queryClient.setQueryData(staffSessionKey, null);
    queryClient.removeQueries({ queryKey: ['staff'], type: 'inactive' });
  }

  if (!segment) return <Navigate to="/staff/registrations" replace />;
  const visible = NAVIGATION.filter((item) => isAdmin || !item.adminOnly);
  const item = NAVIGATION.find((entry) => entry.key === segment);
  const Page = isPage(segment) ? STAFF_PAGES[segment] : null;

  return (
    <div className="staff-shell">
      <header className="staff-header">
        <span className="staff-header__brand">TrustHive Staff</span>
        <span className="staff-header__who">
          {account.displayName} <span className="staff-header__role">({account.role})</span>
        </span>
        <button type="button" className="button" onClick={() => void end(false)}>
          Sign out
        </button>
        <button type="button" className="button" onClick={() => void end(true)}>
          Sign out everywhere
        </button>
      </header>
      {error ? (
        <p className="staff-alert" role="alert">
          {error}
        </p>
      ) : null}
      {account.mustEnrolTotp ? (
        <main className="staff-main">
          <TotpEnrolmentPanel required />
        </main>
      ) : (
        <div className="staff-body">
          <nav className="staff-nav" aria-label="Console">
            <ul>
              {visible.map((entry) => (
                <li key={entry.key}>
                  <NavLink to={`/staff/${entry.key}`} className="staff-nav__link">
                    {entry.label}
                    {pending.has(entry.key) ? (
                      <span className="staff-nav__count"> {pending.get(entry.key)}</span>
                    ) : null}
                  </NavLink>
                </li>
              ))}
            </ul>
            {account.totpEnabled ? null : <TotpEnrolmentPanel required={false} />}
          </nav>
          <main className="staff-main">
            {!Page || !item ? (
              <p>There is no console page here.</p>
            ) : item.adminOnly && !isAdmin ? (
              <p role="alert">Only an admin can see this page.</p>
            ) : (
              <Suspense fallback={<PageLoader />}>
                <Page />
              </Suspense>
            )}
          </main>
        </div>
      )}
    </div>
  );
}
