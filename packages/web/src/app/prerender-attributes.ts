/** Set by scripts/prerender.ts on a prerendered page's `#root`: the route whose HTML it holds. */
export const PRERENDERED_ROUTE_ATTRIBUTE = 'data-prerendered';
/**
 * The language of the page `#root` holds, and of each other language's `<template>`; the boot
 * script (src/boot/page.ts) puts the visitor's in `#root`, and start.tsx removes it.
 */
export const PRERENDERED_LANGUAGE_ATTRIBUTE = 'data-lang';
/** The chunks the page's first render needs, which main.tsx preloads after painting. */
export const PRELOAD_ATTRIBUTE = 'data-preload';
/** On a language's `<template>`: the page's title in that language. */
export const TITLE_ATTRIBUTE = 'data-title';
/** Sent on window once the app handles events (to src/boot/page.ts). */
export const LIVE_EVENT = 'self-storage:live';
/**
 * On a prerendered signed-in page's `#root`, which the stylesheet hides while it is there: its
 * script (src/boot/signed-in.ts) removes it once it has kept the page for this visitor or emptied it.
 */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';
/**
 * On the `#root` of a signed-in route's frame page (the page frame around a loading screen, drawn
 * for any signed-in visitor): src/boot/signed-in.ts keeps it for anyone signed in.
 */
export const FRAME_ATTRIBUTE = 'data-frame';
/**
 * On the `#root` of a signed-in page whose largest paint is the screen's own data, not its frame
 * (the summary, the QR page, history, a booking's detail), listing the entry's chunks and the
 * error dialog's: its page script (src/boot/page.ts) fetches those and the page's PRELOAD_ATTRIBUTE
 * chunks at once, beside the first reads, instead of after the first paint.
 */
export const EAGER_ATTRIBUTE = 'data-eager';
