import type { SessionStore } from '@self-storage/core';
import { createContext, type ReactNode, use, useContext } from 'react';
import type { AppClient } from './client-code.ts';
import type { LazyClient } from './lazy-client.ts';
import type { AppServices } from './services.ts';

const ServicesContext = createContext<AppServices | null>(null);

export const ServicesProvider = ({ services, children }: { services: AppServices; children: ReactNode }) => (
  <ServicesContext value={services}>{children}</ServicesContext>
);

/** The app's services; screens use the hooks below (and booking-context.ts) rather than this. */
export const useServices = (): AppServices => {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs <ServicesProvider> above it');
  return services;
};

/**
 * The API client (core's SelfStorageClient) for the app's origin. The first screen to need it
 * suspends while its code loads (main.tsx starts that early for a signed-in visitor).
 */
export const useClient = (): AppClient => {
  const { client } = useServices();
  return client.current() ?? use(client.load());
};

/** The client not loaded yet, for a screen that needs it only once the user acts (the login form). */
export const useLazyClient = (): LazyClient => useServices().client;

/** Core's session store; most screens want useSession() instead. */
export const useSessionStore = (): SessionStore => useServices().session;
