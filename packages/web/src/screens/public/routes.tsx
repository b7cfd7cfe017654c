import { ROUTES } from '@self-storage/core';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** A route whose screen is its own chunk, loaded when the route is first visited. */
const screen = <M,>(
  path: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject => ({
  path,
  lazy: async () => ({ Component: pick(await load()) }),
});

const register = () => import('./register/index.ts');
const password = () => import('./password/index.ts');

/** Every public route of SPEC section 2. */
export const publicRoutes: RouteObject[] = [
  screen(
    ROUTES.login,
    () => import('./home/home-screen.tsx'),
    (m) => m.HomeScreen,
  ),
  screen(ROUTES.forget, password, (m) => m.ForgetScreen),
  screen(ROUTES.forget2, password, (m) => m.ForgetSentScreen),
  screen(ROUTES.changePassword, password, (m) => m.ChangePasswordScreen),
  screen(ROUTES.changePasswordStep2, password, (m) => m.ChangePasswordStep2Screen),
  screen(ROUTES.changePasswordFinish, password, (m) => m.ChangePasswordFinishScreen),
  screen(ROUTES.register, register, (m) => m.RegisterEmailScreen),
  screen(ROUTES.registerOtp, register, (m) => m.RegisterOtpScreen),
  screen(ROUTES.registerStep1, register, (m) => m.CustomerTypeScreen),
  screen(ROUTES.registerStep2, register, (m) => m.RegisterStep2Placeholder),
  screen(ROUTES.registerPersonal, register, (m) => m.PersonalDetailsScreen),
  screen(ROUTES.registerPersonalStep2, register, (m) => m.PersonalDocumentScreen),
  screen(ROUTES.registerPersonalStep3, register, (m) => m.PersonalPasswordScreen),
  screen(ROUTES.registerCorporation, register, (m) => m.CorporateDetailsScreen),
  screen(ROUTES.registerCorporationStep2, register, (m) => m.CorporateDocumentScreen),
  screen(ROUTES.registerCorporationStep3, register, (m) => m.CorporatePasswordScreen),
  screen(ROUTES.registerSuccess, register, (m) => m.RegisterSuccessScreen),
];
