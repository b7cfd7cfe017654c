import { type AccessPass, isSelfStorageError, type KeyValueStorage } from '@self-storage/core';
import { rentalStatus } from '@self-storage/core/figures';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useClient, useServices, useSessionStore } from '#app/services-context.tsx';
import { SAVED_PASSES_KEY } from '#app/storage.ts';
import { bookingKeys } from './bookings.ts';

/**
 * The access pass of a rental (`booking/access-pass`, docs/api.md), its shares and the gate's log.
 * A pass once read is kept in the app's storage, so with no network the pass is shown again and
 * its code, worked out on the phone, keeps changing; any other failure is shown as it is.
 */

export type Pass = AccessPass['pass'];
export interface PassView extends AccessPass {
  customerServiceId: number;
  /** Read from this phone's storage: the network did not answer. */
  offline: boolean;
}

export const accessKeys = {
  pass: (customerServiceId: number) => [...bookingKeys.one(customerServiceId), 'access-pass'] as const,
  log: (customerServiceId: number) => [...bookingKeys.one(customerServiceId), 'access-log'] as const,
  mine: ['access', 'mine'] as const,
  shared: (token: string) => ['access', 'shared', token] as const,
};

type Saved = Record<string, AccessPass>;

const readSaved = (storage: KeyValueStorage): Saved => {
  try {
    return JSON.parse(storage.getItem(SAVED_PASSES_KEY) ?? '{}') as Saved;
  } catch {
    return {};
  }
};

const save = (storage: KeyValueStorage, id: number, pass: AccessPass): void => {
  try {
    storage.setItem(SAVED_PASSES_KEY, JSON.stringify({ ...readSaved(storage), [id]: pass }));
  } catch {
    // A full or refused storage keeps the pass for this visit only.
  }
};

const unreachable = (error: unknown): boolean =>
  isSelfStorageError(error) && (error.code === 'network' || error.code === 'timeout');

/** A query that answers from storage when the network does not: it runs offline too. */
const ALWAYS = 'always' as const;

export const useAccessPass = (customerServiceId: number) => {
  const client = useClient();
  const session = useSessionStore();
  const { storage } = useServices();
  return useQuery({
    queryKey: accessKeys.pass(customerServiceId),
    networkMode: ALWAYS,
    queryFn: async ({ signal }): Promise<PassView> => {
      try {
        const pass = await client.rental.accessPass(
          { token: session.requireToken(), customer_service_id: customerServiceId },
          { signal },
        );
        save(storage.local, customerServiceId, pass);
        return { ...pass, customerServiceId, offline: false };
      } catch (error) {
        const saved = readSaved(storage.local)[customerServiceId];
        if (saved && unreachable(error)) return { ...saved, customerServiceId, offline: true };
        throw error;
      }
    },
  });
};

/** The passes of the customer's rentals with access (the history's), or those kept here when offline. */
export const useMyPasses = () => {
  const client = useClient();
  const session = useSessionStore();
  const { storage } = useServices();
  return useQuery({
    queryKey: accessKeys.mine,
    networkMode: ALWAYS,
    queryFn: async ({ signal }): Promise<PassView[]> => {
      try {
        const bookings = await client.booking.history({ token: session.requireToken() }, { signal });
        // The rentals the detail shows a pass for: running, or suspended, by the server's today.
        const today = client.clock.today();
        const withAccess = bookings.filter((b) => ['active', 'suspended'].includes(rentalStatus(b, today)));
        return await Promise.all(
          withAccess.map(async (b) => {
            const pass = await client.rental.accessPass(
              { token: session.requireToken(), customer_service_id: b.customerService_id },
              { signal },
            );
            save(storage.local, b.customerService_id, pass);
            return { ...pass, customerServiceId: b.customerService_id, offline: false };
          }),
        );
      } catch (error) {
        if (!unreachable(error)) throw error;
        return Object.entries(readSaved(storage.local)).map(([id, pass]) => ({
          ...pass,
          customerServiceId: Number(id),
          offline: true,
        }));
      }
    },
  });
};

export const useAccessLog = (customerServiceId: number) => {
  const client = useClient();
  const session = useSessionStore();
  return useQuery(
    queryOptions({
      queryKey: accessKeys.log(customerServiceId),
      queryFn: ({ signal }) =>
        client.rental.access(
          { token: session.requireToken(), customer_service_id: customerServiceId },
          { signal },
        ),
    }),
  );
};

const refresh = (queries: QueryClient, customerServiceId: number) =>
  queries.invalidateQueries({ queryKey: accessKeys.pass(customerServiceId) });

/** Shares access with a person for some days; the link in the answer is shown this once. */
export const useShareAccess = (customerServiceId: number) => {
  const client = useClient();
  const session = useSessionStore();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (share: { name: string; phone: string; start_date: string; end_date: string }) =>
      client.rental.shareAccess({
        ...share,
        token: session.requireToken(),
        customer_service_id: customerServiceId,
      }),
    onSuccess: () => refresh(queries, customerServiceId),
  });
};

export const useRevokeAccess = (customerServiceId: number) => {
  const client = useClient();
  const session = useSessionStore();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (shareId: number) =>
      client.rental.revokeAccess({
        token: session.requireToken(),
        customer_service_id: customerServiceId,
        share_id: shareId,
      }),
    onSuccess: () => refresh(queries, customerServiceId),
  });
};

/** A pass shared with the reader, by the token of their link; no session. */
export const useSharedPass = (token: string) => {
  const client = useClient();
  return useQuery({
    queryKey: accessKeys.shared(token),
    queryFn: ({ signal }) => client.rental.sharedPass({ share_token: token }, { signal }),
    enabled: token !== '',
  });
};
