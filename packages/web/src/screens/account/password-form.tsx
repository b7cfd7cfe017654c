import { isWrongPassword } from '@self-storage/core';
import { ROUTES } from '@self-storage/core/flow';
import {
  changePasswordStep1Schema,
  changePasswordStep2Schema,
  type ValidationResult,
  validate,
} from '@self-storage/core/forms';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '#app/services-context.tsx';
import { useForm } from '#app/use-form.ts';
import { useChangePassword } from '#data/account.ts';
import { useErrorModal } from '#shell/error-modal-context.tsx';
import { useModalFormErrors } from '#shell/modal-form-errors.ts';
import { NewPasswordFields } from '#shell/new-password-fields.tsx';
import { tellPasswordChanged } from '#shell/password-changed.ts';
import { TextField } from '#shell/text-field.tsx';
import { useSubmit } from '#shell/use-submit.ts';

interface PasswordValues {
  email: string;
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/**
 * The signed-in password change (customer/change-password, SPEC's call): the current password
 * and the new one twice. The server ends every session of the account with it, so the customer
 * is signed out here and lands on the login page. Without the profile
 * (a server without the account calls) the email is asked too.
 */
export const PasswordForm = ({ email }: { email: string | undefined }) => {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const session = useSessionStore();
  const modal = useErrorModal();
  // The email is known here, so a refused password can only be the current one: said so, not
  // the server's "email or password" of the change-password screen, where the email is typed.
  const send = useSubmit((error) =>
    isWrongPassword(error)
      ? modal.show('told.wrongPassword', { title: 'told.wrongPasswordTitle' })
      : modal.show(error),
  );
  const withModal = useModalFormErrors();
  const change = useChangePassword();
  // Who (the profile's email, or the one typed) and the current password, as /change-password
  // asks them, then the new password twice, as /change-password-step2 does.
  const check = (values: PasswordValues): ValidationResult<PasswordValues> => {
    const who = validate(changePasswordStep1Schema, {
      email: email ?? values.email,
      oldPassword: values.oldPassword,
    });
    const pair = validate(changePasswordStep2Schema, values);
    const errors = { ...(who.ok ? {} : who.errors), ...(pair.ok ? {} : pair.errors) };
    return Object.keys(errors).length === 0 ? { ok: true, value: values } : { ok: false, errors };
  };
  const form = useForm<PasswordValues, PasswordValues>(
    { email: '', oldPassword: '', password: '', confirmPassword: '' },
    check,
  );
  const submit = form.handleSubmit(async (values) => {
    await send(
      () =>
        change.mutateAsync({
          email: email ?? values.email,
          oldPassword: values.oldPassword,
          newPassword: values.password,
          confirmedPassword: values.confirmPassword,
        }),
      () => {
        // As a logout: home, where the login form says the password changed and has the email in.
        tellPasswordChanged(email ?? values.email);
        session.signOut();
        navigate(ROUTES.login, { replace: true });
      },
    );
  });
  return (
    <section className="account__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account__heading">
        {t('accountPage.password')}
      </h2>
      <p className="field__hint">{t('accountPage.passwordNote')}</p>
      <form noValidate onSubmit={withModal(form.values, check, submit)} className="form">
        {email === undefined ? (
          <TextField
            label={t('account.email')}
            name="email"
            type="email"
            autoComplete="username"
            required
            value={form.values.email}
            onValue={(value) => form.set('email', value)}
            error={form.errors.email}
          />
        ) : (
          <input type="hidden" name="username" autoComplete="username" value={email} />
        )}
        <TextField
          revealable
          type="password"
          label={t('account.oldPassword')}
          name="oldPassword"
          autoComplete="current-password"
          placeholder={t('account.oldPasswordPlaceholder')}
          required
          value={form.values.oldPassword}
          onValue={(value) => form.set('oldPassword', value)}
          error={form.errors.oldPassword}
        />
        <NewPasswordFields form={form} name="newPassword" label={t('account.newPassword')} />
        <div className="form__actions">
          <button type="submit" className="button button--secondary">
            {t('changePassword.submit')}
          </button>
        </div>
      </form>
    </section>
  );
};
