import { PASSWORD_MIN_LENGTH } from '@self-storage/core';
import { useTranslation } from 'react-i18next';
import type { FormView } from '#app/use-form.ts';
import { TextField } from './text-field.tsx';

/** The part of a form the new-password pair reads and writes. */
type NewPasswordForm = Pick<
  FormView<{ password: string; confirmPassword: string }, unknown>,
  'values' | 'errors' | 'set'
>;

/**
 * A new password and its confirmation, as registration and the password change ask them, the
 * length rule shown before anything is typed. The screen names the first field (`name`,
 * `label`); `confirmHint` shows under the second.
 */
export const NewPasswordFields = ({
  form,
  name,
  label,
  confirmHint,
}: {
  form: NewPasswordForm;
  name: 'password' | 'newPassword';
  label: string;
  confirmHint?: string;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        revealable
        type="password"
        label={label}
        name={name}
        hint={t('validation.passwordRule', { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        placeholder={t('account.newPasswordPlaceholder')}
        required
        value={form.values.password}
        onValue={(value) => form.set('password', value)}
        error={form.errors.password}
      />
      <TextField
        revealable
        type="password"
        label={t('account.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        placeholder={t('account.confirmPasswordPlaceholder')}
        hint={confirmHint}
        required
        value={form.values.confirmPassword}
        onValue={(value) => form.set('confirmPassword', value)}
        error={form.errors.confirmPassword}
      />
    </>
  );
};
