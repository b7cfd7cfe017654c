import { LIVE_EVENT, PRELOAD_ATTRIBUTE } from '#app/prerender-attributes.ts';
import '#styles/index.css';

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

/**
 * Tells a prerendered page's page script (src/boot/page.ts) that the app now handles its forms;
 * a signed-in page, painted inert from the HTML, has by then been drawn by the app.
 */
const live = (): void => {
  root?.removeAttribute('inert');
  window.dispatchEvent(new Event(LIVE_EVENT));
};

/**
 * React, half the app's code, is evaluated in a task of its own and the rest of the app in the
 * next: as one task they would block a slow phone's input twice as long.
 */
const startApp = async (root: HTMLElement): Promise<void> => {
  await import('react-dom/client');
  await nextTask();
  const { start } = await import('./start.tsx');
  await start(root, live);
};

/** Starting a download costs the main thread a millisecond or two: a few at a time, task by task. */
const preloadThen = (hrefs: string[], then: () => void): void => {
  for (const href of hrefs.splice(0, 4)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  setTimeout(() => (hrefs.length > 0 ? preloadThen(hrefs, then) : then()));
};

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// A prerendered page is on screen already (its page script loads this entry after the first
// paint): everything its first render needs is fetched at once, to be evaluated in turn.
const hrefs = root.getAttribute(PRELOAD_ATTRIBUTE)?.split(' ') ?? [];
preloadThen(hrefs, () => startApp(root).catch(console.error));
