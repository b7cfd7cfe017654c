import type { CallBody, SelfStorageClient } from '@self-storage/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useClient } from '#app/services-context.tsx';
import { readRequests } from './first-reads.ts';
import { statementKey } from './statement.ts';

/**
 * Thai tax documents (extensions of the API): the customer's tax invoices and withholdings, a
 * booking's choice to pay net of withholding, issuing a tax invoice and uploading a certificate.
 * A server without these calls answers none of them: `offered` is false and the screens hide them.
 */

export const taxKeys = {
  all: ['tax'] as const,
  documents: (customerServiceId: number | undefined) => ['tax', 'documents', customerServiceId] as const,
  withholding: (customerServiceId: number) => ['tax', 'withholding', customerServiceId] as const,
};

/** The tax documents of one booking's bills, or of every booking's. */
export const taxDocumentsQuery = (client: SelfStorageClient, customerServiceId?: number) =>
  queryOptions({
    queryKey: taxKeys.documents(customerServiceId),
    queryFn: ({ signal }) => client.tax.documents(readRequests.taxDocuments(customerServiceId), { signal }),
    staleTime: 0,
  });

/**
 * The tax documents of one booking's bills, or of every booking's; `offered` false when the server
 * has none. `enabled` false asks nothing: a booking with no paid bill has no documents to show.
 */
export const useTaxDocuments = (customerServiceId?: number, enabled = true) => {
  const query = useQuery({ ...taxDocumentsQuery(useClient(), customerServiceId), enabled });
  return { ...query, offered: query.error === null };
};

/** A booking's withholding choice and what its bills due now come to with it. */
export const useWithholding = (customerServiceId: number, enabled: boolean) => {
  const client = useClient();
  return useQuery({
    queryKey: taxKeys.withholding(customerServiceId),
    queryFn: ({ signal }) => client.tax.withholding({ customer_service_id: customerServiceId }, { signal }),
    enabled,
    staleTime: 0,
  });
};

/** Sets a booking's choice; the figures it answers replace the ones held. */
export const useChooseWithholding = (customerServiceId: number) => {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (withholding: boolean) =>
      client.tax.withholding({
        customer_service_id: customerServiceId,
        withholding,
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(taxKeys.withholding(customerServiceId), data);
      void queryClient.invalidateQueries({ queryKey: taxKeys.documents(undefined) });
      // The statement's due now is net or gross by the choice.
      void queryClient.invalidateQueries({ queryKey: statementKey(customerServiceId) });
    },
  });
};

/** Issues (or fetches again) a bill's tax invoice; what the server answers replaces the documents held. */
export const useIssueTaxInvoice = () => {
  const client = useClient();
  const queryClient = useQueryClient();
  return useCallback(
    async (body: CallBody<'taxInvoice'>) => {
      const issued = await client.tax.invoice(body);
      await queryClient.invalidateQueries({ queryKey: taxKeys.all });
      return issued;
    },
    [client, queryClient],
  );
};

/** Uploads a bill's withholding certificate. */
export const useUploadCertificate = () => {
  const client = useClient();
  const queryClient = useQueryClient();
  return useCallback(
    async (body: CallBody<'withholdingCertificate'>) => {
      const uploaded = await client.tax.uploadCertificate(body);
      await queryClient.invalidateQueries({ queryKey: taxKeys.all });
      return uploaded;
    },
    [client, queryClient],
  );
};
