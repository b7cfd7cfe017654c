import type { WithholdingBaht } from '@self-storage/core/figures';
import { useTranslation } from 'react-i18next';
import { useSignedMoney } from '#signed-in/signed-money.ts';

/**
 * Under what is paid today, for a company paying net: the tax it keeps back and what the payment
 * then charges, as the server works them out; said to be coming while it does.
 */
export const NetFigures = ({ figures }: { figures: WithholdingBaht | undefined }) => {
  const { t } = useTranslation();
  const signed = useSignedMoney();
  if (!figures)
    return (
      <div>
        <dt>{t('paying.net')}</dt>
        <dd role="status">{t('paying.netPending')}</dd>
      </div>
    );
  return (
    <>
      <div>
        <dt>{t('paying.withheld')}</dt>
        <dd data-testid="summary-withheld">{signed(-figures.withheld)}</dd>
      </div>
      <div className="summary__payable">
        <dt>{t('paying.net')}</dt>
        <dd data-testid="summary-net">{signed(figures.net)}</dd>
      </div>
    </>
  );
};
