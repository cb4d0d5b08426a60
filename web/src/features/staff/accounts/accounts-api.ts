import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffAccountSchema,
  staffAccountsListSchema,
  type NewStaffAccount,
  type StaffAccountPatch,
} from '@trusthive/contracts';
import { staffClient } from '../api/staff-client';

const accountsKey = ['staff', 'accounts'] as const;

export function useStaffAccounts() {
  return useQuery({
    queryKey: accountsKey,
    queryFn: () => staffClient.get('/staff/accounts', { schema: staffAccountsListSchema }),
  });
}

export function useAddStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewStaffAccount) =>
      staffClient.post('/staff/accounts', { body: input, schema: staffAccountSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKey }),
  });
}

export function useChangeStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: StaffAccountPatch }) =>
      staffClient.patch(`/staff/accounts/${id}`, { body: patch, schema: staffAccountSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKey }),
  });
}
