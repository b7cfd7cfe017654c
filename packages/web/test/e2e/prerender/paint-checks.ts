/**
 * What the prerender tests look at in a page: the frames it paints, its layout shifts, and pixel
 * differences between screenshots.
 */
import type { Page } from 'playwright-core';

/** Marks the prerendered `<h1>` before the app runs, to tell a hydration from a fresh render. */
export const markPrerenderedHeading = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        document.querySelector('h1')?.setAttribute('data-from-html', '');
    });
  });

/** What a frame shows: `<html lang>` and the `<h1>` text, or `hidden` while `#root` is not visible. */
export interface Frame {
  lang: string;
  heading: string;
}

/**
 * Records, from before the page's first byte, what every frame would paint (a frame callback runs
 * right before each paint): the first entry is the first frame with anything visible.
 */
export const recordFrames = (page: Page) =>
  page.addInitScript(() => {
    const frames: { lang: string; heading: string }[] = [];
    (window as unknown as { frames_: typeof frames }).frames_ = frames;
    const record = (): void => {
      const root = document.getElementById('root');
      const heading = root?.querySelector('h1');
      if (root && heading && getComputedStyle(root).visibility === 'visible') {
        const frame = { lang: document.documentElement.lang, heading: heading.textContent ?? '' };
        const last = frames.at(-1);
        if (last?.lang !== frame.lang || last.heading !== frame.heading) frames.push(frame);
      }
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });

export const framesOf = (page: Page): Promise<Frame[]> =>
  page.evaluate(() => (window as unknown as { frames_: Frame[] }).frames_);

/** Pixels that differ between two PNG screenshots of the same size, counted in the page. */
export const differingPixels = (page: Page, a: Buffer, b: Buffer): Promise<number> =>
  page.evaluate(
    async ({ first, second }) => {
      const pixels = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d');
        context?.drawImage(image, 0, 0);
        return context?.getImageData(0, 0, image.width, image.height).data ?? new Uint8ClampedArray();
      };
      const [x, y] = await Promise.all([pixels(first), pixels(second)]);
      if (x.length !== y.length) return Number.POSITIVE_INFINITY;
      let count = 0;
      for (let i = 0; i < x.length; i += 4) {
        if (x[i] !== y[i] || x[i + 1] !== y[i + 1] || x[i + 2] !== y[i + 2]) count++;
      }
      return count;
    },
    { first: a.toString('base64'), second: b.toString('base64') },
  );

/** The layout shifts so far, each with what moved (empty when nothing did). */
export const layoutShifts = (page: Page): Promise<string[]> =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const describe = (entry: PerformanceEntry): string => {
          const { value, sources = [] } = entry as PerformanceEntry & {
            value: number;
            sources?: { node?: Node | null }[];
          };
          const moved = sources.map(({ node }) =>
            node instanceof Element ? `${node.tagName}.${node.className}` : String(node?.nodeName),
          );
          return `${value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(', ')}`;
        };
        new PerformanceObserver((list) => resolve(list.getEntries().map(describe))).observe({
          type: 'layout-shift',
          buffered: true,
        });
        setTimeout(() => resolve([]), 500);
      }),
  );

/** Sums the page's layout shifts from its first paint, as the CLS metric counts them (an init script). */
export const recordShifts = (): void => {
  const w = window as unknown as { shifts: number };
  w.shifts = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
      if (!entry.hadRecentInput) w.shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

/** The layout shifts `recordShifts` has summed, once the frame drawn last has reported its own. */
export const shiftsSoFar = async (page: Page): Promise<number> => {
  // Shifts are reported after the frame that made them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  return page.evaluate(() => (window as unknown as { shifts: number }).shifts);
};
