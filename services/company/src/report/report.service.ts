import type { ServiceDeps } from '@trusthive/platform';
import { getCompanyProfile } from '../profile.service';
import { reportContent } from './report-content';
import { reportFileName } from './report-format';
import { renderReportPdf } from './report-pdf';

export interface CompanyReport {
  fileName: string;
  pdf: Buffer;
}

/**
 * The company report (issue 43 part 5): the profile's one read, masked as the page is, written
 * as a PDF. An id the profile answers 404 is answered 404 here too, in the same words.
 */
export async function getCompanyReport(
  db: ServiceDeps['db'],
  rawId: string,
  options: { publicBaseUrl: string; now?: () => Date },
): Promise<CompanyReport> {
  const profile = await getCompanyProfile(db, rawId);
  const generatedAt = options.now?.() ?? new Date();
  // The page the site links to for this company (web/src/config/paths.ts).
  const liveUrl = `${options.publicBaseUrl}/company/${profile.company.id}`;
  const pdf = await renderReportPdf(reportContent(profile, { generatedAt, liveUrl }));
  return { fileName: reportFileName(profile.company, generatedAt), pdf };
}
