/** The access passes (issue 40): the user menu's screen and a shared pass's public page, one chunk. */
export { AccessScreen } from './access-screen.tsx';
export { SharedPassScreen } from './shared-pass-screen.tsx';
