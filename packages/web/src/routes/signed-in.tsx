import type { RouteObject } from 'react-router-dom';

/**
 * The signed-in routes (SPEC section 2), mounted under the app's session guard and page frame.
 * Screens should be `lazy` so they never load on the public pages.
 */
export const signedInRoutes: RouteObject[] = [
  {
    path: '/service',
    element: (
      <section className="page">
        <h1>Book a service</h1>
        <p>The booking screen is coming.</p>
      </section>
    ),
  },
];
