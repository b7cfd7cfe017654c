import { holdEarlySubmits } from './app/early-submits.ts';
import './styles/index.css';

/** Set by the prerender on `#root`: the chunks the page needs beyond the app's own, to preload. */
const PRELOAD_ATTRIBUTE = 'data-preload';

// From the entry's first line, a submit before React listens is held rather than sent natively.
const releaseSubmits = holdEarlySubmits();

const startApp = (root: HTMLElement): void => {
  import('./start.tsx').then(({ start }) => start(root, releaseSubmits)).catch(console.error);
};

const preload = (href: string): void => {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
};

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
if (root.hasChildNodes()) {
  // A prerendered page paints before the app's code downloads: on a slow link those 130 KB
  // would share the bandwidth with the stylesheet the first paint waits for.
  // Starting the downloads takes a while on a slow phone: the app's and the page's in two tasks.
  requestAnimationFrame(() =>
    setTimeout(() => {
      startApp(root);
      setTimeout(() => {
        for (const href of root.getAttribute(PRELOAD_ATTRIBUTE)?.split(' ') ?? []) preload(href);
      });
    }),
  );
} else {
  startApp(root);
}
