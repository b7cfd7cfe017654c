import { useServices } from './services-context.tsx';

/**
 * Whether the screen is being drawn as a signed-in page's picture at build time (see
 * AppServices.picture and src/boot/signed-in.ts), rather than for a visitor.
 */
export const usePicture = (): boolean => useServices().picture === true;
