import type { QrCheckout } from '@self-storage/core';
import { useTranslation } from 'react-i18next';
import { useMoney } from '#signed-in/use-money.ts';

/** A QR paid net of withholding tax: the server's arithmetic under its amount (gross − withheld = net). */
export const WithholdingNote = ({ checkout }: { checkout: QrCheckout }) => {
  const { t } = useTranslation();
  const money = useMoney();
  if (!checkout.withholding) return null;
  const figures = checkout.withholding;
  return (
    <p className="field__hint" data-testid="qr-withholding">
      {t('tax.choiceFigures', {
        gross: money.baht(figures.gross),
        withheld: money.baht(figures.withheld),
        net: money.baht(figures.net),
      })}
    </p>
  );
};
