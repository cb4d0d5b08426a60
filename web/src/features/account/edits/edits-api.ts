import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LOGO_UPLOAD_FIELDS,
  contactEmailConfirmedSchema,
  logoUploadResponseSchema,
  ownerChangeRequestSchema,
  ownerChangeRequestsSchema,
  ownerCompanyProfileSchema,
  type ContactEmailConfirmed,
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

/**
 * The answer is the profile as visitors now see it, with what waits (issue 37): a logo or phone
 * for review (a new change request, so the list is read again), a contact e-mail for its link.
 */
export function useEditOwnerProfile(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: OwnerProfileEditInput) =>
      ownerClient.patch(`/account/companies/${companyId}`, {
        body: edit,
        schema: ownerCompanyProfileSchema,
      }),
    onSuccess: (profile) => {
      queryClient.setQueryData(editKeys.profile(companyId), profile);
      void queryClient.invalidateQueries({ queryKey: editKeys.requests(companyId) });
    },
  });
}

/** Spends the link mailed to a new contact e-mail (issue 37); no owner session needed. */
export function confirmContactEmail(token: string): Promise<ContactEmailConfirmed> {
  return apiClient.post('/account/contact-email/confirmations', {
    body: { token },
    schema: contactEmailConfirmedSchema,
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
