import { safeRemoveItem, safeSetItem } from '@self-storage/core';
import type { DocumentDraft, RegistrationState } from '@self-storage/core/flow';
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import type { AppStorage } from '#app/storage.ts';

/** The sessionStorage key of the draft's document, beside the draft's own key. */
const documentKey = (name: string): string => `${name}_document`;

const parse = <T>(text: string | null): T | undefined => {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
};

type Draft = Pick<RegistrationState, 'email' | 'document'>;

/**
 * Where the registration draft is kept. What was typed goes to localStorage, so a browser restart
 * loses none of it (the password is never in the draft). The document image goes to
 * sessionStorage: it survives a reload, but an identity document is not left on the device once
 * the tab is closed, and at up to 2 MB it is near a storage's quota. A draft with no email
 * (nothing started, or reset once the account exists) is removed, so a visitor without one is
 * served the prerendered page again. Where a storage is full, the draft lives in memory only.
 */
export const draftStorage = <S extends Draft>(storages: () => AppStorage): PersistStorage<S> | undefined => {
  let local: AppStorage['local'];
  let session: AppStorage['session'];
  try {
    ({ local, session } = storages());
  } catch {
    // No storage where the page is prerendered: the draft is in memory there.
    return undefined;
  }
  const removeItem = (name: string) => {
    safeRemoveItem(local, name);
    safeRemoveItem(session, documentKey(name));
  };
  return {
    getItem(name) {
      const kept = parse<StorageValue<S>>(local.getItem(name));
      if (!kept) return null;
      const document = parse<DocumentDraft>(session.getItem(documentKey(name)));
      return { ...kept, state: { ...kept.state, document } };
    },
    setItem(name, { state, version }) {
      if (!state.email) return removeItem(name);
      const { document, ...typed } = state;
      safeSetItem(local, name, JSON.stringify({ state: typed, version }));
      if (document) safeSetItem(session, documentKey(name), JSON.stringify(document));
      else safeRemoveItem(session, documentKey(name));
    },
    removeItem,
  };
};
