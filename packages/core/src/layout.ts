/**
 * SPEC section 9's layout numbers, for a front end that lays out its screens as ours do: the
 * phone breakpoint and the unit list's height. The web app's style sheets take their media
 * queries from here (its build turns `@media (--phone)` and `@media (--wide)` into these), so the
 * breakpoint is written once.
 *
 * @module @self-storage/core/layout
 */

export const UNIT_LIST_HEIGHT_PX = 320;
/** Narrower than this is a phone: one column, full-width controls. */
export const MOBILE_BREAKPOINT_PX = 600;

/** The media query of a phone-wide viewport. */
export const PHONE_MEDIA = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
/** The media query of a viewport at or above the breakpoint. */
export const WIDE_MEDIA = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** The same queries as CSS custom media (Media Queries level 5 `@custom-media`), by name. */
export const CUSTOM_MEDIA = { '--phone': PHONE_MEDIA, '--wide': WIDE_MEDIA } as const;
