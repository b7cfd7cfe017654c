import { ROUTES } from '@self-storage/core/flow';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '#app/services-context.tsx';
import { useLogoutAll } from '#data/account.ts';
import { useSubmit } from '#shell/use-submit.ts';
import { useFailure } from '#signed-in/use-failure.ts';

/** Ends every session of the account (this one too) and lands on the login page. */
export const SignOutEverywhere = () => {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const session = useSessionStore();
  const send = useSubmit(useFailure());
  const logoutAll = useLogoutAll();
  const signOutAll = () =>
    send(
      () => logoutAll.mutateAsync(),
      () => {
        session.signOut();
        navigate(ROUTES.login, { replace: true });
      },
    );
  return (
    <section className="account__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account__heading">
        {t('accountPage.signOutAll')}
      </h2>
      <p className="field__hint">{t('accountPage.signOutAllNote')}</p>
      <button type="button" className="button button--secondary" onClick={() => void signOutAll()}>
        {t('accountPage.signOutAll')}
      </button>
    </section>
  );
};
