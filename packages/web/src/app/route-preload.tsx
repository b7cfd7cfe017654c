import { createContext, useContext } from 'react';

/**
 * Starts fetching what a path's screens need (their code and texts), for a screen that knows
 * where the user is about to go. Never fails: a failed fetch is tried again by the navigation.
 */
export type PreloadRoute = (pathname: string) => void;

export const RoutePreloadContext = createContext<PreloadRoute>(() => undefined);

export const usePreloadRoute = (): PreloadRoute => useContext(RoutePreloadContext);
