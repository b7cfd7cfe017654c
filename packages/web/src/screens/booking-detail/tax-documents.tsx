import { formatDate } from '@self-storage/core/dates';
import { type BookingFigures, withholdingFromBaht } from '@self-storage/core/figures';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';
import { useIssueTaxInvoice, useTaxDocuments, useUploadCertificate } from '#data/tax.ts';
import { useSubmit } from '#shell/use-submit.ts';
import { useMoney } from '#signed-in/use-money.ts';
import { type BuyerCorrection, TaxBuyerForm } from './tax-buyer-form.tsx';
import { downloadPdf } from './use-pdf-download.ts';

type Documents = NonNullable<ReturnType<typeof useTaxDocuments>['data']>;
type BillDocuments = Documents['bills'][number];

/** The file the customer picked, as plain base64 (no data-URL prefix), which the server checks. */
const readBase64 = (file: File): Promise<string> =>
  file.arrayBuffer().then((buffer) => {
    let binary = '';
    for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
    return btoa(binary);
  });

/** A bill paid net: the arithmetic the customer can check, and its certificate. */
const Withholding = ({ bill, number }: { bill: BillDocuments; number: number }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney();
  const submit = useSubmit();
  const upload = useUploadCertificate();
  const w = bill.withholding;
  if (!w) return null;
  const figures = withholdingFromBaht(w);
  return (
    <div className="tax-bill__withholding">
      <p>
        <strong>{t('tax.withholding')}</strong>{' '}
        <span data-testid="withholding-arithmetic">
          {t('tax.arithmetic', {
            gross: money.satang(figures.gross),
            withheld: money.satang(figures.withheld),
            net: money.satang(figures.net),
          })}
        </span>
      </p>
      <p className="field__hint">
        {t('tax.basis', {
          vat: money.satang(figures.vat),
          rate: w.rate_percent,
          base: money.satang(figures.base),
        })}
      </p>
      <p data-testid="certificate-state" data-state={w.certificate}>
        {w.certificate === 'received' ? (
          t('tax.certificateReceived', { filename: w.certificate_filename ?? '' })
        ) : (
          <span className={`tax-mark tax-mark--${w.certificate}`}>
            {w.certificate === 'overdue'
              ? t('tax.certificateOverdue', { date: formatDate(w.certificate_due, language) })
              : t('told.certificateMissingDue', { date: formatDate(w.certificate_due, language) })}
          </span>
        )}
      </p>
      {/* The browser's own file button speaks its language, not the page's: ours is drawn instead. */}
      <label className="tax-bill__upload">
        <span className="button button--secondary">{t('tax.upload', { number })}</span>
        <span className="field__hint">{t('tax.uploadHint')}</span>
        <input
          className="visually-hidden"
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (!file) return;
            void submit(
              async () =>
                upload({ invoice_id: bill.invoice_id, filename: file.name, file: await readBase64(file) }),
              () => {},
            );
          }}
        />
      </label>
    </div>
  );
};

/**
 * A booking's tax documents under its bills: for each paid bill, its full tax invoice (asked for
 * with the buyer's details, correctable), and for a bill paid net of withholding the arithmetic
 * and the certificate. Hidden when the server offers no tax documents.
 */
export const TaxDocuments = ({
  customerServiceId,
  bills,
}: {
  customerServiceId: number;
  bills: BookingFigures['bills'];
}) => {
  const { t } = useTranslation();
  const paid = bills
    .map((bill, index) => ({ bill, number: index + 1 }))
    .filter((b) => b.bill.status === 'paid');
  const documents = useTaxDocuments(customerServiceId, paid.length > 0);
  const issue = useIssueTaxInvoice();
  const submit = useSubmit();
  const [asking, setAsking] = useState<number>();
  if (!documents.data || paid.length === 0) return null;
  const data = documents.data;
  const request = (invoiceId: number, buyer: BuyerCorrection) =>
    void submit(
      () => issue({ invoice_id: invoiceId, buyer }),
      (issued) => {
        setAsking(undefined);
        downloadPdf(issued.pdf, issued.filename);
      },
    );
  return (
    <section className="tax-documents" aria-labelledby="tax-documents-title">
      <h2 id="tax-documents-title" className="booking-detail__section">
        {t('tax.title')}
      </h2>
      <ul className="tax-documents__bills">
        {paid.map(({ bill, number }) => {
          const found = data.bills.find((b) => b.invoice_id === bill.id);
          return (
            <li key={bill.id} className="tax-bill" data-testid="tax-bill">
              <div className="tax-bill__head">
                <strong>{t('bookingDetail.billNumber', { number })}</strong>
                {found?.tax_invoice ? (
                  <span data-testid="tax-invoice-number">
                    {t('tax.issued', { number: found.tax_invoice.number })}
                    {found.tax_invoice.replaces
                      ? ` (${t('tax.replaces', { number: found.tax_invoice.replaces })})`
                      : ''}
                  </span>
                ) : null}
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('tax.invoiceFor', { number })}
                  aria-expanded={asking === bill.id}
                  onClick={() => setAsking(asking === bill.id ? undefined : bill.id)}
                >
                  {t('tax.invoice')}
                </button>
              </div>
              {asking === bill.id ? (
                <TaxBuyerForm
                  buyer={data.buyer}
                  onIssue={(buyer) => request(bill.id, buyer)}
                  onCancel={() => setAsking(undefined)}
                />
              ) : null}
              {found ? <Withholding bill={found} number={number} /> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
};
