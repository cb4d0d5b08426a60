import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  queuesOverviewSchema,
  staffSessionSchema,
  type QueuesOverview,
  type StaffSession,
  type StaffSignIn,
} from '@trusthive/contracts';
import { isApiError } from '../../../lib/api-client';
import { onSignedOut, setCsrfToken, staffClient } from './staff-client';

export const staffSessionKey = ['staff', 'session'] as const;

/** The signed-in session, or null when there is none (a 401). */
export async function fetchStaffSession(): Promise<StaffSession | null> {
  try {
    const session = await staffClient.get('/staff/session', { schema: staffSessionSchema });
    setCsrfToken(session.csrfToken);
    return session;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export async function signIn(input: StaffSignIn): Promise<StaffSession> {
  const session = await staffClient.signIn('/staff/session', {
    body: input,
    schema: staffSessionSchema,
  });
  setCsrfToken(session.csrfToken);
  return session;
}

export async function signOut(everywhere: boolean): Promise<void> {
  await staffClient.delete(everywhere ? '/staff/sessions' : '/staff/session');
  setCsrfToken(null);
}

/** The session query; a 401 from any staff call empties it, which shows the sign-in page. */
export function useStaffSession() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSignedOut(() => {
        queryClient.setQueryData(staffSessionKey, null);
      }),
    [queryClient],
  );
  return useQuery({
    queryKey: staffSessionKey,
    queryFn: fetchStaffSession,
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * The five queues' counts (GET /api/staff/queues). Null while that route does not exist (404),
 * so the navigation simply shows no counts.
 */
export function useQueueCounts(enabled: boolean) {
  return useQuery({
    queryKey: ['staff', 'queues'],
    enabled,
    retry: false,
    // No timer: a poll would count as use and keep an unattended console's session alive past
    // its 30 idle minutes. The counts refresh when the tab is focused again or a page loads.
    queryFn: async (): Promise<QueuesOverview | null> => {
      try {
        return await staffClient.get('/staff/queues', { schema: queuesOverviewSchema });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}
