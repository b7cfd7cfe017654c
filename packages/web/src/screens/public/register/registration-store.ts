import { safeSetItem } from '@self-storage/core';
import {
  type CorporateDraft,
  type CustomerType,
  type DocumentDraft,
  INITIAL_REGISTRATION_STATE,
  type PersonalDraft,
  type RegistrationEvent,
  type RegistrationState,
  registrationReducer,
} from '@self-storage/core/flow';
import type { ConsentChoices } from '@self-storage/core/forms';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { browserStorage, REGISTRATION_DRAFT_KEY } from '#app/storage.ts';

export type { CorporateDraft, CustomerType, DocumentDraft, PersonalDraft } from '@self-storage/core/flow';

interface RegistrationActions {
  start(email: string, consents: ConsentChoices): void;
  verified(): void;
  chooseType(type: CustomerType): void;
  /** Keeps what is typed; the details count as done only once saved after passing their rules. */
  editPersonal(draft: PersonalDraft): void;
  editCorporate(draft: CorporateDraft): void;
  savePersonal(draft: PersonalDraft): void;
  saveCorporate(draft: CorporateDraft): void;
  saveDocument(document: DocumentDraft | undefined): void;
  reset(): void;
}

/** A full storage (a 2 MB image is near sessionStorage's quota) keeps the draft in memory only. */
const tolerantSessionStorage = (session = browserStorage().session) => ({
  getItem: (name: string) => session.getItem(name),
  // Where it can't be stored, the in-memory draft still carries the user through without a reload.
  setItem: (name: string, value: string) => {
    safeSetItem(session, name, value);
  },
  removeItem: (name: string) => session.removeItem(name),
});

/**
 * The multi-step registration draft (core's registration flow), kept in sessionStorage so a reload
 * loses nothing and closing the tab forgets the personal data.
 */
export const useRegistration = create<RegistrationState & RegistrationActions>()(
  persist(
    (set) => {
      // Core's reducer decides every change; the store keeps the state and names the events.
      const on = (event: RegistrationEvent) => set((state) => registrationReducer(state, event));
      return {
        ...INITIAL_REGISTRATION_STATE,
        start: (email, consents) => on({ type: 'started', email, consents }),
        verified: () => on({ type: 'verified' }),
        chooseType: (customerType) => on({ type: 'typeChosen', customerType }),
        editPersonal: (draft) => on({ type: 'personalEdited', draft }),
        editCorporate: (draft) => on({ type: 'corporateEdited', draft }),
        savePersonal: (draft) => on({ type: 'personalSaved', draft }),
        saveCorporate: (draft) => on({ type: 'corporateSaved', draft }),
        saveDocument: (document) => on({ type: 'documentSaved', document }),
        reset: () => on({ type: 'reset' }),
      };
    },
    { name: REGISTRATION_DRAFT_KEY, storage: createJSONStorage(tolerantSessionStorage) },
  ),
);
