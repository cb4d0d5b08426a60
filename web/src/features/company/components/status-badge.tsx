import { companyStatusText } from '@trusthive/contracts';
import { companyStatusTone } from './status-tone';

/** The company status in its spec §4 colour, in the words every page uses (issue 36). */
export function CompanyStatusBadge({ status }: { status: string | null }) {
  return (
    <span className={`badge badge--${companyStatusTone(status)}`} data-testid="company-status">
      {companyStatusText(status)}
    </span>
  );
}
