import { ROUTES } from '@self-storage/core/flow';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormView } from '#app/use-form.ts';
import { useHydrated } from '#app/use-hydrated.ts';

type ConsentForm = Pick<
  FormView<{ privacy: boolean; marketing: boolean }, unknown>,
  'values' | 'errors' | 'set'
>;

/**
 * PDPA consents asked with the email, before any personal data is sent: the privacy notice
 * (required, linked; the version accepted is the one its page shows) and marketing (optional,
 * unticked). The notice's date is not formatted here: that would bring the booking screens'
 * formatting chunk to registration.
 */
export const ConsentFields = ({ form }: { form: ConsentForm }) => {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const id = useId();
  const error = form.errors.privacy;
  return (
    <fieldset className="consents">
      <legend className="consents__title">{t('register.consent.title')}</legend>
      <p className="consents__intro">
        {t('register.consent.intro')}{' '}
        <a href={ROUTES.privacyPolicy} target="_blank" rel="noopener">
          {t('register.consent.readNotice')}
          <span className="visually-hidden">{t('register.consent.newTab')}</span>
        </a>
      </p>
      <div className={`consent${error ? ' consent--invalid' : ''}`}>
        <input
          id={`${id}-privacy`}
          type="checkbox"
          name="privacy"
          className="consent__box"
          checked={form.values.privacy}
          disabled={!hydrated}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-privacy-error` : undefined}
          onChange={(event) => form.set('privacy', event.target.checked)}
        />
        <label htmlFor={`${id}-privacy`} className="consent__label">
          {t('register.consent.privacy')}
          <span className="field__required" aria-hidden="true">
            {' *'}
          </span>
        </label>
        {error ? (
          <p id={`${id}-privacy-error`} className="field__error consent__error">
            {t(error)}
          </p>
        ) : null}
      </div>
      <div className="consent">
        <input
          id={`${id}-marketing`}
          type="checkbox"
          name="marketing"
          className="consent__box"
          checked={form.values.marketing}
          disabled={!hydrated}
          onChange={(event) => form.set('marketing', event.target.checked)}
        />
        <label htmlFor={`${id}-marketing`} className="consent__label">
          {t('register.consent.marketing')}
        </label>
      </div>
    </fieldset>
  );
};
