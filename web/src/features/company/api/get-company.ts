import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand, CompanyProfile } from '@trusthive/contracts';
import { apiClient, lazySchema } from '../../../lib/api-client';
import { refuseImpossibleCompanyId } from '../../../lib/company-id';
import { companyKeys } from './company-keys';

// The profile arrives in one response. Its brands are read on their own so that a bad brand
// list shows 'Failed to load brands' in the Brand Portfolio card (spec §8) instead of taking
// the whole profile down. The schemas load with the first fetch (lazySchema).
const schemas = () => import('./response-schemas');
const profileEnvelopeSchema = lazySchema(() =>
  schemas().then((loaded) => loaded.profileEnvelopeSchema),
);

export type LoadedCompanyProfile = Omit<CompanyProfile, 'brands'> & {
  /** null when the brand list could not be read. */
  brands: Brand[] | null;
};

export async function getCompany(id: string, signal?: AbortSignal): Promise<LoadedCompanyProfile> {
  refuseImpossibleCompanyId(id);
  const profile = await apiClient.get(`/companies/${id}`, {
    signal,
    schema: profileEnvelopeSchema,
  });
  const { brandListSchema } = await schemas();
  const brands = brandListSchema.safeParse(profile.brands);
  return { ...profile, brands: brands.success ? brands.data : null };
}

export const companyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: companyKeys.detail(id),
    queryFn: ({ signal }) => getCompany(id, signal),
  });

export function useCompany(id: string) {
  return useQuery(companyQueryOptions(id));
}
