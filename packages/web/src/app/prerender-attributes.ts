/** Set by scripts/prerender.ts on a prerendered page's `#root`: the route whose HTML it holds. */
export const PRERENDERED_ROUTE_ATTRIBUTE = 'data-prerendered';
/** Set beside it: the chunks the page's first render needs, which main.tsx preloads after painting. */
export const PRELOAD_ATTRIBUTE = 'data-preload';
/** Sent on window once the app handles events; src/boot.ts, self-contained, spells it out too. */
export const LIVE_EVENT = 'self-storage:live';
