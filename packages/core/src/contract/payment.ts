import * as z from 'zod';
import { baht, envelope, id } from './common.ts';
import { lazySchema } from './lazy.ts';
import { withholdingChoice, withholdingFigures } from './tax.ts';

const invoicePayment = {
  customerInvoiceIds: z.array(id).min(1).max(60),
  /** The customer's session token. */
  tokenu: z.string().min(1),
  ...withholdingChoice,
};

export const qrCheckoutRequest = lazySchema(() => z.object(invoicePayment));
export const qrCheckoutReply = lazySchema(() =>
  z.object({
    ...envelope,
    data: z.object({
      amount: baht,
      qrCode: z.object({
        /** PNG data URL of the QR. */
        qrImage: z.string().startsWith('data:image/png;base64,'),
        /** The EMVCo text a banking app reads. */
        payload: z.string().min(1),
      }),
      uuid: z.uuid(),
      /** Absolute URL of the payment event stream. */
      callbackUrl: z.url(),
      /** Extension: present when the payment is net of withholding; `amount` is its net. */
      withholding: withholdingFigures.optional(),
      /**
       * Extension: when the server expires this QR. A second checkout of the same invoices (a
       * reload, another tab) hands back the same QR, and this lets its countdown go on, not restart.
       */
      expiresAt: z.iso.datetime({ offset: true }).optional().meta({
        description:
          "Extension: when this QR expires, by the server's clock; the same for a second checkout of the same invoices.",
      }),
    }),
  }),
);

export const QR_STATUSES = ['pending', 'paid', 'expired', 'failed'] as const;
export const qrInquireRequest = lazySchema(() => z.object({ uuid: z.uuid(), tokenu: z.string().min(1) }));
export const qrInquireReply = lazySchema(() =>
  z.object({
    ...envelope,
    success: z.boolean(),
    data: z.object({ status: z.enum(QR_STATUSES) }),
  }),
);

export const cardCheckoutRequest = lazySchema(() => z.object(invoicePayment));
export const cardCheckoutReply = lazySchema(() =>
  z.object({ ...envelope, success: z.boolean(), redirect_url: z.url() }),
);

/** One event of the QR payment stream. */
export const paymentEvent = lazySchema(() => z.object({ payment: z.boolean() }));
