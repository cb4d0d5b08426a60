import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LOGO_UPLOAD_FIELDS,
  logoUploadResponseSchema,
  ownerChangeRequestSchema,
  ownerChangeRequestsSchema,
  ownerCompanyProfileSchema,
  type LogoUploadResponse,
  type OwnerChangeRequestInput,
  type OwnerProfileEditInput,
} from '@trusthive/contracts';
import { apiClient } from '../../../lib/api-client';
import { ownerClient } from '../api';

// An owner's edits of one company (issue 19): the profile as visitors see it, the changes
// applied at once, and the requests that wait for the TrustHive team.

const editKeys = {
  all: (companyId: number) => ['owner', 'company', companyId] as const,
  profile: (companyId: number) => [...editKeys.all(companyId), 'profile'] as const,
  requests: (companyId: number) => [...editKeys.all(companyId), 'change-requests'] as const,
};

export function useOwnerCompanyProfile(companyId: number) {
  return useQuery({
    queryKey: editKeys.profile(companyId),
    retry: false,
    queryFn: () =>
      ownerClient.get(`/account/companies/${companyId}/profile`, {
        schema: ownerCompanyProfileSchema,
      }),
  });
}

export function useOwnerChangeRequests(companyId: number) {
  return useQuery({
    queryKey: editKeys.requests(companyId),
    retry: false,
    queryFn: () =>
      ownerClient.get(`/account/companies/${companyId}/change-requests`, {
        schema: ownerChangeRequestsSchema,
      }),
  });
}

/** Applied at once: the answer is the profile as visitors now see it. */
export function useEditOwnerProfile(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: OwnerProfileEditInput) =>
      ownerClient.patch(`/account/companies/${companyId}`, {
        body: edit,
        schema: ownerCompanyProfileSchema,
      }),
    onSuccess: (profile) => queryClient.setQueryData(editKeys.profile(companyId), profile),
  });
}

export function useRequestOwnerChange(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OwnerChangeRequestInput) =>
      ownerClient.post(`/account/companies/${companyId}/change-requests`, {
        body: change,
        schema: ownerChangeRequestSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: editKeys.requests(companyId) }),
  });
}

/** The logo upload every form uses (the service checks and stores it; the URL is then saved). */
export function uploadOwnerLogo(file: File, companyName: string): Promise<LogoUploadResponse> {
  const body = new FormData();
  // The name goes first: the service reads fields before it streams the file.
  body.append(LOGO_UPLOAD_FIELDS.name, companyName);
  body.append(LOGO_UPLOAD_FIELDS.file, file, file.name);
  return apiClient.post('/uploads/logos', { body, schema: logoUploadResponseSchema });
}
