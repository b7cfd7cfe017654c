import { useTranslation } from 'react-i18next';
import type { FormView } from '#app/use-form.ts';
import { TextField } from './text-field.tsx';

/** The part of a form an email field reads and writes. */
type EmailForm = Pick<FormView<{ email: string }, unknown>, 'values' | 'errors' | 'set'>;

/**
 * The account email, as every public form asks it. `username` where it is typed with a password,
 * so password managers pair the two; `email` where it stands alone.
 */
export const EmailField = ({
  form,
  autoComplete = 'email',
}: {
  form: EmailForm;
  autoComplete?: 'email' | 'username';
}) => {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('account.email')}
      type="email"
      name="email"
      autoComplete={autoComplete}
      placeholder={t('account.emailPlaceholder')}
      required
      value={form.values.email}
      onValue={(value) => form.set('email', value)}
      error={form.errors.email}
    />
  );
};
