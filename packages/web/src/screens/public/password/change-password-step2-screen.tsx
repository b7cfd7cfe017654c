import { ROUTES } from '@self-storage/core/flow';
import { changePasswordStep2Schema, validate } from '@self-storage/core/forms';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useClient } from '#app/services-context.tsx';
import { useForm } from '#app/use-form.ts';
import { changePassword } from '#data/auth.ts';
import { Link } from '#shell/link.tsx';
import { useModalFormErrors } from '#shell/modal-form-errors.ts';
import { NewPasswordFields } from '#shell/new-password-fields.tsx';
import { Page } from '#shell/page.tsx';
import { useSubmit } from '#shell/use-submit.ts';
import { type EmailState, readChangePasswordState } from './navigation-state.ts';

/** `/change-password-step2`: the new password twice; email and old password come from step 1. */
export const ChangePasswordStep2Screen = () => {
  const { t } = useTranslation();
  const client = useClient();
  const submit = useSubmit();
  const navigate = useNavigate();
  const from = readChangePasswordState(useLocation().state);
  const check = (values: { password: string; confirmPassword: string }) =>
    validate(changePasswordStep2Schema, values);
  const form = useForm({ password: '', confirmPassword: '' }, check);
  const withModal = useModalFormErrors();

  if (!from) return <Navigate to={ROUTES.changePassword} replace />;

  const change = form.handleSubmit(async ({ password, confirmPassword }) => {
    await submit(
      () =>
        changePassword(client, {
          email: from.email,
          oldPassword: from.oldPassword,
          newPassword: password,
          confirmedPassword: confirmPassword,
        }),
      () => {
        navigate(ROUTES.changePasswordFinish, { replace: true });
      },
    );
  });

  return (
    <Page title={t('changePassword.title')} intro={t('changePassword.newPasswordIntro')}>
      <form noValidate onSubmit={withModal(form.values, check, change)} className="form">
        <NewPasswordFields form={form} name="newPassword" label={t('account.newPassword')} />
        <div className="form__actions">
          <Link
            to={ROUTES.changePassword}
            state={{ email: from.email } satisfies EmailState}
            className="button button--secondary"
          >
            {t('common.back')}
          </Link>
          <button type="submit" className="button button--primary">
            {t('changePassword.submit')}
          </button>
        </div>
      </form>
    </Page>
  );
};
