/**
 * Draws the installed app's icons (public/icons/app/*.png) from their SVGs beside them, in
 * Chromium: the sizes installers ask for (192 and 512 px, 180 px for iOS's home screen) and a
 * maskable one, whose picture keeps within the middle 80% that any mask shape leaves. Run it after
 * changing an SVG: `npx node scripts/app-icons.ts` in packages/web; the PNGs are committed.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, FULL_CHROMIUM } from './chromium.ts';

const ICONS = fileURLToPath(new URL('../public/icons/app/', import.meta.url));

/** Each PNG: its SVG, and its size in px. */
export const APP_ICONS = [
  { png: 'icon-192.png', svg: 'icon.svg', size: 192 },
  { png: 'icon-512.png', svg: 'icon.svg', size: 512 },
  { png: 'apple-touch-icon.png', svg: 'maskable.svg', size: 180 },
  { png: 'maskable-512.png', svg: 'maskable.svg', size: 512 },
] as const;

const browser = await chromium.launch({ executablePath: FULL_CHROMIUM, args: chromiumArgs(FULL_CHROMIUM) });
try {
  for (const { png, svg, size } of APP_ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const source = readFileSync(`${ICONS}${svg}`, 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${source}`,
    );
    await page.screenshot({ path: `${ICONS}${png}`, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
