import { safeSetItem } from '@self-storage/core';
import type { ConsentChoices, CorporateForm, PersonalType } from '@self-storage/core/forms';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { browserStorage, REGISTRATION_DRAFT_KEY } from '#app/storage.ts';

export type CustomerType = 'personal' | 'corporate';

/** The personal step 1 form as typed, both ID fields kept so switching back loses nothing. */
export interface PersonalDraft {
  personalType: PersonalType;
  firstName: string;
  lastName: string;
  address: string;
  phone: string;
  idCard: string;
  passport: string;
}

export type CorporateDraft = Record<keyof CorporateForm, string>;

/** A checked JPG or PNG as a data URL, for the preview and the payload. */
export interface DocumentDraft {
  dataUrl: string;
  name: string;
}

interface RegistrationState {
  email: string;
  /** The PDPA consents given with the email, sent with the registration. */
  consents: ConsentChoices | undefined;
  otpVerified: boolean;
  customerType: CustomerType | undefined;
  personal: PersonalDraft;
  corporate: CorporateDraft;
  /** Set once step 1 passed its rules, so later steps know the details are complete. */
  detailsDone: boolean;
  document: DocumentDraft | undefined;
}

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

const empty: RegistrationState = {
  email: '',
  consents: undefined,
  otpVerified: false,
  customerType: undefined,
  personal: {
    personalType: 'thai',
    firstName: '',
    lastName: '',
    address: '',
    phone: '',
    idCard: '',
    passport: '',
  },
  corporate: { firstName: '', lastName: '', companyName: '', address: '', phone: '', legalNumber: '' },
  detailsDone: false,
  document: undefined,
};

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
 * The multi-step registration draft, kept in sessionStorage so a reload loses nothing and closing
 * the tab forgets the personal data.
 */
export const useRegistration = create<RegistrationState & RegistrationActions>()(
  persist(
    (set) => ({
      ...empty,
      start: (email, consents) => set({ ...empty, email, consents }),
      verified: () => set({ otpVerified: true }),
      // Details and document belong to one type; choosing the same type again keeps them.
      chooseType: (customerType) =>
        set((state) =>
          state.customerType === customerType
            ? {}
            : { customerType, detailsDone: false, document: undefined },
        ),
      editPersonal: (personal) => set({ personal, detailsDone: false }),
      editCorporate: (corporate) => set({ corporate, detailsDone: false }),
      savePersonal: (personal) => set({ personal, detailsDone: true }),
      saveCorporate: (corporate) => set({ corporate, detailsDone: true }),
      saveDocument: (document) => set({ document }),
      reset: () => set(empty),
    }),
    { name: REGISTRATION_DRAFT_KEY, storage: createJSONStorage(tolerantSessionStorage) },
  ),
);
