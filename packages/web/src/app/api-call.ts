import type { Language } from '@self-storage/core';

/** The sandbox serves the app and the API on one origin; a build may point elsewhere. */
export const apiBaseUrl = (): string => import.meta.env.VITE_API_BASE_URL || window.location.origin;

/** The active language, which `<html lang>` follows: every call asks the server to answer in it. */
export const activeLanguage = (): Language => (document.documentElement.lang === 'en' ? 'en' : 'th');
