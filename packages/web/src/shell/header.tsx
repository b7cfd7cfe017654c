import { ROUTES } from '@self-storage/core/flow';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { lazyScreen } from '#app/lazy-screen.tsx';
import { useSession } from '#app/use-session.ts';
import { LanguageSelect } from './language-select.tsx';
import { Link } from './link.tsx';

/**
 * The signed-in visitor's menu, a chunk of its own that no public page loads. A page for a
 * signed-in visitor fetches it with its screens (start.tsx), so it draws with the header.
 */
export const userMenu = lazyScreen(
  () => import('./user-menu.tsx'),
  (m) => m.UserMenu,
  // The account page's entry is named in the signed-in texts, which a legal page lacks.
  'booking',
);

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
        <Link to={ROUTES.login} className="header__logo">
          {/* A background inlined into the stylesheet: no request of its own before the first paint. */}
          <span className="header__logo-image" role="img" aria-label={t('header.logoAlt')} />
        </Link>
        <div className="header__tools">
          {NO_LANGUAGE_SWITCH.has(path) ? null : <LanguageSelect />}
          {signedIn ? (
            <Suspense fallback={null}>
              <userMenu.Screen />
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  );
};
