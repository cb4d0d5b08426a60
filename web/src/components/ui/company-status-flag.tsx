import { companyStatusKind, isNoticeableStatus } from '@trusthive/contracts';

/**
 * The registry status of a company that is not simply active (struck off, dissolved,
 * amalgamated, dormant, under insolvency…), for every result and list card: an active and a
 * struck-off company must never look alike (issue 20). Nothing for an active company.
 */
export function CompanyStatusFlag({ status }: { status: string | null }) {
  if (!isNoticeableStatus(status)) return null;
  return (
    <span
      className={`status-flag status-flag--${companyStatusKind(status)}`}
      data-testid="company-status-flag"
    >
      {status?.trim()}
    </span>
  );
}
