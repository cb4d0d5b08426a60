import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { useQueueCounts } from '../api/session';
import { setCsrfToken } from '../api/staff-client';
import { mockStaffApi } from '../testing/staff-page-test';
import { staffQueueApi } from './queue-api';

// What every queue's decision does after it lands: the queue and the console's counts of every
// queue are read again, so the menu never shows an item as waiting once it was decided.

const itemSchema = z.object({ id: z.number(), status: z.string() });
const api = staffQueueApi<'pending', unknown, z.infer<typeof itemSchema>, { outcome: string }>({
  name: 'claims',
  listSchema: z.unknown(),
  detailSchema: itemSchema,
});

let countsRead = 0;
mockStaffApi(
  http.get('*/api/staff/queues', () => {
    countsRead += 1;
    return HttpResponse.json({ queues: [] });
  }),
  http.post('*/api/staff/queues/claims/5/decision', () =>
    HttpResponse.json({ id: 5, status: 'approved' }),
  ),
);

describe(staffQueueApi.name, () => {
  it("should read the console's counts again after a decision", async () => {
    setCsrfToken('token-1');
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    // The console's menu holds the counts query while a queue page is open.
    const counts = renderHook(() => useQueueCounts(true), { wrapper });
    await waitFor(() => expect(countsRead).toBe(1));
    const decide = renderHook(() => api.useDecide(5), { wrapper });
    await decide.result.current.mutateAsync({ outcome: 'approve' });
    await waitFor(() => expect(countsRead).toBe(2));
    counts.unmount();
  });
});
