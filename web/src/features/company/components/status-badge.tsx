import { companyStatusKind } from '@trusthive/contracts';
import { companyStatusWords } from '../../../components/ui/company-status-flag';
import { t } from '../../../i18n';
import { companyStatusTone } from './status-tone';

/** The company status in its spec §4 colour, in the words every page uses (issue 36). */
export function CompanyStatusBadge({ status }: { status: string | null }) {
  return (
    <span className={`badge badge--${companyStatusTone(status)}`} data-testid="company-status">
      <CompanyStatusWords status={status} />
    </span>
  );
}

/**
 * The contract's companyStatusText in the page's language: "Unknown status", "Not yet matched
 * with MCA records" for a self-registration's placeholder, "Active", MCA's fixed statuses as
 * every card says them (components/ui/company-status-flag), or else the registry's own words,
 * kept from translation.
 */
export function CompanyStatusWords({ status }: { status: string | null | undefined }) {
  const text = companyStatusWordsText(status);
  return text === status?.trim() ? <span translate="no">{text}</span> : <>{text}</>;
}

/** The same as plain text (a page's title or description). */
export function companyStatusWordsText(status: string | null | undefined): string {
  const text = status?.trim() ?? '';
  if (text === '') return t('company.status.unknown');
  const kind = companyStatusKind(text);
  if (kind === 'unknown') return t('company.verdict.notMatched');
  if (kind === 'active') return t('company.verdict.statusActive');
  // MCA's fixed statuses in the words every card uses; any other as the registry wrote it.
  return companyStatusWords(text) ?? text;
}
