import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  CORRECTION_MESSAGES,
  CORRECTION_SECTIONS,
  isCorrectionSection,
  type CorrectableField,
  type Company,
} from '@trusthive/contracts';
import { ContentLayout } from '../../components/layouts/content-layout';
import { PageLoader } from '../../components/ui/page-loader';
import { SubmissionCard } from '../../components/ui/submission-card';
import { paths } from '../../config/paths';
import { useCompany } from '../../features/company/api/get-company';
import { CompanyNotFound } from '../../features/company/components/company-not-found';
import { CorrectionForm } from '../../features/correction/components/correction-form';
import '../../styles/submissions.css';

/** /company/{id}/correction?section=…: "Request a correction" for one company (issue 18). */
export default function CorrectionRoute() {
  const id = useParams().id ?? '';
  const company = useCompany(id);
  if (company.isError) return <CompanyNotFound />;
  if (!company.data) return <PageLoader />;
  return <CorrectionPage key={id} company={company.data.company} />;
}

const currentValuesOf = (company: Company): Record<CorrectableField, string | null> => ({
  email: company.email,
  website: company.website,
  registeredOfficeAddress: company.registeredOfficeAddress,
  pincode: company.pincode,
  businessCategory: company.businessCategory,
});

function CorrectionPage({ company }: { company: Company }) {
  const [params] = useSearchParams();
  const [sent, setSent] = useState(false);
  const requested = params.get('section');
  const section = isCorrectionSection(requested) ? CORRECTION_SECTIONS[requested] : null;
  const initialField = section?.fields[0] ?? '';
  const profileHref = paths.company.getHref(String(company.id));
  return (
    <ContentLayout
      title={CORRECTION_MESSAGES.linkLabel}
      documentTitle={`${CORRECTION_MESSAGES.linkLabel}: ${company.name}`}
      lead={
        <>
          For <Link to={profileHref}>{company.name}</Link>. Tell us which field is wrong, what it
          should say and what shows it.
        </>
      }
    >
      <div className="submission-layout">
        {sent ? (
          <SubmissionCard
            headingId="correction-sent"
            role="status"
            title={CORRECTION_MESSAGES.submitted.title}
          >
            <p>{CORRECTION_MESSAGES.submitted.message}</p>
            <p>
              <Link to={profileHref}>Back to the profile of {company.name}</Link>
            </p>
          </SubmissionCard>
        ) : (
          <section className="submission-card" aria-label="Correction form">
            {section && section.fields.length === 0 ? (
              <p className="correction-registry-note" data-testid="registry-only">
                {CORRECTION_MESSAGES.registryOnly(section.title)}{' '}
                <Link to={paths.contact.getHref()}>Contact Support</Link>
              </p>
            ) : null}
            <CorrectionForm
              companyId={company.id}
              currentValues={currentValuesOf(company)}
              initialField={initialField}
              onSubmitted={() => setSent(true)}
            />
          </section>
        )}
      </div>
    </ContentLayout>
  );
}
