import { type CallBody, isSelfStorageError } from '@self-storage/core';
import { marketingConsentRecord } from '@self-storage/core/forms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useClient } from '#app/services-context.tsx';

/**
 * The signed-in customer's own account (extensions of the API, docs/api.md): the profile, its
 * changes, the marketing consent and signing out everywhere; the password change is SPEC's own call.
 */

export const accountKeys = { profile: ['account', 'profile'] as const };

/**
 * A server without the account calls answers their path with HTTP 404 ("No API call at …"): the
 * account page then keeps only what SPEC's own calls do (the password change).
 */
export const notOffered = (error: Error | null): boolean =>
  isSelfStorageError(error) && error.code === 'http_error' && error.status === 404;

export const useProfile = () => {
  const client = useClient();
  return useQuery({
    queryKey: accountKeys.profile,
    queryFn: ({ signal }) => client.account.profile({}, { signal }),
    staleTime: 0,
  });
};

/** Name, phone and address; the answer is the profile shown from then on. */
export const useUpdateProfile = () => {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'updateProfile'>) => client.account.updateProfile(body),
    retry: false,
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile, profile),
  });
};

/** Records the marketing choice at the server's time, as registration records it. */
export const useMarketingConsent = () => {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (granted: boolean) =>
      client.account.marketingConsent({
        consent: marketingConsentRecord(granted, new Date(client.clock.now()).toISOString()),
      }),
    retry: false,
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile, profile),
  });
};

/** Ends every session of the account, this one included. */
export const useLogoutAll = () => {
  const client = useClient();
  return useMutation({
    mutationFn: () => client.account.logoutAll({}),
    retry: false,
  });
};

/** SPEC's password change (customer/change-password), which ends every session of the account. */
export const useChangePassword = () => {
  const client = useClient();
  return useMutation({
    mutationFn: (body: CallBody<'changePassword'>) => client.customer.changePassword(body),
    retry: false,
  });
};
