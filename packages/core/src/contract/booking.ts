import * as z from 'zod';
import { availableMethods, baht, bilingual, envelope, id, paymentMethodId, wireDate } from './common.ts';
import { lazySchema } from './lazy.ts';
import { rentalState } from './rental-state.ts';
import { unitSelection } from './service.ts';
import { statement } from './statement.ts';
import { withholdingChoice, withholdingFigures } from './tax.ts';

const zeroOrOne = z.union([z.literal(0), z.literal(1)]);

export const bookingCalculateRequest = lazySchema(() =>
  z.object({
    ...unitSelection,
    unit_id: id,
    /** Always 0 from this client; kept because the provider asks it. */
    is_reccuring: z.literal(0),
    /** 1 when the customer asks to pay in instalments. */
    is_reccuringcheck: zeroOrOne,
    /** 1 when the figures are final (about to pay), 0 for a preview. */
    is_paymentcheck: zeroOrOne,
    /** Empty when no promotion is asked for. */
    promo_code: z.string().max(50),
    ...withholdingChoice,
  }),
);

export const extraFee = lazySchema(() =>
  z.object({ name_th: z.string(), name_en: z.string().optional(), amount: baht }),
);

/** `name` is in the language asked for (Accept-Language); the th/en names sit beside it. */
const promotionName = {
  name: z.string(),
  name_th: z.string().optional(),
  name_en: z.string().optional(),
};

export const calculation = lazySchema(() =>
  z.object({
    /** Unit rent for the whole months of the period. */
    total: baht,
    /** Rent for the days beyond the whole months. */
    dynamic: baht,
    /** What the customer pays in all: total + dynamic − discount + extra fees. */
    total_after_discount: baht,
    /** Number of bills when paying in instalments (1 means no instalments offered). */
    summary: z.number().int().positive(),
    extracheck: z.array(extraFee),
    promotion: z.object({ discount_amount: baht, promotion: z.object(promotionName) }).nullable(),
    availableMethods,
    /** Echo of the request, so booking-storage can be given the calculation as it is. */
    promo_code: z.string(),
    is_reccuringcheck: zeroOrOne,
    /** Extension: asked with `withholding`, what the payment made now comes to net of withholding tax. */
    withholding: withholdingFigures.optional().meta({
      description:
        'Extension: present when the request asks for withholding; what the first payment comes to net of it.',
    }),
  }),
);
export const bookingCalculateReply = lazySchema(() => z.object({ ...envelope, datas: calculation }));

/** `suspended` (beyond the spec): an instalment left unpaid past its grace period (docs/sandbox.md). */
export const BOOKING_STATUSES = [
  'awaiting_payment',
  'confirmed',
  'expired',
  'cancelled',
  'suspended',
] as const;
export const bookingStatus = z.enum(BOOKING_STATUSES);

export const invoice = lazySchema(() =>
  z.object({
    id,
    /** 1-based position in the bill schedule. */
    installment_no: z.number().int().positive(),
    amount: baht,
    due_date: wireDate,
    status: z.enum(['pending', 'paid', 'void']),
  }),
);

/** A booking as current-service, booking-storage and booking-service answer it. */
export const booking = lazySchema(() =>
  z.object({
    customerService_id: id,
    booking_number: z.string(),
    status: bookingStatus,
    /**
     * The branch. `phone` and `address_th`/`address_en` are an extension of this API (the
     * confirmation and booking detail show how to reach the branch); absent from older servers.
     */
    project: z.object({
      id,
      ...bilingual,
      phone: z.string().optional(),
      address_th: z.string().optional(),
      address_en: z.string().optional(),
    }),
    customerServiceStartDt: wireDate,
    customerServiceEndDt: wireDate,
    years: z.number().int().nonnegative(),
    months: z.number().int().nonnegative(),
    weeks: z.number().int().nonnegative(),
    days: z.number().int().nonnegative(),
    serviceSize: z.object({ ...bilingual, serviceGroupSize: z.object(bilingual) }),
    buildingVolume: z.string(),
    floorLevel: z.string(),
    unit: z.object({
      unit_id: id,
      aliasName: z.string(),
      area: z.number().positive(),
      length: z.number().positive(),
      depth: z.number().positive(),
      height: z.number().positive(),
    }),
    summary: z.object({
      details: z.object({
        serviceFee: z.object({ total: baht, discount: baht, amount: baht }),
        extraFee: z.array(z.object({ ...bilingual, amount: baht })),
      }),
      promotion: z
        .object({
          ...promotionName,
          code: z
            .string()
            .optional()
            .meta({ description: 'Extension: the promotion code the booking was made with.' }),
          amount: baht,
        })
        .nullable(),
    }),
    invoices: z.array(invoice),
    payment_method: paymentMethodId,
    isInstallment: z.union([z.literal(1), z.literal(2)]),
    /** Pending invoices due by the server's today: what a (re-)payment pays now. */
    amount_due: baht,
    /**
     * Extension: the ids of those invoices, by the server's clock. A payment pays exactly these, so
     * a device whose date differs from the server's (a phone behind at midnight, a sandbox whose
     * test clock moved) never works out another set.
     */
    due_invoice_ids: z.array(id).meta({
      description: "Extension: the pending invoices due now by the server's clock; amount_due is their sum.",
    }),
    /** ISO instant after which an unpaid hold expires. */
    payment_deadline: z.iso.datetime({ offset: true }),
    /** Kiosk pay reference, for payment method 4. */
    payment_reference: z.string().nullable(),
    /** Extension: pays at a kiosk exactly the invoices in due_invoice_ids, so later bills can be paid there. */
    kiosk_reference: z.string().nullable().optional().meta({
      description:
        "Extension: the reference that pays exactly the invoices due now (due_invoice_ids) at a kiosk: a kiosk booking's payment_reference, or, once confirmed, any booking's booking_number; null when nothing is due.",
    }),
    /** Extension (issue 24): notice, move-out and a pending extension; absent from servers without them. */
    rental: rentalState.optional(),
  }),
);

export const bookingStorageRequest = lazySchema(() =>
  z.object({
    payment_method: paymentMethodId,
    /** 1 single payment, 2 instalments. */
    isInstallment: z.union([z.literal(1), z.literal(2)]),
    start_date: wireDate,
    end_date: wireDate,
    unit_id: id,
    token: z.string().min(1),
    /** The calculation result the customer agreed to. */
    data: calculation,
    /** The payable amount shown to the customer; the server refuses a booking if it differs. */
    totalOrange: baht,
    ...withholdingChoice,
  }),
);

export const bookingStorageReply = lazySchema(() =>
  z.object({
    ...envelope,
    success: z.boolean(),
    code: z.string(),
    sec_data: z.object({ customerService_id: id, data: booking }),
  }),
);

export const currentServiceRequest = lazySchema(() =>
  z.object({ token: z.string().min(1), customer_service_id: id }),
);
export const currentServiceReply = lazySchema(() =>
  z.object({
    ...envelope,
    success: z.boolean(),
    sec_data: z.object({ data: booking }),
    availableMethods,
  }),
);

/** Booking history. */
export const bookingServiceRequest = lazySchema(() => z.object({ token: z.string().min(1) }));
export const bookingServiceReply = lazySchema(() =>
  z.object({
    ...envelope,
    datas: z.array(booking),
    /**
     * Extension (issue 36): each booking's statement, so a history shows every booking's figures
     * as the server keeps them in one call. A server without it leaves it out.
     */
    statements: z.array(statement).optional(),
  }),
);
