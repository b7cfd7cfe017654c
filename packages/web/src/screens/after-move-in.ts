/**
 * The screens after move-in (issue 24), one chunk: extend a booking, give notice to move out, and
 * the account page. One chunk, so that the route table on the home page's first load names one
 * import and one stylesheet for the three (test/budget).
 */
export { AccountScreen } from '#screens/account/account-screen.tsx';
export { ExtendScreen } from '#screens/rental/extend/extend-screen.tsx';
export { MoveOutScreen } from '#screens/rental/move-out/move-out-screen.tsx';
