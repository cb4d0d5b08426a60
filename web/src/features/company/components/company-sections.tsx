import type { Company, GstDetails, GstnRegistration, Provenance } from '@trusthive/contracts';
import { paths } from '../../../config/paths';
import {
  displayText,
  formatDateGB,
  formatRupees,
  formatRupeesShort,
  NOT_AVAILABLE,
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

/** A CIN reads whole: on a narrow card the line breaks before it, never inside it. */
const cinValue = (cin: string | null) =>
  displayText(cin) === NOT_AVAILABLE ? NOT_AVAILABLE : <span className="no-break">{cin}</span>;

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

/** The three badges, each with where it comes from (issue 20 #1), and the rating sources. */
export function VerificationStatus({
  company,
  provenance,
}: {
  company: Company;
  provenance: Provenance;
}) {
  const items: BadgeView[] = [
    mcaBadgeView(provenance),
    gstBadgeView(provenance),
    {
      label: 'In-Store Authentication',
      tone: company.hasStorefront ? 'green' : 'grey',
      icon: company.hasStorefront ? '✓' : '–',
      badge: company.hasStorefront ? 'Verified' : 'Not Verified',
      detail: company.hasStorefront ? 'Physical store authenticated' : 'Not authenticated yet',
      source: "Source: TrustHive's own records",
    },
  ];
  const ratings = ratingSourceTexts(provenance);
  return (
    <section className="card" aria-labelledby="verification-status-title">
      <h2 id="verification-status-title" className="card__title">
        Verification Status
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
                {item.source}
              </p>
            </div>
            <span className={`badge badge--${item.tone}`} title={item.source}>
              {item.badge}
            </span>
          </li>
        ))}
      </ul>
      {ratings.length > 0 ? (
        <p className="source-line muted" data-testid="rating-source">
          Ratings: {ratings.join('; ')}
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
      source={registrySourceText(provenance.registry)}
      id="company-overview-title"
      title="Company Overview"
      correctionHref={correctionHref(company.id, 'overview')}
      rows={[
        { label: 'Status', value: <CompanyStatusBadge status={company.status} /> },
        { label: 'Company Name', value: displayText(company.name) },
        { label: 'CIN', value: cinValue(company.cin) },
        {
          label: 'Email',
          value: present(company.email) ? (
            <a href={`mailto:${company.email?.trim()}`}>{company.email?.trim()}</a>
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
      source={registrySourceText(provenance.registry)}
      id="registration-details-title"
      title="Registration Details"
      correctionHref={correctionHref(company.id, 'registration')}
      rows={[
        { label: 'Registration Date', value: formatDateGB(company.registrationDate) },
        { label: 'Registrar of Companies', value: displayText(company.roc) },
        {
          label: 'Registered Office Address',
          value: displayText(company.registeredOfficeAddress),
          note: correctionNoteFor(provenance, 'registeredOfficeAddress'),
        },
        { label: 'State', value: displayText(company.state) },
        {
          label: 'PIN Code',
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
      source={registrySourceText(provenance.registry)}
      id="company-classification-title"
      title="Company Classification"
      correctionHref={correctionHref(company.id, 'classification')}
      rows={[
        { label: 'Company Type', value: displayText(company.entityType) },
        { label: 'Category', value: displayText(company.category) },
        { label: 'Sub-Category', value: displayText(company.subCategory) },
        { label: 'Class', value: displayText(company.companyClass) },
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
      source={registrySourceText(provenance.registry)}
      id="financial-details-title"
      title="Financial Details"
      correctionHref={correctionHref(company.id, 'financial')}
      rows={[
        { label: 'Authorized Capital', value: <CapitalValue value={company.authorizedCapital} /> },
        { label: 'Paid-up Capital', value: <CapitalValue value={company.paidUpCapital} /> },
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
      source={registrySourceText(provenance.registry)}
      id="industry-classification-title"
      title="Industry Classification"
      correctionHref={correctionHref(company.id, 'industry')}
      rows={[
        { label: 'Industry', value: displayText(company.industrialClassification) },
        { label: 'NIC Code', value: displayText(company.nicCode) },
        {
          label: 'Business Category',
          value: displayText(company.businessCategory),
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
      source={registrySourceText(provenance.registry)}
      id="regulatory-information-title"
      title="Regulatory Information"
      correctionHref={correctionHref(company.id, 'regulatory')}
      rows={[
        { label: 'Listing Status', value: displayText(company.listingStatus) },
        { label: 'Company Origin', value: displayText(company.companyOrigin) },
        { label: 'Latest Annual Return', value: formatDateGB(company.latestAnnualReturn) },
        { label: 'Latest Balance Sheet', value: formatDateGB(company.latestBalanceSheet) },
        {
          label: 'GST Number',
          value: <span className="mono">{displayText(company.gstNumber)}</span>,
        },
        { label: 'PAN', value: <span className="mono">{displayText(company.panNumber)}</span> },
      ]}
    />
  );
}

export const GST_NOT_VERIFIED =
  "This company's GST details are currently not verified. TrustHive will auto-link them once data becomes available.";

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
          GST Details
        </h2>
        <p className="muted">{GST_NOT_VERIFIED}</p>
        <CorrectionLink href={correctionHref(companyId, 'gst')} title="GST Details" />
      </section>
    );
  }
  const details = (
    <DetailCard
      id="gst-details-title"
      correctionHref={correctionHref(companyId, 'gst')}
      source={`Source: GST registration details, stored on ${formatDateGB(provenance.gstDetailsStoredOn, 'a date not recorded')}`}
      title="GST Details"
      rows={[
        { label: 'GSTIN', value: <span className="mono">{displayText(gst.gstin)}</span> },
        { label: 'Registration Date', value: formatDateGB(gst.registrationDate) },
        { label: 'Nature of Business', value: displayText(gst.natureOfBusiness) },
        { label: 'PAN', value: <span className="mono">{displayText(gst.pan)}</span> },
        { label: 'Business Name', value: displayText(gst.businessName) },
        { label: 'Entity Type', value: displayText(gst.entityType) },
        { label: 'Department Code and Type', value: displayText(gst.departmentCodeAndType) },
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
