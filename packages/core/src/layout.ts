/**
 * SPEC section 9's numbers for the web app's layout. Part of the workspace entry only: an
 * integrator's app has its own layout, so they are not published.
 */

export const UNIT_LIST_HEIGHT_PX = 320;
export const MOBILE_BREAKPOINT_PX = 600;
