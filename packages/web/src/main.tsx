import { holdEarlySubmits } from './app/early-submits.ts';
import { PRELOAD_ATTRIBUTE } from './app/prerender-attributes.ts';
import './styles/index.css';

// From the entry's first line, a submit before React listens is held rather than sent natively.
const releaseSubmits = holdEarlySubmits();

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

/**
 * React, half the app's code, is evaluated in a task of its own and the rest of the app in the
 * next: as one task they would block a slow phone's input twice as long.
 */
const startApp = async (root: HTMLElement): Promise<void> => {
  await import('react-dom/client');
  await nextTask();
  const { start } = await import('./start.tsx');
  await start(root, releaseSubmits);
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
if (root.hasChildNodes()) {
  // A prerendered page paints before the app's code downloads: on a slow link those 130 KB
  // would share the bandwidth with the stylesheet the first paint waits for. All of it is then
  // fetched at once, to be evaluated in turn.
  const hrefs = root.getAttribute(PRELOAD_ATTRIBUTE)?.split(' ') ?? [];
  requestAnimationFrame(() =>
    setTimeout(() => preloadThen(hrefs, () => startApp(root).catch(console.error))),
  );
} else {
  startApp(root).catch(console.error);
}
