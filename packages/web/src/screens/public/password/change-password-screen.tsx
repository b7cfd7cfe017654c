import { ROUTES } from '@self-storage/core/flow';
import { changePasswordStep1Schema, validate } from '@self-storage/core/forms';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useForm } from '#app/use-form.ts';
import { EmailField } from '#shell/email-field.tsx';
import { Link } from '#shell/link.tsx';
import { Page } from '#shell/page.tsx';
import { TextField } from '#shell/text-field.tsx';
import { type ChangePasswordState, readEmailState } from './navigation-state.ts';

/** `/change-password`: who is changing it; nothing is sent until step 2. */
export const ChangePasswordScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({ email: readEmailState(useLocation().state) ?? '', oldPassword: '' }, (values) =>
    validate(changePasswordStep1Schema, values),
  );

  const next = form.handleSubmit(({ email, oldPassword }) => {
    navigate(ROUTES.changePasswordStep2, { state: { email, oldPassword } satisfies ChangePasswordState });
  });

  return (
    <Page title={t('changePassword.title')} intro={t('changePassword.intro')}>
      <form noValidate onSubmit={next} className="form">
        <EmailField form={form} autoComplete="username" />
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
        <button type="submit" className="button button--primary button--block">
          {t('common.next')}
        </button>
      </form>
      <p className="page__footnote">
        <Link to={ROUTES.login}>{t('common.backToLogin')}</Link>
      </p>
    </Page>
  );
};
