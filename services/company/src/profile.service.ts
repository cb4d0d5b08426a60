import { COMPANY_MESSAGES, parseCompanyId } from '@trusthive/contracts';
import { NotFoundError, type ServiceDeps } from '@trusthive/platform';
import { toMaskedProfile } from './masking';
import { findCompanyProfile } from './repositories/company.repository';

const companyNotFound = () =>
  new NotFoundError(COMPANY_MESSAGES.notFoundTitle, COMPANY_MESSAGES.notFoundMessage);

/** A company's public profile, masked; 404 for an id that is none or names no public company. */
export async function getCompanyProfile(db: ServiceDeps['db'], rawId: string) {
  const id = parseCompanyId(rawId);
  if (id === null) throw companyNotFound();
  const row = await findCompanyProfile(db, id);
  if (!row) throw companyNotFound();
  return toMaskedProfile(row);
}
