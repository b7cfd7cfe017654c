import {
  type CurrentService,
  clearCurrentService,
  readCurrentService,
  saveCurrentService,
} from '@self-storage/core';
import { createPersistedFlowStore, type FlowStore } from '@self-storage/core/flow';
import type { AppStorage } from './storage.ts';

/** Core's saved current service (SPEC section 3), in the browser's local storage. */
export interface CurrentServiceStore {
  read(): CurrentService | undefined;
  save(service: CurrentService): void;
  clear(): void;
}

/**
 * What the signed-in screens share about the booking in progress. Loaded with them (the zod
 * schemas that check what is read back would weigh on every public page), once per app.
 */
export interface BookingServices {
  flow: FlowStore;
  currentService: CurrentServiceStore;
}

export const createBookingServices = (storage: AppStorage): BookingServices => ({
  // In sessionStorage: the flow survives a reload but not the tab, like the original app.
  flow: createPersistedFlowStore(storage.session),
  currentService: {
    read: () => readCurrentService(storage.local),
    save: (service) => {
      saveCurrentService(storage.local, service);
    },
    clear: () => clearCurrentService(storage.local),
  },
});
