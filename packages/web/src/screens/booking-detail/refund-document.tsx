import type { Booking } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { refundDate } from '@self-storage/core/figures';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';
import { useCreditNoteLoader } from '#data/rental.ts';
import { useSubmit } from '#shell/use-submit.ts';
import { useFailure } from '#signed-in/use-failure.ts';
import { useMoney } from '#signed-in/use-money.ts';
import { downloadPdf } from './use-pdf-download.ts';

/**
 * A move-out's refund beside the booking's tax documents: the date it will be made, then, once the
 * server names its credit note (the day after the move-out date, by the server's clock), the note
 * to download. Nothing for a booking whose notice refunds nothing or a server without refunds.
 */
/** Where the credit note's number goes in the sentence, so the number is drawn in a span of its own. */
const NUMBER_SLOT = '\u0000';

export const RefundDocument = ({ booking: b }: { booking: Booking }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney();
  const submit = useSubmit(useFailure());
  const load = useCreditNoteLoader(b.customerService_id);
  const notice = b.rental?.move_out;
  if (!notice || notice.refund <= 0) return null;
  const note = notice.credit_note;
  const amount = money.baht(notice.refund);
  const [before = '', after = ''] = note
    ? t('rental.refund.done', {
        amount,
        date: formatDate(note.issue_date, language),
        number: NUMBER_SLOT,
      }).split(NUMBER_SLOT)
    : [];
  const refundDone = { before, after };
  return (
    <section
      className="refund-document"
      aria-labelledby="refund-document-title"
      data-testid="refund-document"
    >
      <h2 id="refund-document-title" className="booking-detail__section">
        {t('rental.refund.title')}
      </h2>
      {note ? (
        <div className="tax-bill__head">
          <span data-testid="credit-note-number">
            {refundDone.before}
            {/* The credit note's number stays on one line (it would break at its hyphens). */}
            <span className="word">{note.number}</span>
            {refundDone.after}
          </span>
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              void submit(
                () => load(),
                (credit) => downloadPdf(credit.pdf, credit.filename),
              )
            }
          >
            {t('rental.refund.download')}
          </button>
        </div>
      ) : (
        <p>{t('rental.refund.pending', { amount, date: formatDate(refundDate(notice.date), language) })}</p>
      )}
    </section>
  );
};
