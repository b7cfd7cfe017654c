import { saveRegisterEmail } from '@self-storage/core';
import { ROUTES } from '@self-storage/core/flow';
import { registerEmailFormSchema, validate } from '@self-storage/core/forms';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useClient, useServices } from '#app/services-context.tsx';
import { useForm } from '#app/use-form.ts';
import { sendRegistrationOtp } from '#data/auth.ts';
import { EmailField } from '#shell/email-field.tsx';
import { Link } from '#shell/link.tsx';
import { useModalFormErrors } from '#shell/modal-form-errors.ts';
import { Page } from '#shell/page.tsx';
import { useSubmit } from '#shell/use-submit.ts';
import { ConsentFields } from './consent-fields.tsx';
import { REGISTRATION_STEPS } from './registration-steps.ts';
import { useRegistration } from './registration-store.ts';

/** `/register`: the email a one-time code is sent to, and the PDPA consents. */
export const RegisterEmailScreen = () => {
  const { t } = useTranslation();
  const client = useClient();
  const { storage } = useServices();
  const submit = useSubmit();
  const navigate = useNavigate();
  const start = useRegistration((state) => state.start);
  const initialEmail = useRegistration((state) => state.email);
  const initialConsents = useRegistration((state) => state.consents);
  const check = (values: { email: string; privacy: boolean; marketing: boolean }) =>
    validate(registerEmailFormSchema, values);
  const form = useForm(
    {
      email: initialEmail,
      privacy: initialConsents !== undefined,
      marketing: initialConsents?.marketing ?? false,
    },
    check,
  );
  const withModal = useModalFormErrors();

  const send = form.handleSubmit(async ({ email, marketing }) => {
    // The moment the boxes are confirmed is when the consents are given.
    const consents = { marketing, givenAt: new Date().toISOString() };
    await submit(
      () => sendRegistrationOtp(client, email),
      () => {
        start(email, consents);
        saveRegisterEmail(storage.local, email);
        navigate(ROUTES.registerOtp);
      },
    );
  });

  return (
    <Page
      title={t('register.emailTitle')}
      eyebrow={t('common.stepOf', { current: 1, total: REGISTRATION_STEPS })}
      intro={t('register.emailIntro')}
    >
      <form noValidate onSubmit={withModal(form.values, check, send)} className="form">
        <EmailField form={form} />
        <ConsentFields form={form} />
        <button type="submit" className="button button--primary button--block">
          {t('register.sendOtp')}
        </button>
      </form>
      <p className="page__footnote">
        {t('register.haveAccount')} <Link to={ROUTES.login}>{t('register.login')}</Link>
      </p>
    </Page>
  );
};
