/**
 * `npm run build`'s step after the prerender: writes the installed app's manifest in each language
 * (`dist/manifest-th.webmanifest`, `…-en…`, src/app/web-manifest.ts): its name from the texts, its
 * colours from the app's own (src/styles/tokens.css), the icons of public/icons/app. It opens on
 * select service, the first signed-in screen, which sends a visitor without a session to log in.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '@self-storage/core';
import { ROUTES } from '@self-storage/core/flow';
import { en } from '@self-storage/locales/en';
import { th } from '@self-storage/locales/th';
import { webManifestUrl } from '#app/web-manifest.ts';

const WEB = fileURLToPath(new URL('../', import.meta.url));
const DIST = join(WEB, 'dist');
const TOKENS = readFileSync(join(WEB, 'src/styles/tokens.css'), 'utf8');
const NAMES: Record<Language, string> = { th: th.common.appName, en: en.common.appName };

const token = (name: string): string => {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{3,8})\\b`, 'i').exec(TOKENS)?.[1];
  if (!value) throw new Error(`src/styles/tokens.css has no --${name} colour`);
  return value;
};

const ICONS = [
  { src: '/icons/app/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/app/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/app/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

for (const language of LANGUAGES) {
  const manifest = {
    // The same app in either language: one id, so switching language installs nothing new.
    id: '/',
    name: NAMES[language],
    short_name: NAMES[language],
    lang: language,
    dir: 'ltr',
    start_url: ROUTES.service,
    scope: '/',
    display: 'standalone',
    theme_color: token('brand-600'),
    background_color: token('canvas'),
    icons: ICONS,
  };
  writeFileSync(join(DIST, webManifestUrl(language)), `${JSON.stringify(manifest, null, 2)}\n`);
}
console.log(`Web app manifests: ${LANGUAGES.map(webManifestUrl).join(', ')}.`);
