import { DEFAULT_LANGUAGE, hasDeepLink, type Language, type SessionStore } from '@self-storage/core';
import { REGISTRATION_DRAFT_KEY } from '../screens/public/register/draft-key.ts';
import { PRERENDERED_ROUTE_ATTRIBUTE } from './prerender-attributes.ts';

/**
 * Whether `root` holds this page's prerendered HTML as this visitor would see it. The prerender
 * draws each public page in Thai for an anonymous visitor with no deep link and no registration
 * under way; anyone else gets a fresh render, since hydrating would not match.
 */
export const canHydrate = (root: HTMLElement, language: Language, session: SessionStore): boolean => {
  const path = window.location.pathname.replace(/\/+$/, '') || '/';
  return (
    root.getAttribute(PRERENDERED_ROUTE_ATTRIBUTE) === path &&
    language === DEFAULT_LANGUAGE &&
    session.getSnapshot().status === 'anonymous' &&
    !hasDeepLink(window.location.search) &&
    window.sessionStorage.getItem(REGISTRATION_DRAFT_KEY) === null
  );
};
