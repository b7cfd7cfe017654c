import { ROUTES } from '@self-storage/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../app/use-session.ts';
import { LanguageSelect } from './language-select.tsx';
import { UserMenu } from './user-menu.tsx';

/** Mid-booking screens whose data is in one language: switching there is not offered (SPEC 2). */
const NO_LANGUAGE_SWITCH = new Set<string>([
  ROUTES.unit,
  ROUTES.summary,
  ROUTES.paymentCredit,
  ROUTES.paymentKiosk,
  ROUTES.paymentQrcode,
]);

export const Header = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { signedIn } = useSession();
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    <header className="header">
      <div className="header__inner">
        <Link to="/" className="header__logo">
          <img src="/logo.svg" alt={t('header.logoAlt')} width="168" height="36" />
        </Link>
        <div className="header__tools">
          {NO_LANGUAGE_SWITCH.has(path) ? null : <LanguageSelect />}
          {signedIn ? <UserMenu /> : null}
        </div>
      </div>
    </header>
  );
};
