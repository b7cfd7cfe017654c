import * as z from 'zod';
import { id, wireDate } from './common.ts';
import { lazySchema } from './lazy.ts';

/**
 * Extension (issue 24): what a booking says about changes the customer made to it. A server that
 * sends `rental` offers extend, move-out notice and its withdrawal; a client hides those actions
 * for a booking without it.
 */
export const rentalState = lazySchema(() =>
  z
    .object({
      /** Days of notice a move-out date needs, counted from the server's today. */
      notice_days: z.number().int().nonnegative(),
      /** The booking's branch, open service (group) and size model, as select service chooses them: book again. */
      selection: z.object({ project_id: id, open_service_id: id, open_service_model_id: id }),
      /** The move-out notice in force, or null. The booking's end date is already the move-out date. */
      move_out: z
        .object({
          date: wireDate,
          given_at: z.iso.datetime({ offset: true }),
          /** The end date before the notice, which a withdrawal brings back. */
          original_end_date: wireDate,
          /** What the final account refunds, baht. */
          refund: z.number().nonnegative(),
          /**
           * The credit note of the refund once issued (the day after the move-out date), else null;
           * absent from a server without refund documents.
           */
          credit_note: z.object({ number: z.string(), issue_date: wireDate }).nullable().optional(),
        })
        .nullable(),
      /** An extension waiting for its payment, or null. Its first bill is among `due_invoice_ids`. */
      extension: z
        .object({
          end_date: wireDate,
          /** ISO instant after which the unpaid extension lapses and holds nothing. */
          payment_deadline: z.iso.datetime({ offset: true }),
        })
        .nullable(),
    })
    .meta({
      description:
        'Extension: notice period, the move-out notice in force and an extension awaiting payment. Its presence says the server offers extend and move-out.',
    }),
);
