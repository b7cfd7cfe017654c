import { useTranslation } from 'react-i18next';
import { notOffered, useProfile } from '#data/account.ts';
import { useFailureOf } from '#data/use-failure-of.ts';
import { LoadingStatus } from '#shell/loading-status.tsx';
import { Page } from '#shell/page.tsx';
import { useFailure } from '#signed-in/use-failure.ts';
import { MarketingChoice } from './marketing-choice.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SavedCardsSection } from './saved-cards.tsx';
import { SignOutEverywhere } from './sign-out-everywhere.tsx';

/**
 * The account page (user menu): details, marketing mail, saved cards, password and signing out
 * everywhere.
 * A server without the account calls (docs/api.md) leaves the password change only.
 */
export const AccountScreen = () => {
  const { t } = useTranslation();
  const fail = useFailure();
  const profile = useProfile();
  const missing = notOffered(profile.error);
  useFailureOf(missing ? null : profile.error, fail);
  const data = profile.data;
  return (
    <Page title={t('accountPage.title')}>
      <section className="account__section" aria-labelledby="account-details">
        <h2 id="account-details" className="account__heading">
          {t('accountPage.details')}
        </h2>
        {data ? (
          <ProfileForm profile={data} />
        ) : missing ? (
          <p>{t('accountPage.detailsUnavailable')}</p>
        ) : profile.isPending ? (
          <LoadingStatus />
        ) : null}
      </section>
      {data ? <MarketingChoice granted={data.marketing} /> : null}
      {data ? <SavedCardsSection /> : null}
      {data || missing ? <PasswordForm email={data?.email} /> : null}
      {data ? <SignOutEverywhere /> : null}
    </Page>
  );
};
