import {
  type CurrentService,
  clearCurrentService,
  readCurrentService,
  saveCurrentService,
} from '@self-storage/core';

/** Core's saved current service (SPEC section 3) in this browser's localStorage. */
export const savedService = {
  read: (): CurrentService | undefined => readCurrentService(window.localStorage),
  save: (service: CurrentService): void => {
    saveCurrentService(window.localStorage, service);
  },
  clear: (): void => clearCurrentService(window.localStorage),
};
