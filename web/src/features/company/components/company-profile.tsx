import type { ReactNode } from 'react';
import type { TrustScore } from '@trusthive/contracts';
import type { LoadedCompanyProfile } from '../api/get-company';
import { BrandPortfolio } from './brand-portfolio';
import { ClaimBanner } from './claim-banner';
import { CompanyHeader } from './company-header';
import { CompanyMeta } from './company-meta';
import { correctionNoteFor } from './correction-note';
import { CompanyStatusBanner } from './company-status-banner';
import {
  CompanyClassification,
  CompanyOverview,
  FinancialDetails,
  GstDetailsSection,
  IndustryClassification,
  RegistrationDetails,
  RegulatoryInformation,
  VerificationStatus,
} from './company-sections';
import { GoogleBusinessSlot } from './google-business-slot';
import { IdentifierChecks } from './identifier-checks';
import { OwnerAbout } from './owner-about';
import { RegistryChanges } from './registry-changes';
import {
  ChargesSection,
  DirectorsTable,
  FilingsSection,
  type RegistryLookupState,
} from './registry-sections';
import { ResellerSells } from './reseller-sells';
import { TrustScoreSection } from './trust-score-section';
import { UpheldReports } from './upheld-reports';

type CompanyProfileProps = {
  profile: LoadedCompanyProfile;
  score: TrustScore | undefined;
  scoreFailed: boolean;
  onWebsiteClick?: (websiteUrl: string) => void;
  /** The Google Business Information section (enrichment feature), when there is one. */
  googleBusiness?: ReactNode;
  /** Where the registry provider's lookup stands (issue 41). */
  registryLookup?: RegistryLookupState;
  /** The header's Follow control (watchlist feature, issue 43). */
  follow?: ReactNode;
};

/** The loaded profile: every part of spec §2 "Company profile", in its order. */
export function CompanyProfileView({
  profile,
  score,
  scoreFailed,
  googleBusiness,
  onWebsiteClick,
  registryLookup = { status: 'not-asked' },
  follow,
}: CompanyProfileProps) {
  const { company, brands, sells, gst, directors, provenance, identifierChecks } = profile;
  const { claimStatus, upheldReports, gstRegistrations, registry, registryChanges } = profile;
  return (
    <div className="container page company-profile">
      <CompanyMeta profile={profile} score={score} />
      <CompanyHeader
        company={company}
        websiteNote={correctionNoteFor(provenance, 'website')}
        score={score}
        scoreFailed={scoreFailed}
        follow={follow}
        {...(onWebsiteClick ? { onWebsiteClick } : {})}
      />
      <CompanyStatusBanner status={company.status} redFlags={score?.redFlags} />
      <ClaimBanner companyId={company.id} claimStatus={claimStatus} />
      <OwnerAbout company={company} provenance={provenance} />
      <BrandPortfolio brands={brands} submittedOn={provenance.ownerSubmittedOn} />
      <ResellerSells sells={sells} />
      <GoogleBusinessSlot>{googleBusiness}</GoogleBusinessSlot>
      <TrustScoreSection score={score} failed={scoreFailed} />
      <UpheldReports reports={upheldReports} />
      <div className="company-profile__grid">
        <VerificationStatus company={company} provenance={provenance} />
        <IdentifierChecks readings={identifierChecks} />
        <CompanyOverview company={company} provenance={provenance} />
        <RegistrationDetails company={company} provenance={provenance} />
        <CompanyClassification company={company} provenance={provenance} />
        <FinancialDetails company={company} provenance={provenance} />
        <IndustryClassification company={company} provenance={provenance} />
      </div>
      <RegistryChanges changes={registryChanges} />
      <DirectorsTable
        directors={directors}
        companyId={company.id}
        registry={registry}
        lookup={registryLookup}
      />
      <div className="company-profile__grid">
        <FilingsSection registry={registry} lookup={registryLookup} />
        <ChargesSection registry={registry} lookup={registryLookup} />
      </div>
      <div className="company-profile__grid">
        <RegulatoryInformation company={company} provenance={provenance} />
        <GstDetailsSection
          gst={gst}
          registrations={gstRegistrations}
          provenance={provenance}
          companyId={company.id}
        />
      </div>
    </div>
  );
}
