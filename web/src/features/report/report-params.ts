import { useSearchParams } from 'react-router-dom';

export type ReportPrefill = { companyId: string; companyName: string };

/** Spec §2: the optional companyId and companyName of /report prefill the form. */
export function useReportPrefill(): ReportPrefill {
  const [params] = useSearchParams();
  return {
    companyId: params.get('companyId')?.trim() ?? '',
    companyName: params.get('companyName')?.trim() ?? '',
  };
}
