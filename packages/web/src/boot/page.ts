/**
 * Inlined by scripts/prerender.ts into each prerendered page right after its `#root` and the
 * `<template>` of each other language, as the page's only script besides the language one
 * (language.ts); the CSP allows both by their hashes. Before the first paint, it puts the page
 * in the visitor's language into `#root`: the HTML holds the Thai page, and the others in
 * templates, which the browser neither shows nor loads anything for. Until it has, the
 * stylesheet hides a `#root` in another language than `<html lang>`, so no frame shows one.
 *
 * Then it loads the app's entry, named in its data-entry attribute, once the page is on screen,
 * so that no script competes with what the first paint needs (at once, with every chunk of its
 * first render, on a page whose largest paint is its data: EAGER_ATTRIBUTE); and it holds back a
 * submit made before the app listens, since a native one would put the form's fields, the
 * password among them, in the URL. main.tsx tells it when the app listens; then the last choice
 * made in a select (the language) and the last held submit are made again for the app to handle.
 */
import {
  EAGER_ATTRIBUTE,
  LIVE_EVENT,
  PRELOAD_ATTRIBUTE,
  PRERENDERED_LANGUAGE_ATTRIBUTE,
  PRERENDERED_ROUTE_ATTRIBUTE,
  TITLE_ATTRIBUTE,
} from '#app/prerender-attributes.ts';

const BOOT_FALLBACK_MS = 2000;

// The visitor's language, when it is not the one `#root` holds: its template takes its place.
const root = document.getElementById('root');
const language = document.documentElement.lang;
const page = document.querySelector<HTMLTemplateElement>(
  `template[${PRERENDERED_LANGUAGE_ATTRIBUTE}="${language}"]`,
);
if (root && page) {
  root.replaceChildren(page.content);
  root.setAttribute(PRELOAD_ATTRIBUTE, page.getAttribute(PRELOAD_ATTRIBUTE) ?? '');
  root.setAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE, language);
  document.title = page.getAttribute(TITLE_ATTRIBUTE) ?? document.title;
}
// The other languages' pages are of no more use; left in, tools that walk the DOM would find them.
for (const unused of document.querySelectorAll(`template[${PRERENDERED_LANGUAGE_ATTRIBUTE}]`))
  unused.remove();

// A language chosen before the app listens (the select is drawn, not yet live) is chosen again.
let chosen: { select: HTMLSelectElement; value: string } | undefined;
const choose = (event: Event): void => {
  if (event.target instanceof HTMLSelectElement) chosen = { select: event.target, value: event.target.value };
};
window.addEventListener('change', choose, true);

let held: SubmitEvent | undefined;
const hold = (event: SubmitEvent): void => {
  event.preventDefault();
  held = event;
};
window.addEventListener('submit', hold, true);
window.addEventListener(
  LIVE_EVENT,
  () => {
    window.removeEventListener('submit', hold, true);
    window.removeEventListener('change', choose, true);
    if (chosen?.select.isConnected) {
      // Hydrating puts back the value the page was drawn with.
      chosen.select.value = chosen.value;
      chosen.select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    const form = held?.target;
    if (form instanceof HTMLFormElement && form.isConnected) form.requestSubmit(held?.submitter);
  },
  { once: true },
);

const entry = (document.currentScript as HTMLScriptElement | null)?.dataset.entry;
if (entry) {
  const load = () => import(/* @vite-ignore */ entry);
  // Once the browser reports the first paint: a frame callback may run before it is on screen.
  // Where paint timing is missing (or the tab is hidden) the app loads a little later anyway;
  // a second import() of the entry is the same module.
  // A page emptied by the signed-in page's script (signed-in.ts) has nothing to paint first.
  if (root?.hasAttribute(PRERENDERED_ROUTE_ATTRIBUTE) && root.hasAttribute(EAGER_ATTRIBUTE)) {
    // The screen's largest paint waits for its data and its code, not for the frame: every chunk
    // its first render needs, in the visitor's language, goes out now, side by side, rather than
    // one import after another once the frame is up.
    const eager = `${root.getAttribute(EAGER_ATTRIBUTE)} ${root.getAttribute(PRELOAD_ATTRIBUTE) ?? ''}`;
    for (const href of eager.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    load();
  } else if (root?.hasAttribute(PRERENDERED_ROUTE_ATTRIBUTE)) {
    new PerformanceObserver(() => setTimeout(load)).observe({ type: 'paint', buffered: true });
    setTimeout(load, BOOT_FALLBACK_MS);
  } else load();
}
