import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Charge, Director, RegistryFacts } from '@trusthive/contracts';
import { paths } from '../../../config/paths';
import { t, type MessageId } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { displayText, formatDateGB, formatDateINShort } from '../../../lib/format';
import { CapitalValue, kept } from './company-sections';
import { directorNoteWords } from './director-note-words';
import { CorrectionLink, DetailCard } from './detail-card';

// Issue 41: what the registry provider says of the company: its board (each director linked
// to their page, with their troubled other companies in plain words), its index of charges and
// its filing dates, each with "Source: MCA data via {provider}, as of {date}". While the first
// lookup runs, each block says so and fills in when it lands (the route reads the profile
// again); a company the provider was never asked about says that plainly.

/**
 * Where the registry lookup stands when the profile has no facts from it: running (the
 * enrichment's registry part is pending), or what it ended with (the provider has no such CIN,
 * or could not be reached), or never asked (no provider).
 */
export type RegistryLookupState =
  { status: 'checking' } | { status: 'ended'; message: string | null } | { status: 'not-asked' };

type RegistryProps = {
  registry: RegistryFacts | null;
  lookup: RegistryLookupState;
};

// The contract's REGISTRY_MESSAGES and CHARGE_STATUSES are held word for word by these messages.
const CHARGE_STATUS_WORDS: Record<Charge['status'], MessageId> = {
  Open: 'company.charges.status.open',
  Satisfied: 'company.charges.status.satisfied',
  Modified: 'company.charges.status.modified',
};

const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** The contract's "5 Dec 2026" (en-GB, short month) read back to a date the page formats. */
function asOfDate(text: string): string | null {
  const match = /^(\d{1,2}) ([A-Z][a-z]{2})[a-z]? (\d{4})$/.exec(text);
  const month = match?.[2] ? SHORT_MONTHS.indexOf(match[2]) : -1;
  if (!match?.[1] || month < 0) return null;
  const iso = `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  return formatDateINShort(iso);
}

/**
 * "Source: MCA data via {provider}, as of {date}" or a stand-in's own words (the contract's
 * registrySource), in the page's language; a source line of another shape as it was sent.
 * The director's page shows the same line.
 */
export function registrySourceWords(source: string): ReactNode {
  const standIn =
    /^Source: a stand-in for the registry \((.+)\), not MCA data(?:, as of (.+))?$/.exec(source);
  const mca = standIn ? null : /^Source: MCA data via (.+?)(?:, as of (.+))?$/.exec(source);
  const match = standIn ?? mca;
  if (!match?.[1]) return source;
  // The provider's name, as it calls itself.
  const provider = <span translate="no">{match[1]}</span>;
  const date = match[2] ? asOfDate(match[2]) : null;
  if (match[2] && !date) return source;
  if (standIn) {
    return date ? (
      <T id="company.registry.sourceStandInAsOf" values={{ provider, date }} />
    ) : (
      <T id="company.registry.sourceStandIn" values={{ provider }} />
    );
  }
  return date ? (
    <T id="company.registry.sourceAsOf" values={{ provider, date }} />
  ) : (
    <T id="company.registry.source" values={{ provider }} />
  );
}

/** What a block says where it has no registry facts yet. */
function Pending({ lookup }: { lookup: RegistryLookupState }) {
  if (lookup.status === 'checking') {
    return (
      <p className="muted registry-checking" role="status">
        <span className="spinner spinner--small" aria-hidden="true" />{' '}
        {t('company.registry.checking')}
      </p>
    );
  }
  const message = lookup.status === 'ended' ? lookup.message : null;
  return <p className="muted">{message ? `${message}.` : t('company.registry.notChecked')}</p>;
}

export function DirectorsTable({
  directors,
  companyId,
  registry,
  lookup,
}: RegistryProps & { directors: Director[]; companyId: number }) {
  return (
    <section
      className="card"
      aria-labelledby="directors-title"
      aria-busy={lookup.status === 'checking'}
    >
      <h2 id="directors-title" className="card__title">
        {t('company.directors.title')}
      </h2>
      {directors.length === 0 ? (
        registry ? (
          <p className="muted">{t('company.directors.none')}</p>
        ) : (
          <Pending lookup={lookup} />
        )
      ) : (
        <ScrollingTable label={t('company.directors.table')}>
          <table className="directors-table">
            <thead>
              <tr>
                <th scope="col">{t('company.directors.name')}</th>
                <th scope="col">{t('company.directors.designation')}</th>
                <th scope="col">{t('company.directors.dinPan')}</th>
                <th scope="col">{t('company.directors.appointedOn')}</th>
              </tr>
            </thead>
            <tbody>
              {directors.map((director) => (
                <tr key={director.id} className={director.ceasedOn ? 'directors-table__left' : ''}>
                  <td>
                    {director.pageId ? (
                      <Link to={paths.director.getHref(director.pageId)}>
                        {kept(director.name)}
                      </Link>
                    ) : (
                      kept(director.name)
                    )}
                    {director.otherCompaniesNote ? (
                      <span className="director-note" data-testid="director-note">
                        {directorNoteWords(director.otherCompaniesNote)}
                      </span>
                    ) : null}
                  </td>
                  <td>
                    {kept(director.designation)}
                    {director.ceasedOn ? (
                      <span className="director-note">
                        {t('company.directors.leftOn', { date: formatDateGB(director.ceasedOn) })}
                      </span>
                    ) : null}
                  </td>
                  <td className="mono">{kept(director.dinPan)}</td>
                  <td>{formatDateGB(director.beginDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
      {registry ? (
        <p className="source-line muted">{registrySourceWords(registry.source)}</p>
      ) : directors.length > 0 ? (
        <p className="source-line muted">{t('company.directors.sourceUnknown')}</p>
      ) : null}
      <CorrectionLink
        href={`${paths.correction.getHref(String(companyId), 'directors')}`}
        title={t('company.directors.title')}
      />
    </section>
  );
}

/**
 * A table wider than a phone scrolls sideways; the scrolling box takes the keyboard's focus so
 * it can be scrolled without a pointer (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" tabIndex={0} role="group" aria-label={label}>
      {children}
    </div>
  );
}

export function ChargesSection({ registry, lookup }: RegistryProps) {
  const open = registry?.openCharges ?? 0;
  return (
    <section
      className="card"
      aria-labelledby="charges-title"
      aria-busy={lookup.status === 'checking'}
    >
      <h2 id="charges-title" className="card__title">
        {t('company.charges.title')}
      </h2>
      {!registry ? (
        <Pending lookup={lookup} />
      ) : registry.charges.length === 0 ? (
        <p className="muted">{t('company.charges.none')}</p>
      ) : (
        <>
          <p className="charges-summary">
            {open === 0
              ? t('company.charges.noneOpen')
              : t('company.charges.open', { count: open })}
          </p>
          <ScrollingTable label={t('company.charges.table')}>
            <table className="charges-table">
              <thead>
                <tr>
                  <th scope="col">{t('company.charges.holder')}</th>
                  <th scope="col">{t('company.charges.amount')}</th>
                  <th scope="col">{t('company.field.status')}</th>
                  <th scope="col">{t('company.charges.createdOn')}</th>
                  <th scope="col">{t('company.charges.satisfiedOn')}</th>
                </tr>
              </thead>
              <tbody>
                {registry.charges.map((charge) => (
                  <tr key={charge.chargeId}>
                    <td translate="no">{charge.holder}</td>
                    <td>
                      {charge.amount === null ? (
                        displayText(null)
                      ) : (
                        <CapitalValue value={charge.amount} />
                      )}
                    </td>
                    <td>{t(CHARGE_STATUS_WORDS[charge.status])}</td>
                    <td>{formatDateGB(charge.createdOn)}</td>
                    <td>{charge.satisfiedOn ? formatDateGB(charge.satisfiedOn) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
        </>
      )}
      {registry ? (
        <p className="source-line muted">{registrySourceWords(registry.source)}</p>
      ) : null}
    </section>
  );
}

export function FilingsSection({ registry, lookup }: RegistryProps) {
  if (!registry) {
    return (
      <section
        className="card"
        aria-labelledby="filings-title"
        aria-busy={lookup.status === 'checking'}
      >
        <h2 id="filings-title" className="card__title">
          {t('company.filings.title')}
        </h2>
        <Pending lookup={lookup} />
      </section>
    );
  }
  const { filings } = registry;
  return (
    <DetailCard
      id="filings-title"
      title={t('company.filings.title')}
      source={registrySourceWords(registry.source)}
      rows={[
        { label: t('company.filings.lastAgm'), value: formatDateGB(filings.lastAgmDate) },
        {
          label: t('company.filings.lastBalanceSheet'),
          value: formatDateGB(filings.lastBalanceSheetDate),
        },
        {
          label: t('company.filings.lastAnnualReturn'),
          value: formatDateGB(filings.lastAnnualReturnDate),
        },
      ]}
    />
  );
}
