import { ROUTES } from '@self-storage/core/flow';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { screenRoute as screen } from '#app/screen-route.ts';

const home = () => import('#screens/public/home/home-screen.tsx');
const register = () => import('#screens/public/register/index.ts');
const password = () => import('#screens/public/password/index.ts');
const legal = () => import('#screens/legal/index.ts');
// Through the signed-in screens' module, whose chunk list the first load already carries.
const access = () => import('./signed-in-screens.ts').then((m) => m.access());

/** A registration or password screen, which needs the account screens' texts. */
const account = <M,>(path: string, load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject =>
  screen(path, load, pick, { texts: 'account' });

/** Every public route of SPEC section 2. */
export const publicRoutes: RouteObject[] = [
  screen(ROUTES.login, home, (m) => m.HomeScreen),
  account(ROUTES.forget, password, (m) => m.ForgetScreen),
  account(ROUTES.forget2, password, (m) => m.ForgetSentScreen),
  account(ROUTES.changePassword, password, (m) => m.ChangePasswordScreen),
  account(ROUTES.changePasswordStep2, password, (m) => m.ChangePasswordStep2Screen),
  account(ROUTES.changePasswordFinish, password, (m) => m.ChangePasswordFinishScreen),
  account(ROUTES.register, register, (m) => m.RegisterEmailScreen),
  account(ROUTES.registerOtp, register, (m) => m.RegisterOtpScreen),
  account(ROUTES.registerStep1, register, (m) => m.CustomerTypeScreen),
  account(ROUTES.registerStep2, register, (m) => m.RegisterStep2Placeholder),
  account(ROUTES.registerPersonal, register, (m) => m.PersonalDetailsScreen),
  account(ROUTES.registerPersonalStep2, register, (m) => m.PersonalDocumentScreen),
  account(ROUTES.registerPersonalStep3, register, (m) => m.PersonalPasswordScreen),
  account(ROUTES.registerCorporation, register, (m) => m.CorporateDetailsScreen),
  account(ROUTES.registerCorporationStep2, register, (m) => m.CorporateDocumentScreen),
  account(ROUTES.registerCorporationStep3, register, (m) => m.CorporatePasswordScreen),
  account(ROUTES.registerSuccess, register, (m) => m.RegisterSuccessScreen),
];

/** The footer's legal pages, open to everyone, signed in or not (core's OPEN_ROUTES). */
export const legalRoutes: RouteObject[] = [
  screen(ROUTES.termsOfUse, legal, (m) => m.TermsPage, { texts: 'legal' }),
  screen(ROUTES.privacyPolicy, legal, (m) => m.PrivacyPage, { texts: 'legal' }),
  screen(ROUTES.cookiePolicy, legal, (m) => m.CookiePage, { texts: 'legal' }),
  screen(ROUTES.sharedPass, access, (m) => m.SharedPassScreen, { texts: 'booking' }),
];
