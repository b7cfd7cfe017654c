import * as z from 'zod';
import type { PaymentMethodId } from '../constants.ts';
import { PAYMENT_METHOD } from '../constants.ts';
import { checkBookingDates } from '../dates/booking-window.ts';
import type { IsoDate } from '../dates/calendar.ts';
import { formObject } from './form-object.ts';

/** An id picked from a dropdown: a positive whole number, or its digits as an HTML select gives them. */
const pickedId = (error: 'errors.emptyData' | 'errors.unitRequire') =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z.number({ error }).int({ error }).positive({ error }),
  );

/**
 * The select-service screen. branchId, groupId and sizeId are the project, open service and open
 * service model ids; any missing is `errors.emptyData`. The start must fall in the booking window
 * counted from `today` (the Bangkok date, see `today(now)`), the end not before the start.
 */
export const createSelectServiceSchema = (todayDate: IsoDate) =>
  formObject({
    branchId: pickedId('errors.emptyData'),
    groupId: pickedId('errors.emptyData'),
    sizeId: pickedId('errors.emptyData'),
    startDate: z.string({ error: 'errors.emptyData' }),
    endDate: z.string({ error: 'errors.emptyData' }),
  }).superRefine(
    (form, context) => {
      const check = checkBookingDates(form.startDate, form.endDate, todayDate);
      if (!check.ok) context.addIssue({ code: 'custom', message: check.key, path: [check.field] });
      // An empty end is marked beside a start with a problem of its own: every empty field at once.
      if (!check.ok && check.field === 'startDate' && !form.endDate) {
        context.addIssue({ code: 'custom', message: 'errors.emptyData', path: ['endDate'] });
      }
    },
    // Dates are checked even while a dropdown is still empty, so every problem shows at once.
    { when: ({ value }) => typeof value === 'object' && value !== null },
  );
export type SelectServiceForm = z.infer<ReturnType<typeof createSelectServiceSchema>>;

/** The unit screen: one unit chosen, else `errors.unitRequire`. */
export const unitChoiceSchema = formObject({ unitId: pickedId('errors.unitRequire') });
export type UnitChoice = z.infer<typeof unitChoiceSchema>;

const ALL_METHODS: readonly PaymentMethodId[] = Object.values(PAYMENT_METHOD);

/**
 * The summary screen: one of the methods the server offered (all of 1, 4, 5 by default), else
 * `errors.paymentRequire`.
 */
export const createPaymentChoiceSchema = (offered: readonly PaymentMethodId[] = ALL_METHODS) =>
  formObject({
    paymentMethod: z.preprocess(
      (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
      z.custom<PaymentMethodId>((value) => offered.includes(value as PaymentMethodId), {
        error: 'errors.paymentRequire',
      }),
    ),
  });
export type PaymentChoice = z.infer<ReturnType<typeof createPaymentChoiceSchema>>;
