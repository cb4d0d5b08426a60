import { displayText } from '../../../lib/format';
import { companyStatusTone } from './status-tone';

/** The company status in its spec §4 colour. */
export function CompanyStatusBadge({ status }: { status: string | null }) {
  return (
    <span className={`badge badge--${companyStatusTone(status)}`} data-testid="company-status">
      {displayText(status, 'Unknown status')}
    </span>
  );
}
