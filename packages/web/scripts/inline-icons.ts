import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const ICON_URL = /url\(\s*(["']?)(\/icons\/[\w-]+\.svg)\1\s*\)/g;

/**
 * An SVG as a compact `data:` URL (readable, not base64). Its attributes are re-quoted with single
 * quotes, for CSS's `url("")`, so a single quote of its own (a font name) becomes `&apos;`.
 */
const svgDataUrl = (svg: string): string =>
  `data:image/svg+xml,${svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/'/g, '&apos;')
    .replace(/"/g, "'")
    .replace(/[%#<>&]/g, (char) => encodeURIComponent(char))}`;

/**
 * A PostCSS plugin (it runs after Vite has inlined the `@import`s) putting the stylesheets' icons
 * (`url("/icons/x.svg")` from public/, a few hundred bytes each) inline: each would otherwise be a
 * request of its own, above the fold, between the stylesheet and the first paint. The sandbox's
 * CSP allows `img-src data:`.
 */
export const inlineIcons = (publicDir: string) => ({
  postcssPlugin: 'self-storage-inline-icons',
  Declaration(declaration: { value: string }) {
    if (!declaration.value.includes('/icons/')) return;
    declaration.value = declaration.value.replace(
      ICON_URL,
      (_match, _quote, path: string) => `url("${svgDataUrl(readFileSync(join(publicDir, path), 'utf8'))}")`,
    );
  },
});

/** The page's `<link rel="icon">` to an SVG of public/, which index.html names by its path. */
const ICON_LINK = /(<link rel="icon" type="image\/svg\+xml" href=")(\/[\w-]+\.svg)(")/;

/**
 * A Vite plugin putting the favicon inline into index.html, for the same reason: a browser
 * fetches it early and at high priority, beside what the first paint needs.
 */
export const inlineFavicon = (publicDir: string): Plugin => ({
  name: 'self-storage:inline-favicon',
  apply: 'build',
  transformIndexHtml: (html) =>
    html.replace(
      ICON_LINK,
      (_match, before: string, path: string, after: string) =>
        `${before}${svgDataUrl(readFileSync(join(publicDir, path), 'utf8')).replaceAll("'", '%27')}${after}`,
    ),
});
