import type { SelfStorageClient, SessionStore } from '@self-storage/core';
import { createContext, type ReactNode, useContext } from 'react';
import type { AppServices } from './services.ts';

const ServicesContext = createContext<AppServices | null>(null);

export const ServicesProvider = ({ services, children }: { services: AppServices; children: ReactNode }) => (
  <ServicesContext value={services}>{children}</ServicesContext>
);

const useServices = (): AppServices => {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs <ServicesProvider> above it');
  return services;
};

/** The API client (core's SelfStorageClient) for the app's origin. */
export const useClient = (): SelfStorageClient => useServices().client;

/** Core's session store; most screens want useSession() instead. */
export const useSessionStore = (): SessionStore => useServices().session;
