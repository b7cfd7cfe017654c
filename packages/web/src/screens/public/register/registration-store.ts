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
import { persist } from 'zustand/middleware';
import { browserStorage, REGISTRATION_DRAFT_KEY } from '#app/storage.ts';
import { draftStorage } from './draft-storage.ts';

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

/**
 * The multi-step registration draft (core's registration flow): what was typed outlives a browser
 * restart, the document image only a reload (draft-storage.ts).
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
    { name: REGISTRATION_DRAFT_KEY, storage: draftStorage(browserStorage) },
  ),
);
