/**
 * Inlined by scripts/prerender.ts into each prerendered page as its only script until the page
 * has painted (the CSP allows it by its hash). It loads the app's entry, named in its
 * data-entry attribute, once the page is on screen, so that no script competes with what the
 * first paint needs; and it holds back a submit made before the app listens, since a native
 * one would put the form's fields, the password among them, in the URL. main.tsx tells it when
 * the app listens, and the last held submit is made again for the app to handle.
 *
 * Self-contained on purpose: an inline script can import nothing by a relative path.
 */
const LIVE_EVENT = 'self-storage:live';
const BOOT_FALLBACK_MS = 2000;

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
    const form = held?.target;
    if (form instanceof HTMLFormElement && form.isConnected) form.requestSubmit(held?.submitter);
  },
  { once: true },
);

const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry;
if (entry) {
  const load = () => import(/* @vite-ignore */ entry);
  // Once the browser reports the first paint: a frame callback may run before it is on screen.
  // Where paint timing is missing (or the tab is hidden) the app loads a little later anyway;
  // a second import() of the entry is the same module.
  new PerformanceObserver(() => setTimeout(load)).observe({ type: 'paint', buffered: true });
  setTimeout(load, BOOT_FALLBACK_MS);
}
