import { useSyncExternalStore } from 'react';
import { useClient } from './services-context.tsx';

/**
 * When the server gave the booking's replies shown now, if they are the service worker's kept
 * copy (the network failed); undefined while they are the network's.
 */
export const useOfflineSavedAt = (customerServiceId: number): string | undefined => {
  const { offline } = useClient();
  return useSyncExternalStore(offline.subscribe, () => offline.savedAt(customerServiceId));
};
