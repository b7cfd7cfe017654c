import type { RouteObject } from 'react-router-dom';

/** Each screen is its own chunk, loaded when its route is first visited. */
export const publicRoutes: RouteObject[] = [
  { path: '/', lazy: async () => ({ Component: (await import('./home/home-screen.tsx')).HomeScreen }) },
];
