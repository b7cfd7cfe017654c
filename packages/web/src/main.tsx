import { resolveLanguage } from '@self-storage/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createI18n } from './app/i18n.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { createAppServices } from './app/services.ts';
import './styles/index.css';

const start = async (): Promise<void> => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const services = createAppServices();
  // Only the active language's catalogue is fetched before the first paint.
  const i18n = await createI18n(resolveLanguage(window.localStorage, navigator.languages));
  createRoot(root).render(
    <StrictMode>
      <AppProviders services={services} i18n={i18n}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
};

void start();
