import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import type { AppServices } from './services.ts';
import { ServicesProvider } from './services-context.tsx';
import { TranslationProvider } from './translation.tsx';

/** What every screen needs and the router does not give: API client, session and texts. */
export const AppProviders = ({
  services,
  i18n,
  children,
}: {
  services: AppServices;
  i18n: i18n;
  children: ReactNode;
}) => (
  <ServicesProvider services={services}>
    <TranslationProvider i18n={i18n}>{children}</TranslationProvider>
  </ServicesProvider>
);
