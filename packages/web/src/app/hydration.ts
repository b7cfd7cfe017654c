import type { Language } from '@self-storage/core';
import { hasDeepLink } from '@self-storage/core/links';
import { PRERENDERED_LANGUAGE_ATTRIBUTE, PRERENDERED_ROUTE_ATTRIBUTE } from './prerender-attributes.ts';
import type { AppServices } from './services.ts';
import { REGISTRATION_DRAFT_KEY } from './storage.ts';

/**
 * Whether `root` holds this page's prerendered HTML as this visitor would see it. The prerender
 * draws each public page in every language for an anonymous visitor with no deep link and no
 * registration under way, and the page script has put the visitor's language in `root`; anyone
 * else gets a fresh render, since hydrating would not match.
 *
 * Also removes `root`'s language mark, by which the stylesheet hides a page in another language
 * than `<html lang>`: from here on the app keeps the two in step.
 */
export const canHydrate = (
  root: HTMLElement,
  language: Language,
  { session, storage }: AppServices,
): boolean => {
  const prerendered = root.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE);
  root.removeAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE);
  const path = window.location.pathname.replace(/\/+$/, '') || '/';
  return (
    root.getAttribute(PRERENDERED_ROUTE_ATTRIBUTE) === path &&
    prerendered === language &&
    session.getSnapshot().status === 'anonymous' &&
    !hasDeepLink(window.location.search) &&
    storage.local.getItem(REGISTRATION_DRAFT_KEY) === null
  );
};
