import {
  OTP_RESEND_COUNTDOWN_S,
  otpFormSchema,
  ROUTES,
  readRegisterEmail,
  validate,
} from '@self-storage/core';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useClient } from '#app/services-context.tsx';
import { useTranslation } from '#app/translation.tsx';
import { useCountdown } from '#app/use-countdown.ts';
import { useForm } from '#app/use-form.ts';
import { useErrorModal } from '#shell/error-modal-context.tsx';
import { Page } from '#shell/page.tsx';
import { useSending } from '#shell/sending.tsx';
import { OtpInput } from './otp-input.tsx';
import { useRegistration } from './registration-store.ts';

/** `/register-otp`: the six-digit code, with a resend offered after a 10 s countdown. */
export const RegisterOtpScreen = () => {
  const { t } = useTranslation();
  const client = useClient();
  const errorModal = useErrorModal();
  const { run } = useSending();
  const navigate = useNavigate();
  const draftEmail = useRegistration((state) => state.email);
  const verified = useRegistration((state) => state.verified);
  const email = draftEmail || readRegisterEmail(window.localStorage) || '';
  const countdown = useCountdown(OTP_RESEND_COUNTDOWN_S);
  const [resent, setResent] = useState(false);
  const form = useForm({ otp: '' }, (values) =>
    validate(otpFormSchema, { otp: values.otp.replaceAll(' ', '') }),
  );

  if (!draftEmail) return <Navigate to={ROUTES.register} replace />;

  const verify = form.handleSubmit(async ({ otp }) => {
    try {
      await run(() => client.customer.verifyOtp({ email, otp }));
      verified();
      navigate(ROUTES.registerStep1);
    } catch (error) {
      errorModal.show(error);
    }
  });

  const resend = async () => {
    try {
      await run(() => client.customer.sendOtp({ email }));
      setResent(true);
      countdown.restart();
    } catch (error) {
      errorModal.show(error);
    }
  };

  return (
    <Page title={t('register.otp.title')} intro={t('register.otp.intro', { email })}>
      <form noValidate onSubmit={verify} className="form">
        <OtpInput
          label={t('register.otp.codeLabel')}
          value={form.values.otp}
          onValue={(value) => form.set('otp', value)}
          error={form.errors.otp}
        />
        <button type="submit" className="button button--primary button--block">
          {t('register.otp.verify')}
        </button>
      </form>
      <div className="otp-resend">
        <p className="otp-resend__line">{t('register.otp.notReceived')}</p>
        <button
          type="button"
          className="button button--secondary"
          disabled={countdown.remaining > 0}
          onClick={resend}
        >
          {countdown.remaining > 0
            ? t('register.otp.resendIn', { seconds: countdown.remaining })
            : t('register.otp.resend')}
        </button>
        <p role="status" className="otp-resend__status">
          {resent ? t('register.otp.resent') : ''}
        </p>
      </div>
    </Page>
  );
};
