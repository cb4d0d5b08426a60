import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BULK_CHECK_UPLOAD_FIELD,
  bulkCheckDetailSchema,
  bulkCheckListSchema,
  bulkCheckSummarySchema,
  bulkCheckUploadSchema,
  type BulkCheckDetail,
  type BulkCheckList,
  type BulkCheckOutcome,
  type BulkCheckStart,
  type BulkCheckSummary,
  type BulkCheckUpload,
} from '@trusthive/contracts';
import { env } from '../../config/env';
import type { AccountClient } from '../../lib/api-client';

// An account's bulk checks (issue 43 part 3): upload a file (its first rows and a guessed
// mapping come back), start a check with the columns mapped, follow its progress, page through
// its results and download them. The account session's client is handed in by the route
// (web/src/app composes features): it sends the session's CSRF token on a write and signs the
// page out on a 401, as every account page's requests do.

export type { AccountClient };

const ROOT = '/account/bulk-checks';
const checkPath = (id: string) => `${ROOT}/${encodeURIComponent(id)}`;

export const bulkChecksKey = ['account', 'bulk-checks'] as const;
const checkKey = (id: string, page: number, outcome: BulkCheckOutcome | undefined) =>
  [...bulkChecksKey, id, page, outcome ?? 'all'] as const;

/** How often a running check's progress is asked for. */
export const PROGRESS_POLL_MS = 1_000;

const isRunning = (check: BulkCheckSummary) =>
  check.status === 'queued' || check.status === 'running';

/** The account's checks of the last 30 days, newest first; asked again while one runs. */
export function useBulkChecks(client: AccountClient) {
  return useQuery({
    queryKey: bulkChecksKey,
    retry: false,
    queryFn: (): Promise<BulkCheckList> => client.get(ROOT, { schema: bulkCheckListSchema }),
    refetchInterval: (query) =>
      query.state.data?.checks.some(isRunning) ? PROGRESS_POLL_MS * 5 : false,
  });
}

/** One check's progress and a page of its rows; polled every second until it is done. */
export function useBulkCheck(
  client: AccountClient,
  id: string,
  page: number,
  outcome: BulkCheckOutcome | undefined,
) {
  const queryClient = useQueryClient();
  return useQuery<BulkCheckDetail, Error, BulkCheckDetail, ReturnType<typeof checkKey>>({
    queryKey: checkKey(id, page, outcome),
    retry: false,
    // The page shown stays while the next page or filter loads.
    placeholderData: (previous) => previous,
    queryFn: async ({ signal }): Promise<BulkCheckDetail> => {
      const detail = await client.get(checkPath(id), {
        query: { page, outcome },
        schema: bulkCheckDetailSchema,
        signal,
      });
      // The list shows the same check: it moves on as this one does.
      queryClient.setQueryData<BulkCheckList>(bulkChecksKey, (current) =>
        current
          ? {
              checks: current.checks.map((check) =>
                check.id === detail.check.id ? detail.check : check,
              ),
            }
          : current,
      );
      return detail;
    },
    refetchInterval: (query) => {
      const check = query.state.data?.check;
      return !check || isRunning(check) ? PROGRESS_POLL_MS : false;
    },
  });
}

/** Sends the file; the answer is its first rows and the columns guessed. */
export function useUploadFile(client: AccountClient) {
  return useMutation({
    mutationFn: (file: File): Promise<BulkCheckUpload> => {
      const body = new FormData();
      body.append(BULK_CHECK_UPLOAD_FIELD, file, file.name);
      return client.post(`${ROOT}/uploads`, { body, schema: bulkCheckUploadSchema });
    },
  });
}

export function useStartCheck(client: AccountClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (start: BulkCheckStart): Promise<BulkCheckSummary> =>
      client.post(ROOT, { body: start, schema: bulkCheckSummarySchema }),
    onSuccess: (check) => {
      queryClient.setQueryData<BulkCheckList>(bulkChecksKey, (current) =>
        current ? { checks: [check, ...current.checks] } : current,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bulkChecksKey, exact: true }),
  });
}

export function useDeleteCheck(client: AccountClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<void> => client.delete(checkPath(id)),
    onSuccess: (_, id) => {
      queryClient.setQueryData<BulkCheckList>(bulkChecksKey, (current) =>
        current ? { checks: current.checks.filter((check) => check.id !== id) } : current,
      );
      queryClient.removeQueries({ queryKey: [...bulkChecksKey, id] });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bulkChecksKey, exact: true }),
  });
}

/** A finished check's whole result: a plain link the browser downloads with the session cookie. */
export const downloadHref = (id: string, format: 'csv' | 'xlsx') =>
  `${env.apiUrl}${checkPath(id)}/download?format=${format}`;
