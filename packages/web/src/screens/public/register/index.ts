/** The registration screens, one chunk: whoever opens one is likely to go through them all. */
import './register.css';

export { CorporateDetailsScreen } from './corporate-details-screen.tsx';
export { CustomerTypeScreen } from './customer-type-screen.tsx';
export { CorporateDocumentScreen, PersonalDocumentScreen } from './document-screen.tsx';
export { CorporatePasswordScreen, PersonalPasswordScreen } from './password-screen.tsx';
export { PersonalDetailsScreen } from './personal-details-screen.tsx';
export { RegisterEmailScreen } from './register-email-screen.tsx';
export { RegisterOtpScreen } from './register-otp-screen.tsx';
export { RegisterStep2Placeholder, RegisterSuccessScreen } from './register-success-screen.tsx';
