import { companyStatusKind, isNoticeableStatus, type RedFlag } from '@trusthive/contracts';
import { formatDateGB } from '../../../lib/format';

const TITLES = {
  'not-active': 'This company is not active',
  dormant: 'This company is dormant',
  other: 'This company is not listed as active',
} as const;

/**
 * A prominent banner for a company whose registry status is anything but Active (issue 20):
 * the status as the registry spells it, and where it comes from when the score names it.
 */
export function CompanyStatusBanner({
  status,
  redFlags,
}: {
  status: string | null;
  redFlags: RedFlag[] | undefined;
}) {
  if (!isNoticeableStatus(status)) return null;
  const kind = companyStatusKind(status) as keyof typeof TITLES;
  const flag = redFlags?.find((candidate) => candidate.title.startsWith('Company status:'));
  return (
    <section
      className={`company-status-banner company-status-banner--${kind}`}
      aria-labelledby="company-status-banner-title"
      data-testid="company-status-banner"
    >
      <h2 id="company-status-banner-title" className="company-status-banner__title">
        {TITLES[kind]}
      </h2>
      <p>
        Its registered status is <strong>{status?.trim()}</strong>.
        {flag ? ` Source: ${flag.source}${flag.date ? `, ${formatDateGB(flag.date)}` : ''}.` : ''}
      </p>
    </section>
  );
}
