import { useTranslation } from 'react-i18next';
import { useTaxDocuments } from '#data/tax.ts';

/** The bookings with a bill paid net whose withholding certificate is still missing past its due date. */
export const useOverdueCertificates = (): ReadonlySet<number> => {
  const documents = useTaxDocuments();
  return new Set(
    (documents.data?.bills ?? [])
      .filter((bill) => bill.withholding?.certificate === 'overdue')
      .map((bill) => bill.customerService_id),
  );
};

export const CertificateMark = () => {
  const { t } = useTranslation();
  return (
    <span className="tax-mark tax-mark--overdue" data-testid="certificate-missing">
      {t('tax.historyMark')}
    </span>
  );
};
