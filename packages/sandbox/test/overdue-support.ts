import { formatDate } from '@self-storage/core/dates';
import { book, control, day, mails, newCustomer, type TestSandbox } from './helpers.ts';

/** The overdue policy's mails as tests read them: subjects and texts in order. */
export const overdueSupport = (sb: TestSandbox) => {
  const advance = (by: string) => control(sb, '/sandbox/clock', { advance: by });
  const resetClock = () => control(sb, '/sandbox/clock', { reset: true });
  const login = (email: string) => sb.client.customer.login({ username: email, password: 'Secret-123' });
  const current = async (email: string, id: number) =>
    (await sb.client.booking.current({ token: await login(email), customer_service_id: id })).booking;

  /** A 90-day instalment booking (bills due today, on day 30 and on day 60) with its first bill paid. */
  const confirmedInstalments = async (email: string, unit: number, method: 1 | 4 = 1) => {
    const token = await newCustomer(sb, email);
    const { booking, customerServiceId } = await book(sb, token, unit, day(0), day(89), {
      instalments: true,
      method,
    });
    if (method === 4) await control(sb, `/sandbox/kiosk/${booking.payment_reference}/pay`);
    else {
      const qr = await sb.client.payment.qrCheckout({
        tokenu: token,
        customerInvoiceIds: [booking.invoices[0]?.id ?? 0],
      });
      await control(sb, `/sandbox/payments/${qr.uuid}/pay`);
    }
    return { booking, id: customerServiceId };
  };

  /** The customer's mails of the overdue policy (reminders, suspension, restored access). */
  const policyMails = async (email: string) =>
    (await mails(sb, email)).filter((m) => /due today|overdue|suspended|restored/.test(m.subject));

  const payByQr = async (email: string, invoiceIds: number[]) => {
    const qr = await sb.client.payment.qrCheckout({
      tokenu: await login(email),
      customerInvoiceIds: invoiceIds,
    });
    return control(sb, `/sandbox/payments/${qr.uuid}/pay`);
  };

  return { advance, resetClock, login, current, confirmedInstalments, policyMails, payByQr };
};

/** How every mail of the policy names the day access is suspended. */
export const suspendedFrom = (date: string) =>
  `from ${formatDate(date, 'en')} access to your unit is suspended`;
