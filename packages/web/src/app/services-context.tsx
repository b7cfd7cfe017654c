import type { FlowStore, SelfStorageClient, SessionStore } from '@self-storage/core';
import { createContext, type ReactNode, use, useContext } from 'react';
import type { BookingServices, CurrentServiceStore } from './booking-services.ts';
import type { LazyClient } from './lazy-client.ts';
import type { AppServices } from './services.ts';
import type { AppStorage } from './storage.ts';

const ServicesContext = createContext<AppServices | null>(null);

export const ServicesProvider = ({ services, children }: { services: AppServices; children: ReactNode }) => (
  <ServicesContext value={services}>{children}</ServicesContext>
);

const useServices = (): AppServices => {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs <ServicesProvider> above it');
  return services;
};

/**
 * The API client (core's SelfStorageClient) for the app's origin. The first screen to need it
 * suspends while its code loads (main.tsx starts that early for a signed-in visitor).
 */
export const useClient = (): SelfStorageClient => {
  const { client } = useServices();
  return client.current() ?? use(client.load());
};

/** The client not loaded yet, for a screen that needs it only once the user acts (the login form). */
export const useLazyClient = (): LazyClient => useServices().client;

/** Core's session store; most screens want useSession() instead. */
export const useSessionStore = (): SessionStore => useServices().session;

/** The browser's storages (app/storage.ts), for a screen that keeps something of its own. */
export const useStorage = (): AppStorage => useServices().storage;

/** The booking flow and current service; the first screen to need them suspends while they load. */
const useBookingServices = (): BookingServices => {
  const { booking } = useServices();
  return booking.current() ?? use(booking.load());
};

/** The booking services not loaded yet, for code that runs after the user acts (a deep link). */
export const useLazyBooking = () => useServices().booking;

/** Core's booking flow store of this tab; most screens want useFlow() instead. */
export const useFlowStore = (): FlowStore => useBookingServices().flow;

/** The saved current service (SPEC section 3): which booking the customer is paying, and how far. */
export const useCurrentService = (): CurrentServiceStore => useBookingServices().currentService;
