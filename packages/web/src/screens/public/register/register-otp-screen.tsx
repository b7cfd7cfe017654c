import { OTP_LENGTH, OTP_RESEND_COUNTDOWN_S, readRegisterEmail } from '@self-storage/core';
import { ROUTES, registrationResumeRoute } from '@self-storage/core/flow';
import { otpFormSchema, validate } from '@self-storage/core/forms';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useClient, useServices } from '#app/services-context.tsx';
import { useCountdown, useDeadline } from '#app/use-countdown.ts';
import { useForm } from '#app/use-form.ts';
import { sendRegistrationOtp, verifyRegistrationOtp } from '#data/auth.ts';
import { Page } from '#shell/page.tsx';
import { useSubmit } from '#shell/use-submit.ts';
import { OtpInput } from './otp-input.tsx';
import { REGISTRATION_STEPS } from './registration-steps.ts';
import { useRegistration } from './registration-store.ts';

/**
 * `/register-otp`: the six-digit code, with a resend offered after a 10 s countdown. A draft whose
 * email is verified already (a registration reopened after a browser restart) carries on at the
 * furthest step it reached.
 */
export const RegisterOtpScreen = () => {
  const { t } = useTranslation();
  const client = useClient();
  const { storage } = useServices();
  const submit = useSubmit();
  const navigate = useNavigate();
  const draftEmail = useRegistration((state) => state.email);
  const verified = useRegistration((state) => state.verified);
  const resumeAt = useRegistration((state) =>
    state.otpVerified ? registrationResumeRoute(state) : undefined,
  );
  const email = draftEmail || readRegisterEmail(storage.local) || '';
  const resendAt = useDeadline(OTP_RESEND_COUNTDOWN_S);
  const resendIn = useCountdown(resendAt.endsAt);
  const [resent, setResent] = useState(false);
  const form = useForm({ otp: '' }, (values) =>
    validate(otpFormSchema, { otp: values.otp.replaceAll(' ', '') }),
  );
  const formElement = useRef<HTMLFormElement>(null);
  const code = form.values.otp.replaceAll(' ', '');

  // A whole code sends itself, as if the button were pressed; a changed digit sends it again.
  useEffect(() => {
    if (code.length === OTP_LENGTH) formElement.current?.requestSubmit();
  }, [code]);

  if (!draftEmail) return <Navigate to={ROUTES.register} replace />;
  if (resumeAt) return <Navigate to={resumeAt} replace />;

  const verify = form.handleSubmit(async ({ otp }) => {
    await submit(
      () => verifyRegistrationOtp(client, email, otp),
      () => {
        verified();
        navigate(ROUTES.registerStep1);
      },
    );
  });

  const resend = async () => {
    await submit(
      () => sendRegistrationOtp(client, email),
      () => {
        setResent(true);
        resendAt.restart();
      },
    );
  };

  return (
    <Page
      title={t('register.otp.title')}
      eyebrow={t('common.stepOf', { current: 2, total: REGISTRATION_STEPS })}
      intro={t('register.otp.intro', { email })}
    >
      <form ref={formElement} noValidate onSubmit={verify} className="form">
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
        <button type="button" className="button button--secondary" disabled={resendIn > 0} onClick={resend}>
          {resendIn > 0 ? t('register.otp.resendIn', { seconds: resendIn }) : t('register.otp.resend')}
        </button>
        <p role="status" className="otp-resend__status">
          {resent ? t('register.otp.resent') : ''}
        </p>
      </div>
    </Page>
  );
};
