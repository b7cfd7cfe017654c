import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { AppServices } from './services.ts';
import { ServicesProvider } from './services-context.tsx';

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
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  </ServicesProvider>
);
