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
    '/',
    () => import('./home/home-screen.tsx'),
    (m) => m.HomeScreen,
  ),
  screen('/forget', password, (m) => m.ForgetScreen),
  screen('/forget2', password, (m) => m.ForgetSentScreen),
  screen('/change-password', password, (m) => m.ChangePasswordScreen),
  screen('/change-password-step2', password, (m) => m.ChangePasswordStep2Screen),
  screen('/change-password-finish', password, (m) => m.ChangePasswordFinishScreen),
  screen('/register', register, (m) => m.RegisterEmailScreen),
  screen('/register-otp', register, (m) => m.RegisterOtpScreen),
  screen('/register-step1', register, (m) => m.CustomerTypeScreen),
  screen('/register-step2', register, (m) => m.RegisterStep2Placeholder),
  screen('/register-personal', register, (m) => m.PersonalDetailsScreen),
  screen('/register-personal-step2', register, (m) => m.PersonalDocumentScreen),
  screen('/register-personal-step3', register, (m) => m.PersonalPasswordScreen),
  screen('/register-corporation', register, (m) => m.CorporateDetailsScreen),
  screen('/register-corporation-step2', register, (m) => m.CorporateDocumentScreen),
  screen('/register-corporation-step3', register, (m) => m.CorporatePasswordScreen),
  screen('/register-success', register, (m) => m.RegisterSuccessScreen),
];
