/** The rental change screens (issue 24), one chunk: extend a booking, give notice to move out. */
export { ExtendScreen } from './extend/extend-screen.tsx';
export { MoveOutScreen } from './move-out/move-out-screen.tsx';
