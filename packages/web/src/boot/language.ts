/**
 * Inlined by scripts/prerender.ts at the top of each prerendered page's `<head>`, before its
 * stylesheet, so it runs before any of the body is parsed: it puts the visitor's language (SPEC
 * section 9's order: the stored choice, then the browser's, then Thai) on `<html lang>`, where
 * the page's boot script (page.ts) and the stylesheet read it. Built on its own into one classic
 * script (the CSP allows it by its hash), core's rule included.
 */
import { resolveLanguage } from '@self-storage/core';
import { guardedStorage } from '#app/storage.ts';

document.documentElement.lang = resolveLanguage(
  guardedStorage(() => window.localStorage),
  navigator.languages,
);
