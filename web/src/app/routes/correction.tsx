import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
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
import { SECTION_TITLES } from '../../features/correction/correction-labels';
import { t } from '../../i18n';
import { T } from '../../i18n/trans';
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
  const sectionKey = isCorrectionSection(requested) ? requested : null;
  const section = sectionKey ? CORRECTION_SECTIONS[sectionKey] : null;
  const initialField = section?.fields[0] ?? '';
  const profileHref = paths.company.getHref(String(company.id));
  return (
    <ContentLayout
      title={t('forms.correction.title')}
      documentTitle={t('forms.correction.documentTitle', { name: company.name })}
      lead={
        <T
          id="forms.correction.lead"
          values={{ name: company.name }}
          components={{ 0: <Link to={profileHref} translate="no" /> }}
        />
      }
    >
      <div className="submission-layout">
        {sent ? (
          <SubmissionCard
            headingId="correction-sent"
            role="status"
            title={t('forms.correction.submitted.title')}
          >
            <p>{t('forms.correction.submitted.message')}</p>
            <p>
              <Link to={profileHref}>
                <T
                  id="forms.correction.backToProfile"
                  values={{ name: company.name }}
                  components={{ 0: <span translate="no" /> }}
                />
              </Link>
            </p>
          </SubmissionCard>
        ) : (
          <section className="submission-card" aria-label={t('forms.correction.formLabel')}>
            {sectionKey && section && section.fields.length === 0 ? (
              <p className="correction-registry-note" data-testid="registry-only">
                {t('forms.correction.registryOnly', {
                  section: t(SECTION_TITLES[sectionKey]),
                })}{' '}
                <Link to={paths.contact.getHref()}>{t('forms.correction.contactSupport')}</Link>
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
