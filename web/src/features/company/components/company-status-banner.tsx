import { companyStatusKind, isNoticeableStatus, type RedFlag } from '@trusthive/contracts';
import { t, type MessageId } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { formatDateGB } from '../../../lib/format';
import { CompanyStatusWords } from './status-badge';
import { sourceNode } from './verdict-words';

const TITLES = {
  'not-active': 'company.statusBanner.notActive',
  dormant: 'company.statusBanner.dormant',
  other: 'company.statusBanner.other',
} as const satisfies Record<string, MessageId>;

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
        {t(TITLES[kind])}
      </h2>
      <p>
        <T
          id="company.statusBanner.status"
          values={{
            status: (
              <strong>
                <CompanyStatusWords status={status} />
              </strong>
            ),
          }}
        />
        {flag ? ' ' : ''}
        {flag ? (
          flag.date ? (
            <T
              id="company.verdict.sourceDated"
              values={{ source: sourceNode(flag.source), date: formatDateGB(flag.date) }}
            />
          ) : (
            <T id="company.verdict.source" values={{ source: sourceNode(flag.source) }} />
          )
        ) : null}
      </p>
    </section>
  );
}
