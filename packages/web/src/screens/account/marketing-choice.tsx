import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarketingConsent } from '#data/account.ts';
import { useSubmit } from '#shell/use-submit.ts';
import { useFailure } from '#signed-in/use-failure.ts';

/**
 * Marketing mail on or off: one tick, sent at once as a consent record (PDPA: withdrawing it is
 * as easy as giving it). The status line says what the record now is.
 */
export const MarketingChoice = ({ granted }: { granted: boolean }) => {
  const { t } = useTranslation();
  const id = useId();
  const send = useSubmit(useFailure());
  const consent = useMarketingConsent();
  const [changed, setChanged] = useState(false);
  // The box follows the tick at once; a refused change puts it back as the record stands.
  const [checked, setChecked] = useState(granted);
  const change = (next: boolean) => {
    setChecked(next);
    return send(
      () =>
        consent.mutateAsync(next).catch((error: unknown) => {
          setChecked(!next);
          throw error;
        }),
      () => setChanged(true),
    );
  };
  return (
    <section className="account__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account__heading">
        {t('accountPage.marketing')}
      </h2>
      <div className="account__choice">
        <input
          id={`${id}-box`}
          type="checkbox"
          name="marketing"
          className="account__box"
          checked={checked}
          onChange={(event) => void change(event.target.checked)}
        />
        <label htmlFor={`${id}-box`}>{t('accountPage.marketingLabel')}</label>
      </div>
      <p role="status" className="account__done" data-testid="marketing-status">
        {changed ? t(checked ? 'accountPage.marketingOn' : 'accountPage.marketingOff') : null}
      </p>
    </section>
  );
};
