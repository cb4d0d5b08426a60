import type { Company, GstDetails, GstnRegistration, Provenance } from '@trusthive/contracts';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { T } from '../../../i18n/trans';
import {
  displayText,
  formatDateGB,
  formatRupees,
  formatRupeesShort,
  notAvailable,
} from '../../../lib/format';
import { correctionNoteFor } from './correction-note';
import { CorrectionLink, DetailCard } from './detail-card';
import {
  gstBadgeView,
  mcaBadgeView,
  ratingSourceTexts,
  registrySourceText,
  type BadgeView,
} from './provenance';
import { CompanyStatusBadge } from './status-badge';
import { GstnRegistrations } from './gstn-registrations';

// The profile's information sections (spec §2), in the spec's order. Every value goes through
// a formatter with a default, so a company with missing fields never shows undefined/null/NaN.
// Each section links to "Request a correction" for its own fields (issue 18), and a value set by
// an accepted correction says so beside it.

const correctionHref = (companyId: number, section: string) =>
  paths.correction.getHref(String(companyId), section);

const present = (value: string | null | undefined) => displayText(value) !== displayText(null);

/** A value as the registry (or the company) wrote it: never translated; the default when none. */
export const kept = (value: string | null | undefined): ReactNode =>
  present(value) ? <span translate="no">{displayText(value)}</span> : displayText(null);

/** A CIN reads whole: on a narrow card the line breaks before it, never inside it. */
const cinValue = (cin: string | null) =>
  displayText(cin) === notAvailable() ? (
    displayText(null)
  ) : (
    <span className="no-break" translate="no">
      {cin}
    </span>
  );

/** The exact amount and its crore or lakh reading, each whole; the line may break between them. */
export function CapitalValue({ value }: { value: number | string | null }) {
  const short = formatRupeesShort(value);
  return (
    <>
      <span className="no-break">{formatRupees(value)}</span>
      {short ? (
        <>
          {' '}
          <span className="no-break">({short})</span>
        </>
      ) : null}
    </>
  );
}

/**
 * Where the registry facts come from, as registrySourceText says it, with the MCA file's name
 * kept from translation.
 */
export function RegistrySource({ registry }: { registry: Provenance['registry'] }) {
  if (registry.origin !== 'mca_file' || registry.file === null) {
    return <>{registrySourceText(registry)}</>;
  }
  return (
    <T
      id="company.provenance.mcaFile"
      values={{
        file: <span translate="no">{registry.file}</span>,
        date: registry.fileDate
          ? formatDateGB(registry.fileDate)
          : t('company.provenance.dateNotRecorded'),
      }}
    />
  );
}

/** The three badges, each with where it comes from (issue 20 #1), and the rating sources. */
export function VerificationStatus({
  company,
  provenance,
}: {
  company: Company;
  provenance: Provenance;
}) {
  const items: BadgeView[] = [
    { ...mcaBadgeView(provenance), sourceLine: <RegistrySource registry={provenance.registry} /> },
    gstBadgeView(provenance),
    {
      label: t('company.verification.inStore'),
      tone: company.hasStorefront ? 'green' : 'grey',
      icon: company.hasStorefront ? '✓' : '–',
      badge: company.hasStorefront
        ? t('company.provenance.verified')
        : t('company.provenance.notVerified'),
      detail: company.hasStorefront
        ? t('company.verification.storeAuthenticated')
        : t('company.verification.notAuthenticated'),
      source: t('company.verification.ownRecords'),
    },
  ];
  const ratings = ratingSourceTexts(provenance);
  return (
    <section className="card" aria-labelledby="verification-status-title">
      <h2 id="verification-status-title" className="card__title">
        {t('company.verification.title')}
      </h2>
      <ul className="verification-list">
        {items.map((item) => (
          <li key={item.label} className="verification-list__item" data-testid="verification-item">
            <span className={`verification-list__icon tone-${item.tone}`} aria-hidden="true">
              {item.icon}
            </span>
            <div>
              <p className="verification-list__label">{item.label}</p>
              <p className="muted">{item.detail}</p>
              <p className="source-line muted" data-testid="badge-source">
                {item.sourceLine ?? item.source}
              </p>
            </div>
            <span
              className={`badge badge--${item.tone}`}
              title={item.source}
              {...(item.badgeIsRegistry ? { translate: 'no' as const } : {})}
            >
              {item.badge}
            </span>
          </li>
        ))}
      </ul>
      {ratings.length > 0 ? (
        <p className="source-line muted" data-testid="rating-source">
          {t('company.verification.ratings', { list: ratings.join('; ') })}
        </p>
      ) : null}
    </section>
  );
}

export function CompanyOverview({
  company,
  provenance,
}: {
  company: Company;
  provenance: Provenance;
}) {
  return (
    <DetailCard
      source={<RegistrySource registry={provenance.registry} />}
      id="company-overview-title"
      title={t('company.overview.title')}
      correctionHref={correctionHref(company.id, 'overview')}
      rows={[
        { label: t('company.field.status'), value: <CompanyStatusBadge status={company.status} /> },
        { label: t('company.field.companyName'), value: kept(company.name) },
        { label: t('company.field.cin'), value: cinValue(company.cin) },
        {
          label: t('company.field.email'),
          value: present(company.email) ? (
            <a href={`mailto:${company.email?.trim()}`} translate="no">
              {company.email?.trim()}
            </a>
          ) : (
            displayText(null)
          ),
          note: correctionNoteFor(provenance, 'email'),
        },
      ]}
    />
  );
}

export function RegistrationDetails({
  company,
  provenance,
}: {
  company: Company;
  provenance: Provenance;
}) {
  return (
    <DetailCard
      source={<RegistrySource registry={provenance.registry} />}
      id="registration-details-title"
      title={t('company.registration.title')}
      correctionHref={correctionHref(company.id, 'registration')}
      rows={[
        {
          label: t('company.field.registrationDate'),
          value: formatDateGB(company.registrationDate),
        },
        { label: t('company.field.roc'), value: kept(company.roc) },
        {
          label: t('company.field.registeredOfficeAddress'),
          value: kept(company.registeredOfficeAddress),
          note: correctionNoteFor(provenance, 'registeredOfficeAddress'),
        },
        { label: t('company.field.state'), value: kept(company.state) },
        {
          label: t('company.field.pincode'),
          value: displayText(company.pincode),
          note: correctionNoteFor(provenance, 'pincode'),
        },
      ]}
    />
  );
}

export function CompanyClassification({
  company,
  provenance,
}: {
  company: Company;
  provenance: Provenance;
}) {
  return (
    <DetailCard
      source={<RegistrySource registry={provenance.registry} />}
      id="company-classification-title"
      title={t('company.classification.title')}
      correctionHref={correctionHref(company.id, 'classification')}
      rows={[
        { label: t('company.field.entityType'), value: kept(company.entityType) },
        { label: t('company.field.category'), value: kept(company.category) },
        { label: t('company.field.subCategory'), value: kept(company.subCategory) },
        { label: t('company.field.companyClass'), value: kept(company.companyClass) },
      ]}
    />
  );
}

export function FinancialDetails({
  company,
  provenance,
}: {
  company: Company;
  provenance: Provenance;
}) {
  return (
    <DetailCard
      source={<RegistrySource registry={provenance.registry} />}
      id="financial-details-title"
      title={t('company.financial.title')}
      correctionHref={correctionHref(company.id, 'financial')}
      rows={[
        {
          label: t('company.field.authorizedCapital'),
          value: <CapitalValue value={company.authorizedCapital} />,
        },
        {
          label: t('company.field.paidUpCapital'),
          value: <CapitalValue value={company.paidUpCapital} />,
        },
      ]}
    />
  );
}

export function IndustryClassification({
  company,
  provenance,
}: {
  company: Company;
  provenance: Provenance;
}) {
  return (
    <DetailCard
      source={<RegistrySource registry={provenance.registry} />}
      id="industry-classification-title"
      title={t('company.industry.title')}
      correctionHref={correctionHref(company.id, 'industry')}
      rows={[
        { label: t('company.field.industry'), value: kept(company.industrialClassification) },
        { label: t('company.field.nicCode'), value: displayText(company.nicCode) },
        {
          label: t('company.field.businessCategory'),
          value: kept(company.businessCategory),
          note: correctionNoteFor(provenance, 'businessCategory'),
        },
      ]}
    />
  );
}

export function RegulatoryInformation({
  company,
  provenance,
}: {
  company: Company;
  provenance: Provenance;
}) {
  return (
    <DetailCard
      source={<RegistrySource registry={provenance.registry} />}
      id="regulatory-information-title"
      title={t('company.regulatory.title')}
      correctionHref={correctionHref(company.id, 'regulatory')}
      rows={[
        { label: t('company.field.listingStatus'), value: kept(company.listingStatus) },
        { label: t('company.field.companyOrigin'), value: kept(company.companyOrigin) },
        {
          label: t('company.field.latestAnnualReturn'),
          value: formatDateGB(company.latestAnnualReturn),
        },
        {
          label: t('company.field.latestBalanceSheet'),
          value: formatDateGB(company.latestBalanceSheet),
        },
        {
          label: t('company.field.gstNumber'),
          value: <span className="mono">{kept(company.gstNumber)}</span>,
        },
        {
          label: t('company.field.pan'),
          value: <span className="mono">{kept(company.panNumber)}</span>,
        },
      ]}
    />
  );
}

export function GstDetailsSection({
  gst,
  registrations,
  provenance,
  companyId,
}: {
  gst: GstDetails | null;
  registrations: GstnRegistration[];
  provenance: Provenance;
  companyId: number;
}) {
  // What the GST network describes stands in for "not verified" (issue 40); details someone
  // gave stay in their own card beside it.
  if (!gst && registrations.length > 0) return <GstnRegistrations registrations={registrations} />;
  if (!gst) {
    return (
      <section className="card" aria-labelledby="gst-details-title">
        <h2 id="gst-details-title" className="card__title">
          {t('company.gstDetails.title')}
        </h2>
        <p className="muted">{t('company.gstDetails.notVerified')}</p>
        <CorrectionLink
          href={correctionHref(companyId, 'gst')}
          title={t('company.gstDetails.title')}
        />
      </section>
    );
  }
  const details = (
    <DetailCard
      id="gst-details-title"
      correctionHref={correctionHref(companyId, 'gst')}
      source={t('company.provenance.gstStored', {
        date: formatDateGB(provenance.gstDetailsStoredOn, t('company.gstDetails.aDateNotRecorded')),
      })}
      title={t('company.gstDetails.title')}
      rows={[
        { label: t('company.field.gstin'), value: <span className="mono">{kept(gst.gstin)}</span> },
        { label: t('company.field.registrationDate'), value: formatDateGB(gst.registrationDate) },
        { label: t('company.field.natureOfBusiness'), value: kept(gst.natureOfBusiness) },
        { label: t('company.field.pan'), value: <span className="mono">{kept(gst.pan)}</span> },
        { label: t('company.field.businessName'), value: kept(gst.businessName) },
        { label: t('company.field.gstEntityType'), value: kept(gst.entityType) },
        {
          label: t('company.field.departmentCodeAndType'),
          value: kept(gst.departmentCodeAndType),
        },
      ]}
    />
  );
  if (registrations.length === 0) return details;
  return (
    <>
      {details}
      <GstnRegistrations registrations={registrations} />
    </>
  );
}
