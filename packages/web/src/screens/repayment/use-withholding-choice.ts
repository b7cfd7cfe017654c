import { useRef, useState } from 'react';
import { useChooseWithholding, useTaxDocuments, useWithholding } from '#data/tax.ts';
import { useErrorModal } from '#shell/error-modal-context.tsx';

export interface WithholdingChoiceState {
  /** The operator's rate; undefined where none is offered (a person, a server without the extension). */
  rate: number | undefined;
  certificateDays: number;
  /** The box as the customer last set it, shown at once. */
  chosen: boolean;
  /** False while a choice is on its way: the server's figures are still the previous choice's. */
  settled: boolean;
  choose(withholding: boolean): void;
}

/**
 * A booking's choice to pay net of withholding tax. The customer's tap is the state: the box
 * shows it at once, and a second tap on a slow line is not undone by the first one's answer. The
 * choices reach the server one after another, in the order tapped, so it ends with the last;
 * the figures are the server's once the last has been answered. A refusal shows its message and
 * the box goes back to the server's choice.
 */
export const useWithholdingChoice = (customerServiceId: number | undefined): WithholdingChoiceState => {
  const documents = useTaxDocuments();
  const rate = documents.data?.withholding_rate_percent ?? undefined;
  const id = customerServiceId ?? 0;
  const server = useWithholding(id, Boolean(rate) && customerServiceId !== undefined);
  const send = useChooseWithholding(id);
  const { show } = useErrorModal();
  const [wanted, setWanted] = useState<boolean>();
  const [pending, setPending] = useState(0);
  const queue = useRef(Promise.resolve());
  return {
    rate: rate && server.data ? rate : undefined,
    certificateDays: documents.data?.certificate_days ?? 0,
    chosen: wanted ?? server.data?.withholding ?? false,
    settled: pending === 0,
    choose: (withholding) => {
      setWanted(withholding);
      setPending((n) => n + 1);
      queue.current = queue.current
        .then(() => send.mutateAsync(withholding))
        .then(
          () => undefined,
          (error: unknown) => {
            setWanted(undefined);
            show(error);
          },
        )
        .finally(() => setPending((n) => n - 1));
    },
  };
};
