import { ROUTES } from '@self-storage/core/flow';
import { emailFormSchema, validate } from '@self-storage/core/forms';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useClient } from '#app/services-context.tsx';
import { useForm } from '#app/use-form.ts';
import { requestPasswordReset } from '#data/auth.ts';
import { EmailField } from '#shell/email-field.tsx';
import { Link } from '#shell/link.tsx';
import { Page } from '#shell/page.tsx';
import { useSubmit } from '#shell/use-submit.ts';
import type { EmailState } from './navigation-state.ts';

/** `/forget`: a new password is emailed, then /forget2 says what to do with it. */
export const ForgetScreen = () => {
  const { t } = useTranslation();
  const client = useClient();
  const submit = useSubmit();
  const navigate = useNavigate();
  const form = useForm({ email: '' }, (values) => validate(emailFormSchema, values));

  const send = form.handleSubmit(async ({ email }) => {
    await submit(
      () => requestPasswordReset(client, email),
      () => {
        navigate(ROUTES.forget2, { state: { email } satisfies EmailState });
      },
    );
  });

  return (
    <Page title={t('forgotPassword.title')} intro={t('forgotPassword.intro')}>
      <form noValidate onSubmit={send} className="form">
        <EmailField form={form} />
        <button type="submit" className="button button--primary button--block">
          {t('forgotPassword.submit')}
        </button>
      </form>
      <p className="page__footnote">
        <Link to={ROUTES.login}>{t('common.backToLogin')}</Link>
      </p>
    </Page>
  );
};
