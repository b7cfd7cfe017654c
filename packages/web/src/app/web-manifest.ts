import type { Language } from '@self-storage/core';

/** The installed app's manifest in `language` (one per language, written by the build). */
export const webManifestUrl = (language: Language): string => `/manifest-${language}.webmanifest`;
