import type { Autopay, SavedCards } from '@self-storage/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useClient } from '#app/services-context.tsx';
import { statementKey } from './statement.ts';

/**
 * Saved cards and autopay (issue 39, docs/api.md): the cards the customer saved while paying by
 * card, and each booking's autopay, which the booking's statement also carries. A change answers
 * the cards or the autopay as they now are; the statements that show them are asked again.
 */

export const cardKeys = { all: ['cards'] as const };

/** The saved cards; idle while `enabled` is false. */
export const useCards = ({ enabled = true } = {}) => {
  const client = useClient();
  return useQuery({
    queryKey: cardKeys.all,
    queryFn: ({ signal }) => client.cards.list({}, { signal }),
    staleTime: 0,
    enabled,
  });
};

/** Removing a card or making it the default: the cards left are those shown from then on. */
const useCardChange = (change: 'remove' | 'setDefault') => {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number): Promise<SavedCards> => client.cards[change]({ card_id: cardId }),
    retry: false,
    onSuccess: (cards) => {
      queryClient.setQueryData(cardKeys.all, cards);
      // A removed card ends the autopay that charged it: every statement shows its autopay.
      void queryClient.invalidateQueries({ queryKey: ['bookings', 'one'] });
    },
  });
};

export const useRemoveCard = () => useCardChange('remove');
export const useDefaultCard = () => useCardChange('setDefault');

/** Switches a booking's autopay; its statement, which shows it, is asked again. */
export const useAutopay = (customerServiceId: number) => {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ on, cardId }: { on: boolean; cardId?: number }): Promise<Autopay> =>
      client.rental.autopay({
        customer_service_id: customerServiceId,
        on,
        ...(cardId === undefined ? {} : { card_id: cardId }),
      }),
    retry: false,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: statementKey(customerServiceId) }),
        queryClient.invalidateQueries({ queryKey: cardKeys.all }),
      ]),
  });
};
