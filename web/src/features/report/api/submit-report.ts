import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '@trusthive/contracts';
import { postSubmission } from '../../../lib/post-submission';

type SubmitReport = { report: ReportInput; idempotencyKey: string };

/**
 * POST /api/reports (spec §7 "Report and contact"): 201 with the stored report's id.
 * The form's values go as typed: the service parses them with the same schema.
 */
export function submitReport({ report, idempotencyKey }: SubmitReport) {
  return postSubmission('/reports', report, idempotencyKey);
}

export function useSubmitReport() {
  return useMutation({ mutationFn: submitReport });
}
