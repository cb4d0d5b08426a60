import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { companyProfileSchema, companySchema } from '@trusthive/contracts';
import { apiClient } from '../../../lib/api-client';
import { refuseImpossibleCompanyId } from '../../../lib/company-id';
import { claimKeys } from './claim-keys';

// Spec §7 "Claim": the flow reads the name, CIN and registered address of the company, and
// whether it is already claimed or has a claim under review (issue 36: the page says so before
// anyone uploads documents); the rest of the profile answer is dropped by the schema.
const claimCompanySchema = companySchema.pick({
  id: true,
  name: true,
  cin: true,
  registeredOfficeAddress: true,
});
const claimCompanyEnvelopeSchema = z.object({
  company: claimCompanySchema,
  claimStatus: companyProfileSchema.shape.claimStatus,
});

export type ClaimCompany = z.infer<typeof claimCompanySchema> & {
  claimStatus: z.infer<typeof claimCompanyEnvelopeSchema>['claimStatus'];
};

export async function getClaimCompany(id: string, signal?: AbortSignal): Promise<ClaimCompany> {
  refuseImpossibleCompanyId(id);
  const { company, claimStatus } = await apiClient.get(`/companies/${id}`, {
    signal,
    schema: claimCompanyEnvelopeSchema,
  });
  return { ...company, claimStatus };
}

export const claimCompanyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: claimKeys.company(id),
    queryFn: ({ signal }) => getClaimCompany(id, signal),
  });

export function useClaimCompany(id: string) {
  return useQuery(claimCompanyQueryOptions(id));
}
