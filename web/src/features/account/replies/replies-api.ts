import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ownerUpheldReportSchema,
  ownerUpheldReportsSchema,
  type OwnerUpheldReports,
} from '@trusthive/contracts';
import { ownerClient } from '../api';

// An owner's replies to upheld reports (issue 19): the company's upheld reports with each
// reply's state, and sending a reply (the owner client adds the CSRF token).

const replyKeys = {
  reports: (companyId: number) => ['owner', 'companies', companyId, 'reports'] as const,
};

export function useUpheldReports(companyId: number) {
  return useQuery({
    queryKey: replyKeys.reports(companyId),
    retry: false,
    queryFn: (): Promise<OwnerUpheldReports> =>
      ownerClient.get(`/account/companies/${companyId}/reports`, {
        schema: ownerUpheldReportsSchema,
      }),
  });
}

/** Sends the reply; the list then shows it waiting for review. */
export function useSendReply(companyId: number, reportId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      ownerClient.post(`/account/companies/${companyId}/reports/${reportId}/reply`, {
        body: { body },
        schema: ownerUpheldReportSchema,
      }),
    onSuccess: (report) => {
      queryClient.setQueryData<OwnerUpheldReports>(replyKeys.reports(companyId), (current) =>
        current
          ? { reports: current.reports.map((one) => (one.id === report.id ? report : one)) }
          : current,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: replyKeys.reports(companyId) }),
  });
}
