/** The forgot and change password screens, one chunk. */
export { ChangePasswordFinishScreen } from './change-password-finish-screen.tsx';
export { ChangePasswordScreen } from './change-password-screen.tsx';
export { ChangePasswordStep2Screen } from './change-password-step2-screen.tsx';
export { ForgetScreen } from './forget-screen.tsx';
export { ForgetSentScreen } from './forget-sent-screen.tsx';
