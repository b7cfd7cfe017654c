import { clearRegisterEmail } from '@self-storage/core';
import { REGISTRATION_ROUTES, ROUTES } from '@self-storage/core/flow';
import {
  buildRegistrationPayload,
  corporateFormSchema,
  personalFormSchema,
  type RegistrationInput,
  registerPasswordFormSchema,
  validate,
} from '@self-storage/core/forms';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useClient, useServices } from '#app/services-context.tsx';
import { useForm } from '#app/use-form.ts';
import { registerAndLogIn } from '#data/auth.ts';
import { Link } from '#shell/link.tsx';
import { useModalFormErrors } from '#shell/modal-form-errors.ts';
import { NewPasswordFields } from '#shell/new-password-fields.tsx';
import { Page } from '#shell/page.tsx';
import { useSubmit } from '#shell/use-submit.ts';
import { useNewAccount } from './new-account.ts';
import { useRegistrationGate } from './registration-gate.ts';
import { REGISTRATION_STEPS } from './registration-steps.ts';
import { type CustomerType, useRegistration } from './registration-store.ts';

/** The draft as core's registration input, or undefined if a step's data no longer passes. */
const registrationInput = (
  draft: ReturnType<typeof useRegistration.getState>,
  type: CustomerType,
  password: string,
): RegistrationInput | undefined => {
  if (!draft.document || !draft.consents) return undefined;
  const common = {
    email: draft.email,
    password,
    attachment: draft.document.dataUrl,
    consents: draft.consents,
  };
  if (type === 'corporate') {
    const form = validate(corporateFormSchema, draft.corporate);
    return form.ok ? { ...common, customerType: 'corporate', form: form.value } : undefined;
  }
  const form = validate(personalFormSchema, draft.personal);
  return form.ok ? { ...common, customerType: 'personal', form: form.value } : undefined;
};

/** Step 3 of 3: the password twice, then the registration is sent. */
const PasswordScreen = ({ type }: { type: CustomerType }) => {
  const { t } = useTranslation();
  const client = useClient();
  const { storage } = useServices();
  const submit = useSubmit();
  const navigate = useNavigate();
  const redirect = useRegistrationGate('password', type);
  const check = (values: { password: string; confirmPassword: string }) =>
    validate(registerPasswordFormSchema, values);
  const form = useForm({ password: '', confirmPassword: '' }, check);
  const withModal = useModalFormErrors();

  // Once registered the draft is cleared, which must not send this screen back to /register.
  const finished = useRef(false);

  if (redirect && !finished.current) return <Navigate to={redirect} replace />;

  const register = form.handleSubmit(async ({ password }) => {
    const input = registrationInput(useRegistration.getState(), type, password);
    if (!input) {
      navigate(REGISTRATION_ROUTES[type].details);
      return;
    }
    await submit(
      // The new account's session, for the success page's button: no second login.
      () => registerAndLogIn(client, buildRegistrationPayload(input)),
      (token) => {
        finished.current = true;
        useNewAccount.getState().registered(token);
        navigate(ROUTES.registerSuccess, { replace: true });
        // The account exists: the draft (personal data, the document) has no further use.
        useRegistration.getState().reset();
        clearRegisterEmail(storage.local);
      },
    );
  });

  return (
    <Page
      title={t('register.password.title')}
      eyebrow={t('common.stepOf', { current: 6, total: REGISTRATION_STEPS })}
      intro={t('register.password.intro')}
    >
      <form noValidate onSubmit={withModal(form.values, check, register)} className="form">
        <NewPasswordFields
          form={form}
          name="password"
          label={t('account.password')}
          confirmHint={t('validation.passwordsMustMatch')}
        />
        <div className="form__actions">
          <Link to={REGISTRATION_ROUTES[type].document} className="button button--secondary">
            {t('common.back')}
          </Link>
          <button type="submit" className="button button--primary">
            {type === 'corporate' ? t('register.password.continue') : t('register.password.submit')}
          </button>
        </div>
      </form>
    </Page>
  );
};

export const PersonalPasswordScreen = () => <PasswordScreen type="personal" />;
export const CorporatePasswordScreen = () => <PasswordScreen type="corporate" />;
